import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTesting

/// A global guard that records every request it sees, in the order the manager takes them, and
/// holds the request for one route until the test lets it go.
final class GateGuard: NavigationGuard, @unchecked Sendable {
    // The lock guards `seen`, `parked` and `isOpen`.
    private let lock = NSLock()
    private var seen: [String] = []
    private var parked: CheckedContinuation<Void, Never>?
    private var isOpen = false
    let heldRoute: RouteID

    init(holding route: RouteID) {
        heldRoute = route
    }

    var order: [String] { lock.withLock { seen } }
    var isHolding: Bool { lock.withLock { parked != nil } }

    func open() {
        let waiter = lock.withLock {
            isOpen = true
            defer { parked = nil }
            return parked
        }
        waiter?.resume()
    }

    nonisolated(nonsending) func check(_ context: GuardContext) async -> GuardDecision {
        let name = "\(context.route) \(context.parameters["productId"] ?? "")"
        lock.withLock { seen.append(name) }
        guard context.route == heldRoute, !lock.withLock({ isOpen }) else { return .allow }
        await withCheckedContinuation { continuation in
            let open = lock.withLock {
                if !isOpen { parked = continuation }
                return isOpen
            }
            if open { continuation.resume() }
        }
        return .allow
    }
}

/// The product id of the screen a completed outcome shows, or the outcome's code.
private func shown(_ outcome: NavigationOutcome) -> String {
    guard case .completed(let state) = outcome, let top = state.topEntry else { return outcome.code }
    return "\(top.route) \(top.descriptor.parameters["productId"] ?? "")"
}

