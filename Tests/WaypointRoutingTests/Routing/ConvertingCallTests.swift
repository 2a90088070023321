import Synchronization
import TestSupport
import Testing
import WaypointRouting

/// A converting type that counts the calls of its closure: ASCII text without `!`, lowercased.
final class CountingType: Sendable {
    let calls = Atomic<Int>(0)

    var type: ParameterType {
        ParameterType(name: "counted") { [self] text in
            calls.add(1, ordering: .relaxed)
            return text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "!") } ? text.lowercased() : nil
        }
    }

    /// The calls since the last reading.
    func taken() -> Int { calls.exchange(0, ordering: .relaxed) }
}

@Suite("A converting type's closure runs once per value")
struct ConvertingCallTests {
    static func table(_ counting: CountingType) throws -> RouteTable {
        try RouteTable(
            [
                RouteDefinition("tag", pattern: "/tags/{slug: counted}", module: "Catalog"),
                RouteDefinition("pair", pattern: "/{first: counted}/pair/{second: counted}", module: "Catalog"),
                // Reached after `{first: counted}` accepted the first segment and the walk below failed.
                RouteDefinition("other", pattern: "/{word}/other", module: "Catalog"),
                RouteDefinition(
                    "search", pattern: "/search", module: "Catalog", query: [.optional("tag", counting.type)]),
            ], parameterTypes: [counting.type])
    }

    /// Link → route, its values in order, and the closure's calls the match makes.
    static let rows: [(String, RouteID?, [String], Int)] = [
        ("/tags/Red-Shoes", "tag", ["red-shoes"], 1),
        ("/A/pair/B", "pair", ["a", "b"], 2),
        // `counted` accepts `Word` on the way to `/…/pair/…`; the route found keeps the text as it is.
        ("/Word/other", "other", ["Word"], 1),
        ("/search?tag=BOOTS", "search", ["boots"], 1),
        // Refused by the type below `tags`; then `tags` itself is checked, on the way to `/…/pair/…`.
        ("/tags/no!", nil, [], 2),
    ]

    @Test("matching calls the closure once per placeholder or query value it checks", arguments: rows)
    func matching(text: String, route: RouteID?, values: [String], calls: Int) throws {
        let counting = CountingType()
        let table = try Self.table(counting)
        let link = try shopParser.parse(text, source: .inApp)
        _ = counting.taken()
        let match = try? table.match(link)
        #expect(counting.taken() == calls)
        #expect(match?.route == route)
        if let match { #expect(match.parameters.map(\.value) == values) }
    }

    @Test("a match made from values calls the closure once per value, and link(to:) once more to check")
    func printing() throws {
        let counting = CountingType()
        let table = try Self.table(counting)
        _ = counting.taken()
        let direct = try table.match(route: "pair", parameters: ["first": "X", "second": "Y"])
        #expect(direct.link.description == "/x/pair/y")
        #expect(direct.parameters.map(\.value) == ["x", "y"])
        #expect(counting.taken() == 2)
        // `link(to:)` matches what it printed, so that it never hands out a link to another route.
        #expect(try table.link(to: "pair", parameters: ["first": "X", "second": "Y"]).description == "/x/pair/y")
        #expect(counting.taken() == 4)
    }
}
