import Foundation
import UIKit
import Waypoint
import WaypointUIKitUnderTest

/// The routes, tabs and screens every scenario runs: a small shop with a catalogue whose links
/// build synthetic back stacks, a sheet, a full-screen cover, and up to six tabs (six put a More
/// item in a compact tab bar).
enum ScenarioRoutes {
    static let routes: [RouteDefinition] = [
        RouteDefinition("home", pattern: "/", module: "Shop"),
        RouteDefinition("category", pattern: "/c/{name}", module: "Shop", parent: "home"),
        RouteDefinition("product", pattern: "/c/{name}/p/{id: int}", module: "Shop", parent: "category"),
        RouteDefinition("reviews", pattern: "/c/{name}/p/{id: int}/reviews", module: "Shop", parent: "product"),
        RouteDefinition("hats", pattern: "/hats", module: "Shop", parent: "home"),
        RouteDefinition("hat", pattern: "/hats/{id: int}", module: "Shop", parent: "hats"),
        RouteDefinition("login", pattern: "/login", module: "Account", presentation: .modal(.sheet)),
        RouteDefinition(
            "login.help", pattern: "/login/help", module: "Account", parent: "login", presentation: .modal(.sheet)),
        RouteDefinition("terms", pattern: "/terms", module: "Account", presentation: .modal(.fullScreen)),
        RouteDefinition("basket", pattern: "/basket", module: "Basket"),
        RouteDefinition("basket.item", pattern: "/basket/{id: int}", module: "Basket", parent: "basket"),
        RouteDefinition("account", pattern: "/account", module: "Account"),
        RouteDefinition("orders", pattern: "/orders", module: "Orders"),
        RouteDefinition("order", pattern: "/orders/{id: int}", module: "Orders", parent: "orders"),
        RouteDefinition("wishlist", pattern: "/wishlist", module: "Wishlist"),
        RouteDefinition("settings", pattern: "/settings", module: "Settings"),
        RouteDefinition("setting", pattern: "/settings/{name}", module: "Settings", parent: "settings"),
    ] + PresentationScenarios.routes

    /// The tabs, in order: a tab's id, root route and modules.
    static let tabs: [(id: TabID, root: RouteID, module: ModuleID)] = [
        ("shop", "home", "Shop"), ("basket", "basket", "Basket"), ("account", "account", "Account"),
        ("orders", "orders", "Orders"), ("wishlist", "wishlist", "Wishlist"), ("settings", "settings", "Settings"),
    ]

    /// Tabs for the first `count` tabs (the Account module keeps its sheet and cover without its
    /// tab), or one stack rooted at home when `count` is 0.
    static func configuration(tabs count: Int) -> NavigationConfiguration {
        var configuration = NavigationConfiguration()
        if count == 0 { configuration.rootRoute = "home" }
        for tab in tabs.prefix(count) { configuration.addTab(tab.id, root: tab.root, modules: [tab.module]) }
        return configuration
    }

    /// Every route's screen: a view controller titled after its entry, so that a snapshot of the
    /// window reads as the state's entries.
    @MainActor static func screens() -> ScreenRegistry<UIViewController> {
        var screens = ScreenRegistry<UIViewController>(module: "Scenarios")
        for route in routes {
            screens.register(route.id) { context, _ in
                let controller =
                    route.id == "product" ? AnchoredViewController(nibName: nil, bundle: nil)
                    : UIViewController(nibName: nil, bundle: nil)
                controller.title = label(of: context.entry)
                if let tab = tabs.first(where: { $0.root == route.id }) {
                    controller.tabBarItem = UITabBarItem(title: tab.id.rawValue, image: nil, tag: 0)
                }
                return controller
            }
        }
        return screens
    }

    /// How a screen is named in snapshots: its route and its entry's identity.
    static func label(of entry: NavigationEntry) -> String { "\(entry.route.rawValue)#\(entry.id.rawValue)" }

    /// Links the scenarios and the random walk open: pushes of one screen and of several,
    /// a sheet, a sheet with two screens, a cover, other tabs.
    static let links = [
        "/c/shoes", "/c/shoes/p/42", "/c/shoes/p/42/reviews", "/c/hats", "/hats/7", "/hats", "/login",
        "/login/help", "/terms", "/basket", "/basket/3", "/account", "/orders/12", "/settings/privacy", "/",
    ]
}
