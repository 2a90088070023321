import Testing
import TestSupport
import WaypointRouting

/// Every shape of route, made from its id and values and read back from its link: the two must
/// agree, and values no link could carry are refused with the reason they always were.
@Suite("Values → link → values, for every shape of route")
struct RouteIDRoundTripTests {
    typealias Code = LinkRejection.Code

    static let sku = ParameterType(name: "sku") { $0.hasPrefix("SKU-") }
    static let slug = ParameterType(name: "slug") { $0.allSatisfy(\.isASCII) ? $0.lowercased() : nil }

    static func table(caseInsensitive: Bool = false) throws -> RouteTable {
        try RouteTable(
            [
                RouteDefinition("home", pattern: "/", module: "App"),
                RouteDefinition("about", pattern: "/about/us", module: "App"),
                RouteDefinition("shop", pattern: "/shop/{category}", module: "Shop"),
                RouteDefinition(
                    "shop.item", pattern: "/shop/{category}/items/{id: int}", module: "Shop", parent: "shop"),
                RouteDefinition(
                    "shop.review", pattern: "/shop/{category}/items/{id: int}/reviews/{review: uuid}", module: "Shop",
                    parent: "shop.item"),
                RouteDefinition("price", pattern: "/price/{amount: double}/{net: bool}", module: "Shop"),
                RouteDefinition("code", pattern: "/code/{code: sku}", module: "Shop"),
                RouteDefinition("tag", pattern: "/tags/{tag: slug}", module: "Shop"),
                RouteDefinition("files", pattern: "/files/{path…}", module: "Files"),
                RouteDefinition("docs", pattern: "/docs/{path…?}", module: "Files"),
                RouteDefinition("any.meta", pattern: "/any/*/meta", module: "Files"),
                RouteDefinition(
                    "search", pattern: "/search", module: "Search",
                    query: [.required("q"), .optional("page", .int), .repeated("tag")]),
                RouteDefinition(
                    "list", pattern: "/list/{kind}", module: "Search", query: [.optional("sort"), .repeated("id", .int)]),
                RouteDefinition("only", pattern: "shop://only/{code}", module: "Shop"),
                RouteDefinition(
                    "landing", pattern: "https://shop.example.com/landing/{campaign}", module: "Shop",
                    sources: [.universalLink]),
                RouteDefinition("sale", pattern: "(?i)/Sale/{item}", module: "Shop"),
            ], parameterTypes: [sku, slug], caseInsensitive: caseInsensitive)
    }

