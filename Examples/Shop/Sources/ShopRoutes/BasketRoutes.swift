public import Foundation
public import Waypoint

/// One item of the basket, with the basket as the synthetic parent: `/basket/items/{itemId: uuid}`.
public struct BasketItemRoute: Route {
    public static let id: RouteID = "basket.item"
    public static let pattern = "/basket/items/{itemId: uuid}"
    /// The item's identity in the basket.
    public var itemId: UUID

    /// Creates the route to a basket item.
    public init(itemId: UUID) {
        self.itemId = itemId
    }
}

/// The action that adds a product to the basket and shows no screen: `/basket/add?productId=42`.
public struct BasketAddRoute: Route {
    public static let id: RouteID = "basket.add"
    public static let pattern = "/basket/add"
    /// The product to add.
    public var productId: Int

    /// Creates the route that adds a product.
    public init(productId: Int) {
        self.productId = productId
    }
}
