// Sample source, not built by the package: see ../README.md.
import OSLog
import UIKit
import UserNotifications
import Waypoint

let log = Logger(subsystem: "com.example.shop", category: "navigation")

/// Creates the app's one navigation manager at launch, before any scene or notification needs
/// it. Links and notification taps that arrive before a scene attaches its container wait in
/// the manager's queue and run once it is attached.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var navigation: NavigationManager<UIViewController>?
    private var notifications: NotificationDelegate?

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        do {
            let manager = try ShopNavigation.makeManager(screens: ShopScreens.viewControllers())
            navigation = manager
            // Set before launch ends, or a tap on a notification that launched the app is lost.
            let notifications = NotificationDelegate { [weak manager] payload in
                guard let manager else { return }
                let outcome = await manager.handle(notificationJSON: payload)
                log.info("notification → \(outcome.code, privacy: .public)")
            }
            UNUserNotificationCenter.current().delegate = notifications
            self.notifications = notifications
        } catch {
            log.fault("navigation cannot start: \(String(describing: error), privacy: .public)")
        }
        return true
    }

    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}
