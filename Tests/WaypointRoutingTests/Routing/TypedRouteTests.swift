import Foundation
import Testing
import TestSupport
import WaypointRouting


@Suite("Typed routes: decode once, print back")
struct TypedRouteTests {
    func decode<R: Route>(_ text: String, as type: R.Type, source: LinkSource = .inApp) throws -> R {
        try typedTable.match(shopParser.parse(text, source: source)).decode(R.self)
    }

    @Test("query parameters come from the stored properties")
    func schema() throws {
        let search = try #require(typedTable.route("catalog.search"))
        #expect(search.query == [
            .required("q"), .optional("page", .int), .optional("sort"), .repeated("tags"),
            .optional("maxPrice", .double), .optional("inStock", .bool),
        ])
        #expect(search.typeName == "SearchRoute")
        #expect(typedTable.route("orders.detail")?.query == [.required("tab", .int), .repeated("ids", .int)])
    }

    @Test("decoding, table-driven")
    func decoding() throws {
        #expect(try decode("/catalog/shoes/products/42", as: ProductRoute.self)
            == ProductRoute(category: "shoes", productId: 42, ref: nil))
        #expect(try decode("/catalog/a%2Fb/products/-1?ref=home", as: ProductRoute.self)
            == ProductRoute(category: "a/b", productId: -1, ref: "home"))
        #expect(try decode("/search?q=boots&tags=a&tags=b&sort=price&page=3&maxPrice=9.5&inStock=true", as: SearchRoute.self)
            == SearchRoute(q: "boots", page: 3, sort: .price, tags: ["a", "b"], maxPrice: 9.5, inStock: true))
        #expect(try decode("/search?q=x", as: SearchRoute.self)
            == SearchRoute(q: "x", page: nil, sort: nil, tags: [], maxPrice: nil, inStock: nil))
        let uuid = try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF"))
        #expect(try decode("shop://basket/items/6f9619ff-8b86-d011-b42d-00cf4fc964ff?quantity=3", as: BasketItemRoute.self, source: .customScheme)
            == BasketItemRoute(itemId: uuid, quantity: 3))
        #expect(try decode("/help/a/b/c", as: HelpRoute.self) == HelpRoute(path: "a/b/c"))
        #expect(try decode("/orders/5?tab=2&ids=1&ids=2", as: OrderRoute.self) == OrderRoute(orderId: 5, tab: .tracking, ids: [1, 2]))
    }

    @Test("a failed conversion names the parameter, the value and the type", arguments: [
        ("/search?q=x&sort=sideways", "parameter 'sort' is 'sideways', not one of Sort: relevance, price, newest", "sort"),
        ("/search?q=x&page=2.5", "query parameter 'page' is '2.5', not a valid int", "page"),
        ("/search?q=x&maxPrice=nan", "query parameter 'maxPrice' is 'nan', not a valid double", "maxPrice"),
        ("/search?q=x&inStock=yes", "query parameter 'inStock' is 'yes', not a valid bool", "inStock"),
        ("/orders/5?tab=9", "parameter 'tab' is '9', not one of Tab: 1, 2", "tab"),
        ("/orders/5?tab=1&ids=1&ids=x", "query parameter 'ids' is 'x', not a valid int", "ids"),
        ("/orders/5", "route 'orders.detail' requires the query parameter 'tab'", "tab"),
        ("shop://basket/items/6f9619ff-8b86-d011-b42d-00cf4fc964ff?quantity=300", "parameter 'quantity' is '300', not a valid int (Int8)", "quantity"),
    ])
    func failures(text: String, detail: String, parameter: String) throws {
        let link = try shopParser.parse(text, source: LinkParser.inferredSource(for: text))
        let rejection = try #require(throws: LinkRejection.self) {
            let match = try typedTable.match(link)
            switch match.route {
            case SearchRoute.id: _ = try match.decode(SearchRoute.self)
            case OrderRoute.id: _ = try match.decode(OrderRoute.self)
            default: _ = try match.decode(BasketItemRoute.self)
            }
        }
        #expect(rejection.detail == detail)
        #expect(rejection.parameter == parameter)
    }

    @Test("printing")
    func printing() throws {
        #expect(try ProductRoute(category: "a/b c", productId: 42, ref: "x&y").link().description
            == "/catalog/a%2Fb%20c/products/42?ref=x%26y")
        #expect(try ProductRoute(category: "shoes", productId: 1, ref: nil).link(scheme: "shop").description
            == "shop://catalog/shoes/products/1")
        #expect(try ProductRoute(category: "shoes", productId: 1, ref: nil).link(source: .universalLink, scheme: "https", host: "Shop.Example.com").description
            == "https://shop.example.com/catalog/shoes/products/1")
        #expect(try SearchRoute(q: "a+b", page: 2, sort: .newest, tags: ["x", "y"], maxPrice: 1e20, inStock: false).link().description
            == "/search?q=a%2Bb&page=2&sort=newest&tags=x&tags=y&maxPrice=1e%2B20&inStock=false")
        #expect(try HelpRoute(path: "shipping/returns").link().description == "/help/shipping/returns")
        #expect(try BasketItemRoute(itemId: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF") ?? UUID(), quantity: nil).link().description
            == "shop://basket/items/6f9619ff-8b86-d011-b42d-00cf4fc964ff")
    }

    @Test("values with no link form are refused when printing", arguments: ["", ".", ".."])
    func unprintable(category: String) {
        #expect(throws: LinkRejection.self) { try ProductRoute(category: category, productId: 1).link() }
    }

    @Test("typed routes that do not fit their pattern are refused when the table is built")
    func misfits() throws {
        struct NoField: Route { static let id: RouteID = "a"; static let pattern = "/a/{id}"; var other: String }
        struct WrongType: Route { static let id: RouteID = "b"; static let pattern = "/b/{id}"; var id: Int }
        struct Wild: Route { static let id: RouteID = "c"; static let pattern = "/c/*"; var x: String }
        struct Nested: Route { struct Inner: Codable, Hashable, Sendable { var a: Int }; static let id: RouteID = "d"; static let pattern = "/d"; var inner: Inner }
        struct OptionalPath: Route { static let id: RouteID = "e"; static let pattern = "/e/{id: int}"; var id: Int? }
        let error = try #require(throws: RouteTableError.self) {
            try RouteTable([
                RouteDefinition(NoField.self, module: "M"), RouteDefinition(WrongType.self, module: "M"),
                RouteDefinition(Wild.self, module: "M"), RouteDefinition(Nested.self, module: "M"),
                RouteDefinition(OptionalPath.self, module: "M"),
            ])
        }
        #expect(error.problems.map(\.code) == Array(repeating: .invalidRouteType, count: 5))
        #expect(error.problems.map(\.detail) == [
            "route 'a' (/a/{id}, module M), type NoField: placeholder 'id' has no stored property of that name",
            "route 'b' (/b/{id}, module M), type WrongType: property 'id' is int but the pattern says string; write {id: int}",
            "route 'c' (/c/*, module M), type Wild: a typed route cannot have a wildcard '*'; name the segment, as in {ignored}",
            "route 'd' (/d, module M), type Nested: property 'inner' of type Inner cannot be a parameter (use String, Int, Double, Bool, UUID, a CaseIterable enum, or arrays and optionals of those)",
            "route 'e' (/e/{id: int}, module M), type OptionalPath: path parameter 'id' must be a single, non-optional value",
        ])
        #expect(
            error.problems[3].reason
                == .invalidRouteType(type: "Nested", .unreadable(.unsupportedType(property: "inner", type: "Inner"))))
    }

    @Test("a route type whose parameters cannot be read says which property and why, as a typed reason")
    func unreadableTypes() throws {
        enum Colour: String, Codable, Hashable, Sendable { case red }
        struct Painted: Route { static let id: RouteID = "p"; static let pattern = "/p"; var colour: Colour }
        let error = try #require(throws: RouteTableError.self) {
            try RouteTable([RouteDefinition(Painted.self, module: "M")])
        }
        let reason = RouteTableError.RouteTypeIssue.UnreadableReason.notCaseIterable(property: "colour", type: "Colour")
        #expect(error.problems.map(\.reason) == [.invalidRouteType(type: "Painted", .unreadable(reason))])
        #expect(reason.description == "property 'colour' of type Colour: make the enum CaseIterable so its parameters can be read")
    }
}

extension ProductRoute {
    init(category: String, productId: Int) { self.init(category: category, productId: productId, ref: nil) }
}
