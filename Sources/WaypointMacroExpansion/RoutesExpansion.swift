internal import SwiftDiagnostics
internal import SwiftSyntax
internal import SwiftSyntaxBuilder
internal import SwiftSyntaxMacros
internal import WaypointRouting

/// `@Routes` on an enum whose cases each carry a `@Path`: checks every case's pattern against its
/// associated values, as `@Route` checks a struct's, and generates the conformance to
/// `RouteEnum`, with a decoder and a printer that read and write each associated value directly.
/// `RouteMacro` expands both attributes and hands `@Routes` here.
enum RoutesExpansion {
    static func extensions(
        of enumDecl: EnumDeclSyntax, for type: TypeSyntax, conforms: Bool, in context: some MacroExpansionContext
    ) -> [ExtensionDeclSyntax] {
        guard let cases = RouteCase.cases(of: enumDecl.memberBlock.members, in: context) else { return [] }
        var diagnostics: [Diagnostic] = []
        var owners: [String: String] = [:]
        for routeCase in cases {
            var checks = RouteChecks(
                text: routeCase.arguments.pattern, literal: routeCase.arguments.patternLiteral,
                properties: routeCase.values, parameterTypes: routeCase.arguments.parameterTypes,
                member: .associatedValue)
            checks.run()
            diagnostics += checks.diagnostics
            if let owner = owners[routeCase.id] {
                diagnostics.append(
                    Diagnostic(
                        .duplicateRouteID,
                        "route id '\(routeCase.id)' is already case '\(owner)'s; give this case an id of its own",
                        at: routeCase.arguments.idNode ?? Syntax(routeCase.element.name)))
            } else {
                owners[routeCase.id] = routeCase.name
            }
        }
        guard diagnostics.isEmpty else {
            diagnostics.forEach(context.diagnose)
            return []
        }
        let access = memberAccess(of: enumDecl.modifiers)
        let conformance = conforms ? ": WaypointRouting.RouteEnum" : ""
        let decl: DeclSyntax = """
            extension \(type)\(raw: conformance) {
                \(raw: access)static let patterns: [String: String] = \(raw: dictionary(cases) { $0.arguments.patternLiteral.trimmedDescription })

                \(raw: access)static let queryParameters: [String: [WaypointRouting.QueryParameter]] = \(raw: dictionary(cases, queryDeclarations))

                \(raw: access)var routeID: WaypointRouting.RouteID {
                    switch self {
                    \(raw: cases.map { "case .\($0.identifier): \(RouteProperty.literal($0.id))" }.joined(separator: "\n"))
                    }
                }

                \(raw: access)init(route: WaypointRouting.RouteID, routeParameters reader: WaypointRouting.RouteParameterReader) throws(WaypointRouting.LinkRejection) {
                    switch route.rawValue {
                    \(raw: cases.map(decodeCase).joined(separator: "\n"))
                    default:
                        throw WaypointRouting.LinkRejection(
                            .notFound, "\\(Self.self) has no case '\\(route)'", route: route)
                    }
                }

                \(raw: access)func writeParameters(to writer: inout WaypointRouting.RouteParameterWriter) throws(WaypointRouting.LinkRejection) -> WaypointRouting.RouteID {
                    switch self {
                    \(raw: cases.map(encodeCase).joined(separator: "\n"))
                    }
                    return routeID
                }
            }
            """
        guard let extensionDecl = decl.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }

    /// A dictionary literal by route id, one line per case.
    private static func dictionary(_ cases: [RouteCase], _ value: (RouteCase) -> String) -> String {
        guard !cases.isEmpty else { return "[:]" }
        return "[\n" + cases.map { "\(RouteProperty.literal($0.id)): \(value($0))," }.joined(separator: "\n") + "\n]"
    }

    /// The associated values that the case's pattern does not name.
    private static func queryDeclarations(_ routeCase: RouteCase) -> String {
        let names = Set((try? RoutePattern(routeCase.arguments.pattern))?.parameterNames ?? [])
        let query = routeCase.values.filter { !names.contains($0.name) }
        return "[" + query.map(\.queryDeclaration).joined(separator: ", ") + "]"
    }

    private static func decodeCase(_ routeCase: RouteCase) -> String {
        let value =
            routeCase.values.isEmpty
            ? "self = .\(routeCase.identifier)"
            : "self = try .\(routeCase.identifier)("
                + routeCase.values.map { "\($0.identifier): \($0.readCall)" }.joined(separator: ", ") + ")"
        return "case \(RouteProperty.literal(routeCase.id)):\n\(value)"
    }

    private static func encodeCase(_ routeCase: RouteCase) -> String {
        guard !routeCase.values.isEmpty else { return "case .\(routeCase.identifier):\nbreak" }
        let bindings = routeCase.values.map { "let \($0.identifier)" }.joined(separator: ", ")
        let writes = routeCase.values.map { "try \($0.writeCall("\($0.identifier)"))" }.joined(separator: "\n")
        return "case .\(routeCase.identifier)(\(bindings)):\n\(writes)"
    }
}
