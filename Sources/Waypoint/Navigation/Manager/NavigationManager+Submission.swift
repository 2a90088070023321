/// Links handed over from any thread: a push notification's delegate, a background sync, a widget's
/// handler, code that is not on the main actor and need not wait for it.
extension NavigationManager {
    /// Hands a link to the manager from any thread, without `await`: it is queued behind the links
    /// submitted before it and opened as ``open(_:source:)-(String,_)`` opens it, on the main actor.
    /// One main-actor task takes in every link submitted meanwhile.
    ///
    /// ```swift
    /// manager.submit("shop://orders/17", source: .pushNotification) { outcome in completionHandler() }
    /// let outcome = await manager.submit(link).outcome      // in async code anywhere
    /// ```
    ///
    /// Links from one thread open in the order submitted; from several, in the order their
    /// submissions took the lock. A main-actor request made meanwhile can go between two submitted
    /// links, never before one the queue has taken (the order is spelled out in the Push
    /// Notifications article). Every link gets exactly one outcome, given to its ticket and to
    /// `onOutcome`: its own, or `rejected(.cancelled)` when ``cancelPending()`` drops it before its
    /// turn or the manager is released before taking it in.
    ///
    /// - Parameters:
    ///   - link: The link, as ``open(_:source:)-(String,_)`` takes it.
    ///   - source: Where it came from; inferred from its form when `nil`.
    ///   - onOutcome: Called on the main actor with the outcome, in the order the links finish; for
    ///     code that cannot `await` (a delegate's completion handler).
    /// - Returns: The ticket whose ``NavigationTicket/outcome`` is the link's outcome.
    @discardableResult
    public nonisolated func submit(
        _ link: String, source: LinkSource? = nil,
        onOutcome: (@MainActor @Sendable (NavigationOutcome) -> Void)? = nil
    ) -> NavigationTicket {
        let entry = PipelineRequest.Entry.link(link, source ?? LinkParser.inferredSource(for: link), nil)
        let (ticket, startsDrain) = inbox.append(entry, onOutcome: onOutcome)
        if startsDrain {
            // Holds the manager only while a link runs, so that links left when it is released
            // still get an outcome each.
            Task { @MainActor [weak self, inbox] in await inbox.drain { entry in await self?.submit(entry) } }
        }
        return ticket
    }
}
