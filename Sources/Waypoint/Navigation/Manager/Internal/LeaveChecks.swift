/// The routes' leave checks, and which of them a change of the state must ask.
@MainActor
struct LeaveChecks {
    let checks: [RouteID: LeaveCheck]

    /// The top-most entry that goes from `old` to `new`, has a check, and is not among `answered`,
    /// with what its check decides when it does not allow; `nil` when every such check allows.
    func firstObjection(
        from old: NavigationState, to new: NavigationState, byUser: Bool, answered: Set<EntryID> = []
    ) -> (entry: NavigationEntry, decision: LeaveDecision)? {
        guard !checks.isEmpty else { return nil }
        let kept = Set(new.entries.map(\.id))
        for entry in old.entries.reversed() where !kept.contains(entry.id) && !answered.contains(entry.id) {
            guard let check = checks[entry.route] else { continue }
            let decision = check(LeaveContext(entry: entry, byUser: byUser))
            if decision != .allow { return (entry, decision) }
        }
        return nil
    }
}
