// Scenario programs: the real UIKit container, attached to a real NavigationManager, driven
// through the executable model of UIKit with the user's gestures. Run from the project's root:
//
//   ../shared/apple/run-uikit-scenarios Tests/UIKitScenarios [-- OPTIONS]
//
// Options: --only TEXT (the scenarios whose name contains it), --walk-steps N (the random walk's
// length; 2,000 by default, 0 for none), --seed S (the walk's seed), --trace (print UIKit's trace
// of a failing scenario).
import Foundation
import UIKit

let arguments = ScenarioArguments(CommandLine.arguments.dropFirst())
var passed = 0
var failed = 0

@MainActor func report(_ name: String, _ failures: [String]) {
    if failures.isEmpty {
        passed += 1
        print("PASS \(name)")
    } else {
        failed += 1
        print("FAIL \(name)")
        for failure in failures { print("  - \(failure.replacingOccurrences(of: "\n", with: "\n    "))") }
        if arguments.trace { print(UIKitSimulation.trace.suffix(80).map { "    \($0)" }.joined(separator: "\n")) }
    }
}

for scenario in Scenarios.all + WindowScenarios.all + SplitScenarios.all + RandomWalk.regressions
where arguments.selects(scenario.name) {
    report(scenario.name, await scenario.run())
}
if arguments.walkSteps > 0, arguments.selects("random walk") {
    let walk = RandomWalk(seed: arguments.seed, steps: arguments.walkSteps)
    report("random walk, seed \(arguments.seed), \(arguments.walkSteps) steps", await walk.run())
}
print("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
