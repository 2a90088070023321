import Waypoint

/// `nav.burst`: links queued all at once from another thread. Every one must get exactly one
/// outcome, and the manager must take them in the order they were queued.
@MainActor
final class BurstBench {
    let bench: NavigationBench
    /// Completion order of the last burst, by the index each link was queued with.
    private(set) var finished: [Int] = []
    private(set) var outcomes: [String] = []

    init(_ bench: NavigationBench) {
        self.bench = bench
    }

    /// Queues `n` links (product, home, product, …) from a task off the main actor, each as a task of
    /// its own, and waits for all of them.
    func burst(_ n: Int) async {
        finished.removeAll(keepingCapacity: true)
        outcomes.removeAll(keepingCapacity: true)
        let tasks = await Task.detached { [self] in
            (0..<n).map { index in
                Task { @MainActor in
                    let outcome =
                        index & 1 == 0
                        ? await self.bench.manager.open(NavigationBench.productLink, source: .universalLink)
                        : await self.bench.manager.open(NavigationBench.homeLink, source: .inApp)
                    self.finished.append(index)
                    self.outcomes.append(outcome.code)
                }
            }
        }.value
        for task in tasks { await task.value }
        bench.recorder.reset()
    }

    /// One burst of 1,000: every link completed, once, in the order it was queued.
    func verify() async throws {
        await burst(1000)
        try expectSame(outcomes.count, 1000, "outcomes in a burst of 1,000")
        try expectSame(Set(outcomes), ["completed"], "the burst's outcomes")
        try expectSame(finished, Array(0..<1000), "the order the burst finished in")
    }
}
