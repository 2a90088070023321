// Sample source, not built by the package: see ../README.md.
import Foundation
import Waypoint

/// The shop's routes, link policy and tabs, shared by the UIKit and the SwiftUI sample.
enum ShopNavigation {
    static let routes: [RouteDefinition] = [
        RouteDefinition("home", pattern: "/", module: "Catalog"),
        RouteDefinition("catalog.category", pattern: "/catalog/{category}", module: "Catalog", parent: "home"),
        RouteDefinition(
            "catalog.product", pattern: "/catalog/{category}/products/{productId: int}", module: "Catalog",
            parent: "catalog.category"),
        RouteDefinition("basket", pattern: "/basket", module: "Basket"),
        RouteDefinition("account", pattern: "/account", module: "Account"),
        RouteDefinition("account.orders", pattern: "/account/orders", module: "Account", parent: "account"),
        RouteDefinition("login", pattern: "/login", module: "Account", presentation: .modal(.sheet)),
    ]

    static let policy = LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"])

    static var configuration: NavigationConfiguration {
        var configuration = NavigationConfiguration()
        configuration.addTab("shop", root: "home", modules: ["Catalog"])
        configuration.addTab("basket", root: "basket", modules: ["Basket"])
        configuration.addTab("account", root: "account", modules: ["Account"])
        return configuration
    }

    /// The manager for a toolkit's screens.
    @MainActor
    static func makeManager<Screen>(screens: ScreenRegistry<Screen>) throws -> NavigationManager<Screen> {
        try NavigationManager(
            routes: RouteTable(routes), policy: policy, screens: screens,
            resolver: DependencyContainer { _ in }, configuration: configuration)
    }

    // MARK: Saving and restoring the navigation state

    /// The activity type the app's Info.plist lists under `NSUserActivityTypes`.
    static let restorationActivityType = "com.example.shop.navigation"

    /// The state as JSON: what `@SceneStorage` keeps, and what the restoration activity carries.
    static func encoded(_ state: NavigationState) -> Data? {
        try? JSONEncoder().encode(state)
    }

    /// A saved state, or `nil` when there is none or it no longer decodes (a newer format, a
    /// state that breaks the invariants); the app then starts afresh.
    static func decoded(_ data: Data?) -> NavigationState? {
        data.flatMap { try? JSONDecoder().decode(NavigationState.self, from: $0) }
    }

    /// The activity UIKit saves for the scene (`stateRestorationActivity(for:)`).
    static func restorationActivity(for state: NavigationState) -> NSUserActivity? {
        guard let data = encoded(state) else { return nil }
        let activity = NSUserActivity(activityType: restorationActivityType)
        activity.addUserInfoEntries(from: ["navigationState": data])
        return activity
    }

    /// The state a restoration activity carries.
    static func savedState(in activity: NSUserActivity?) -> NavigationState? {
        guard let activity, activity.activityType == restorationActivityType else { return nil }
        return decoded(activity.userInfo?["navigationState"] as? Data)
    }
}
