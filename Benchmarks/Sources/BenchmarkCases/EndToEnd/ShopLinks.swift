import Waypoint

// The typed routes an app declares, and the value every mapper must produce for a link.

public struct ProductRoute: Route {
    public static let id: RouteID = "catalog.product"
    public static let pattern = "/catalog/{category}/products/{productId: int}"
    public var category: String
    public var productId: Int
}

public struct CategoryRoute: Route {
    public static let id: RouteID = "catalog.category"
    public static let pattern = "/catalog/{category}"
    public var category: String
}

public struct SearchRoute: Route {
    public static let id: RouteID = "catalog.search"
    public static let pattern = "/search"
    public var q: String
    public var page: Int?
}

public struct OrderRoute: Route {
    public static let id: RouteID = "orders.detail"
    public static let pattern = "/orders/{orderId: int}"
    public var orderId: Int
}

/// What a link means to the app: one typed route value.
public enum AppRoute: Hashable, Sendable {
    case product(ProductRoute)
    case category(CategoryRoute)
    case search(SearchRoute)
    case order(OrderRoute)
}

/// The links the end-to-end case maps, each with where it came from and what it must give.
enum ShopLinks {
    static let samples: [(text: String, source: LinkSource, expected: AppRoute)] = [
        ("https://shop.example.com/catalog/shoes/products/42", .universalLink,
         .product(ProductRoute(category: "shoes", productId: 42))),
        ("shop://catalog/hats", .customScheme, .category(CategoryRoute(category: "hats"))),
        ("shop://search?q=boots&page=2", .customScheme, .search(SearchRoute(q: "boots", page: 2))),
        ("https://shop.example.com/orders/1729", .universalLink, .order(OrderRoute(orderId: 1729))),
        ("shop://catalog/shoes/products/7?ref=home", .customScheme,
         .product(ProductRoute(category: "shoes", productId: 7))),
        ("shop://search?q=red%20shoes", .customScheme, .search(SearchRoute(q: "red shoes", page: nil))),
        ("https://shop.example.com/catalog/bags", .universalLink, .category(CategoryRoute(category: "bags"))),
        ("shop://orders/88", .customScheme, .order(OrderRoute(orderId: 88))),
    ]
}
