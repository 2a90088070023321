/// Containers, readiness conditions, waiting requests, restoration and events.
extension NavigationManager {
    /// Attaches the container that shows the state, brings it up to date (every tab and stack,
    /// every modal layer), then replays the requests that waited for a container.
    ///
    /// - Returns: `completed` once the container shows the state, or why it could not.
    @discardableResult
    public func attach(_ container: some NavigationContainer<Screen>) async -> NavigationOutcome {
        await requestResolver.run { [transition, waitingRoom] _ in
            let outcome = await transition.attach(container)
            if case .completed = outcome { waitingRoom.satisfy(.containerAttached) }
            return outcome
        }
    }

    /// Detaches the container (the scene went away). Requests then wait for the next one.
    public func detach() {
        transition.detach()
        waitingRoom.revoke(.containerAttached)
    }

    /// Says that a condition now holds (the user signed in): requests waiting for it replay,
    /// each exactly once, with their guards re-run.
    public func satisfy(_ condition: ReadinessCondition) {
        waitingRoom.satisfy(condition)
        requestResolver.replayReadyRequests()
    }

    /// Says that a condition no longer holds (the user signed out).
    public func revoke(_ condition: ReadinessCondition) { waitingRoom.revoke(condition) }

    /// How many requests wait for a condition.
    public var pendingCount: Int { waitingRoom.count }

    /// Returns at a moment when every queued request (replays included) and every link handed in
    /// with ``submit(_:source:onOutcome:)`` has its outcome, those arriving while it waits too.
    /// Useful after ``satisfy(_:)`` or ``attach(_:)``, whose replays report through ``events``, and in
    /// tests. A link submitted on another thread after it returned is not waited for.
    public func waitUntilIdle() async { await inbox.waitUntilIdle(with: queue) }

    /// Drops every waiting request, reporting each as cancelled; queued requests that have not
    /// started, and submitted links not yet taken in, get `cancelled` as their outcome.
    public func cancelPending() {
        waitingRoom.cancelAll()
        queue.cancelWaiting(with: .rejected(.cancelled))
        for submission in inbox.takeAll() { submission.finish(.rejected(.cancelled)) }
    }

    /// Restores a saved navigation state.
    ///
    /// Every entry is matched again against the current route table, as a `restoration` link,
    /// and its route's guards run again; an entry whose route no longer exists, whose link no
    /// longer matches the same route, or whose guards do not allow it is dropped, with the
    /// reason. A state whose tabs differ from the app's current tabs is not restored at all.
    ///
    /// - Returns: What was restored and what was dropped, and why.
    @discardableResult
    public func restore(_ saved: NavigationState) async -> RestorationReport {
        let restoration = Restoration(
            routes: routes, guards: requestResolver.guards, tabs: configuration.tabs.map(\.id),
            columns: configuration.splitColumns)
        return await restoration.run(saved, in: queue, on: transition, events: eventHub) { [unowned self] in
            self.satisfiedConditions
        }
    }

    /// A stream of events for analytics and logging; each access starts a new subscription
    /// that receives every event from then on.
    public var events: AsyncStream<NavigationEvent> { eventHub.subscribe() }
}
