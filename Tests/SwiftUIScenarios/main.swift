// Scenario programs for WaypointSwiftUI, run against the SwiftUI simulation (see
// docs/Adapters.md, "SwiftUI: what runs where"):
//
//   run-swiftui-scenarios [--ios] Tests/SwiftUIScenarios -- [--steps N] [--seed S] [--only NAME]
//                                                           [--completion-waits] [--verbose]
//
// One line per scenario, then the random walk, then `N passed, N failed`; exits 1 on a failure.
import Foundation
import SwiftUI

@MainActor
struct Options {
    var steps = 1_000
    var seed: UInt64 = 0x5EED_2026
    var only: String?
    var completionWaits = false
    var verbose = false

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--steps": steps = iterator.next().flatMap { Int($0) } ?? steps
            case "--seed": seed = iterator.next().flatMap { UInt64($0) } ?? seed
            case "--only": only = iterator.next()
            case "--completion-waits": completionWaits = true
            case "--verbose": verbose = true
            default: print("unknown argument \(argument) (ignored)")
            }
        }
    }
}

@MainActor
func fresh(_ options: Options) {
    SwiftUISimulation.reset()
    SwiftUISimulation.options = SwiftUISimulation.Options()
    SwiftUISimulation.options.animationCompletionWaitsForSystemTransitions = options.completionWaits
    SwiftUISimulation.durations = SwiftUISimulation.Durations()
    Driver.reset()
}

@MainActor
func main() async -> Int32 {
    let options = Options(Array(CommandLine.arguments.dropFirst()))
    let path = ProcessInfo.processInfo.environment["SWIFTUI_ADAPTER_PATH"] ?? "linux"
    print("SwiftUI scenarios, adapter path \(path)\(options.completionWaits ? ", completions wait for transitions" : "")")
    var passed = 0
    var failed = 0
    var known: [String] = []
    let started = ContinuousClock.now
    for scenario in Scenarios.all where options.only.map({ scenario.name.contains($0) }) ?? true {
        fresh(options)
        let check = Check()
        if scenario.knownLimit != nil { check.tolerated = [.pathChangedDuringTransition, .presentationChangedDuringTransition] }
        do {
            try await scenario.run(check)
        } catch {
            check.expect(false, "threw \(error)")
        }
        if check.failures.isEmpty, let limit = scenario.knownLimit, !check.knownHazards.isEmpty {
            passed += 1
            known.append(scenario.name)
            print("PASS \(scenario.name) (known limit: \(limit))")
            for hazard in check.knownHazards { print("    known: \(hazard)") }
        } else if check.failures.isEmpty {
            passed += 1
            print("PASS \(scenario.name)")
        } else {
            failed += 1
            print("FAIL \(scenario.name)")
            for failure in check.failures { print("    \(failure)") }
            print("    trace:\n" + SwiftUISimulation.trace.suffix(30).map { "      \($0)" }.joined(separator: "\n"))
        }
    }
    if options.only == nil || "random walk".contains(options.only ?? "") {
        fresh(options)
        let walk = RandomWalk(seed: options.seed, steps: options.steps, verbose: options.verbose)
        if await walk.run(fresh: { fresh(options) }) {
            passed += 1
            print("PASS random walk (seed \(options.seed), \(options.steps) steps)")
        } else {
            failed += 1
            print("FAIL random walk (seed \(options.seed), \(options.steps) steps)")
        }
    }
    if !known.isEmpty {
        print("\(known.count) scenario(s) end in sync but log SwiftUI's deferral of a step made during the user's gesture (known limit)")
    }
    print("took \(ContinuousClock.now - started) of real time")
    print("\(passed) passed, \(failed) failed")
    return failed == 0 ? 0 : 1
}

exit(await main())
