import SwiftSyntaxMacrosGenericTestSupport
import Testing

@testable import WaypointMacroExpansion

/// A deliberately broken route per row: the error, where it points, and its fix-its.
@Suite("@Route diagnostics")
struct RouteMacroDiagnosticsTests {
    struct Row: BrokenDeclaration, CustomTestStringConvertible, Sendable {
        let name: String
        let attribute: String
        let properties: [String]
        let kind: RouteDiagnostic.Kind
        let message: String
        let line: Int
        let column: Int
        var fixIts: [String] = []
        var testDescription: String { name }
        var expected: DiagnosticSpec { routeError(kind, message, line: line, column: column, fixIts: fixIts) }

        var source: String {
            ([attribute, "struct R {"] + properties.map { "    " + $0 } + ["}"]).joined(separator: "\n")
        }
        var expanded: String { (["struct R {"] + properties.map { "    " + $0 } + ["}"]).joined(separator: "\n") }
    }

    static let rows: [Row] = [
        Row(
            name: "malformed pattern", attribute: #"@Route("/catalog/{id", id: "c")"#, properties: ["var id: String"],
            kind: .malformedPattern, message: "invalid route pattern: '{id' is missing its closing '}'", line: 1,
            column: 8),
        Row(
            name: "catch-all not last", attribute: #"@Route("/help/{path…}/more", id: "h")"#,
            properties: ["var path: String"], kind: .catchAllNotLast,
            message: "invalid route pattern: catch-all '{path…}' must be the last segment", line: 1, column: 8),
        Row(
            name: "placeholder without a property, a typo away from one",
            attribute: #"@Route("/p/{productID: int}", id: "p")"#, properties: ["var productId: Int"],
            kind: .placeholderWithoutProperty,
            message: "placeholder 'productID' has no stored property of that name; did you mean 'productId'?",
            line: 1, column: 12, fixIts: ["rename the placeholder to 'productId'"]),
        Row(
            name: "placeholder without a property", attribute: #"@Route("/a/{id}", id: "a")"#,
            properties: ["var name: String"], kind: .placeholderWithoutProperty,
            message: "placeholder 'id' has no stored property of that name", line: 1, column: 12),
        Row(
            name: "stored property that is neither placeholder nor query item",
            attribute: #"@Route("/a", id: "a")"#, properties: ["var filters: [String: Int]"],
            kind: .propertyNotAParameter,
            message: "property 'filters' of type '[String: Int]' is neither a placeholder nor a query item; a query "
                + "item is a String, Int, Double, Bool, UUID, an enum, or an optional or array of those",
            line: 3, column: 18),
        Row(
            name: "stored property without a written type", attribute: #"@Route("/a", id: "a")"#,
            properties: ["var count = 0"], kind: .propertyNotAParameter,
            message: "property 'count' needs a written type to be a placeholder or a query item", line: 3, column: 9),
        Row(
            name: "stored constant", attribute: #"@Route("/a", id: "a")"#, properties: ["let version = 2"],
            kind: .propertyNotAParameter,
            message: "constant 'version' cannot be read from a link; make it a computed or static property", line: 3,
            column: 9),
        Row(
            name: "type mismatch", attribute: #"@Route("/a/{id: int}", id: "a")"#, properties: ["var id: String"],
            kind: .typeMismatch, message: "property 'id' is String but the pattern says int; write {id}", line: 1,
            column: 12, fixIts: ["write {id}", "change the type of 'id' to Int"]),
        Row(
            name: "untyped placeholder on a number", attribute: #"@Route("/a/{id}", id: "a")"#,
            properties: ["var id: Int"], kind: .typeMismatch,
            message: "property 'id' is Int but the pattern says string; write {id: int}", line: 1, column: 12,
            fixIts: ["write {id: int}", "change the type of 'id' to String"]),
        Row(
            name: "unknown parameter type", attribute: #"@Route("/a/{id: integer}", id: "a")"#,
            properties: ["var id: Int"], kind: .unknownParameterType,
            message: "'integer' is not a built-in parameter type (string, int, double, bool, uuid); list the app's "
                + #"own types in parameterTypes: ["integer"]"#, line: 1, column: 12, fixIts: ["write {id: int}"]),
        Row(
            name: "catch-all of a number", attribute: #"@Route("/docs/{path…}", id: "d")"#,
            properties: ["var path: Int"],
            kind: .typeMismatch, message: "catch-all 'path' must be a String or [String]", line: 1, column: 15),
        Row(
            name: "optional in the path", attribute: #"@Route("/a/{id: int}", id: "a")"#, properties: ["var id: Int?"],
            kind: .pathValueNotSingle, message: "path parameter 'id' must be a single, non-optional value", line: 1,
            column: 12, fixIts: ["make 'id' a single value"]),
        Row(
            name: "URL in the path", attribute: #"@Route("/a/{next}", id: "a")"#,
            properties: ["var next: AllowlistedURL"],
            kind: .typeMismatch, message: "a URL cannot be a path parameter; read 'next' from the query", line: 1,
            column: 12),
        Row(
            name: "wildcard", attribute: #"@Route("/a/*", id: "a")"#, properties: [], kind: .wildcard,
            message: "a typed route cannot have a wildcard '*'; name the segment, as in {ignored}", line: 1, column: 8),
        Row(
            name: "pattern that is not a literal", attribute: #"@Route(patternText, id: "a")"#, properties: [],
            kind: .patternNotLiteral,
            message: "the pattern must be a string literal without interpolation, so it can be checked", line: 1,
            column: 8),
        Row(
            name: "id that is not a literal", attribute: #"@Route("/a", id: .home)"#, properties: [],
            kind: .idNotLiteral, message: "the route id must be a string literal", line: 1, column: 1),
    ]

    @Test("a broken route is an error on the exact argument, with its fix-its", arguments: rows)
    func diagnoses(_ row: Row) {
        assertDiagnosed(row)
    }

    @Test(
        "fix-its rewrite the pattern or the property's type",
        arguments: [
            ("type mismatch", "write {id}", #"@Route("/a/{id}", id: "a")"#, "var id: String"),
            ("type mismatch", "change the type of 'id' to Int", #"@Route("/a/{id: int}", id: "a")"#, "var id: Int"),
            (
                "placeholder without a property, a typo away from one", "rename the placeholder to 'productId'",
                #"@Route("/p/{productId: int}", id: "p")"#, "var productId: Int"
            ),
            ("optional in the path", "make 'id' a single value", #"@Route("/a/{id: int}", id: "a")"#, "var id: Int"),
            ("unknown parameter type", "write {id: int}", #"@Route("/a/{id: int}", id: "a")"#, "var id: Int"),
        ])
    func fixIts(row name: String, fixIt: String, attribute: String, property: String) throws {
        let row = try #require(Self.rows.first { $0.name == name })
        assertDiagnosed(row, applying: fixIt, fixedSource: "\(attribute)\nstruct R {\n    \(property)\n}")
    }

    @Test("an enum is refused, pointing to @Routes")
    func enumRefused() {
        assertRouteExpansion(
            "@Route(\"/a\", id: \"a\")\nenum AppRoute {\n    case a\n}",
            expandedSource: "enum AppRoute {\n    case a\n}",
            diagnostics: [
                routeError(
                    .notAStruct, "@Route applies to a struct; for an enum of routes, use @Routes and @Path", column: 1)
            ])
    }
}
