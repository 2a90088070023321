public import ShopRoutes
public import Waypoint

/// Help articles at any depth below `/help`.
public struct HelpModule: FeatureModule {
    public let name: ModuleID = "Help"

    /// Creates the module.
    public init() {}

    /// The articles the example has, by path.
    static let articles = [
        "returns": "30 days to change your mind",
        "returns/shoes": "unworn shoes in their box",
        "shipping": "2 to 4 working days",
    ]

    public func registerRoutes(in routes: inout RouteRegistry) {
        routes.add(HelpArticleRoute.self)
    }

    public func registerScreens(in screens: inout ScreenRegistry<ShopScreen>) {
        screens.register(HelpArticleRoute.self) { route, _ in
            ShopScreen(
                route: HelpArticleRoute.id, title: "Help: \(route.path)",
                lines: [Self.articles[route.path] ?? "no article here yet; contact support"])
        }
    }
}
