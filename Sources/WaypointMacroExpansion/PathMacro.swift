internal import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@Path("/a/{id: int}")` on a case of a `@Routes` enum: a marker that `@Routes` reads. Alone it
/// generates nothing; it only says when it is not on a case of a `@Routes` enum.
public struct PathMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let enclosing = context.lexicalContext.first?.as(EnumDeclSyntax.self)
        let inRoutes = enclosing?.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return RouteMacro.attributeName(attribute) == "Routes"
        }
        guard declaration.is(EnumCaseDeclSyntax.self), inRoutes == true else {
            context.diagnose(
                Diagnostic(
                    .pathOutsideRoutes,
                    "@Path declares the route of a case of a @Routes enum; mark the enum @Routes, or declare this "
                        + "route with @Route", at: node))
            return []
        }
        return []
    }
}
