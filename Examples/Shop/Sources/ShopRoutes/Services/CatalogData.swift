/// The products the Shop sells: what the Catalog module registers in the container and the
/// Basket and Payment modules read from it.
public struct CatalogData: Hashable, Sendable {
    /// One product.
    public struct Product: Hashable, Sendable {
        /// The product's number, as links carry it.
        public let id: Int
        /// The product's category, as links carry it.
        public let category: String
        /// The product's name.
        public let name: String
        /// The price in cents.
        public let priceInCents: Int

        /// Creates a product.
        public init(id: Int, category: String, name: String, priceInCents: Int) {
            self.id = id
            self.category = category
            self.name = name
            self.priceInCents = priceInCents
        }

        /// The price as the Shop prints it: `€89.00`.
        public var price: String { CatalogData.price(priceInCents) }
    }

    /// Every product, by number.
    public let products: [Product]

    /// Creates a catalog.
    public init(products: [Product]) {
        self.products = products.sorted { $0.id < $1.id }
    }

    /// The products the example sells.
    public static let sample = CatalogData(products: [
        Product(id: 42, category: "shoes", name: "Trail runner", priceInCents: 8900),
        Product(id: 43, category: "shoes", name: "City sneaker", priceInCents: 6900),
        Product(id: 44, category: "shoes", name: "Rain boot", priceInCents: 5400),
        Product(id: 7, category: "hats", name: "Wool beanie", priceInCents: 1900),
        Product(id: 8, category: "hats", name: "Sun hat", priceInCents: 2500),
    ])

    /// The categories, sorted.
    public var categories: [String] { Array(Set(products.map(\.category))).sorted() }

    /// The product with this number; `nil` when there is none.
    public func product(_ id: Int) -> Product? {
        products.first { $0.id == id }
    }

    /// The products of a category, by number.
    public func products(in category: String) -> [Product] {
        products.filter { $0.category == category }
    }

    /// The products whose name or category contains the text, ignoring case.
    public func search(_ text: String) -> [Product] {
        let needle = text.lowercased()
        return products.filter { $0.name.lowercased().contains(needle) || $0.category.contains(needle) }
    }

    /// Cents as the Shop prints them: `€89.00`.
    public static func price(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(sign)€\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
