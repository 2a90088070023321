public import ShopRoutes
public import Waypoint

/// Help articles at any depth below `/help`.
public struct HelpModule: FeatureModule {
    public let name: ModuleID = "Help"
    /// The device the routes are declared for: on the iPad, an article opens in a window of its
    /// own, beside the shop, in that window's detail column.
    public let layout: ShopLayout

    /// Creates the module.
    public init(layout: ShopLayout = .phone) {
        self.layout = layout
    }

    /// The articles the example has, by path.
    static let articles = [
        "returns": "30 days to change your mind",
        "returns/shoes": "unworn shoes in their box",
        "shipping": "2 to 4 working days",
    ]

    public func registerRoutes(in routes: inout RouteRegistry) {
        var article = RouteDefinition(HelpArticleRoute.self, module: name)
        if layout == .iPad {
            article.opensInOwnWindow = true
            article.column = .detail
        }
        routes.add(article)
    }

    public func registerScreens(in screens: inout ScreenRegistry<ShopScreen>) {
        screens.register(HelpArticleRoute.self) { route, _ in
            ShopScreen(
                route: HelpArticleRoute.id, title: "Help: \(route.path)",
                lines: [Self.articles[route.path] ?? "no article here yet; contact support"])
        }
    }
}
