public import Foundation

/// The signed-in user's basket: what the Basket module registers in the container and the
/// Payment module reads from it.
public final class BasketStore: @unchecked Sendable {
    /// One line of the basket.
    public struct Item: Hashable, Sendable {
        /// The item's identity, as `/basket/items/{itemId}` links carry it.
        public let id: UUID
        /// The product in the basket.
        public let product: CatalogData.Product
    }

    // The lock guards `stored`.
    private let lock = NSLock()
    private var stored: [Item] = []

    /// Creates an empty basket.
    public init() {}

    /// The items, in the order they were added.
    public var items: [Item] { lock.withLock { stored } }

    /// How many items the basket holds.
    public var count: Int { items.count }

    /// The total price in cents.
    public var totalInCents: Int { items.reduce(0) { $0 + $1.product.priceInCents } }

    /// The item with this identity; `nil` when the basket holds none.
    public func item(_ id: UUID) -> Item? {
        items.first { $0.id == id }
    }

    /// Removes every item, as the basket's "Empty" button does once the user confirms.
    public func removeAll() {
        lock.withLock { stored.removeAll() }
    }

    /// Adds a product and returns its new item.
    ///
    /// Item identities count up (`00000000-0000-0000-0000-000000000001`, …) instead of being
    /// random, so that the example's links and output are the same on every run.
    @discardableResult
    public func add(_ product: CatalogData.Product) -> Item {
        lock.withLock {
            let number = stored.count + 1
            let digits = String(number)
            let text = "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
            let item = Item(id: UUID(uuidString: text) ?? UUID(), product: product)
            stored.append(item)
            return item
        }
    }
}
