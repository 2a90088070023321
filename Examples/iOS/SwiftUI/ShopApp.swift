// Sample source, not built by the package: see ../README.md.
import OSLog
import SwiftUI
import UserNotifications
import Waypoint
import WaypointSwiftUI

let log = Logger(subsystem: "com.example.shop", category: "navigation")

/// The app's navigation: one manager, and the SwiftUI model it drives.
@MainActor
final class AppNavigation {
    let manager: NavigationManager<AnyView>
    let model: SwiftUINavigationModel
    let notifications: NotificationDelegate

    init() throws {
        let manager = try ShopNavigation.makeManager(screens: ShopScreens.views())
        self.manager = manager
        // The user goes back, swipes a sheet down or picks a tab: the model tells the manager, and
        // the state follows.
        model = SwiftUINavigationModel(manager: manager)
        notifications = NotificationDelegate { [weak manager] payload in
            guard let manager else { return }
            let outcome = await manager.handle(notificationJSON: payload)
            log.info("notification → \(outcome.code, privacy: .public)")
        }
        model.onUnsupportedChange = { change in log.error("\(change.description, privacy: .public)") }
    }
}

@main
struct ShopApp: App {
    /// Built once, before the first scene; `nil` only when the route table is broken.
    @State private var navigation: AppNavigation?

    init() {
        let navigation = try? AppNavigation()
        _navigation = State(initialValue: navigation)
        // Set before launch ends, or a tap on a notification that launched the app is lost. The
        // center holds its delegate weakly; `AppNavigation` keeps it.
        UNUserNotificationCenter.current().delegate = navigation?.notifications
    }

    var body: some Scene {
        WindowGroup {
            if let navigation {
                ShopRootView(navigation: navigation)
            } else {
                Text("Navigation could not start; see the log.")
            }
        }
    }
}

/// The scene's root: the navigation, its links, and its saved state.
struct ShopRootView: View {
    let navigation: AppNavigation
    /// The navigation state as JSON, kept by the system per scene.
    @SceneStorage("navigation.state") private var savedState: Data?

    var body: some View {
        WaypointRoot(model: navigation.model) { tab in
            switch tab {
            case "basket": Label("Basket", systemImage: "cart")
            case "account": Label("Account", systemImage: "person")
            default: Label("Shop", systemImage: "bag")
            }
        }
        .task {
            // Restore the previous session, then show it; links that arrived first waited.
            if let saved = ShopNavigation.decoded(savedState) {
                await navigation.manager.restore(saved)
            }
            await navigation.manager.attach(navigation.model)
            // Every finished request or user change: save the state for next time.
            for await _ in navigation.manager.events {
                savedState = ShopNavigation.encoded(navigation.manager.state)
            }
        }
        .onOpenURL { url in
            Task { _ = await navigation.manager.open(url) }
        }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
            guard let url = activity.webpageURL else { return }
            Task { _ = await navigation.manager.open(url, source: .universalLink) }
        }
    }
}

/// The modules' screen factories, as SwiftUI views.
enum ShopScreens {
    @MainActor
    static func views() -> ScreenRegistry<AnyView> {
        var screens = ScreenRegistry<AnyView>(module: "Shop")
        screens.register("home") { _, _ in AnyView(Text("Shop").navigationTitle("Shop")) }
        screens.register("basket") { _, _ in AnyView(Text("Basket").navigationTitle("Basket")) }
        screens.register("account") { _, _ in AnyView(Text("Account").navigationTitle("Account")) }
        screens.register("catalog.category") { context, _ in
            AnyView(Text(context.match.parameters["category"] ?? "").navigationTitle("Category"))
        }
        screens.register("catalog.product") { context, _ in
            AnyView(Text("Product \(context.match.parameters["productId"] ?? "")").navigationTitle("Product"))
        }
        screens.register("account.orders") { _, _ in AnyView(Text("Orders").navigationTitle("Orders")) }
        screens.register("login") { _, _ in AnyView(Text("Sign in").navigationTitle("Sign in")) }
        return screens
    }
}
