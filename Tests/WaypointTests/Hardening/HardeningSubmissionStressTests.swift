import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTesting

/// What submitted links report through `onOutcome`, in the order they get their outcomes.
@MainActor
private final class SubmissionLog {
    var finished: [String] = []
    var codes: [String: String] = [:]
}

/// A global guard that suspends for every fifth product, so that submitted links and main-actor
/// requests find the queue busy and wait in it.
private let sometimesSlow = GuardFunction { context in
    if let id = context.parameters["productId"].flatMap(Int.init), id.isMultiple(of: 5) {
        try? await Task.sleep(for: .microseconds(200))
    }
    return .allow
}

@MainActor
@Suite("Hardening stress: links submitted from many threads", .serialized, .timeLimit(.minutes(2)))
struct HardeningSubmissionStressTests {
    nonisolated static let threads = 6
    nonisolated static let linksPerThread = 300
    nonisolated static let mainActorRequests = 300

    /// Submits from `threads` threads at once, each link named `t<thread> <index>`; returns the tickets.
    private nonisolated static func submitFromThreads(
        to manager: NavigationManager<String>, log: SubmissionLog
    ) -> (finished: Bool, tickets: [(String, NavigationTicket)]) {
        let tickets = LockedList<(String, NavigationTicket)>()
        let finished = finishes(
            (0..<threads).map { thread in
                {
                    for index in 0..<linksPerThread {
                        let name = "t\(thread) \(index)"
                        let link = "/catalog/t\(thread)/products/\(index)"
                        tickets.append(
                            (
                                name,
                                manager.submit(link) { outcome in
                                    log.finished.append(name)
                                    if log.codes.updateValue(outcome.code, forKey: name) != nil {
                                        log.codes[name] = "given twice"
                                    }
                                }
                            ))
                    }
                }
            })
        return (finished, tickets.all)
    }

    @Test("threads submit while the main actor navigates: one outcome each, every thread's links in its order")
    func submitWhileNavigating() async throws {
        let app = try ManagerFixture(globalGuards: [sometimesSlow])
        await app.attach()
        let manager = app.manager
        let log = SubmissionLog()
        let navigating = Task { @MainActor in
            var codes: [String] = []
            for index in 0..<Self.mainActorRequests {
                let link = index.isMultiple(of: 3) ? "/" : "/catalog/main/products/\(index)"
                codes.append(await manager.open(link).code)
            }
            return codes
        }
        let (finished, tickets) = await Task.detached { Self.submitFromThreads(to: manager, log: log) }.value
        #expect(finished)
        for (name, ticket) in tickets {
            #expect(await ticket.outcome.code == "completed", "\(name)")
        }
        #expect(Set(await navigating.value) == ["completed"])
        #expect(tickets.count == Self.threads * Self.linksPerThread)
        #expect(log.finished.count == tickets.count, "one outcome each")
        #expect(Set(log.codes.values) == ["completed"])
        for thread in 0..<Self.threads {
            let mine = log.finished.filter { $0.hasPrefix("t\(thread) ") }
            #expect(mine == (0..<Self.linksPerThread).map { "t\(thread) \($0)" }, "thread \(thread)'s order")
        }
        await manager.waitUntilIdle()
        #expect(manager.state.invariantViolations().isEmpty)
    }

    @Test("threads submit while the main actor cancels: every link gets exactly one outcome, none lost")
    func submitWhileCancelling() async throws {
        let app = try ManagerFixture(globalGuards: [sometimesSlow])
        await app.attach()
        let manager = app.manager
        let log = SubmissionLog()
        let submitting = Task.detached { Self.submitFromThreads(to: manager, log: log) }
        var rounds = 0
        while log.finished.count < Self.threads * Self.linksPerThread, rounds < 10_000 {
            rounds += 1
            if rounds.isMultiple(of: 10) { manager.cancelPending() }
            try await Task.sleep(for: .microseconds(300))
        }
        let (finished, tickets) = await submitting.value
        #expect(finished)
        var codes: [String: Int] = [:]
        for (_, ticket) in tickets { codes[await ticket.outcome.code, default: 0] += 1 }
        print("submitted while cancelling: \(tickets.count) links, \(codes) in \(rounds) rounds")
        #expect(Set(codes.keys).isSubset(of: ["completed", "cancelled"]), "\(codes)")
        #expect(log.codes.count == tickets.count, "every link's closure ran")
        #expect(Set(log.codes.values).isSubset(of: ["completed", "cancelled"]), "never given twice")
        await manager.waitUntilIdle()
        #expect(manager.state.invariantViolations().isEmpty)
    }
}
