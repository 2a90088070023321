import Foundation
import UIKit
import Waypoint
import WaypointUIKitUnderTest

/// A seeded random walk over one app: each step is a burst of one to four actions — links,
/// manager requests, the user's gestures — with bits of animation time between them, so that
/// they overlap; then everything settles and the window is checked against the state. A failing
/// walk prints its seed and the steps that led to the failure; such seeds are kept in
/// ``regressions``.
@MainActor
struct RandomWalk {
    let seed: UInt64
    let steps: Int

    /// Walks that once failed, replayed as scenarios of their own up to the step that failed:
    /// a link for the tab the state selects while the user is back on the More list (seeds 2, 4
    /// and 5), and a tab of the More list selected in code while another was shown there (seed 1).
    static let regressions: [Scenario] = [(1, 260), (5, 240), (2, 1662), (4, 2492)].map { seed, steps in
        Scenario(name: "random walk regression, seed \(seed), \(steps) steps") {
            await RandomWalk(seed: UInt64(seed), steps: steps).run()
        }
    }

    func run() async -> [String] {
        var random = SplitMix64(seed: seed)
        let app = await ScenarioApp(tabs: 6)
        var trace: [String] = []
        for step in 0..<steps {
            var actions: [String] = []
            var held = HeldGestures()
            for _ in 0..<random.next(in: 1...4) {
                actions.append(await act(on: app, &random, &held))
            }
            // A gesture still held is let go before the step settles.
            if held.backSwipe {
                let finish = random.next(in: 0...1) == 0
                finish ? UIKitSimulation.User.finishBackSwipe() : UIKitSimulation.User.cancelBackSwipe()
                actions.append(finish ? "finish back swipe" : "cancel back swipe")
            }
            if held.sheetSwipe {
                let finish = random.next(in: 0...1) == 0
                finish ? UIKitSimulation.User.finishSheetSwipe() : UIKitSimulation.User.cancelSheetSwipe()
                actions.append(finish ? "finish sheet swipe" : "cancel sheet swipe")
            }
            await app.settle()
            trace.append("step \(step): " + actions.joined(separator: "; "))
            app.check("step \(step)")
            if !app.failures.isEmpty {
                return app.failures + ["seed \(seed), the last steps:\n" + trace.suffix(12).joined(separator: "\n")]
            }
        }
        return []
    }

    /// One action, chosen by the generator; returns what it did, for the trace.
    private func act(on app: ScenarioApp, _ random: inout SplitMix64, _ held: inout HeldGestures) async -> String {
        let user = UIKitSimulation.User.self
        let what: String
        switch random.next(in: 0...15) {
        case 0...4:
            let link = ScenarioRoutes.links[random.next(in: 0...(ScenarioRoutes.links.count - 1))]
            app.open(link)
            what = "open \(link)"
        case 5:
            app.pop()
            what = "manager.pop()"
        case 6:
            app.dismiss()
            what = "manager.dismiss()"
        case 7:
            let tab = ScenarioRoutes.tabs[random.next(in: 0...5)].id
            app.selectTab(tab)
            what = "manager.selectTab(\(tab))"
        case 8:
            what = "tap back button: \(user.tapBackButton())"
        case 9:
            let index = random.next(in: 0...3)
            what = "back menu to \(index): \(user.backButtonMenu(popTo: index))"
        case 10:
            let completing = random.next(in: 0...1) == 0
            what = "back swipe, \(completing ? "completed" : "cancelled"): \(user.backSwipe(completing: completing))"
        case 11:
            let began = !held.backSwipe && user.beginBackSwipe()
            held.backSwipe = held.backSwipe || began
            user.updateBackSwipe(0.5)
            what = "begin back swipe: \(began)"
        case 12:
            let completing = random.next(in: 0...1) == 0
            what =
                "swipe sheet down, \(completing ? "completed" : "cancelled"): \(user.swipeDownSheet(completing: completing))"
        case 13:
            let began = !held.sheetSwipe && user.beginSheetSwipe()
            held.sheetSwipe = held.sheetSwipe || began
            user.updateSheetSwipe(0.5)
            what = "begin sheet swipe: \(began)"
        case 14:
            let position = random.next(in: 0...4)
            what = "tap tab \(position): \(user.tapTab(at: position))"
        default:
            let index = random.next(in: 4...5)
            what = "pick \(index) from the More list: \(user.tapMoreListItem(at: index))"
        }
        // Part of an animation passes, or none: the next action may overlap this one.
        let pause = [0, 0, 0.05, 0.1, 0.2, 0.4][random.next(in: 0...5)]
        if pause > 0 { await app.run(for: pause) } else { await app.yield() }
        return what
    }
}

/// The gestures the user's finger holds during a step.
struct HeldGestures {
    var backSwipe = false
    var sheetSwipe = false
}

/// A small seeded generator (SplitMix64), so that a walk replays exactly from its seed.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

/// The program's options.
struct ScenarioArguments {
    var only: String?
    var walkSteps = 2_000
    var seed: UInt64 = 1
    var trace = false

    init(_ arguments: ArraySlice<String>) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--only": only = rest.popFirst()
            case "--walk-steps": walkSteps = rest.popFirst().flatMap(Int.init) ?? walkSteps
            case "--seed": seed = rest.popFirst().flatMap(UInt64.init) ?? seed
            case "--trace": trace = true
            default: print("unknown option \(argument) (options: --only TEXT, --walk-steps N, --seed S, --trace)")
            }
        }
    }

    func selects(_ name: String) -> Bool { only.map { name.contains($0) } ?? true }
}
