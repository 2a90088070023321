/// Seeds of the random walk that once failed, replayed as scenarios of their own.
@MainActor
enum RegressionScenarios {
    /// (seed, steps) pairs: each walk is replayed in full.
    static let seeds: [(seed: UInt64, steps: Int)] = []

    static let all: [Scenario] = seeds.map { seed in
        Scenario(name: "regression: random walk seed \(seed.seed), \(seed.steps) steps") { check in
            let walk = RandomWalk(seed: seed.seed, steps: seed.steps, verbose: false)
            check.expect(await walk.run(fresh: {}), "the walk failed")
        }
    }
}
