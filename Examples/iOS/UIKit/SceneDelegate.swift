// Sample source, not built by the package: see ../README.md.
import UIKit
import Waypoint
import WaypointUIKit

/// One scene: its window, the UIKit container the manager drives, and the scene's entry points
/// (links at launch and later, universal links, state restoration).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var container: UIKitNavigationContainer?

    private var manager: NavigationManager<UIViewController>? {
        (UIApplication.shared.delegate as? AppDelegate)?.navigation
    }

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene, let manager else { return }
        let window = UIWindow(windowScene: windowScene)
        // The user goes back, swipes a sheet down or taps a tab: the container tells the manager,
        // and the state follows.
        let container = UIKitNavigationContainer(window: window, manager: manager)
        container.onUnsupportedChange = { change in
            log.error("\(change.description, privacy: .public)")
        }
        // Shown until the manager's first step installs the tab bar.
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        self.container = container

        // A cold start: restore the previous session first, then open what launched the app.
        let saved = ShopNavigation.savedState(in: session.stateRestorationActivity)
        let links = connectionOptions.urlContexts.map(\.url)
        let activities = connectionOptions.userActivities
        Task {
            if let saved {
                let report = await manager.restore(saved)
                for dropped in report.dropped { log.info("not restored: \(dropped.description, privacy: .public)") }
            }
            await manager.attach(container)
            for url in links { _ = await manager.open(url) }
            for activity in activities { await self.continueActivity(activity) }
        }
    }

    /// Custom-scheme links (`shop://…`) while the scene runs.
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        guard let manager else { return }
        let urls = urlContexts.map(\.url)
        Task {
            for url in urls {
                let outcome = await manager.open(url)
                log.info("\(url.absoluteString, privacy: .private) → \(outcome.code, privacy: .public)")
            }
        }
    }

    /// Universal links (`https://shop.example.com/…`) while the scene runs.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        Task { await continueActivity(userActivity) }
    }

    /// What UIKit saves for the scene and hands back in `session.stateRestorationActivity`.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        manager.flatMap { ShopNavigation.restorationActivity(for: $0.state) }
    }

    private func continueActivity(_ activity: NSUserActivity) async {
        guard activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL, let manager else {
            return
        }
        _ = await manager.open(url, source: .universalLink)
    }
}
