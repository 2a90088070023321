public import Foundation
public import WaypointMacros

/// One item of the basket, with the basket as the synthetic parent: `/basket/items/{itemId: uuid}`.
@Route("/basket/items/{itemId: uuid}", id: "basket.item")
public struct BasketItemRoute {
    /// The item's identity in the basket.
    public var itemId: UUID

    /// Creates the route to a basket item.
    public init(itemId: UUID) {
        self.itemId = itemId
    }
}

/// The action that adds a product to the basket and shows no screen: `/basket/add?productId=42`.
@Route("/basket/add", id: "basket.add")
public struct BasketAddRoute {
    /// The product to add.
    public var productId: Int

    /// Creates the route that adds a product.
    public init(productId: Int) {
        self.productId = productId
    }
}
