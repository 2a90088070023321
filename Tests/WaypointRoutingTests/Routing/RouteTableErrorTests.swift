import Testing
import WaypointRouting
import TestSupport

@Suite("RouteTable refuses bad tables, naming the routes and modules")
struct RouteTableErrorTests {
    func problems(_ routes: [RouteDefinition], types: [ParameterType] = []) throws -> [RouteTableError.Problem] {
        try #require(throws: RouteTableError.self) { try RouteTable(routes, parameterTypes: types) }.problems
    }

    @Test("exact duplicates")
    func duplicate() throws {
        let found = try problems([
            RouteDefinition("basket", pattern: "/basket", module: "Basket"),
            RouteDefinition("cart", pattern: "/basket/", module: "Legacy"),
        ])
        #expect(found.map(\.code) == [.duplicateRoute])
        #expect(found.first?.detail == "routes 'basket' (/basket, module Basket) and 'cart' (/basket/, module Legacy) have the same pattern")
        #expect(found.first?.routes.map(\.module) == ["Basket", "Legacy"])
    }

    @Test("ambiguous overlaps", arguments: [
        ("/profile/{id}", "/profile/{name}"),
        ("/p/{a: int}/x", "/p/{b: int}/x"),
        ("/p/{a: int}", "/p/{b: double}"),
        ("/help/{a…}", "/help/{b...}"),
        ("/a/*", "/a/*/"),
    ])
    func ambiguous(first: String, second: String) throws {
        let found = try problems([
            RouteDefinition("one", pattern: first, module: "A"),
            RouteDefinition("two", pattern: second, module: "B"),
        ])
        #expect(found.count == 1)
        #expect([.ambiguousRoutes, .duplicateRoute].contains(found.first?.code))
        #expect(found.first?.routes.map(\.id) == ["one", "two"])
    }

    @Test("disjoint typed siblings and different precedence are not ambiguous", arguments: [
        ("/p/{a: int}", "/p/{b: uuid}"),
        ("/p/{a: int}", "/p/{b}"),
        ("/p/{a}", "/p/*"),
        ("/p/{a}", "/p/{rest…}"),
        ("/p/x", "/p/{a}"),
        ("https://shop.example.com/p", "/p"),
        ("shop://p", "https://shop.example.com/p"),
    ])
    func notAmbiguous(first: String, second: String) throws {
        _ = try RouteTable([
            RouteDefinition("one", pattern: first, module: "A"),
            RouteDefinition("two", pattern: second, module: "B"),
        ])
    }

    @Test("overlapping custom type at the same position is ambiguous, with a hint")
    func customOverlap() throws {
        let sku = ParameterType(name: "sku") { $0.hasPrefix("SKU-") }
        let found = try problems(
            [
                RouteDefinition("byID", pattern: "/p/{id: int}", module: "A"),
                RouteDefinition("bySKU", pattern: "/p/{code: sku}", module: "B"),
            ], types: [sku])
        #expect(found.map(\.code) == [.ambiguousRoutes])
        #expect(found.first?.detail.contains("overlapping types 'int' and 'sku'") == true)
    }

