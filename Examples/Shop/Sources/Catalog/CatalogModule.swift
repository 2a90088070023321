public import ShopRoutes
public import Waypoint

/// The catalog: the home screen, categories, products, search and campaign links.
///
/// Registers the ``CatalogData`` the Basket and Payment modules read through the container.
public struct CatalogModule: FeatureModule {
    public let name: ModuleID = "Catalog"
    /// The device the routes are declared for: on the iPad, categories show in the sidebar and
    /// products in the detail column.
    public let layout: ShopLayout

    /// Creates the module.
    public init(layout: ShopLayout = .phone) {
        self.layout = layout
    }

    public func registerRoutes(in routes: inout RouteRegistry) {
        var home = RouteDefinition(.home, pattern: "/", module: name)
        var category = RouteDefinition(CategoryRoute.self, module: name)
        var product = RouteDefinition(ProductRoute.self, module: name, parent: CategoryRoute.id)
        if layout == .iPad {
            // The sidebar lists the categories under home: a link to one keeps home beneath it.
            home.column = .sidebar
            category.column = .sidebar
            category.parent = .home
            product.column = .detail
        }
        routes.add(home)
        routes.add(category)
        routes.add(product)
        routes.add(SearchRoute.self)
        // Campaign links: their codes are not personal, so analytics events may carry them.
        var promo = RouteDefinition(PromoRoute.self, module: name)
        promo.loggedParameters = ["code"]
        routes.add(promo)
        routes.add(Self.sizeGuide)
        routes.add(Self.share)
    }

    /// The size guide opens at half height with a grabber; the user may drag it to full height.
    static var sizeGuide: RouteDefinition {
        var guide = RouteDefinition(
            .sizeGuide, pattern: "/catalog/{category}/products/{productId: int}/size-guide", module: "Catalog",
            sources: [.inApp], presentation: .modal(.sheet))
        guide.sheet = SheetOptions(detents: [.medium, .large], selectedDetent: .medium, showsGrabber: true)
        return guide
    }

    /// Sharing points at the product screen's share button; on a compact width it is a sheet.
    static var share: RouteDefinition {
        var share = RouteDefinition(
            .share, pattern: "/catalog/{category}/products/{productId: int}/share", module: "Catalog",
            sources: [.inApp], presentation: .modal(.popover))
        share.popover = PopoverOptions(anchor: "share")
        return share
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
        screens.register(.sizeGuide) { context, _ in
            ShopScreen(
                route: .sizeGuide, title: "Size guide",
                lines: ["\(context.match.parameters["category"] ?? "") sizes", "EU 38–46 · US 5–12"])
        }
        screens.register(.share) { context, _ in
            ShopScreen(
                route: .share, title: "Share", lines: ["product #\(context.match.parameters["productId"] ?? "")"])
        }
    }

    public func registerServices(in services: inout ServiceRegistry) {
        services.register(CatalogData.self, scope: .singleton) { _ in CatalogData.sample }
    }
}
