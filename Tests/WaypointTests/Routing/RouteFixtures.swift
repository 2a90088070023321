import Waypoint

/// The Shop's route table, as the routing tests use it.
enum ShopRoutes {
    static let definitions: [RouteDefinition] = [
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
    static let table: RouteTable = {
        do { return try RouteTable(definitions) } catch { preconditionFailure("fixture table: \(error)") }
    }()
}
