import SwiftUI
import Waypoint

/// One scenario: a name, and what it does to a fresh simulation.
struct Scenario: Sendable {
    let name: String
    /// Why SwiftUI's deferral of a change made during the user's gesture cannot be avoided here
    /// (docs/Adapters.md, "Gestures in progress"); `nil` for a scenario that must log no hazard.
    var knownLimit: String? = nil
    let run: @MainActor @Sendable (Check) async throws -> Void

    init(name: String, knownLimit: String? = nil, run: @escaping @MainActor @Sendable (Check) async throws -> Void) {
        self.name = name
        self.knownLimit = knownLimit
        self.run = run
    }
}

/// The known limit of every scenario where a request arrives during the user's gesture.
let gestureUnseen =
    "SwiftUI reports a back gesture or a sheet's drag only once it has ended, so a step published meanwhile waits for the gesture (SwiftUI logs it)"

@MainActor
enum Scenarios {
    static let all: [Scenario] =
        basics + gestures + overlaps + duringGestures + findings + RoutePathScenarios.all + RegressionScenarios.all
        + ResultScenarios.all + PresentationScenarios.all + WindowScenarios.all + DialogScenarios.all
        + SplitScenarios.all + OwnModifierScenarios.all + TabSectionScenarios.all

    static func open(_ app: ShopApp, _ link: String) async {
        let manager = app.manager
        await Driver.perform { _ = await manager.open(link) }
    }

    static func startOpen(_ app: ShopApp, _ link: String) {
        let manager = app.manager
        Driver.start { _ = await manager.open(link) }
    }

    static func shopScreens(_ app: ShopApp) -> [String] {
        SwiftUISimulation.snapshot(of: app.host).tabScreens("shop") ?? []
    }

    static let basics: [Scenario] = [
        Scenario(name: "a deep link with a synthetic back stack") { check in
            let app = try await ShopApp()
            check.atRest(app, "launched")
            await open(app, "shop://catalog/shoes/products/42")
            check.expect(
                (app.manager.state.stack(at: .tab("shop")) ?? []).map(\.route) == [
                    "home", "catalog.category", "catalog.product",
                ],
                "the back stack is home > category > product")
            check.atRest(app, "after the link")
            await open(app, "shop://orders/12")
            check.atRest(app, "after a link into another tab")
        },
        Scenario(name: "a sheet, then a link") { check in
            let app = try await ShopApp()
            await open(app, "shop://login")
            check.expect(app.manager.state.modalLayers.count == 1, "the login sheet is up")
            check.atRest(app, "with the sheet")
            await open(app, "shop://catalog/hats")
            check.atRest(app, "after the link")
        },
        Scenario(name: "a sheet followed by a full-screen cover") { check in
            let app = try await ShopApp()
            await open(app, "shop://help/returns")
            await open(app, "shop://checkout")
            check.atRest(app, "sheet then cover")
            check.expect(app.manager.state.modalLayers.last?.style == .fullScreen, "the cover is on top")
        },
        Scenario(name: "two links in one update") { check in
            let app = try await ShopApp()
            startOpen(app, "shop://catalog/shoes/products/42")
            startOpen(app, "shop://help/sizes")
            await Driver.settle()
            check.atRest(app, "after both")
            check.expect(app.manager.state.modalLayers.count == 1, "the help sheet is up")
        },
        Scenario(name: "restoration with a sheet") { check in
            let first = try await ShopApp()
            await open(first, "shop://catalog/shoes/products/42")
            await open(first, "shop://login")
            let saved = try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(first.manager.state))
            SwiftUISimulation.reset()
            let app = try await ShopApp(restoring: saved)
            check.expect(app.manager.state == saved, "the manager restored the saved state")
            check.atRest(app, "restored")
            SwiftUISimulation.User.swipeDownSheet()
            await Driver.settle()
            check.atRest(app, "after swiping the restored sheet down")
        },
    ]

    static let gestures: [Scenario] = [
        Scenario(name: "swipe-down, completed and cancelled") { check in
            let app = try await ShopApp()
            await open(app, "shop://login")
            check.expect(SwiftUISimulation.User.swipeDownSheet(completing: false), "the swipe starts")
            await Driver.settle()
            check.expect(app.manager.state.modalLayers.count == 1, "a cancelled swipe leaves the sheet")
            check.atRest(app, "after the cancelled swipe")
            check.expect(SwiftUISimulation.User.swipeDownSheet(completing: true), "the swipe starts again")
            await Driver.settle()
            check.expect(app.manager.state.modalLayers.isEmpty, "a completed swipe dismisses the layer")
            check.atRest(app, "after the completed swipe")
        },
        Scenario(name: "back swipe, completed and cancelled, and the back button") { check in
            let app = try await ShopApp()
            await open(app, "shop://catalog/shoes/products/42")
            check.expect(SwiftUISimulation.User.backSwipe(completing: false), "the swipe starts")
            await Driver.settle()
            check.expect(
                (app.manager.state.stack(at: .tab("shop")) ?? []).count == 3, "a cancelled swipe keeps the screen")
            check.atRest(app, "after the cancelled swipe")
            check.expect(SwiftUISimulation.User.backSwipe(completing: true), "the swipe starts again")
            await Driver.settle()
            check.expect((app.manager.state.stack(at: .tab("shop")) ?? []).count == 2, "a completed swipe pops")
            check.atRest(app, "after the completed swipe")
            check.expect(SwiftUISimulation.User.tapBack(), "the back button")
            await Driver.settle()
            check.expect((app.manager.state.stack(at: .tab("shop")) ?? []).count == 1, "the back button pops")
            check.atRest(app, "after the back button")
        },
        Scenario(name: "tab taps") { check in
            let app = try await ShopApp()
            await open(app, "shop://orders/12")
            for index in [0, 1, 2, 1] {
                check.expect(SwiftUISimulation.User.tapTab(at: index), "tab \(index) can be tapped")
                await Driver.settle()
                check.expect(
                    app.manager.state.selectedTab == app.manager.state.tabs[index].id, "tab \(index) is selected")
                check.atRest(app, "after tapping tab \(index)")
            }
        },
    ]
}
