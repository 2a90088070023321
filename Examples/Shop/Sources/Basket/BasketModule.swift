public import ShopRoutes
public import Waypoint

/// The basket: its tab's root, the basket and its items, the action that adds a product, and the
/// "Empty" button that asks before it removes every item (``EmptyBasket``).
///
/// Registers the ``BasketStore``; reads the session token and the catalog through the container,
/// from services the Login and Catalog modules register, without importing either.
public struct BasketModule: FeatureModule {
    public let name: ModuleID = "Basket"

    /// Creates the module.
    public init() {}

    public func registerRoutes(in routes: inout RouteRegistry) {
        let signedIn: [GuardID] = [.signedIn]
        routes.add(.basketTab, pattern: "/tabs/basket")
        routes.add(.basket, pattern: "/basket", guards: signedIn)
        routes.add(BasketItemRoute.self, guards: signedIn, parent: .basket)
        routes.add(BasketAddRoute.self, guards: signedIn, kind: .action)
    }

    public func registerScreens(in screens: inout ScreenRegistry<ShopScreen>) {
        screens.register(.basketTab) { _, _ in
            ShopScreen(route: .basketTab, title: "Basket tab", lines: ["your basket and checkout"])
        }
        screens.register(.basket) { _, resolver in
            BasketScreens.basket(session: try resolver.resolve(), basket: try resolver.resolve())
        }
        screens.register(BasketItemRoute.self) { route, resolver in
            try BasketScreens.item(route, session: try resolver.resolve(), basket: try resolver.resolve())
        }
    }

    public func registerActions(in actions: inout ActionRegistry) {
        actions.register(BasketAddRoute.id) { context, resolver in
            let route = try context.match.decode(BasketAddRoute.self)
            let catalog: CatalogData = try resolver.resolve()
            let basket: BasketStore = try resolver.resolve()
            guard let product = catalog.product(route.productId) else {
                throw BasketError(message: "the catalog has no product #\(route.productId)")
            }
            basket.add(product)
            let count = basket.count
            return .done(
                "added \(product.name) (#\(product.id)); the basket holds \(count) item\(count == 1 ? "" : "s")")
        }
    }

    public func registerServices(in services: inout ServiceRegistry) {
        services.register(BasketStore.self, scope: .singleton) { _ in BasketStore() }
        services.register(EmptyBasket.self) { resolver in
            EmptyBasket(navigator: try resolver.resolve(), basket: try resolver.resolve())
        }
    }
}
