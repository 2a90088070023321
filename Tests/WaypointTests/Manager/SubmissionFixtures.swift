import TestSupport
import Waypoint

/// What submitted links report through `onOutcome`: the names of the links in the order they get
/// their outcomes, each named link's code (`given twice` if one got two), and what tests record
/// themselves, in order.
@MainActor
final class SubmissionLog {
    var finished: [String] = []
    var codes: [String: String] = [:]
    var outcomes: [String] = []

    /// The `onOutcome` of the link `name`.
    nonisolated func recorder(for name: String) -> @MainActor @Sendable (NavigationOutcome) -> Void {
        { outcome in
            self.finished.append(name)
            if self.codes.updateValue(outcome.code, forKey: name) != nil { self.codes[name] = "given twice" }
        }
    }
}

/// Links submitted from several threads at once, each thread's in its own order.
enum ThreadedSubmission {
    /// Submits `perThread` product links from each of `threads` threads at once, the link
    /// `/catalog/t<thread>/products/<index>` named `t<thread> <index>`, each recording its outcome in
    /// `log`; returns whether every thread finished, and the tickets with their links' names.
    static func submit(
        to manager: NavigationManager<String>, threads: Int, perThread: Int, log: SubmissionLog
    ) -> (finished: Bool, tickets: [(String, NavigationTicket)]) {
        let tickets = LockedList<(String, NavigationTicket)>()
        let finished = finishes(
            (0..<threads).map { thread in
                {
                    for index in 0..<perThread {
                        let name = "t\(thread) \(index)"
                        let ticket = manager.submit(
                            "/catalog/t\(thread)/products/\(index)", onOutcome: log.recorder(for: name))
                        tickets.append((name, ticket))
                    }
                }
            })
        return (finished, tickets.all)
    }

    /// The names `log` finished for thread `thread`, which must be its links in the order submitted.
    @MainActor
    static func finished(byThread thread: Int, in log: SubmissionLog) -> [String] {
        log.finished.filter { $0.hasPrefix("t\(thread) ") }
    }

    /// The names of thread `thread`'s links, in the order submitted.
    static func names(ofThread thread: Int, count: Int) -> [String] {
        (0..<count).map { "t\(thread) \($0)" }
    }
}

/// A global guard that suspends for every fifth product, so that submitted links and main-actor
/// requests find the queue busy and wait in it, and links stay in the inbox meanwhile.
let everyFifthProductIsSlow = GuardFunction { context in
    if let id = context.parameters["productId"].flatMap(Int.init), id.isMultiple(of: 5) {
        try? await Task.sleep(for: .microseconds(200))
    }
    return .allow
}

extension ManagerFixture {
    /// The Shop's navigation with its recording container attached, for tests that hand it links.
    static func attached(globalGuards: [any NavigationGuard] = []) async throws -> NavigationManager<String> {
        let app = try ManagerFixture(globalGuards: globalGuards)
        await app.attach()
        return app.manager
    }
}
