internal import SwiftCompilerPlugin
internal import SwiftSyntax
internal import SwiftSyntaxMacros
internal import WaypointMacroExpansion

/// The compiler plugin that provides `@Route`, `@Routes` and `@Path`.
@main
struct WaypointMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [RouteMacro.self, PathMacro.self]
}

// The macros as the compiler finds them, `WaypointMacrosPlugin.<name>`; each expansion is the
// library's, which the tests call directly.

/// `@Route`, and `@Routes` on an enum.
struct RouteMacro: ExtensionMacro {
    static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        try WaypointMacroExpansion.RouteMacro.expansion(
            of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols, in: context)
    }
}

/// `@Path`.
struct PathMacro: PeerMacro {
    static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try WaypointMacroExpansion.PathMacro.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}
