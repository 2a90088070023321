public import ShopRoutes
public import Waypoint

/// The catalog: the home screen, categories, products, search and campaign links.
///
/// Registers the ``CatalogData`` the Basket and Payment modules read through the container.
public struct CatalogModule: FeatureModule {
    public let name: ModuleID = "Catalog"

    /// Creates the module.
    public init() {}

    public func registerRoutes(in routes: inout RouteRegistry) {
        routes.add(.home, pattern: "/")
        routes.add(CategoryRoute.self)
        routes.add(ProductRoute.self, parent: CategoryRoute.id)
        routes.add(SearchRoute.self)
        // Campaign links: their codes are not personal, so analytics events may carry them.
        var promo = RouteDefinition(PromoRoute.self, module: name)
        promo.loggedParameters = ["code"]
        routes.add(promo)
    }

    public func registerScreens(in screens: inout ScreenRegistry<ShopScreen>) {
        screens.register(.home) { _, resolver in
            CatalogScreens.home(catalog: try resolver.resolve())
        }
        screens.register(CategoryRoute.self) { route, resolver in
            CatalogScreens.category(route, catalog: try resolver.resolve())
        }
        screens.register(ProductRoute.self) { route, resolver in
            try CatalogScreens.product(route, catalog: try resolver.resolve())
        }
        screens.register(SearchRoute.self) { route, resolver in
            CatalogScreens.search(route, catalog: try resolver.resolve())
        }
        screens.register(PromoRoute.self) { route, _ in
            CatalogScreens.promo(route)
        }
    }

    public func registerServices(in services: inout ServiceRegistry) {
        services.register(CatalogData.self, scope: .singleton) { _ in CatalogData.sample }
    }
}
