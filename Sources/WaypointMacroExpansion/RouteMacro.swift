internal import SwiftDiagnostics
public import SwiftSyntax
internal import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@Route("/catalog/{category}", id: "catalog.category")` on a struct: checks the pattern against
/// the stored properties and generates the conformance to `Route`, with a decoder and a printer
/// that read and write each property directly. It expands `@Routes` too, on an enum (see
/// `RoutesExpansion`): the two attributes share one implementation, told apart by name.
public struct RouteMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let isRoutes = attributeName(node) == "Routes"
        if isRoutes, let enumDecl = declaration.as(EnumDeclSyntax.self) {
            return RoutesExpansion.extensions(
                of: enumDecl, for: TypeSyntax(type.trimmed), conforms: !protocols.isEmpty, in: context)
        }
        guard !isRoutes, let structDecl = declaration.as(StructDeclSyntax.self) else {
            let refusal: Diagnostic =
                isRoutes
                ? Diagnostic(
                    .notAnEnum, "@Routes applies to an enum whose cases are routes; for a struct, use @Route", at: node)
                : Diagnostic(
                    .notAStruct, "@Route applies to a struct; for an enum of routes, use @Routes and @Path", at: node)
            context.diagnose(refusal)
            return []
        }
        guard let arguments = RouteArguments(node, in: context) else { return [] }
        let found = RouteProperty.storedProperties(of: structDecl.memberBlock.members)
        var checks = RouteChecks(
            text: arguments.pattern, literal: arguments.patternLiteral, properties: found.properties,
            parameterTypes: arguments.parameterTypes)
        checks.run()
        for binding in found.untyped {
            checks.diagnostics.append(
                Diagnostic(
                    .propertyNotAParameter,
                    "property '\(binding.pattern.trimmed)' needs a written type to be a placeholder or a query item",
                    at: binding))
        }
        for binding in found.constants {
            checks.diagnostics.append(
                Diagnostic(
                    .propertyNotAParameter,
                    "constant '\(binding.pattern.trimmed)' cannot be read from a link; make it a computed or static "
                        + "property", at: binding))
        }
        guard checks.diagnostics.isEmpty else {
            checks.diagnostics.forEach(context.diagnose)
            return []
        }
        let access = memberAccess(of: structDecl.modifiers)
        let conformance = protocols.isEmpty ? "" : ": WaypointRouting.Route"
        let decl: DeclSyntax = """
            extension \(type.trimmed)\(raw: conformance) {
                \(raw: access)static let id: WaypointRouting.RouteID = \(arguments.id ?? "")
                \(raw: access)static let pattern = \(arguments.patternLiteral.trimmed)

                \(raw: access)init(routeParameters reader: WaypointRouting.RouteParameterReader) throws(WaypointRouting.LinkRejection) {
                    \(raw: found.properties.map { "self.\($0.identifier) = try \($0.readCall)" }.joined(separator: "\n"))
                }

                \(raw: access)func writeParameters(to writer: inout WaypointRouting.RouteParameterWriter) throws(WaypointRouting.LinkRejection) {
                    \(raw: found.properties.map { "try \($0.writeCall("self.\($0.identifier)"))" }.joined(separator: "\n"))
                }
            }
            """
        guard let extensionDecl = decl.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }

    /// The attribute's name without its module: `Route` or `Routes`.
    static func attributeName(_ node: AttributeSyntax) -> String {
        if let member = node.attributeName.as(MemberTypeSyntax.self) { return member.name.text }
        return node.attributeName.trimmedDescription
    }
}
