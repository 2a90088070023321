/// Seeds of the random walk that once failed, replayed as scenarios of their own.
@MainActor
enum RegressionScenarios {
    /// (seed, steps) pairs: each walk is replayed in full.
    static let seeds: [(seed: UInt64, steps: Int)] = [
        // A link opened while the user's swipe-down still settled: its dismissal changed the
        // sheet mid-gesture. A walk's step now ends with its gesture (RandomWalk.run).
        (seed: 1_592_598_566, steps: 38),
        // The back button tapped between two steps of one link (iOS path): the next step changed
        // the path mid-pop. A gesture now waits for the requests before it (RandomWalk.act).
        (seed: 1_592_598_566, steps: 926),
    ]

    static let all: [Scenario] = seeds.map { seed in
        Scenario(name: "regression: random walk seed \(seed.seed), \(seed.steps) steps") { check in
            let walk = RandomWalk(seed: seed.seed, steps: seed.steps, verbose: false)
            check.expect(await walk.run(fresh: {}), "the walk failed")
        }
    }
}
