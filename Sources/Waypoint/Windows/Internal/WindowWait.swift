/// A request waiting for a window to attach its navigation: the first window, or a window asked of
/// the platform. It waits in a ``PendingQueue``, as requests wait for a condition in a manager: at
/// most the configuration's pending capacity, for at most its pending lifetime, and leaves once.
@MainActor
struct WindowWait {
    /// How the wait ended: at the window, or refused.
    enum End {
        case reached(WindowID)
        case refused(NavigationOutcome.Reason)
    }

    let continuation: CheckedContinuation<End, Never>

    /// What a request waiting for the first window waits for.
    static let firstWindow: ReadinessCondition = .containerAttached

    /// What a request waiting for a window asked of the platform waits for.
    static func window(_ window: WindowID) -> ReadinessCondition { ReadinessCondition(rawValue: "window \(window)") }
}
