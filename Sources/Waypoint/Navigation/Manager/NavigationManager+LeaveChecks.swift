/// Leave checks and the user's gestures: what a container asks before it lets a gesture take a
/// screen away, and how it reports a gesture it refused.
extension NavigationManager {
    /// Whether any route has a leave check: containers that have none to ask leave the toolkit's
    /// gestures as they are.
    package var hasLeaveChecks: Bool { !transition.leaveChecks.checks.isEmpty }

    /// Whether the user may not close `entry` by a gesture (the swipe down of the layer it roots,
    /// the back swipe or back button from it): a leave check of a screen that would go does not
    /// allow. A container blocks the gesture while this holds. `shown` is what the container shows,
    /// when a step it carries out has not reached the manager's state yet.
    package func leaveBlocked(closing entry: EntryID, in shown: NavigationState? = nil) -> Bool {
        leaveObjection(closing: entry, in: shown ?? state) != nil
    }

    /// Reports a gesture the container refused because a leave check of a screen it would take away
    /// does not allow it: a `leaveAttempted` event. A check that asks the user is asked in a request
    /// of its own, which closes `entry` when they confirm.
    ///
    /// - Returns: `nil` when no check objects (the gesture should not have been refused); the
    ///   refusal, for a check that refuses; otherwise the outcome of the close, once the user answered.
    package func userAttemptedToLeave(closing entry: EntryID) async -> NavigationOutcome? {
        guard let (blocked, decision) = leaveObjection(closing: entry, in: state) else { return nil }
        eventHub.emit(
            NavigationEvent(
                request: queue.nextNumber(), kind: .leaveAttempted, route: blocked.route, source: nil, parameters: [:],
                outcome: nil, detail: "\(blocked.id): \(decision)"))
        switch decision {
        case .allow: return nil
        case .refuse(let reason): return .rejected(.leaveRefused(blocked.route, reason: reason))
        case .ask: return await close(entry)
        }
    }

    private func leaveObjection(
        closing entry: EntryID, in shown: NavigationState
    ) -> (entry: NavigationEntry, decision: LeaveDecision)? {
        guard let target = try? NavigationReducer.reduce(shown, .close(entry)) else { return nil }
        return transition.leaveChecks.firstObjection(from: shown, to: target, byUser: true)
    }
}
