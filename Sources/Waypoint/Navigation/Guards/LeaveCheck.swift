/// A route's "may the user leave?": asked before anything removes one of its screens.
///
/// Register one per route where guards are registered (``GuardRegistry/registerLeaveCheck(for:_:)``,
/// or the manager's `leaveChecks`). It runs on the main actor, without suspending, so it may read
/// the app's state (a form's unsaved changes) and the containers may ask it the moment the user's
/// gesture starts.
///
/// ```swift
/// guards.registerLeaveCheck(for: "checkout") { _ in
///     checkout.hasChanges ? .ask(NavigationDialog("Discard your order?", buttons: [discard, keep])) : .allow
/// }
/// ```
///
/// Every request that would remove the screen asks it first — a pop, a dismiss, `dismissAll`, a
/// reset of its stack, a tab switch or a link that drops its layer, ``ScreenHandle/close()`` and
/// ``ScreenHandle/finish(with:)``: `allow` goes on, `refuse` rejects the request
/// (`leaveRefused`), and `ask` shows the dialog in the request's turn and goes on when the user
/// picks a button whose role is not `cancel` (a button's destination is not shown). The user's
/// own gestures are blocked where the toolkit allows it while the check does not allow, and the
/// attempt is reported (a `leaveAttempted` event); a check that answers `ask` then asks, and
/// closes the screen when the user confirms. A restoration replaces the state without asking.
public typealias LeaveCheck = @MainActor @Sendable (LeaveContext) -> LeaveDecision

/// What a ``LeaveCheck`` answers.
public enum LeaveDecision: Hashable, Sendable {
    /// The screen may go.
    case allow
    /// It may not: the request is rejected with this reason (`leaveRefused`).
    case refuse(String)
    /// Ask the user; the screen goes when they pick a button whose role is not `cancel`.
    case ask(NavigationDialog)
}

/// What a ``LeaveCheck`` sees.
public struct LeaveContext: Sendable {
    /// The entry whose screen would go.
    public let entry: NavigationEntry
    /// Whether the user's own gesture (a swipe down, a back swipe) would take it away, rather than
    /// a request.
    public let byUser: Bool
}