    /// Route, values, the source to match as, the printed link, and the parameters the match holds.
    static let rows: [(RouteID, [String: String], LinkSource, String, [String: String])] = [
        ("home", [:], .inApp, "/", [:]),
        ("about", ["extra": "x"], .inApp, "/about/us", [:]),
        ("shop", ["category": "shoes"], .inApp, "/shop/shoes", ["category": "shoes"]),
        ("shop.item", ["category": "shoes", "id": "42"], .inApp, "/shop/shoes/items/42", ["category": "shoes", "id": "42"]),
        (
            "shop.review", ["category": "a b", "id": "-7", "review": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"], .inApp,
            "/shop/a%20b/items/-7/reviews/E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            ["category": "a b", "id": "-7", "review": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]
        ),
        ("price", ["amount": "4.5", "net": "true"], .inApp, "/price/4.5/true", ["amount": "4.5", "net": "true"]),
        ("code", ["code": "SKU-9"], .inApp, "/code/SKU-9", ["code": "SKU-9"]),
        ("tag", ["tag": "Red"], .inApp, "/tags/red", ["tag": "red"]),
        // A value that spells an escape is text: its '%' is escaped in turn.
        ("shop", ["category": "a%2Fb"], .inApp, "/shop/a%252Fb", ["category": "a%2Fb"]),
        // A '/' in a placeholder's value is escaped: it stays inside its one segment.
        ("shop", ["category": "a/b"], .inApp, "/shop/a%2Fb", ["category": "a/b"]),
        ("files", ["path": "a/b c/d"], .inApp, "/files/a/b%20c/d", ["path": "a/b c/d"]),
        ("docs", ["path": ""], .inApp, "/docs", ["path": ""]),
        ("docs", [:], .inApp, "/docs", ["path": ""]),
        ("docs", ["path": "x/y"], .inApp, "/docs/x/y", ["path": "x/y"]),
        ("search", ["q": "boots"], .inApp, "/search?q=boots", ["q": "boots"]),
        ("search", ["q": "boots", "page": "2", "tag": "a"], .inApp, "/search?page=2&q=boots&tag=a", ["q": "boots", "page": "2", "tag": "a"]),
        ("list", ["kind": "new", "sort": "asc", "id": "3"], .inApp, "/list/new?id=3&sort=asc", ["kind": "new", "sort": "asc", "id": "3"]),
        ("only", ["code": "x"], .customScheme, "shop://only/x", ["code": "x"]),
        ("landing", ["campaign": "spring"], .universalLink, "https://shop.example.com/landing/spring", ["campaign": "spring"]),
        ("sale", ["item": "Hat"], .inApp, "/Sale/Hat", ["item": "Hat"]),
    ]

    @Test("the match made from values is the match of the link it prints", arguments: rows)
    func roundTrip(
        route: RouteID, values: [String: String], source: LinkSource, printed: String, parameters: [String: String]
    ) throws {
        for table in [try Self.table(), try Self.table(caseInsensitive: true)] {
            let made = try table.match(route: route, parameters: values, source: source)
            #expect(made.route == route)
            #expect(made.link.description == printed)
            #expect(made.parameters.dictionary == parameters)
            // Read back as text, through every check a link from outside meets.
            let read = try table.match(shopParser.parse(made.link.description, source: source))
            #expect(read.route == route)
            #expect(read.parameters.dictionary == parameters)
            #expect(try table.link(to: route, parameters: values, source: source).description == printed)
        }
    }

    @Test("a typed parent made from its child's values is the match of its own link")
    func parents() throws {
        let table = try Self.table()
        let child = try table.match(route: "shop.review", parameters: [
            "category": "shoes", "id": "42", "review": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        ])
        for parent in table.parents(of: "shop.review") {
            let made = try table.match(route: parent.id, values: child.parameters.firstValuesByName)
            #expect(try table.match(made.link) == made)
        }
    }

    /// Route, values → the refusal's code and the parameter it names.
    static let refusedRows: [(RouteID, [String: String], Code, String?)] = [
        ("shop", ["category": ".."], .invalidParameter, "category"),
        ("shop", ["category": "."], .invalidParameter, "category"),
        ("shop", ["category": ""], .invalidParameter, "category"),
        ("shop", [:], .missingParameter, "category"),
        ("shop.item", ["category": "shoes", "id": "4.2"], .invalidParameter, "id"),
        ("shop.review", ["category": "shoes", "id": "1", "review": "nope"], .invalidParameter, "review"),
        ("price", ["amount": "nan", "net": "true"], .invalidParameter, "amount"),
        ("price", ["amount": "1", "net": "yes"], .invalidParameter, "net"),
        ("code", ["code": "42"], .invalidParameter, "code"),
        ("tag", ["tag": "é"], .invalidParameter, "tag"),
        ("files", [:], .missingParameter, "path"),
        ("files", ["path": ""], .dotSegment, "path"),
        ("files", ["path": "a/../b"], .dotSegment, "path"),
        ("files", ["path": ".."], .dotSegment, "path"),
        ("files", ["path": "a//b"], .dotSegment, "path"),
        ("files", ["path": "a\\b"], .encodedSeparator, "path"),
        ("docs", ["path": "/"], .dotSegment, "path"),
        ("docs", ["path": "a/./b"], .dotSegment, "path"),
        ("any.meta", [:], .invalidURL, nil),
        ("search", [:], .missingParameter, "q"),
        ("search", ["q": "a", "page": "two"], .invalidParameter, "page"),
        ("list", ["kind": "new", "id": "x"], .invalidParameter, "id"),
        ("shop", ["category": "a\u{7}"], .controlCharacter, "category"),
        ("search", ["q": "a\u{0}"], .controlCharacter, "q"),
        ("landing", ["campaign": "x"], .sourceNotAllowed, nil),
    ]

    @Test("values no link could carry are refused with the reason matching gives", arguments: refusedRows)
    func refused(route: RouteID, values: [String: String], code: Code, parameter: String?) throws {
        let table = try Self.table()
        let source: LinkSource = route == "landing" ? .pushNotification : .inApp
        let error = try #require(throws: LinkRejection.self) {
            try table.match(route: route, parameters: values, source: source)
        }
        #expect(error.code == code, "\(error)")
        #expect(error.parameter == parameter)
    }
}
