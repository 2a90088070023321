/// Links handed over from any thread: a push notification's delegate, a background sync, a widget's
/// handler, code that is not on the main actor and need not wait for it.
extension NavigationManager {
    /// Hands a link to the manager from any thread, without `await`: it is queued behind the links
    /// submitted before it and opened as ``open(_:source:)-(String,_)`` opens it, on the main actor.
    ///
    /// Submitting costs a lock and an append; the manager then takes every link submitted
    /// meanwhile in one task of its own on the main actor, so a thousand links cost no task and
    /// no wake-up of the main actor each.
    ///
    /// ```swift
    /// // In a delegate method that is not on the main actor:
    /// manager.submit("shop://orders/17", source: .pushNotification) { outcome in
    ///     completionHandler()          // on the main actor, once the order is shown (or refused)
    /// }
    /// // In async code anywhere:
    /// let outcome = await manager.submit(link).outcome
    /// ```
    ///
    /// Order: links submitted from one thread are opened in the order they were submitted, and
    /// links from several threads in the order their submissions took the lock. Each enters the
    /// request queue when the main actor takes it from the inbox — the first on the main actor's
    /// next turn, each later one once the one before it has its outcome — so a request made on
    /// the main actor meanwhile (an ``open(_:source:)-(String,_)``, a tap) can go between two
    /// submitted links; it never overtakes one the queue has already taken. A link submitted from
    /// the main actor goes after the requests that code makes in the same turn. As in the queue,
    /// a submitted link that is identical to a request still waiting there shares its outcome.
    ///
    /// Every link gets exactly one outcome, given to its ticket and to `onOutcome`: its own; or
    /// `rejected(.cancelled)` when ``cancelPending()`` drops it before its turn, or when the
    /// manager is released before it took the link in.
    ///
    /// - Parameters:
    ///   - link: The link, as ``open(_:source:)-(String,_)`` takes it.
    ///   - source: Where it came from; inferred from its form when `nil`.
    ///   - onOutcome: Called on the main actor with the outcome, as soon as the link has it, in
    ///     the order the links finish; for code that cannot `await` (a delegate's completion handler).
    /// - Returns: The ticket whose ``NavigationTicket/outcome`` is the link's outcome.
    @discardableResult
    public nonisolated func submit(
        _ link: String, source: LinkSource? = nil,
        onOutcome: (@MainActor @Sendable (NavigationOutcome) -> Void)? = nil
    ) -> NavigationTicket {
        let ticket = NavigationTicket()
        let entry = PipelineRequest.Entry.link(link, source ?? LinkParser.inferredSource(for: link), nil)
        guard inbox.append(SubmissionInbox.Submission(entry: entry, ticket: ticket, onOutcome: onOutcome)) else {
            return ticket
        }
        let inbox = self.inbox
        // The one drain while the inbox holds links: it takes them one at a time, each into the
        // request queue as a main-actor request, and holds the manager only while a link runs, so
        // the links left when the manager is released still get an outcome each.
        Task { @MainActor [weak self] in
            var taken = 0
            while let submission = inbox.takeNext() {
                guard let manager = self else {
                    submission.finish(.rejected(.cancelled))
                    continue
                }
                submission.finish(await manager.submit(submission.entry))
                taken += 1
                // Navigations that finish without suspending would hold the main actor for the
                // whole burst: every 64 links, its other work (the screen's events) runs first.
                if taken.isMultiple(of: 64) { await Task.yield() }
            }
        }
        return ticket
    }
}
