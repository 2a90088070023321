/// The claim on the outcome of a link handed to ``NavigationManager/submit(_:source:onOutcome:)``
/// from any thread: the link's one ``NavigationOutcome``, once the manager has taken it in turn.
///
/// ```swift
/// let ticket = manager.submit("shop://orders/17", source: .pushNotification)   // any thread, no await
/// let outcome = await ticket.outcome
/// ```
///
/// Every ticket gets exactly one outcome: the link's own, or `rejected(.cancelled)` when
/// ``NavigationManager/cancelPending()`` dropped it or the manager went away before its turn.
public final class NavigationTicket: Sendable {
    private enum State: Sendable {
        case waiting([CheckedContinuation<NavigationOutcome, Never>])
        case finished(NavigationOutcome)
    }

    private let state: LockedValue<State>

    /// A ticket guarded by the inbox's lock, which its accesses never nest in.
    init(sharingLockOf inbox: LockedValue<some Sendable>) {
        state = LockedValue(.waiting([]), sharingLockOf: inbox)
    }

    /// The link's outcome: at once when it has one, otherwise when the manager gives it one. Any
    /// number of callers may await it, from any thread; all get the same outcome.
    public nonisolated(nonsending) var outcome: NavigationOutcome {
        get async {
            if let outcome = finishedOutcome() { return outcome }
            return await withCheckedContinuation { continuation in
                let outcome = state.withLock { state -> NavigationOutcome? in
                    switch state {
                    case .finished(let outcome): return outcome
                    case .waiting(let waiters): state = .waiting(waiters + [continuation])
                    }
                    return nil
                }
                // Finished between the first look and now: no outcome is given later.
                if let outcome { continuation.resume(returning: outcome) }
            }
        }
    }

    private func finishedOutcome() -> NavigationOutcome? {
        state.withLock { state in
            guard case .finished(let outcome) = state else { return nil }
            return outcome
        }
    }

    /// Gives the ticket its outcome and resumes whoever awaits it, outside the lock. A ticket is
    /// finished once: a later call changes nothing, so no awaiting caller is resumed twice.
    func finish(_ outcome: NavigationOutcome) {
        let waiters = state.withLock { state -> [CheckedContinuation<NavigationOutcome, Never>] in
            guard case .waiting(let waiters) = state else { return [] }
            state = .finished(outcome)
            return waiters
        }
        for waiter in waiters { waiter.resume(returning: outcome) }
    }
}
