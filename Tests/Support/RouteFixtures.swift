package import Foundation
package import WaypointRouting

/// The policy most link tests use: the Shop's scheme and host.
package let shopPolicy = LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"])
package let shopParser = LinkParser(policy: shopPolicy)

/// The Shop's route table, as the routing tests use it.
package enum ShopRoutes {
    package static let definitions: [RouteDefinition] = [
        RouteDefinition("home", pattern: "/", module: "Catalog"),
        RouteDefinition("catalog.category", pattern: "/catalog/{category}", module: "Catalog"),
        RouteDefinition(
            "catalog.product", pattern: "/catalog/{category}/products/{productId: int}", module: "Catalog",
            parent: "catalog.category"),
        RouteDefinition("catalog.sale", pattern: "/catalog/sale", module: "Catalog"),
        RouteDefinition(
            "catalog.search", pattern: "/search", module: "Catalog", query: [.required("q"), .optional("page", .int)]),
        RouteDefinition("promo", pattern: "/promo/{code}", module: "Catalog"),
        RouteDefinition("basket", pattern: "/basket", module: "Basket", guards: ["signedIn"]),
        RouteDefinition(
            "basket.item", pattern: "/basket/items/{itemId: uuid}", module: "Basket", guards: ["signedIn"],
            parent: "basket"),
        RouteDefinition(
            "basket.add", pattern: "/basket/add", module: "Basket", query: [.required("productId", .int)],
            guards: ["signedIn"], kind: .action),
        RouteDefinition(
            "checkout", pattern: "/checkout", module: "Payment", sources: [.inApp, .universalLink],
            guards: ["signedIn"], presentation: .modal(.fullScreen)),
        RouteDefinition(
            "payment.methods", pattern: "/settings/payment-methods", module: "Payment", guards: ["signedIn"],
            presentation: .modal),
        RouteDefinition("profile.details", pattern: "/profile/details", module: "Profile", query: [.required("userId")]),
        RouteDefinition("orders.list", pattern: "/orders", module: "Profile", guards: ["signedIn"]),
        RouteDefinition(
            "orders.detail", pattern: "/orders/{orderId: int}", module: "Profile", guards: ["signedIn"],
            parent: "orders.list"),
        RouteDefinition("orders.named", pattern: "/orders/{name}", module: "Profile"),
        RouteDefinition("login", pattern: "/login", module: "Login", presentation: .modal),
        RouteDefinition("help.article", pattern: "/help/{path…}", module: "Help"),
        RouteDefinition("help.contact", pattern: "/help/contact", module: "Help"),
        RouteDefinition("files.any", pattern: "/files/*/meta", module: "Help"),
        RouteDefinition("tags", pattern: "/tags", module: "Catalog", query: [.repeated("tag")]),
        RouteDefinition("web.landing", pattern: "https://shop.example.com/landing", module: "Catalog"),
        RouteDefinition("landing", pattern: "/landing", module: "Catalog"),
        RouteDefinition("shop.only", pattern: "shop://only", module: "Catalog"),
    ]

    // The fixture is known to build; a failure here fails every test that uses it, loudly.
    package static let table: RouteTable = {
        do { return try RouteTable(definitions) } catch { preconditionFailure("fixture table: \(error)") }
    }()
}

package struct ProductRoute: Route {
    package static let id: RouteID = "catalog.product"
    package static let pattern = "/catalog/{category}/products/{productId: int}"
    package var category: String
    package var productId: Int
    package var ref: String?

    package init(category: String, productId: Int, ref: String? = nil) {
        self.category = category
        self.productId = productId
        self.ref = ref
    }
}

package struct SearchRoute: Route {
    package enum Sort: String, Codable, CaseIterable, Sendable { case relevance, price, newest }
    package static let id: RouteID = "catalog.search"
    package static let pattern = "/search"
    package var q: String
    package var page: Int?
    package var sort: Sort?
    package var tags: [String]
    package var maxPrice: Double?
    package var inStock: Bool?

    package init(q: String, page: Int? = nil, sort: Sort? = nil, tags: [String], maxPrice: Double? = nil, inStock: Bool? = nil) {
        self.q = q
        self.page = page
        self.sort = sort
        self.tags = tags
        self.maxPrice = maxPrice
        self.inStock = inStock
    }
}

package struct BasketItemRoute: Route {
    package static let id: RouteID = "basket.item"
    package static let pattern = "shop://basket/items/{itemId: uuid}"
    package var itemId: UUID
    package var quantity: Int8?

    package init(itemId: UUID, quantity: Int8? = nil) {
        self.itemId = itemId
        self.quantity = quantity
    }
}

package struct HelpRoute: Route {
    package static let id: RouteID = "help.article"
    package static let pattern = "/help/{path…}"
    package var path: String

    package init(path: String) {
        self.path = path
    }
}

package struct OrderRoute: Route {
    package enum Tab: Int, Codable, CaseIterable, Sendable { case summary = 1, tracking = 2 }
    package static let id: RouteID = "orders.detail"
    package static let pattern = "/orders/{orderId: int}"
    package var orderId: Int
    package var tab: Tab
    package var ids: [Int]

    package init(orderId: Int, tab: Tab, ids: [Int]) {
        self.orderId = orderId
        self.tab = tab
        self.ids = ids
    }
}

package let typedTable: RouteTable = {
    do {
        return try RouteTable([
            RouteDefinition(ProductRoute.self, module: "Catalog"),
            RouteDefinition(SearchRoute.self, module: "Catalog"),
            RouteDefinition(BasketItemRoute.self, module: "Basket"),
            RouteDefinition(HelpRoute.self, module: "Help"),
            RouteDefinition(OrderRoute.self, module: "Profile"),
        ])
    } catch {
        preconditionFailure("typed fixture: \(error)")
    }
}()

/// What a link opens in a table, for table-driven tests: the route and the values of its first
/// parameter (empty when it has none); `nil` when the link is refused. The source is the one the
/// link's form implies.
package func opened(_ text: String, in table: RouteTable, policy: LinkPolicy = shopPolicy) -> (
    route: RouteID, values: [String]
)? {
    guard let link = try? LinkParser(policy: policy).parse(text, source: LinkParser.inferredSource(for: text)),
        let match = try? table.match(link)
    else { return nil }
    return (match.route, match.parameters.first(where: { _ in true }).map { match.parameters.values(for: $0.name) } ?? [])
}

extension RouteTable {
    /// A table of routes that need nothing but an id, a pattern and a module, one row each.
    package init(rows: [(id: RouteID, pattern: String, module: ModuleID)]) throws(RouteTableError) {
        try self.init(rows.map { RouteDefinition($0.id, pattern: $0.pattern, module: $0.module) })
    }
}