@MainActor
@Suite("NavigationManager: links submitted from any thread", .timeLimit(.minutes(1)))
struct ManagerSubmissionTests {
    @Test("links submitted from several threads at once: one outcome each, each thread's links in its order")
    func severalThreads() async throws {
        let manager = try await ManagerFixture.attached()
        let log = SubmissionLog()
        let threads = 4
        let perThread = 150
        let (submitted, tickets) = await Task.detached {
            ThreadedSubmission.submit(to: manager, threads: threads, perThread: perThread, log: log)
        }.value
        #expect(submitted)
        for (name, ticket) in tickets {
            let outcome = await ticket.outcome
            #expect(shown(outcome) == "catalog.product \(name.split(separator: " ")[1])", "\(name)")
        }
        #expect(log.finished.count == threads * perThread)
        #expect(Set(log.finished).count == threads * perThread, "each link's outcome is given once")
        #expect(Set(log.codes.values) == ["completed"])
        for thread in 0..<threads {
            #expect(
                ThreadedSubmission.finished(byThread: thread, in: log)
                    == ThreadedSubmission.names(ofThread: thread, count: perThread), "thread \(thread)'s links in its order")
        }
        #expect(manager.state.invariantViolations().isEmpty)
    }

    @Test("the ticket and the closure get the same one outcome; a finished ticket answers at once, to every caller")
    func ticketAndClosure() async throws {
        let manager = try await ManagerFixture.attached()
        let log = SubmissionLog()
        let ticket = await Task.detached {
            manager.submit("shop://catalog/shoes/products/42") { log.outcomes.append($0.code) }
        }.value
        #expect(shown(await ticket.outcome) == "catalog.product 42")
        let again = await withTaskGroup(of: String.self) { group in
            for _ in 0..<5 { group.addTask { shown(await ticket.outcome) } }
            var shownToEach: [String] = []
            for await answer in group { shownToEach.append(answer) }
            return shownToEach
        }
        #expect(again == Array(repeating: "catalog.product 42", count: 5))
        #expect(log.outcomes == ["completed"])
        // A refused link is an outcome too, with its source inferred from its form.
        let refused = manager.submit("https://evil.example/catalog/shoes")
        #expect(await refused.outcome.code == "hostNotAllowed")
        let inApp = manager.submit("/catalog/shoes/products/7", source: .pushNotification)
        #expect(shown(await inApp.outcome) == "catalog.product 7")
        #expect(manager.state.topEntry?.descriptor.source == .pushNotification)
    }

    @Test("a main-actor request made while a submitted link runs goes before the links still in the inbox")
    func interleavingWithOpen() async throws {
        let gate = GateGuard(holding: "catalog.product")
        let app = try ManagerFixture(globalGuards: [gate]) { configuration in
            configuration.guardTimeout = .seconds(120)
        }
        await app.attach()
        let manager = app.manager
        // Made before the submissions: it runs first.
        #expect(await manager.open("/help/contact").code == "completed")
        let log = SubmissionLog()
        let held = manager.submit("/catalog/shoes/products/1") { log.finished.append(shown($0)) }
        let next = manager.submit("/catalog/shoes/products/2") { log.finished.append(shown($0)) }
        while !gate.isHolding { try await Task.sleep(for: .milliseconds(1)) }
        // The first link is in the queue, held by its guard; the second is still in the inbox. A
        // task made on the main actor runs there before this test's next turn: the tap then waits
        // in the queue behind the held link.
        let tap = Task { @MainActor in await manager.open("/landing").code }
        for _ in 0..<10 { await Task.yield() }
        gate.open()
        #expect(shown(await next.outcome) == "catalog.product 2")
        #expect(shown(await held.outcome) == "catalog.product 1")
        #expect(await tap.value == "completed")
        // The order the manager took them in (a product's parent is checked too, and left out here).
        let taken = gate.order.filter { !$0.hasPrefix("catalog.category") }
        #expect(taken == ["help.contact ", "catalog.product 1", "landing ", "catalog.product 2"])
        #expect(log.finished == ["catalog.product 1", "catalog.product 2"])
    }

    @Test("a long burst takes turns with the main actor's other work: it runs before the burst ends")
    func burstTakesTurns() async throws {
        let manager = try await ManagerFixture.attached()
        let log = SubmissionLog()
        // Submitted on the main actor: all are in the inbox before the drain's first turn, and the
        // task below is queued on the main actor behind that turn.
        let tickets = (0..<200).map { index in
            manager.submit("/catalog/shoes/products/\(index)") { log.outcomes.append($0.code) }
        }
        let finishedWhenOtherWorkRan = await Task { @MainActor in log.outcomes.count }.value
        for ticket in tickets { _ = await ticket.outcome }
        #expect(finishedWhenOtherWorkRan > 0)
        #expect(finishedWhenOtherWorkRan < 200)
        #expect(log.outcomes == Array(repeating: "completed", count: 200))
    }

    @Test("waitUntilIdle returns once every link submitted from another thread has its outcome")
    func waitUntilIdleWaitsForSubmissions() async throws {
        let manager = try await ManagerFixture.attached(globalGuards: [everyFifthProductIsSlow])
        let log = SubmissionLog()
        let count = 200
        let tickets = await Task.detached {
            (0..<count).map { index in
                manager.submit("/catalog/shoes/products/\(index)") { log.outcomes.append($0.code) }
            }
        }.value
        await manager.waitUntilIdle()
        // Read at once, without awaiting a ticket: every closure has run.
        #expect(log.outcomes == Array(repeating: "completed", count: count))
        #expect(manager.state.topEntry?.descriptor.parameters["productId"] == "\(count - 1)")
        for ticket in tickets { #expect(await ticket.outcome.code == "completed") }
        #expect(manager.state.invariantViolations().isEmpty)
    }

    @Test("links submitted while waitUntilIdle waits are waited for too")
    func waitUntilIdleWaitsForLaterSubmissions() async throws {
        let manager = try await ManagerFixture.attached()
        let log = SubmissionLog()
        // Each link's outcome submits the next, so the inbox is never empty until the last.
        @MainActor func submit(_ index: Int) {
            manager.submit("/catalog/shoes/products/\(index)") { outcome in
                log.outcomes.append(outcome.code)
                if index < 20 { submit(index + 1) }
            }
        }
        submit(0)
        await manager.waitUntilIdle()
        #expect(log.outcomes == Array(repeating: "completed", count: 21))
        #expect(manager.state.topEntry?.descriptor.parameters["productId"] == "20")
    }

    @Test("links not yet taken in are cancelled by cancelPending, and the inbox takes links again after")
    func cancelPendingDropsSubmissions() async throws {
        let app = try ManagerFixture()
        await app.attach()
        let log = SubmissionLog()
        // Submitted on the main actor, which the drain needs: none is taken before cancelPending.
        let tickets = (0..<5).map { index in
            app.manager.submit("/catalog/shoes/products/\(index)") { log.outcomes.append($0.code) }
        }
        app.manager.cancelPending()
        for ticket in tickets { #expect(await ticket.outcome.code == "cancelled") }
        #expect(log.outcomes == Array(repeating: "cancelled", count: 5))
        #expect(app.visibleRoutes == ["home"])
        let later = app.manager.submit("/catalog/shoes/products/9")
        #expect(shown(await later.outcome) == "catalog.product 9")
    }

    @Test("links submitted to a manager released before the main actor took them in are cancelled, once each")
    func releasedBeforeTheDrain() async throws {
        let log = SubmissionLog()
        weak var released: NavigationManager<String>?
        // The drain runs on the main actor, which this test holds until the manager is gone.
        let tickets = try {
            let app = try ManagerFixture()
            released = app.manager
            return (0..<20).map { index in
                app.manager.submit("/catalog/shoes/products/\(index)") { log.outcomes.append($0.code) }
            }
        }()
        #expect(released == nil)
        for ticket in tickets { #expect(await ticket.outcome.code == "cancelled") }
        #expect(log.outcomes == Array(repeating: "cancelled", count: 20))
    }

    @Test("a manager released while threads submit: every link submitted gets exactly one outcome")
    func releasedWhileSubmitting() async throws {
        let tickets = LockedList<NavigationTicket>()
        let calls = LockedCounter()
        let started = Latch()
        let stopped = Latch()
        weak var released: NavigationManager<String>?
        do {
            let app = try ManagerFixture()
            await app.attach()
            released = app.manager
            let weakManager = WeakBox(app.manager)
            Thread.detachNewThread {
                started.open()
                defer { stopped.open() }
                for index in 0..<2_000 {
                    guard let manager = weakManager.value else { return }
                    tickets.append(manager.submit("/catalog/shoes/products/\(index)") { _ in calls.increment() })
                }
            }
            started.wait()
            try await Task.sleep(for: .milliseconds(2))
        }
        // The thread stops once it finds the manager gone (or has submitted all it had).
        #expect(await Task.detached { stopped.wait() }.value)
        var codes: [String: Int] = [:]
        for ticket in tickets.all { codes[await ticket.outcome.code, default: 0] += 1 }
        print("submitted while released: \(tickets.all.count) links, \(codes)")
        // The closure runs as the ticket gets its outcome, on the main actor, before this test's next turn.
        #expect(calls.value == tickets.all.count)
        #expect(Set(codes.keys).isSubset(of: ["completed", "cancelled"]), "\(codes)")
        #expect(!tickets.all.isEmpty)
        // Links still coming in do not keep the manager: the drain holds it only while a link runs.
        #expect(released == nil)
    }
}

/// A weak reference that threads can read.
private final class WeakBox<Object: AnyObject & Sendable>: Sendable {
    weak let value: Object?
    init(_ value: Object) { self.value = value }
}
