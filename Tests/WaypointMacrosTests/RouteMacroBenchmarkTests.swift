import Foundation
import Testing

/// The benchmarks time `@Route`'s decoder on routes written out as the macro expands them (so that
/// they do not build swift-syntax in release); this holds those routes to the macro's real output.
@Suite("@Route in the benchmarks")
struct RouteMacroBenchmarkTests {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/Sources/BenchmarkCases/Decode/MacroRoutes.swift")

    @Test(
        "the benchmark's routes are exactly the macro's expansion",
        arguments: ["MacroProduct", "MacroSearch", "MacroOrder", "MacroCategory"])
    func expansionMatches(name: String) throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        let declaration = try #require(Self.block(startingWith: "struct \(name) {", in: text))
        let expansion = try #require(Self.block(startingWith: "extension \(name): WaypointRouting.Route {", in: text))
        let pattern = try #require(Self.value(after: "static let pattern = ", in: expansion))
        let id = try #require(Self.value(after: "WaypointRouting.RouteID = ", in: expansion))
        assertRouteExpansion(
            "@Route(\(pattern), id: \(id))\n\(declaration)", expandedSource: "\(declaration)\n\n\(expansion)")
    }

    /// From the line that is `start` to the next line that is `}`.
    private static func block(startingWith start: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0 == start }),
            let last = lines[first...].firstIndex(where: { $0 == "}" })
        else { return nil }
        return lines[first...last].joined(separator: "\n")
    }

    /// The rest of the line after `prefix`.
    private static func value(after prefix: String, in text: String) -> String? {
        guard let range = text.range(of: prefix) else { return nil }
        return String(text[range.upperBound...].prefix { $0 != "\n" })
    }
}
