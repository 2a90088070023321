/// The manager's requests, numbered in arrival order and run in their turn.
extension RequestQueue {
    /// Runs an entry through the resolver in its turn: at once, in the caller's task and with no
    /// closure made, when nothing runs or waits. A copy of the top is never coalesced. Inlined into
    /// the manager's entries, so that a request makes one async frame fewer.
    @inline(__always)
    func run<Screen>(
        _ entry: PipelineRequest.Entry, through resolver: RequestResolver<Screen>, pushingCopyOfTop: Bool
    ) async -> NavigationOutcome {
        var request = PipelineRequest(entry: entry, number: nextNumber())
        request.pushesCopyOfTop = pushingCopyOfTop
        if beginInlineIfIdle() {
            let outcome = await resolver.process(request)
            finishedInline()
            return outcome
        }
        return await run(key: pushingCopyOfTop ? nil : entry) { [unowned resolver] in
            await resolver.process(request)
        }
    }

    /// Runs a control request (pop, dismiss, select a tab) on the transition in its turn.
    func run<Screen>(
        control request: NavigationRequest, on transition: Transition<Screen>, events: EventHub
    ) async -> NavigationOutcome {
        let number = nextNumber()
        return await run(key: nil) { [unowned transition] in
            let outcome = transition.container == nil ? .rejected(.noContainer) : await transition.perform(request)
            return events.finish(outcome, number: number, match: nil, source: .inApp)
        }
    }

    /// Attaches a container in its turn; `attached` runs once it shows the state.
    func run<Screen>(
        attaching container: some NavigationContainer<Screen>, to transition: Transition<Screen>, events: EventHub,
        attached: @escaping @MainActor () -> Void
    ) async -> NavigationOutcome {
        let number = nextNumber()
        return await run(key: nil) { [unowned transition] in
            let outcome = await transition.attach(container)
            if case .completed = outcome { attached() }
            return events.finish(outcome, number: number, match: nil, source: .inApp)
        }
    }
}
