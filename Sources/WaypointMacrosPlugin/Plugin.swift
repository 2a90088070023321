internal import SwiftCompilerPlugin
internal import SwiftSyntaxMacros

/// The compiler plugin that provides `@Route`.
@main
struct WaypointMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [RouteMacro.self]
}
