/// The app's readiness — the conditions that hold now — and the requests that wait for one: a
/// container to attach, a user to sign in. Each waiting request leaves exactly once — replayed
/// when its condition holds, expired, evicted by a newer one when the room is full, or cancelled —
/// and every way out but the replay is reported here as the request's `finished` event.
@MainActor
final class WaitingRoom {
    /// The conditions that hold now.
    private(set) var satisfied: Set<ReadinessCondition> = []
    private var pending: PendingQueue<PipelineRequest>
    private let lifetime: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private let events: EventHub
    private let results: ResultLedger

    init(
        capacity: Int, lifetime: Duration, now: @escaping @Sendable () -> ContinuousClock.Instant, events: EventHub,
        results: ResultLedger
    ) {
        pending = PendingQueue(capacity: capacity)
        self.lifetime = lifetime
        self.now = now
        self.events = events
        self.results = results
    }

    /// How many requests wait.
    var count: Int { pending.items.count }

    func satisfy(_ condition: ReadinessCondition) { satisfied.insert(condition) }
    func revoke(_ condition: ReadinessCondition) { satisfied.remove(condition) }

    /// Puts a request in the room and returns its outcome: `deferred`, or why it could not wait.
    /// The requests evicted to make room are reported.
    func wait(_ request: PipelineRequest, until condition: ReadinessCondition) -> NavigationOutcome {
        let (added, evicted) = pending.enqueue(request, until: condition, deadline: now().advanced(by: lifetime))
        guard added != nil else {
            // Only with no room at all: what was "evicted" is the request itself, refused here.
            return .rejected(condition == .containerAttached ? .noContainer : .evicted)
        }
        for item in evicted { report(item.request, .evicted) }
        return .deferred(until: condition)
    }

    /// Reports what waited past its deadline as expired, and takes out the requests whose condition
    /// holds, each reported as `replayed` and marked as a replay, in the order they came.
    func takeReady() -> [PipelineRequest] {
        guard count > 0 else { return [] }
        for item in pending.takeExpired(now: now()) { report(item.request, .expired) }
        return pending.takeReady(satisfied: satisfied).map { item in
            events.emit(
                NavigationEvent(
                    request: item.request.number, kind: .replayed, route: nil, source: item.request.source,
                    parameters: [:], outcome: nil, detail: "waited for \(item.condition)"))
            var replay = item.request
            replay.isReplay = true
            return replay
        }
    }

    /// Drops every waiting request, reporting each as cancelled.
    func cancelAll() {
        for item in pending.takeAll() { report(item.request, .cancelled) }
    }

    private func report(_ request: PipelineRequest, _ reason: NavigationOutcome.Reason) {
        let outcome = events.finish(.rejected(reason), number: request.number, match: nil, source: request.source)
        results.requestEnded(request.number, outcome)
    }
}
