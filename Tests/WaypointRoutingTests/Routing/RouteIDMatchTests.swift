import Testing
import WaypointRouting

@Suite("A match made from a route id and values")
struct RouteIDMatchTests {
    static let sku = ParameterType(name: "sku") { $0.hasPrefix("SKU-") }
    static let slug = ParameterType(name: "slug") { $0.allSatisfy(\.isASCII) ? $0.lowercased() : nil }

    static func table() throws -> RouteTable {
        try RouteTable(
            [
                RouteDefinition("catalog.category", pattern: "/catalog/{category}", module: "Catalog"),
                RouteDefinition("catalog.sale", pattern: "/catalog/sale", module: "Catalog"),
                RouteDefinition(
                    "catalog.product", pattern: "/catalog/{category}/products/{productId: int}", module: "Catalog",
                    query: [.optional("ref")]),
                RouteDefinition("code", pattern: "/code/{code: sku}", module: "Catalog"),
                RouteDefinition("tag", pattern: "/tags/{tag: slug}", module: "Catalog"),
                RouteDefinition("files", pattern: "/files/{path…}", module: "Files"),
                RouteDefinition(
                    "search", pattern: "/search", module: "Search", query: [.required("q"), .repeated("tag")]),
                RouteDefinition("checkout", pattern: "/checkout", module: "Basket", sources: [.universalLink]),
            ], parameterTypes: [sku, slug])
    }

    /// Route and values → the link's path and the match's parameters.
    static let madeRows: [(RouteID, [String: String], String, [String: String])] = [
        // The route asked for, though its link `/catalog/sale` opens `catalog.sale`.
        ("catalog.category", ["category": "sale"], "/catalog/sale", ["category": "sale"]),
        ("catalog.product", ["category": "shoes", "productId": "42", "ref": "mail", "utm": "x"],
         "/catalog/shoes/products/42", ["category": "shoes", "productId": "42", "ref": "mail"]),
        ("code", ["code": "SKU-1"], "/code/SKU-1", ["code": "SKU-1"]),
        // A converting type's canonical text, as matching gives it.
        ("tag", ["tag": "Red"], "/tags/red", ["tag": "red"]),
        ("files", ["path": "a/b c/d"], "/files/a/b%20c/d", ["path": "a/b c/d"]),
        ("search", ["q": "boots", "tag": "a"], "/search", ["q": "boots", "tag": "a"]),
    ]

    @Test("it is the route asked for, with the parameters as matching types and converts them", arguments: madeRows)
    func made(route: RouteID, values: [String: String], path: String, parameters: [String: String]) throws {
        let table = try Self.table()
        let match = try table.match(route: route, parameters: values)
        #expect(match.route == route)
        #expect(match.link.encodedPath == path)
        #expect(match.parameters.dictionary == parameters)
        #expect(match.link.source == .inApp)
    }

    @Test("where its link opens the route, it is the match of that link")
    func sameAsLink() throws {
        let table = try Self.table()
        for (route, values, _, _) in Self.madeRows where route != "catalog.category" {
            let made = try table.match(route: route, parameters: values)
            #expect(try table.match(made.link) == made)
        }
    }

    /// Route and values → the refusal's code and the parameter it names.
    static let refusedRows: [(RouteID, [String: String], LinkRejection.Code, String?)] = [
        ("nowhere", [:], .notFound, nil),
        ("checkout", [:], .sourceNotAllowed, nil),
        ("catalog.category", [:], .missingParameter, "category"),
        ("catalog.product", ["category": "shoes", "productId": "x"], .invalidParameter, "productId"),
        ("code", ["code": "42"], .invalidParameter, "code"),
        ("tag", ["tag": "ünï"], .invalidParameter, "tag"),
        ("catalog.category", ["category": ""], .invalidParameter, "category"),
        ("catalog.category", ["category": "."], .invalidParameter, "category"),
        ("catalog.category", ["category": ".."], .invalidParameter, "category"),
        ("catalog.category", ["category": "a\u{0}"], .controlCharacter, "category"),
        ("files", ["path": "a/../admin"], .dotSegment, "path"),
        ("files", ["path": "a//b"], .dotSegment, "path"),
        ("files", ["path": "a\\b"], .encodedSeparator, "path"),
        ("search", ["tag": "a"], .missingParameter, "q"),
    ]

    @Test("values a link could not carry are refused with the reason matching gives", arguments: refusedRows)
    func refused(route: RouteID, values: [String: String], code: LinkRejection.Code, parameter: String?) throws {
        let table = try Self.table()
        let error = try #require(throws: LinkRejection.self) { try table.match(route: route, parameters: values) }
        #expect(error.code == code)
        #expect(error.parameter == parameter)
    }
}
