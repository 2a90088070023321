/// Where a navigation request came from.
///
/// Every entry point tags what it produces with its source, and every route declares which
/// sources may open it. A checkout screen, for example, may accept in-app taps and universal
/// links but never a custom-scheme link that any other app on the device can fire.
///
/// The raw values are stable: they appear in manifests, CLI options and events. Every route accepts
/// every source unless it lists its own, so a route that lists sources refuses the ones it leaves out,
/// those added later included.
///
/// ```swift
/// RouteDefinition("checkout", pattern: "/checkout", module: "Payment", sources: [.inApp, .universalLink])
/// await manager.open("shop://checkout", source: .customScheme)   // rejected: sourceNotAllowed
/// ```
public enum LinkSource: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// A tap or programmatic request inside the app.
    case inApp = "in-app"
    /// An `https` link the system handed to the app (`NSUserActivity` / `onContinueUserActivity`).
    case universalLink = "universal-link"
    /// A link in the app's own URL scheme (`shop://…`), which any app or web page can open.
    case customScheme = "custom-scheme"
    /// A push notification's payload.
    case pushNotification = "push"
    /// A navigation state restored from a previous session.
    case restoration = "restoration"
    /// A user activity continued in the app: Handoff from another device, a Spotlight result, a
    /// Siri suggestion (`scene(_:continue:)` / `onContinueUserActivity`). A web page handed off as a
    /// universal link is a ``universalLink``.
    case userActivity = "user-activity"
    /// An App Intent run from Shortcuts, Siri or a control, that opens a screen.
    case appIntent = "app-intent"
    /// A home-screen or lock-screen widget's link (`widgetURL`, a `Link` in the widget).
    case widget = "widget"

    /// The stable raw value, such as `universal-link`.
    public var description: String { rawValue }
}
