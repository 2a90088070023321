import Testing
import WaypointRouting
import TestSupport

@Suite("Precedence: static > typed > untyped > wildcard > catch-all, never registration order")
struct PrecedenceTests {
    static let definitions: [RouteDefinition] = [
        RouteDefinition("static", pattern: "/p/new", module: "A"),
        RouteDefinition("int", pattern: "/p/{id: int}", module: "A"),
        RouteDefinition("uuid", pattern: "/p/{id: uuid}", module: "A"),
        RouteDefinition("untyped", pattern: "/p/{slug}", module: "A"),
        RouteDefinition("wildcard.edit", pattern: "/p/*/edit", module: "A"),
        RouteDefinition("untyped.edit", pattern: "/p/{slug}/edit", module: "A"),
        RouteDefinition("int.edit", pattern: "/p/{id: int}/edit", module: "A"),
        RouteDefinition("wild.deep", pattern: "/p/*/deep/x", module: "A"),
        RouteDefinition("catch", pattern: "/p/{rest…}", module: "A"),
        RouteDefinition("static.catch", pattern: "/p/new/{rest…}", module: "A"),
        RouteDefinition("int.backtrack", pattern: "/q/{id: int}/only-int", module: "A"),
        RouteDefinition("untyped.backtrack", pattern: "/q/{name}/other", module: "A"),
        RouteDefinition("static.backtrack", pattern: "/r/fixed/a", module: "A"),
        RouteDefinition("untyped.backtrack.r", pattern: "/r/{x}/b", module: "A"),
    ]

    static let rows: [(String, RouteID)] = [
        ("/p/new", "static"),
        ("/p/42", "int"),
        ("/p/6f9619ff-8b86-d011-b42d-00cf4fc964ff", "uuid"),
        ("/p/hello", "untyped"),
        ("/p/42/edit", "int.edit"),
        ("/p/hello/edit", "untyped.edit"),
        ("/p/new/edit", "static.catch"),
        ("/p/hello/deep/x", "wild.deep"),
        ("/p/hello/deep/y", "catch"),
        ("/p/hello/world", "catch"),
        ("/p/new/a/b", "static.catch"),
        ("/q/7/only-int", "int.backtrack"),
        // The typed branch matches "7" but has no "other" below it: the search backs up to {name}.
        ("/q/7/other", "untyped.backtrack"),
        ("/r/fixed/b", "untyped.backtrack.r"),
        ("/r/fixed/a", "static.backtrack"),
    ]

    @Test("each link finds the most specific route", arguments: rows)
    func precedence(path: String, expected: RouteID) throws {
        let table = try RouteTable(Self.definitions)
        #expect(try table.match(shopParser.parse(path, source: .inApp)).route == expected)
    }

    @Test("registration order never changes the answer", arguments: 0..<20)
    func orderIndependence(seed: Int) throws {
        var generator = SplitMix64(seed: UInt64(seed))
        let shuffled = try RouteTable(Self.definitions.shuffled(using: &generator))
        for (path, expected) in Self.rows {
            #expect(try shuffled.match(shopParser.parse(path, source: .inApp)).route == expected)
        }
    }

    @Test("a scoped route beats an unscoped one for its own links only")
    func scopes() throws {
        let table = try RouteTable([
            RouteDefinition("any", pattern: "/x", module: "A"),
            RouteDefinition("web", pattern: "https://shop.example.com/x", module: "A"),
            RouteDefinition("app", pattern: "shop://x", module: "A"),
        ])
        #expect(try table.match(shopParser.parse("https://shop.example.com/x", source: .universalLink)).route == "web")
        #expect(try table.match(shopParser.parse("shop://x", source: .customScheme)).route == "app")
        #expect(try table.match(shopParser.parse("/x", source: .inApp)).route == "any")
    }
}
