/// The readiness conditions that hold, and the requests that wait for one: a container to
/// attach, a user to sign in. Each waiting request leaves exactly once — replayed when its
/// condition holds, expired, evicted by a newer one when the room is full, or cancelled.
struct WaitingRoom {
    /// The conditions that hold now.
    private(set) var satisfied: Set<ReadinessCondition> = []
    private var pending: PendingQueue<PipelineRequest>
    private let lifetime: Duration

    init(capacity: Int, lifetime: Duration) {
        pending = PendingQueue(capacity: capacity)
        self.lifetime = lifetime
    }

    var count: Int { pending.items.count }

    mutating func satisfy(_ condition: ReadinessCondition) { satisfied.insert(condition) }
    mutating func revoke(_ condition: ReadinessCondition) { satisfied.remove(condition) }

    /// Puts a request in the room. Returns its outcome (`deferred`, or why it could not wait) and
    /// the requests evicted to make room, which the caller reports.
    mutating func wait(
        _ request: PipelineRequest, until condition: ReadinessCondition, now: ContinuousClock.Instant
    ) -> (outcome: NavigationOutcome, evicted: [PipelineRequest]) {
        let (added, evicted) = pending.enqueue(request, until: condition, deadline: now.advanced(by: lifetime))
        guard added != nil else {
            let refusal: NavigationOutcome.Reason = condition == .containerAttached ? .noContainer : .evicted
            // Only with no room at all: what was "evicted" is the request itself, refused here.
            return (.rejected(refusal), [])
        }
        return (.deferred(until: condition), evicted.map(\.request))
    }

    /// The requests whose deadline passed, and those whose condition holds, taken out of the room.
    mutating func takeExpiredAndReady(
        now: ContinuousClock.Instant
    ) -> (
        expired: [PipelineRequest], ready: [(request: PipelineRequest, condition: ReadinessCondition)]
    ) {
        let expired = pending.takeExpired(now: now).map(\.request)
        let ready = pending.takeReady(satisfied: satisfied).map { ($0.request, $0.condition) }
        return (expired, ready)
    }

    /// Every waiting request, taken out of the room.
    mutating func takeAll() -> [PipelineRequest] {
        pending.takeAll().map(\.request)
    }
}
