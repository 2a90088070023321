import SwiftUI
import Waypoint

extension Scenarios {
    /// Requests that arrive while something moves: the app's own step, or the user's gesture.
    static let overlaps: [Scenario] = [
        Scenario(name: "finding 4: a link during a push waits for the push, however withAnimation's completion reads") { check in
            let app = try await ShopApp()
            startOpen(app, "shop://catalog/shoes")
            await Driver.advance(0.1)
            startOpen(app, "shop://catalog/shoes/products/42")
            await Driver.settle()
            check.atRest(app, "after both links")
        },
        Scenario(name: "a link during a sheet's presentation") { check in
            let app = try await ShopApp()
            startOpen(app, "shop://help/returns")
            await Driver.advance(0.1)
            startOpen(app, "shop://checkout")
            await Driver.settle()
            check.atRest(app, "after both links")
        },
        Scenario(name: "finding 4: steps wait for the transition when completions wait for it too") { check in
            SwiftUISimulation.options.animationCompletionWaitsForSystemTransitions = true
            let app = try await ShopApp()
            startOpen(app, "shop://catalog/shoes/products/42")
            startOpen(app, "shop://help/returns")
            startOpen(app, "shop://checkout")
            await Driver.settle()
            check.atRest(app, "after three links")
        },
    ]

    /// Requests that arrive while the user's gesture runs: the end state is checked, and the
    /// hazard SwiftUI logs for the deferred change is reported as a known limit.
    static let duringGestures: [Scenario] = [
        Scenario(name: "finding 3: a link during the user's back-button pop", knownLimit: gestureUnseen) { check in
            let app = try await ShopApp()
            await open(app, "shop://catalog/shoes/products/42")
            check.expect(SwiftUISimulation.User.tapBack(), "the back button")
            startOpen(app, "shop://catalog/hats")
            await Driver.settle()
            check.atRest(app, "after the pop and the link")
        },
        Scenario(name: "finding 3: a link while the user drags a sheet, then lets go", knownLimit: gestureUnseen) { check in
            let app = try await ShopApp()
            await open(app, "shop://help/returns")
            check.expect(SwiftUISimulation.User.beginSheetSwipe(), "the drag starts")
            SwiftUISimulation.User.updateSheetSwipe(0.3)
            startOpen(app, "shop://catalog/hats")
            await Driver.advance(1.0)
            check.expect(SwiftUISimulation.User.finishSheetSwipe(), "the drag ends")
            await Driver.settle()
            check.atRest(app, "after the drag and the link")
        },
        Scenario(name: "finding 3: a link while the user drags a sheet, then cancels", knownLimit: gestureUnseen) { check in
            let app = try await ShopApp()
            await open(app, "shop://help/returns")
            check.expect(SwiftUISimulation.User.beginSheetSwipe(), "the drag starts")
            SwiftUISimulation.User.updateSheetSwipe(0.3)
            startOpen(app, "shop://catalog/hats")
            await Driver.advance(1.0)
            check.expect(SwiftUISimulation.User.cancelSheetSwipe(), "the drag is cancelled")
            await Driver.settle()
            check.atRest(app, "after the cancelled drag and the link")
        },
        Scenario(name: "finding 3: a link while the user holds a back swipe", knownLimit: gestureUnseen) { check in
            let app = try await ShopApp()
            await open(app, "shop://catalog/shoes/products/42")
            check.expect(SwiftUISimulation.User.beginBackSwipe(), "the swipe starts")
            SwiftUISimulation.User.updateBackSwipe(0.4)
            startOpen(app, "shop://catalog/hats/products/7")
            await Driver.advance(1.0)
            check.expect(SwiftUISimulation.User.finishBackSwipe(), "the swipe ends")
            await Driver.settle()
            check.atRest(app, "after the swipe and the link")
        },
    ]

    /// One scenario per finding of the issue: each failed before the fix.
    static let findings: [Scenario] = [
        Scenario(name: "finding 1: a back swipe ending while a sheet is presented leaves the sheet up") { check in
            let app = try await ShopApp()
            await open(app, "shop://catalog/shoes/products/42")
            var phases: [String] = []
            Driver.observers.append {
                if let phase = SwiftUISimulation.snapshot(of: app.host).modals.first?.phase, phases.last != phase {
                    phases.append(phase)
                }
            }
            check.expect(SwiftUISimulation.User.beginBackSwipe(), "the swipe starts")
            SwiftUISimulation.User.updateBackSwipe(0.8)
            startOpen(app, "shop://help/returns")
            await Driver.advance(0.05)
            check.expect(SwiftUISimulation.User.finishBackSwipe(), "the swipe ends")
            await Driver.settle()
            check.expect(phases == ["presenting", "presented"], "the sheet is presented once, never dismissed: \(phases)")
            check.atRest(app, "after the swipe and the sheet")
        },
        Scenario(name: "finding 1: a tab tap during a push leaves the pushed screen") { check in
            let app = try await ShopApp()
            var counts: [Int] = []
            Driver.observers.append {
                let count = shopScreens(app).count
                if counts.last != count { counts.append(count) }
            }
            startOpen(app, "shop://catalog/shoes")
            await Driver.advance(0.1)
            check.expect(SwiftUISimulation.User.tapTab(at: 1), "the basket tab")
            await Driver.settle()
            check.expect(counts == counts.sorted() && counts.last == 2, "the shop stack grows and never shrinks: \(counts)")
            check.atRest(app, "after the push and the tap")
        },
        Scenario(name: "finding 2: a dismissed sheet keeps its content while it slides away") { check in
            let app = try await ShopApp()
            await open(app, "shop://help/returns")
            let screens = SwiftUISimulation.snapshot(of: app.host).modals.first?.stack?.screens ?? []
            check.expect(!screens.isEmpty, "the sheet shows its screen")
            var leaving: [[String]] = []
            Driver.observers.append {
                if let modal = SwiftUISimulation.snapshot(of: app.host).modals.first, modal.phase == "dismissing" {
                    leaving.append(modal.stack?.screens ?? [])
                }
            }
            await open(app, "shop://catalog/hats")
            check.expect(!leaving.isEmpty, "the sheet was seen sliding away")
            check.expect(leaving.allSatisfy { $0 == screens }, "while it slides away the sheet shows \(screens), not \(leaving)")
            check.atRest(app, "after the link")
        },
    ]
}
