public import WaypointMacros

/// A catalog category: `/catalog/{category}`.
@Route("/catalog/{category}", id: "catalog.category")
public struct CategoryRoute {
    /// The category's name, such as `shoes`.
    public var category: String

    /// Creates the route to a category.
    public init(category: String) {
        self.category = category
    }
}

/// A product, with its category as the synthetic parent: `/catalog/{category}/products/{productId: int}`.
@Route("/catalog/{category}/products/{productId: int}", id: "catalog.product")
public struct ProductRoute {
    /// The product's category, such as `shoes`.
    public var category: String
    /// The product's number.
    public var productId: Int

    /// Creates the route to a product.
    public init(category: String, productId: Int) {
        self.category = category
        self.productId = productId
    }
}

/// A catalog search: `/search?q=boots&page=2`.
@Route("/search", id: "catalog.search")
public struct SearchRoute {
    /// The search text; required.
    public var q: String
    /// The page of results, from 1; the first when absent.
    public var page: Int?

    /// Creates the route to a search.
    public init(q: String, page: Int? = nil) {
        self.q = q
        self.page = page
    }
}

/// A campaign link: `/promo/{code}`.
@Route("/promo/{code}", id: "promo")
public struct PromoRoute {
    /// The campaign code, such as `SPRING`.
    public var code: String

    /// Creates the route to a campaign.
    public init(code: String) {
        self.code = code
    }
}
