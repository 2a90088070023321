import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@testable import WaypointMacroExpansion

/// `assertMacroExpansion` for `@Route`, `@Routes` and `@Path`, reporting to Swift Testing.
func assertRouteExpansion(
    _ source: String,
    expandedSource: String,
    diagnostics: [DiagnosticSpec] = [],
    applyFixIts: [String]? = nil,
    fixedSource: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expandedSource, diagnostics: diagnostics,
        macroSpecs: [
            "Route": MacroSpec(type: RouteMacro.self, conformances: ["Route"]),
            "Routes": MacroSpec(type: RoutesMacro.self, conformances: ["RouteEnum"]),
            "Path": MacroSpec(type: PathMacro.self),
        ],
        applyFixIts: applyFixIts, fixedSource: fixedSource,
        failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) })
}

/// One expected `@Route`, `@Routes` or `@Path` error: its stable kind, text, line and column.
func routeError(
    _ kind: RouteDiagnostic.Kind, _ message: String, line: Int = 1, column: Int, fixIts: [String] = []
) -> DiagnosticSpec {
    DiagnosticSpec(
        id: RouteDiagnostic(kind: kind, message: message).diagnosticID, message: message, line: line, column: column,
        fixIts: fixIts.map { FixItSpec(message: $0) })
}
