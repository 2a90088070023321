import Foundation
import Testing
import Waypoint

@Suite("Adapters: a step waits for the toolkit, but not forever")
struct AdapterStepDeadlineTests {
    @Test("a call that reports its end at once finishes the wait")
    func immediate() async throws {
        try await StepDeadline(limit: .seconds(5)).wait(for: "push") { done in done() }
    }

    @Test("a call that reports its end later, within the limit, finishes the wait")
    func later() async throws {
        try await StepDeadline(limit: .seconds(5)).wait(for: "push") { done in
            Task {
                try? await Task.sleep(for: .milliseconds(20))
                done()
            }
        }
    }

    @Test("a call that never reports its end throws stepTimedOut once the limit has passed")
    func never() async {
        let deadline = StepDeadline(limit: .milliseconds(50))
        let started = ContinuousClock.now
        await #expect(throws: StepTimedOut(what: "present sheet", limit: .milliseconds(50))) {
            try await deadline.wait(for: "present sheet") { _ in }
        }
        #expect(ContinuousClock.now - started >= .milliseconds(50))
    }

    @Test("the error names its stable code, the call and the limit")
    func description() {
        let error = StepTimedOut(what: "dismiss login", limit: .seconds(3))
        #expect(StepTimedOut.code == "stepTimedOut")
        #expect(error.description == "stepTimedOut: dismiss login did not finish within 3.0 seconds")
    }

    @Test("a completion after the deadline, or twice, is ignored")
    func lateAndRepeated() async {
        let keeper = DoneKeeper()
        await #expect(throws: StepTimedOut.self) {
            try await StepDeadline(limit: .milliseconds(20)).wait(for: "pop") { done in keeper.keep(done) }
        }
        keeper.call()
        keeper.call()
        try? await StepDeadline(limit: .seconds(5)).wait(for: "push") { done in
            done()
            done()
        }
    }

    @Test("a cancelled wait ends as timed out and makes no toolkit call when cancelled first")
    func cancelled() async {
        let calls = DoneKeeper()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await StepDeadline(limit: .seconds(60)).wait(for: "push") { done in calls.keep(done) }
        }
        await #expect(throws: StepTimedOut.self) { try await task.value }
        #expect(calls.count == 0)
    }
}

/// Holds a step's `done` callback, as a toolkit that never calls it back would.
private final class DoneKeeper: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [@Sendable () -> Void] = []

    var count: Int { lock.withLock { kept.count } }

    func keep(_ done: @escaping @Sendable () -> Void) { lock.withLock { kept.append(done) } }

    func call() { for done in lock.withLock({ kept }) { done() } }
}
