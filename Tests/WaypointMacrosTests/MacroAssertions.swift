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
            "Routes": MacroSpec(type: RouteMacro.self, conformances: ["RouteEnum"]),
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

/// One expected error, for a table's rows.
struct ExpectedError: Sendable {
    let kind: RouteDiagnostic.Kind
    let message: String
    let line: Int
    let column: Int
    let fixIts: [String]

    init(_ kind: RouteDiagnostic.Kind, _ message: String, line: Int, column: Int, fixIts: [String] = []) {
        (self.kind, self.message, self.line, self.column, self.fixIts) = (kind, message, line, column, fixIts)
    }

    var spec: DiagnosticSpec { routeError(kind, message, line: line, column: column, fixIts: fixIts) }
}

/// A deliberately broken declaration: its source, what the expansion leaves of it, and its one error.
protocol BrokenDeclaration {
    var source: String { get }
    var expanded: String { get }
    var expected: DiagnosticSpec { get }
}

/// Expands `row` and expects its error; with `fixIt`, applies that fix-it and expects `fixedSource`.
func assertDiagnosed(
    _ row: some BrokenDeclaration, applying fixIt: String? = nil, fixedSource: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    assertRouteExpansion(
        row.source, expandedSource: row.expanded, diagnostics: [row.expected], applyFixIts: fixIt.map { [$0] },
        fixedSource: fixedSource, sourceLocation: sourceLocation)
}