    @Test("every problem at once, in a stable order")
    func several() throws {
        let routes = [
            RouteDefinition("a", pattern: "/a/{x: colour}", module: "A"),
            RouteDefinition("b", pattern: "no-slash", module: "B"),
            RouteDefinition("c", pattern: "/c", module: "C", parent: "missing"),
            RouteDefinition("d", pattern: "/d", module: "D", parent: "e"),
            RouteDefinition("e", pattern: "/e", module: "E", parent: "d"),
            RouteDefinition("f", pattern: "/f", module: "F"),
            RouteDefinition("f", pattern: "/f2", module: "G"),
            RouteDefinition("g", pattern: "/g/{x}", module: "G", query: [.required("x")]),
            RouteDefinition("h", pattern: "/h", module: "H", query: [.optional("n", ParameterType(name: "nope") { _ in true })]),
        ]
        let found = try problems(routes)
        #expect(found.map(\.code) == [
            .duplicateRouteID, .unknownParameterType, .invalidPattern, .duplicateParameter, .unknownParameterType,
            .unknownParent, .parentCycle, .parentCycle,
        ])
        let error = try #require(throws: RouteTableError.self) { try RouteTable(routes.reversed()) }
        #expect(error.problems == found)
        #expect(error.description.hasPrefix("8 problems in the route table:\n- routes 'f' (/f, module F) and 'f' (/f2, module G) share the id 'f'"))
        #expect(found[1].detail == "route 'a' (/a/{x: colour}, module A): placeholder 'x' has unknown type 'colour'; known types: bool, double, int, string, uuid")
        #expect(found[6].detail == "route 'd' (/d, module D): parents form a cycle: d → e → d")
    }

    @Test("each problem names what it concerns as typed values, not only in its sentence")
    func typedReasons() throws {
        let found = try problems([
            RouteDefinition("a", pattern: "/a/{x: colour}", module: "A"),
            RouteDefinition("c", pattern: "/c", module: "C", parent: "missing"),
            RouteDefinition("d", pattern: "/d", module: "D", parent: "e"),
            RouteDefinition("e", pattern: "/e", module: "E", parent: "d"),
            RouteDefinition("g", pattern: "/g/{x}", module: "G", query: [.required("x")]),
            RouteDefinition("p", pattern: "/p/{id}", module: "P"),
            RouteDefinition("q", pattern: "/q", module: "P", parent: "p"),
        ])
        #expect(
            found.map(\.reason) == [
                .unknownParameterType(
                    parameter: "x", type: "colour", query: false, known: ["bool", "double", "int", "string", "uuid"]),
                .duplicateParameter("x"),
                .unknownParent("missing", nearest: ["g", "a", "d"]),
                .parentCycle(["d", "e", "d"]),
                .parentCycle(["e", "d", "e"]),
                .parentParameters(missing: ["id"]),
            ])
        #expect(found.map(\.code) == found.map(\.reason.code))
        #expect(found.last?.routes.map(\.id) == ["q", "p"])
    }

    @Test("invalid patterns", arguments: [
        "", "basket", "/a/{", "/a/{}", "/a/{1x}", "/a/{x}/{x}", "/a/{rest…}/b", "/a/{x: in-t}", "/a/../b",
        "/a/b{c}", "/{rest...: int}", "https:///x", "://x",
    ])
    func invalidPatterns(pattern: String) {
        #expect(throws: RoutePattern.ParseError.self) { try RoutePattern(pattern) }
    }

    @Test("patterns print canonically", arguments: [
        ("/", "/"), ("/a/{b}", "/a/{b}"), ("/a/{b: string}", "/a/{b}"), ("/a/{ b : int }", "/a/{b: int}"),
        ("/help/{path...}", "/help/{path…}"), ("//a//*/", "/a/*"), ("SHOP://x/{y}", "shop://x/{y}"),
        ("https://Shop.Example.com/x", "https://shop.example.com/x"), ("https://shop.example.com", "https://shop.example.com"),
    ])
    func canonical(pattern: String, expected: String) throws {
        #expect(try RoutePattern(pattern).description == expected)
    }
}

@Suite("Links to routes by id")
struct RouteLinkTests {
    @Test("a route's link is filled from parameters; undeclared ones are left out")
    func fill() throws {
        let link = try ShopRoutes.table.link(to: "catalog.category", parameters: ["category": "a b", "productId": "42"])
        #expect(link.description == "/catalog/a%20b")
        let search = try ShopRoutes.table.link(to: "catalog.search", parameters: ["q": "boots", "utm": "x"])
        #expect(search.description == "/search?q=boots")
        #expect(try ShopRoutes.table.link(to: "shop.only", parameters: [:]).description == "shop://only")
    }

    @Test("missing, mistyped and unknown", arguments: [
        ("catalog.product", ["category": "x"], LinkRejection.Code.missingParameter),
        ("catalog.product", ["category": "x", "productId": "x"], .invalidParameter),
        ("catalog.category", ["category": ".."], .invalidParameter),
        ("nope", [:], .notFound),
        ("files.any", [:], .invalidURL),
    ])
    func refusals(route: String, parameters: [String: String], code: LinkRejection.Code) throws {
        let error = try #require(throws: LinkRejection.self) {
            try ShopRoutes.table.link(to: RouteID(rawValue: route), parameters: parameters)
        }
        #expect(error.code == code)
    }

    @Test("a parent the route cannot fill is refused when the table is built")
    func parentParameters() throws {
        let error = try #require(throws: RouteTableError.self) {
            try RouteTable([
                RouteDefinition("orders", pattern: "/users/{userId}/orders", module: "Profile"),
                RouteDefinition("order", pattern: "/orders/{orderId: int}", module: "Profile", parent: "orders"),
            ])
        }
        #expect(error.problems.map(\.code) == [.parentParameters])
        #expect(error.description == "route table: route 'order' (/orders/{orderId: int}, module Profile): parent 'orders' (/users/{userId}/orders, module Profile) needs 'userId', which the route does not have, so its back stack could not be built")
    }
}
