// Sample source, not built by the package: see ../README.md.
import Foundation
import UserNotifications

/// Hands the payload of a tapped notification to the navigation manager.
///
/// The payload layout (where the link or route sits in `userInfo`) is the manager's
/// `NavigationConfiguration.pushPayloadLayout`; the manager checks the link like any other.
///
/// ```swift
/// let notifications = NotificationDelegate { [weak manager] payload in
///     _ = await manager?.handle(notificationJSON: payload)
/// }
/// UNUserNotificationCenter.current().delegate = notifications   // keep `notifications` alive
/// ```
final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate, Sendable {
    private let open: @MainActor @Sendable (Data) async -> Void

    /// - Parameter open: Receives the notification's `userInfo` as JSON.
    init(open: @escaping @MainActor @Sendable (Data) async -> Void) {
        self.open = open
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        // `userInfo` is not Sendable, so it cannot go to the main actor as it is; its JSON form
        // can, and `NavigationManager.handle(notificationJSON:)` reads the same keys as
        // `handle(notification:)`. A remote notification's payload is always JSON.
        let payload = try? JSONSerialization.data(withJSONObject: response.notification.request.content.userInfo)
        Task { @MainActor [open] in
            if let payload { await open(payload) }
            completionHandler()
        }
    }
}
