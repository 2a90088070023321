/// Why ``NavigationWindows`` could not take a request to a window, as the outcome's reason
/// `window(_:)`.
///
/// ```swift
/// if case .rejected(.window(.notOpen(let window))) = await windows.open(link, in: "gone") { … }
/// ```
public enum WindowRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The request named a window that is not open.
    case notOpen(WindowID)
    /// The window the request waited for closed, or went away before its navigation was attached.
    case closed(WindowID)
    /// The platform could not open the window the request waited for; `reason` is the platform's.
    case notOpened(WindowID, reason: String)

    /// A stable code: `windowNotOpen`, `windowClosed`, `windowNotOpened`.
    public var code: String {
        switch self {
        case .notOpen: "windowNotOpen"
        case .closed: "windowClosed"
        case .notOpened: "windowNotOpened"
        }
    }

    /// The code followed by the window and what happened.
    public var description: String {
        switch self {
        case .notOpen(let window): "windowNotOpen: no window '\(window)' is open"
        case .closed(let window): "windowClosed: window '\(window)' closed before the request reached it"
        case .notOpened(let window, let reason): "windowNotOpened: window '\(window)' could not be opened: \(reason)"
        }
    }
}
