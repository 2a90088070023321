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
    private let shot = OneShot<NavigationOutcome>()

    /// A ticket still waiting for its outcome.
    init() {}

    /// The link's outcome: at once when it has one, otherwise when the manager gives it one. Any
    /// number of callers may await it, from any thread; all get the same outcome.
    public nonisolated(nonsending) var outcome: NavigationOutcome {
        get async { await shot.value }
    }

    /// Gives the ticket its outcome and resumes whoever awaits it. A ticket is finished once: a
    /// later call changes nothing, so no awaiting caller is resumed twice.
    func finish(_ outcome: NavigationOutcome) { shot.finish(outcome) }
}
