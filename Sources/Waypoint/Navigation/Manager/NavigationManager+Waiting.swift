/// Containers, readiness conditions and the requests that wait for them.
extension NavigationManager {
    /// Attaches the container that shows the state, brings it up to date (every tab and stack,
    /// every modal layer), then replays the requests that waited for a container.
    ///
    /// - Returns: `completed` once the container shows the state, or why it could not.
    @discardableResult
    public func attach(_ container: some NavigationContainer<Screen>) async -> NavigationOutcome {
        let number = nextRequestNumber()
        return await enqueue(key: nil) { [unowned self] in
            self.container = container
            let steps = [NavigationStep.replaceRoot(self.state.root)] + self.state.modalLayers.map { .present($0) }
            let outcome = await self.perform(steps)
            if case .completed = outcome { self.satisfiedConditions.insert(.containerAttached) }
            return self.finish(number: number, outcome: outcome, match: nil, source: .inApp)
        }
    }

    /// Detaches the container (the scene went away). Requests then wait for the next one.
    public func detach() {
        container = nil
        satisfiedConditions.remove(.containerAttached)
    }

    /// Says that a condition now holds (the user signed in): requests waiting for it replay,
    /// each exactly once, with their guards re-run.
    public func satisfy(_ condition: ReadinessCondition) {
        satisfiedConditions.insert(condition)
        replayReadyRequests()
    }

    /// Says that a condition no longer holds (the user signed out).
    public func revoke(_ condition: ReadinessCondition) {
        satisfiedConditions.remove(condition)
    }

    /// Puts a request in the pending queue and says so; what the queue evicts is reported.
    func wait(_ input: Input, number: Int, until condition: ReadinessCondition) -> NavigationOutcome {
        let deadline = configuration.now().advanced(by: configuration.pendingLifetime)
        let (added, evicted) = pending.enqueue(
            PendingRequest(input: input, number: number), until: condition, deadline: deadline)
        guard added != nil else {
            return condition == .containerAttached ? .rejected(.noContainer) : .rejected(.evicted)
        }
        for item in evicted {
            _ = finish(
                number: item.request.number, outcome: .rejected(.evicted), match: nil, source: item.request.input.source
            )
        }
        return .deferred(until: condition)
    }

    /// Expires what waited too long and queues a replay of what is ready. Each pending request
    /// leaves the queue exactly once, here or in ``cancelPending()``.
    func replayReadyRequests() {
        for item in pending.takeExpired(now: configuration.now()) {
            _ = finish(
                number: item.request.number, outcome: .rejected(.expired), match: nil, source: item.request.input.source
            )
        }
        for item in pending.takeReady(satisfied: satisfiedConditions) {
            emit(
                NavigationEvent(
                    request: item.request.number, kind: .replayed, route: nil, source: item.request.input.source,
                    parameters: [:], outcome: nil, detail: "waited for \(item.condition)"))
            enqueueDetached { [unowned self] in
                await self.process(item.request.input, number: item.request.number, isReplay: true)
            }
        }
    }
}
