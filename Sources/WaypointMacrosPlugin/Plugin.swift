internal import SwiftCompilerPlugin
internal import SwiftSyntax
internal import SwiftSyntaxMacros
internal import WaypointMacroExpansion

/// The compiler plugin that provides `@Route`.
@main
struct WaypointMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [RouteMacro.self]
}

/// `@Route` as the compiler finds it, `WaypointMacrosPlugin.RouteMacro`; the expansion is the
/// library's, which the tests call directly.
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
