/// The bounded queue where requests wait for a condition: a container to attach, a user to
/// sign in. Pure and value-typed, so the rules below are tested without a manager.
///
/// - A request is taken out exactly once: by replay when its condition holds, by expiry when
///   its deadline passes, by eviction when the queue is full and a newer request arrives, or
///   by cancellation.
/// - Order is first in, first out, for replay and for eviction.
struct PendingQueue<Request> {
    struct Item {
        let id: Int
        let request: Request
        let condition: ReadinessCondition
        let deadline: ContinuousClock.Instant
    }

    let capacity: Int
    private(set) var items: [Item] = []
    private var nextID = 0

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// Adds a request; returns the items evicted to make room (the oldest first), or the new
    /// item itself when the capacity is zero.
    mutating func enqueue(
        _ request: Request, until condition: ReadinessCondition, deadline: ContinuousClock.Instant
    ) -> (added: Item?, evicted: [Item]) {
        nextID += 1
        let item = Item(id: nextID, request: request, condition: condition, deadline: deadline)
        guard capacity > 0 else { return (nil, [item]) }
        var evicted: [Item] = []
        while items.count >= capacity { evicted.append(items.removeFirst()) }
        items.append(item)
        return (item, evicted)
    }

    /// Removes and returns the items whose deadline has passed.
    mutating func takeExpired(now: ContinuousClock.Instant) -> [Item] {
        take { $0.deadline <= now }
    }

    /// Removes and returns the items whose condition holds, in arrival order.
    mutating func takeReady(satisfied: Set<ReadinessCondition>) -> [Item] {
        take { satisfied.contains($0.condition) }
    }

    /// Removes and returns everything.
    mutating func takeAll() -> [Item] {
        take { _ in true }
    }

    private mutating func take(where predicate: (Item) -> Bool) -> [Item] {
        let taken = items.filter(predicate)
        items.removeAll(where: predicate)
        return taken
    }
}
