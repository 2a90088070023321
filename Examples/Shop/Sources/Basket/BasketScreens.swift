import Foundation
import ShopRoutes
import Waypoint

/// The basket's screens. Each shows the token it resolved from the container: the proof that
/// sign-in reached this module without the Login module being imported.
enum BasketScreens {
    static func basket(session: SessionStore, basket: BasketStore) -> ShopScreen {
        let items = basket.items
        let summary =
            items.isEmpty
            ? "empty"
            : "\(items.count) item\(items.count == 1 ? "" : "s"), \(CatalogData.price(basket.totalInCents))"
        return ShopScreen(
            route: .basket, title: "Basket",
            lines: ["token: \(session.token ?? "none")", summary]
                + items.map { "\($0.product.name) \($0.product.price)" })
    }

    static func item(
        _ route: BasketItemRoute, session: SessionStore, basket: BasketStore
    ) throws(BasketError)
        -> ShopScreen
    {
        guard let item = basket.item(route.itemId) else {
            throw BasketError(message: "the basket holds no item \(route.itemId.uuidString.lowercased())")
        }
        return ShopScreen(
            route: BasketItemRoute.id, title: item.product.name,
            lines: ["token: \(session.token ?? "none")", item.product.price])
    }
}

/// Why a basket screen or action could not be carried out.
struct BasketError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
