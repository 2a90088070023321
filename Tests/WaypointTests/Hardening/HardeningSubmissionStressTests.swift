import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Hardening stress: links submitted from many threads", .serialized, .timeLimit(.minutes(2)))
struct HardeningSubmissionStressTests {
    nonisolated static let threads = 6
    nonisolated static let linksPerThread = 300
    nonisolated static let mainActorRequests = 300

    /// Submits from `threads` threads at once; returns whether they finished, and the tickets.
    private nonisolated static func submitFromThreads(
        to manager: NavigationManager<String>, log: SubmissionLog
    ) -> (finished: Bool, tickets: [(String, NavigationTicket)]) {
        ThreadedSubmission.submit(to: manager, threads: threads, perThread: linksPerThread, log: log)
    }

    @Test("threads submit while the main actor navigates: one outcome each, every thread's links in its order")
    func submitWhileNavigating() async throws {
        let manager = try await ManagerFixture.attached(globalGuards: [everyFifthProductIsSlow])
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
            #expect(
                ThreadedSubmission.finished(byThread: thread, in: log)
                    == ThreadedSubmission.names(ofThread: thread, count: Self.linksPerThread), "thread \(thread)'s order")
        }
        await manager.waitUntilIdle()
        #expect(manager.state.invariantViolations().isEmpty)
    }

    @Test("threads submit while the main actor cancels: every link gets exactly one outcome, none lost")
    func submitWhileCancelling() async throws {
        let manager = try await ManagerFixture.attached(globalGuards: [everyFifthProductIsSlow])
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
