import Testing

@testable import Waypoint

@Suite("RequestQueue: one job at a time, in arrival order, one outcome each")
@MainActor
struct RequestQueueTests {
    let queue = RequestQueue()
    let done = NavigationOutcome.completed(NavigationState())

    /// Hands a job to the queue from a main-actor task of its own; tasks made in turn arrive in turn.
    func start(
        _ key: PipelineRequest.Entry?, _ work: @escaping RequestQueue.Work
    ) -> Task<NavigationOutcome, Never> {
        Task { await queue.run(key: key, work) }
    }

    @Test("jobs run one at a time, in the order they came, even when the first suspends")
    func oneAtATime() async {
        let door = Door()
        var log: [String] = []
        let first = start(nil) {
            log.append("1 starts")
            await door.pass()
            log.append("1 ends")
            return done
        }
        let second = start(nil) {
            log.append("2 runs")
            return done
        }
        await Task.yield()
        door.open()
        _ = await (first.value, second.value)
        #expect(log == ["1 starts", "1 ends", "2 runs"])
    }

    @Test("a job made while the queue is idle starts before its call returns")
    func startsAtOnce() async {
        var started = false
        queue.runDetached {
            started = true
            return done
        }
        #expect(started)
        await queue.waitUntilIdle()
        #expect(queue.isIdle)
    }

    @Test("identical waiting jobs run once and share the outcome; a running job and nil keys never coalesce")
    func coalescing() async {
        let door = Door()
        let key = PipelineRequest.Entry.link("shop://catalog/shoes", .customScheme, nil)
        var runs: [String] = []
        let running = start(key) {
            runs.append("running")
            await door.pass()
            return done
        }
        await Task.yield()
        let waitingA = start(key) {
            runs.append("waiting")
            return .rejected(.cancelled)
        }
        let waitingB = start(key) {
            runs.append("coalesced away")
            return done
        }
        let unkeyedA = start(nil) {
            runs.append("unkeyed")
            return done
        }
        let unkeyedB = start(nil) {
            runs.append("unkeyed")
            return done
        }
        await Task.yield()
        door.open()
        var outcomes: [NavigationOutcome] = []
        for task in [running, waitingA, waitingB, unkeyedA, unkeyedB] { outcomes.append(await task.value) }
        #expect(runs == ["running", "waiting", "unkeyed", "unkeyed"])
        #expect(outcomes.map(\.code) == ["completed", "cancelled", "cancelled", "completed", "completed"])
    }

    @Test("cancelling drops the jobs that have not started; the running one finishes")
    func cancelWaiting() async {
        let door = Door()
        var runs: [Int] = []
        let running = start(nil) {
            runs.append(1)
            await door.pass()
            return done
        }
        await Task.yield()
        let dropped = start(nil) {
            runs.append(2)
            return done
        }
        await Task.yield()
        queue.cancelWaiting(with: .rejected(.cancelled))
        door.open()
        #expect(await running.value.code == "completed")
        #expect(await dropped.value.code == "cancelled")
        #expect(runs == [1])
    }

    @Test("requests are numbered in arrival order from 1; waiting for idle waits for detached jobs")
    func numbersAndIdle() async {
        #expect((1...3).map { _ in queue.nextNumber() } == [1, 2, 3])
        let door = Door()
        var finished = false
        queue.runDetached {
            await door.pass()
            finished = true
            return done
        }
        #expect(!queue.isIdle)
        Task { door.open() }
        await queue.waitUntilIdle()
        #expect(finished)
    }
}
