import Waypoint

/// `nav.burst`: links queued all at once from another thread. Every one must get exactly one
/// outcome, and the manager must take them in the order they were queued.
///
/// The links are handed over with `NavigationManager.submit(_:source:onOutcome:)`, the entry point
/// for code off the main actor: a lock and an append each, and the main actor takes every link
/// submitted meanwhile in one turn. (Before it existed, such code made a task per link, each
/// awaiting `open` on the main actor: about 13 µs a link against `nav.open`'s 7.1 µs.)
@MainActor
final class BurstBench {
    let bench: NavigationBench
    /// Completion order of the last burst, by the index each link was queued with.
    private(set) var finished: [Int] = []
    private(set) var outcomes: [String] = []

    init(_ bench: NavigationBench) {
        self.bench = bench
    }

    /// Submits `n` links (product, home, product, …) from a task off the main actor, all at once,
    /// and waits for the last one's outcome: the manager takes links in the order they were
    /// submitted, so every other link has its outcome by then. Timed, it keeps no outcome and
    /// clears the container's log every 1,024 links, as `nav.open`'s loop does; `recording` keeps
    /// each one's outcome and finishing order for ``verify()``.
    func burst(_ n: Int, recording: Bool = false) async {
        finished.removeAll(keepingCapacity: true)
        outcomes.removeAll(keepingCapacity: true)
        let (manager, recorder) = (bench.manager, bench.recorder)
        let (product, home) = (NavigationBench.productLink, NavigationBench.homeLink)
        let last = await Task.detached { [self] in
            var ticket: NavigationTicket?
            for index in 0..<n {
                let isProduct = index & 1 == 0
                let link = isProduct ? product : home
                let source: LinkSource = isProduct ? .universalLink : .inApp
                if recording {
                    ticket = manager.submit(link, source: source) { outcome in
                        self.finished.append(index)
                        self.outcomes.append(outcome.code)
                    }
                } else if index & 1023 == 1023 {
                    // As `nav.open`'s loop does: the recording container's log cleared every 1,024
                    // navigations, so that a long burst does not time the log's growth.
                    ticket = manager.submit(link, source: source) { _ in recorder.reset() }
                } else {
                    ticket = manager.submit(link, source: source)
                }
            }
            return ticket
        }.value
        blackHole(await last?.outcome)
        bench.recorder.reset()
    }

    /// One burst of 1,000: every link completed, once, in the order it was queued.
    func verify() async throws {
        await burst(1000, recording: true)
        try expectSame(outcomes.count, 1000, "outcomes in a burst of 1,000")
        try expectSame(Set(outcomes), ["completed"], "the burst's outcomes")
        try expectSame(finished, Array(0..<1000), "the order the burst finished in")
    }
}
