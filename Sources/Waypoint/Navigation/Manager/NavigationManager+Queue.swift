/// The serial queue: one request at a time, in arrival order, one outcome each.
extension NavigationManager {
    /// A request that can wait in the pending queue and be replayed.
    enum Input: Hashable, Sendable {
        case link(String, LinkSource, PresentationMode?)
        case descriptor(DeepLinkDescriptor)

        var source: LinkSource {
            switch self {
            case .link(_, let source, _): source
            case .descriptor(let descriptor): descriptor.source
            }
        }
    }

    struct PendingRequest {
        let input: Input
        let number: Int
    }

    struct Job {
        /// Requests with equal keys that are both still waiting are coalesced; `nil` never is.
        let key: Input?
        let work: @MainActor () async -> NavigationOutcome
        var waiters: [CheckedContinuation<NavigationOutcome, Never>]
    }

    func nextRequestNumber() -> Int {
        requestCount += 1
        return requestCount
    }

    func submit(_ input: Input) async -> NavigationOutcome {
        let number = nextRequestNumber()
        return await enqueue(key: input) { [unowned self] in
            await self.process(input, number: number, isReplay: false)
        }
    }

    func submitControl(_ request: NavigationRequest) async -> NavigationOutcome {
        let number = nextRequestNumber()
        return await enqueue(key: nil) { [unowned self] in
            let outcome: NavigationOutcome
            if self.container == nil {
                outcome = .rejected(.noContainer)
            } else {
                outcome = await self.transition(with: request)
            }
            return self.finish(number: number, outcome: outcome, match: nil, source: .inApp)
        }
    }

    func enqueue(key: Input?, _ work: @escaping @MainActor () async -> NavigationOutcome) async -> NavigationOutcome {
        await withCheckedContinuation { continuation in
            if let key, let index = jobs.firstIndex(where: { $0.key == key }) {
                jobs[index].waiters.append(continuation)
                return
            }
            jobs.append(Job(key: key, work: work, waiters: [continuation]))
            startDraining()
        }
    }

    /// Queues work whose outcome nobody awaits (replays); it is reported through events.
    func enqueueDetached(_ work: @escaping @MainActor () async -> NavigationOutcome) {
        jobs.append(Job(key: nil, work: work, waiters: []))
        startDraining()
    }

    private func startDraining() {
        guard !isDraining else { return }
        isDraining = true
        Task { await self.drain() }
    }

    private func drain() async {
        while !jobs.isEmpty {
            let job = jobs.removeFirst()
            let outcome = await job.work()
            for waiter in job.waiters { waiter.resume(returning: outcome) }
            replayReadyRequests()
        }
        isDraining = false
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once every queued request — replays included — has its outcome. Useful after
    /// ``satisfy(_:)`` or ``attach(_:)``, whose replays report through ``events``; and in tests.
    public func waitUntilIdle() async {
        guard isDraining || !jobs.isEmpty else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    /// Drops every waiting request, reporting each as cancelled; queued requests that have not
    /// started get `cancelled` as their outcome.
    public func cancelPending() {
        for item in pending.takeAll() {
            _ = finish(
                number: item.request.number, outcome: .rejected(.cancelled), match: nil,
                source: item.request.input.source)
        }
        let waiting = jobs
        jobs.removeAll()
        for job in waiting {
            for waiter in job.waiters { waiter.resume(returning: .rejected(.cancelled)) }
        }
    }

    /// How many requests wait for a condition.
    public var pendingCount: Int { pending.items.count }

    // MARK: Events

    /// A stream of events for analytics and logging; each access starts a new subscription
    /// that receives every event from then on.
    public var events: AsyncStream<NavigationEvent> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: NavigationEvent.self, bufferingPolicy: .bufferingNewest(256))
        nextSubscriber += 1
        let id = nextSubscriber
        eventContinuations[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.eventContinuations[id] = nil }
        }
        return stream
    }

    func emit(_ event: NavigationEvent) {
        for continuation in eventContinuations.values { continuation.yield(event) }
    }

    /// Reports an outcome as an event and hands it back.
    func finish(
        number: Int, outcome: NavigationOutcome, match: RouteMatch?, source: LinkSource,
        kind: NavigationEvent.Kind = .finished
    ) -> NavigationOutcome {
        let logged = match.flatMap { routes.route($0.route)?.loggedParameters } ?? []
        var parameters: [String: String] = [:]
        for element in match?.parameters ?? RouteParameters() {
            parameters[element.name] = logged.contains(element.name) ? element.value : NavigationEvent.redacted
        }
        let detail: String
        if case .rejected(let reason) = outcome { detail = Self.redactedDetail(reason) } else { detail = "" }
        emit(
            NavigationEvent(
                request: number, kind: kind, route: match?.route, source: source, parameters: parameters,
                outcome: outcome.code, detail: detail))
        return outcome
    }

    /// Rejection details can quote parameter values (`'abc' is not a valid int`): events keep only the code.
    private static func redactedDetail(_ reason: NavigationOutcome.Reason) -> String {
        switch reason {
        case .link(let rejection): rejection.parameter.map { "parameter '\($0)'" } ?? ""
        case .guardDenied(let name, _), .guardTimedOut(let name): "guard '\(name)'"
        case .screenUnavailable(let route, _), .actionFailed(let route, _): "route '\(route)'"
        default: ""
        }
    }
}
