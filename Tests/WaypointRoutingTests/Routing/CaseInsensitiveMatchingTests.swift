import Testing
import TestSupport
import WaypointRouting

/// A shop page whose literals ignore case; its placeholder keeps the link's text.
private struct ShopPage: Route {
    static let id: RouteID = "shop.page"
    static let pattern = "(?i)/Shop/{slug}"
    var slug: String
}

@Suite("Literal segments that match regardless of case: (?i) and the table's option")
struct CaseInsensitiveMatchingTests {
    static func table() throws -> RouteTable {
        try RouteTable([
            RouteDefinition("shop", pattern: "(?i)/Shop", module: "Shop"),
            RouteDefinition(ShopPage.self, module: "Shop"),
            RouteDefinition("ship", pattern: "(?i)/ship/it", module: "Shop"),
            RouteDefinition("kelvin", pattern: "(?i)/kelvin", module: "Lab"),
            RouteDefinition("exact", pattern: "/Basket/{id: int}", module: "Basket"),
            RouteDefinition("folded", pattern: "(?i)/basket/{code}", module: "Basket"),
            RouteDefinition("cafe", pattern: "(?i)/Café", module: "Cafe"),
            RouteDefinition("app", pattern: "(?i)shop://Orders", module: "Orders"),
        ])
    }

    /// Link → route and its first parameter's value; `nil` for the route when nothing matches.
    static let rows: [(String, RouteID?, String?)] = [
        ("/shop", "shop", nil),
        ("/SHOP", "shop", nil),
        ("/sHoP/", "shop", nil),
        ("/Shop/Red-Shoes", "shop.page", "Red-Shoes"),
        ("/SHOP/Red-Shoes", "shop.page", "Red-Shoes"),
        ("/SHIP/IT", "ship", nil),
        // Hostile: only A–Z fold. Long s, dotless and dotted i, the Kelvin sign and fullwidth letters
        // never reach an ASCII literal; percent-encoded letters decode to ASCII and do.
        ("/%C5%BFhop", nil, nil),
        ("/sh%C4%B1p/it", nil, nil),
        ("/sh%C4%B0p/it", nil, nil),
        ("/%E2%84%AAelvin", nil, nil),
        ("/%EF%BC%B3hop", nil, nil),
        ("/%53hop", "shop", nil),
        // Non-ASCII letters match only themselves (or their canonical equivalent).
        ("/caf%C3%A9", "cafe", nil),
        ("/CAF%C3%A9", "cafe", nil),
        ("/cafe%CC%81", "cafe", nil),
        ("/CAF%C3%89", nil, nil),
        // An exact literal beats one that ignores case; the folded route takes the rest.
        ("/Basket/7", "exact", "7"),
        ("/basket/7", "folded", "7"),
        ("/Basket/x", "folded", "x"),
        // Scopes are lowercased already; a scoped pattern's literals fold too (the host is a segment).
        ("shop://ORDERS", "app", nil),
    ]

    @Test("literals fold A–Z only; placeholders keep their case", arguments: rows)
    func matching(text: String, route: RouteID?, value: String?) throws {
        let found = opened(text, in: try Self.table())
        #expect(found?.route == route)
        if let value { #expect(found?.values == [value]) }
    }

    @Test("case-sensitive by default")
    func defaultIsExact() throws {
        let table = try RouteTable([RouteDefinition("shop", pattern: "/Shop", module: "Shop")])
        #expect(throws: LinkRejection.self) { try table.match(Link(source: .inApp, segments: ["shop"])) }
        #expect(try table.match(Link(source: .inApp, segments: ["Shop"])).route == "shop")
    }

    @Test("the table's option folds every pattern and writes (?i) into the manifest")
    func tableOption() throws {
        let routes = [
            RouteDefinition("shop", pattern: "/Shop", module: "Shop"),
            RouteDefinition("item", pattern: "/items/{id}", module: "Shop"),
        ]
        let table = try RouteTable(routes, caseInsensitive: true)
        #expect(try table.match(Link(source: .inApp, segments: ["SHOP"])).route == "shop")
        let item = try table.match(Link(source: .inApp, segments: ["ITEMS", "AbC"]))
        #expect(item.parameters.values(for: "id") == ["AbC"])
        #expect(table.manifest().routes.map(\.pattern) == ["(?i)/items/{id}", "(?i)/Shop"])
        let reread = try RouteTable(table.manifest().routeDefinitions())
        #expect(try reread.match(Link(source: .inApp, segments: ["shop"])).route == "shop")
    }

    /// Routes that clash once case is ignored, with the code every one gives.
    static let clashes: [(String, [String], Bool)] = [
        ("two folded spellings", ["(?i)/Shop", "(?i)/shop"], false),
        ("a folded and an exact spelling", ["/Shop", "(?i)/shop"], false),
        ("the same shape under the table's option", ["/Shop/{id}", "/shop/{name}"], true),
        ("folded placeholders of one type", ["(?i)/a/{x: int}/B", "/A/{y: int}/b"], false),
    ]

    @Test("patterns that differ only in case clash at build time", arguments: clashes)
    func clash(name: String, patterns: [String], tableIgnoresCase: Bool) {
        let routes = patterns.enumerated().map { RouteDefinition(RouteID(rawValue: "r\($0)"), pattern: $1, module: "M") }
        #expect(throws: RouteTableError.self, "\(name)") {
            try RouteTable(routes, caseInsensitive: tableIgnoresCase)
        }
        do {
            _ = try RouteTable(routes, caseInsensitive: tableIgnoresCase)
        } catch {
            #expect(error.problems.map(\.code) == [.ambiguousRoutes], "\(name)")
            #expect(error.problems.first?.detail.contains("differ only in the case") == true, "\(name)")
        }
    }

    @Test("without the option, spellings that differ in case are different routes")
    func noClashByDefault() throws {
        let table = try RouteTable([
            RouteDefinition("a", pattern: "/Shop", module: "M"), RouteDefinition("b", pattern: "/shop", module: "M"),
        ])
        #expect(try table.match(Link(source: .inApp, segments: ["shop"])).route == "b")
    }

    @Test("the typed route prints its literals as written and its value as given")
    func typedRoundTrip() throws {
        let table = try Self.table()
        let match = try table.match(Link(source: .inApp, segments: ["SHOP", "Red"]))
        let page = try match.decode(ShopPage.self)
        #expect(page.slug == "Red")
        #expect(try ShopPage(slug: "Red").link().path == "/Shop/Red")
    }

    @Test("(?i) is written back in the pattern's description, before its scope")
    func description() throws {
        #expect(try RoutePattern("(?i)/Shop/{id: int}").description == "(?i)/Shop/{id: int}")
        #expect(try RoutePattern("(?i)https://Shop.Example.com/Sale").description == "(?i)https://shop.example.com/Sale")
        #expect(throws: RoutePattern.ParseError.self) { try RoutePattern("(?i)") }
        #expect(throws: RoutePattern.ParseError.self) { try RoutePattern("(?I)/shop") }
    }
}
