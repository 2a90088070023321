internal import SwiftDiagnostics
public import SwiftSyntax
internal import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@Route("/catalog/{category}", id: "catalog.category")` on a struct: checks the pattern against
/// the stored properties and generates the conformance to `Route`, with a decoder and a printer
/// that read and write each property directly.
public struct RouteMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let structDecl = declaration.as(StructDeclSyntax.self) else {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: RouteDiagnostic(
                        kind: .notAStruct,
                        message: "@Route applies to a struct; an enum of routes is not supported yet")))
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
                    node: binding,
                    message: RouteDiagnostic(
                        kind: .propertyNotAParameter,
                        message: "property '\(binding.pattern.trimmed)' needs a written type to be a placeholder "
                            + "or a query item")))
        }
        for binding in found.constants {
            checks.diagnostics.append(
                Diagnostic(
                    node: binding,
                    message: RouteDiagnostic(
                        kind: .propertyNotAParameter,
                        message: "constant '\(binding.pattern.trimmed)' cannot be read from a link; make it a "
                            + "computed or static property")))
        }
        guard checks.diagnostics.isEmpty else {
            checks.diagnostics.forEach(context.diagnose)
            return []
        }
        let access = accessModifier(of: structDecl)
        let conformance = protocols.isEmpty ? "" : ": WaypointRouting.Route"
        let decl: DeclSyntax = """
            extension \(type.trimmed)\(raw: conformance) {
                \(raw: access)static let id: WaypointRouting.RouteID = \(arguments.id)
                \(raw: access)static let pattern = \(arguments.patternLiteral.trimmed)

                \(raw: access)init(routeParameters reader: WaypointRouting.RouteParameterReader) throws(WaypointRouting.LinkRejection) {
                    \(raw: found.properties.map(decodeLine).joined(separator: "\n"))
                }

                \(raw: access)func writeParameters(to writer: inout WaypointRouting.RouteParameterWriter) throws(WaypointRouting.LinkRejection) {
                    \(raw: found.properties.map(encodeLine).joined(separator: "\n"))
                }
            }
            """
        guard let extensionDecl = decl.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }

    private static func decodeLine(_ property: RouteProperty) -> String {
        "self.\(property.identifier) = try reader.\(methods(property.shape).read)(\(literal(property.name)), .init())"
    }

    private static func encodeLine(_ property: RouteProperty) -> String {
        "try writer.\(methods(property.shape).write)(\(literal(property.name)), self.\(property.identifier), .init())"
    }

    /// The reader's and the writer's method for a shape of property.
    private static func methods(_ shape: RouteProperty.Shape) -> (read: String, write: String) {
        switch shape {
        case .single: ("value", "write")
        case .optional: ("optionalValue", "writeOptional")
        case .array: ("values", "writeValues")
        case .optionalArray: ("optionalValues", "writeOptionalValues")
        }
    }

    private static func literal(_ name: String) -> String { "\"\(name)\"" }

    /// The members' access: `public` for a public struct (its conformance's witnesses must be), and
    /// `fileprivate` for a private one; none otherwise.
    private static func accessModifier(of decl: StructDeclSyntax) -> String {
        for modifier in decl.modifiers {
            switch modifier.name.text {
            case "public", "open": return "public "
            case "package": return "package "
            case "private", "fileprivate": return "fileprivate "
            default: continue
            }
        }
        return ""
    }
}

/// The arguments of `@Route(_:id:parameterTypes:)`, each a literal.
struct RouteArguments {
    let pattern: String
    let patternLiteral: StringLiteralExprSyntax
    let id: ExprSyntax
    let parameterTypes: Set<String>

    init?(_ node: AttributeSyntax, in context: some MacroExpansionContext) {
        guard case .argumentList(let list) = node.arguments, let first = list.first else { return nil }
        guard let literal = first.expression.as(StringLiteralExprSyntax.self), let text = Self.text(of: literal) else {
            context.diagnose(
                Diagnostic(
                    node: first.expression,
                    message: RouteDiagnostic(
                        kind: .patternNotLiteral,
                        message: "the pattern must be a string literal without interpolation, so it can be checked")))
            return nil
        }
        guard let idArgument = list.first(where: { $0.label?.text == "id" }),
            let idLiteral = idArgument.expression.as(StringLiteralExprSyntax.self), Self.text(of: idLiteral) != nil
        else {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: RouteDiagnostic(kind: .idNotLiteral, message: "the route id must be a string literal")))
            return nil
        }
        let types = list.first { $0.label?.text == "parameterTypes" }?.expression.as(ArrayExprSyntax.self)
        pattern = text
        patternLiteral = literal
        id = idArgument.expression.trimmed
        parameterTypes = Set(
            types?.elements.compactMap { $0.expression.as(StringLiteralExprSyntax.self).flatMap(Self.text(of:)) } ?? [])
    }

    /// The literal's value, when it has no interpolation.
    private static func text(of literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
