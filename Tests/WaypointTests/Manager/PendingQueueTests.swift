import Testing
@testable import Waypoint

@Suite("PendingQueue: bounded, first in first out, each item out once")
struct PendingQueueTests {
    let start = ContinuousClock.now

    @Test("ready items come out in arrival order, only once")
    func ready() {
        var queue = PendingQueue<String>(capacity: 4)
        _ = queue.enqueue("a", until: "signedIn", deadline: start + .seconds(10))
        _ = queue.enqueue("b", until: .containerAttached, deadline: start + .seconds(10))
        _ = queue.enqueue("c", until: "signedIn", deadline: start + .seconds(10))
        #expect(queue.takeReady(satisfied: ["signedIn"]).map(\.request) == ["a", "c"])
        #expect(queue.takeReady(satisfied: ["signedIn"]).isEmpty)
        #expect(queue.items.map(\.request) == ["b"])
    }

    @Test("a full queue evicts its oldest item")
    func eviction() {
        var queue = PendingQueue<Int>(capacity: 2)
        for value in 1...2 { #expect(queue.enqueue(value, until: "x", deadline: start).evicted.isEmpty) }
        let (added, evicted) = queue.enqueue(3, until: "x", deadline: start)
        #expect(added?.request == 3)
        #expect(evicted.map(\.request) == [1])
        #expect(queue.items.map(\.request) == [2, 3])
    }

    @Test("expired items leave at their deadline, not before")
    func expiry() {
        var queue = PendingQueue<Int>(capacity: 4)
        _ = queue.enqueue(1, until: "x", deadline: start + .seconds(5))
        _ = queue.enqueue(2, until: "x", deadline: start + .seconds(50))
        #expect(queue.takeExpired(now: start + .seconds(4)).isEmpty)
        #expect(queue.takeExpired(now: start + .seconds(5)).map(\.request) == [1])
        #expect(queue.takeAll().map(\.request) == [2])
        #expect(queue.items.isEmpty)
    }

    @Test("a queue without capacity takes nothing and says so")
    func zeroCapacity() {
        var queue = PendingQueue<Int>(capacity: 0)
        let (added, evicted) = queue.enqueue(1, until: "x", deadline: start)
        #expect(added == nil)
        #expect(evicted.map(\.request) == [1])
        #expect(queue.items.isEmpty)
    }
}
