import Foundation
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@testable import WaypointMacroExpansion

/// A deliberately broken enum of routes per row: the error, where it points, and its fix-its.
@Suite("@Routes and @Path diagnostics")
struct RoutesMacroDiagnosticsTests {
    struct Row: BrokenDeclaration, CustomTestStringConvertible, Sendable {
        let name: String
        var attribute = "@Routes"
        var keyword = "enum"
        let cases: [String]
        let error: ExpectedError
        var testDescription: String { name }
        var expected: DiagnosticSpec { error.spec }

        var source: String { lines(attribute.isEmpty ? [] : [attribute], cases) }
        /// The source with the macros' attributes gone, as the expansion leaves it.
        var expanded: String {
            lines(
                [],
                cases.map { $0.replacingOccurrences(of: #"@Path\([^)]*\) ?"#, with: "", options: .regularExpression) })
        }

        func lines(_ head: [String], _ body: [String]) -> String {
            (head + ["\(keyword) R {"] + body.map { "    " + $0 } + ["}"]).joined(separator: "\n")
        }
    }

    static let rows: [Row] = [
        Row(
            name: "case without @Path", cases: [#"@Path("/a") case a"#, "case b"],
            error: ExpectedError(
                .caseWithoutPath,
                "case 'b' has no @Path; every case of a @Routes enum is a route", line: 4, column: 10,
                fixIts: [#"add @Path("/b")"#])),
        Row(
            name: "@Path outside a @Routes enum", attribute: "", cases: [#"@Path("/a") case a"#],
            error: ExpectedError(
                .pathOutsideRoutes,
                "@Path declares the route of a case of a @Routes enum; mark the enum @Routes, or declare this "
                    + "route with @Route", line: 2, column: 5)),
        Row(
            name: "@Routes on a struct", keyword: "struct", cases: [],
            error: ExpectedError(
                .notAnEnum,
                "@Routes applies to an enum whose cases are routes; for a struct, use @Route", line: 1, column: 1)),
        Row(
            name: "@Path on a line of several cases", cases: [#"@Path("/a") case a, b"#],
            error: ExpectedError(
                .pathOnSeveralCases,
                "@Path declares the route of one case; declare each case on its own", line: 3, column: 5)),
        Row(
            name: "unlabelled associated value", cases: [#"@Path("/a/{id: int}") case a(Int)"#],
            error: ExpectedError(
                .unlabelledValue,
                "associated value of type 'Int' needs a label: a link names its parameters, and the label is the name",
                line: 3, column: 34, fixIts: ["label it 'id'"])),
        Row(
            name: "type mismatch", cases: [#"@Path("/a/{id: int}") case a(id: String)"#],
            error: ExpectedError(
                .typeMismatch,
                "associated value 'id' is String but the pattern says int; write {id}", line: 3, column: 15,
                fixIts: ["write {id}", "change the type of 'id' to Int"])),
        Row(
            name: "placeholder without an associated value", cases: [#"@Path("/a/{id}") case a(name: String)"#],
            error: ExpectedError(
                .placeholderWithoutProperty, "placeholder 'id' has no associated value of that label",
                line: 3, column: 15)),
        Row(
            name: "placeholder a typo away from a label",
            cases: [#"@Path("/p/{productID: int}") case p(productId: Int)"#],
            error: ExpectedError(
                .placeholderWithoutProperty,
                "placeholder 'productID' has no associated value of that label; did you mean 'productId'?",
                line: 3, column: 15, fixIts: ["rename the placeholder to 'productId'"])),
        Row(
            name: "associated value that is neither placeholder nor query item",
            cases: [#"@Path("/a") case a(filters: [String: Int])"#],
            error: ExpectedError(
                .propertyNotAParameter,
                "associated value 'filters' of type '[String: Int]' is neither a placeholder nor a query item; "
                    + "a query item is a String, Int, Double, Bool, UUID, an enum, or an optional or array of those",
                line: 3, column: 33)),
        Row(
            name: "unknown parameter type", cases: [#"@Path("/a/{id: integer}") case a(id: Int)"#],
            error: ExpectedError(
                .unknownParameterType,
                "'integer' is not a built-in parameter type (string, int, double, bool, uuid); list the app's "
                    + #"own types in parameterTypes: ["integer"]"#, line: 3, column: 15, fixIts: ["write {id: int}"])),
        Row(
            name: "malformed pattern", cases: [#"@Path("/a/{id") case a(id: String)"#],
            error: ExpectedError(
                .malformedPattern,
                "invalid route pattern: '{id' is missing its closing '}'", line: 3, column: 11)),
        Row(
            name: "catch-all not last", cases: [#"@Path("/help/{path…}/more") case help(path: String)"#],
            error: ExpectedError(
                .catchAllNotLast, "invalid route pattern: catch-all '{path…}' must be the last segment",
                line: 3, column: 11)),
        Row(
            name: "two cases with one route id",
            cases: [#"@Path("/a", id: "x") case a"#, #"@Path("/b", id: "x") case b"#],
            error: ExpectedError(
                .duplicateRouteID, "route id 'x' is already case 'a's; give this case an id of its own",
                line: 4, column: 21)),
        Row(
            name: "a case named as another's route id",
            cases: [#"@Path("/a", id: "b") case a"#, #"@Path("/b") case b"#],
            error: ExpectedError(
                .duplicateRouteID, "route id 'b' is already case 'a's; give this case an id of its own",
                line: 4, column: 22)),
    ]

    @Test(
        "fix-its add the missing @Path, label the value, rewrite the pattern or the value's type",
        arguments: [
            ("case without @Path", #"add @Path("/b")"#, [#"@Path("/a") case a"#, #"@Path("/b") case b"#]),
            ("unlabelled associated value", "label it 'id'", [#"@Path("/a/{id: int}") case a(id: Int)"#]),
            ("type mismatch", "write {id}", [#"@Path("/a/{id}") case a(id: String)"#]),
            ("type mismatch", "change the type of 'id' to Int", [#"@Path("/a/{id: int}") case a(id: Int)"#]),
            (
                "placeholder a typo away from a label", "rename the placeholder to 'productId'",
                [#"@Path("/p/{productId: int}") case p(productId: Int)"#]
            ),
        ])
    func fixIts(row name: String, fixIt: String, fixed: [String]) throws {
        let row = try #require(Self.rows.first { $0.name == name })
        assertDiagnosed(row, applying: fixIt, fixedSource: row.lines([row.attribute], fixed))
    }

    @Test("a broken enum of routes is an error on the exact case or argument, with its fix-its", arguments: rows)
    func diagnoses(_ row: Row) {
        assertDiagnosed(row)
    }
}
