import SwiftUI
import Waypoint

/// A seeded walk through links, manager requests and the user's gestures, some overlapping the
/// steps they interrupt; after every step, at rest, SwiftUI must show the manager's state with
/// no hazard logged. A failing walk prints its seed and its trace.
@MainActor
struct RandomWalk {
    let seed: UInt64
    let steps: Int
    let verbose: Bool

    /// SplitMix64: the same seed gives the same walk on every platform.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Runs the walk on a fresh app; `true` when every step ended in sync.
    func run(fresh: () -> Void) async -> Bool {
        var random = Generator(state: seed)
        var trace: [String] = []
        let app: ShopApp
        do { app = try await ShopApp() } catch {
            print("  the app did not start: \(error)")
            return false
        }
        let check = Check()
        for step in 1...max(1, steps) {
            var actions: [String] = []
            let count = Int.random(in: 1...2, using: &random)
            for index in 0..<count {
                let (action, isGesture) = await act(app, &random)
                actions.append(action)
                // SwiftUI reports a gesture only once it has ended, so nothing can wait for it:
                // a request never starts while one runs (docs/Adapters.md, "Gestures in progress").
                if isGesture { break }
                if index < count - 1 {
                    let pause = Double(Int.random(in: 0...6, using: &random)) / 10
                    actions.append("wait \(pause)s")
                    await Driver.advance(pause)
                }
            }
            await Driver.settle()
            let line = "step \(step): " + actions.joined(separator: ", ")
            trace.append(line)
            if verbose { print("  \(line)") }
            check.atRest(app, "after step \(step)")
            if !check.failures.isEmpty {
                print("  random walk, seed \(seed): failed at step \(step)")
                for failure in check.failures { print("    \(failure)") }
                print("  its trace (replay with --seed \(seed) --steps \(step)):")
                for line in trace.suffix(40) { print("    \(line)") }
                print("  SwiftUI's trace:\n" + SwiftUISimulation.trace.suffix(30).map { "      \($0)" }.joined(separator: "\n"))
                return false
            }
        }
        return true
    }

    /// One action: starts a request, or makes a gesture. Returns what it did.
    private func act(_ app: ShopApp, _ random: inout Generator) async -> (String, gesture: Bool) {
        let manager = app.manager
        let choice = Int.random(in: 0..<10, using: &random)
        var settled = ""
        if choice >= 5, Driver.running > 0 {
            // A request's next step would change what the user's gesture moves, unseen (the
            // scenarios `a link during the user's …` cover it): the gesture waits for the request.
            await Driver.settle()
            settled = "settle, "
        }
        switch choice {
        case 0...3:
            let link = ShopApp.links[Int.random(in: 0..<ShopApp.links.count, using: &random)]
            Driver.start { _ = await manager.open(link) }
            return ("open \(link)", false)
        case 4:
            let paths = ["/catalog/socks", "/orders/5", "/help/faq", "/basket/items/9"]
            let path = paths[Int.random(in: 0..<paths.count, using: &random)]
            Driver.start { _ = await manager.navigate(using: DeepLinkDescriptor(path: path)) }
            return ("navigate \(path)", false)
        case 5:
            return (settled + "tap back: \(SwiftUISimulation.User.tapBack())", true)
        case 6:
            let completing = Bool.random(using: &random)
            return (settled + "back swipe \(completing ? "completed" : "cancelled"): \(SwiftUISimulation.User.backSwipe(completing: completing))", true)
        case 7:
            let completing = Bool.random(using: &random)
            return (settled + "swipe down \(completing ? "completed" : "cancelled"): \(SwiftUISimulation.User.swipeDownSheet(completing: completing))", true)
        default:
            let index = Int.random(in: 0..<3, using: &random)
            return (settled + "tap tab \(index): \(SwiftUISimulation.User.tapTab(at: index))", true)
        }
    }
}
