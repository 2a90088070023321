import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// The manager drives the UIKit container's logic over a simulated view-controller hierarchy;
/// after every request and every user gesture, the hierarchy shows the manager's state.
@MainActor
@Suite("Adapters: the manager and a simulated UIKit container")
struct AdapterManagerTests {
    /// A manager with the container attached and the user's reports wired back to it.
    @MainActor
    final class App {
        let fixture: ManagerFixture
        let container = SimulatedUIKitContainer()

        init() async throws {
            // Orders under Account, with the tab's root as their first parent.
            fixture = try ManagerFixture(routes: ShopRoutes.definitions + [
                RouteDefinition("account.orders", pattern: "/account/orders", module: "Profile", parent: "account"),
                RouteDefinition(
                    "account.order", pattern: "/account/orders/{orderId: int}", module: "Profile", parent: "account.orders"),
            ])
            fixture.session.signIn("ana")
            container.manager = fixture.manager
            await fixture.manager.attach(container)
        }

        var manager: NavigationManager<String> { fixture.manager }

        /// Whether the simulated hierarchy shows the manager's state, and nothing went astray.
        func inSync(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(container.toolkit.snapshot == SimulatedUIKit.Snapshot(manager.state), sourceLocation: sourceLocation)
            #expect(container.stepInFlight == nil, sourceLocation: sourceLocation)
            #expect(container.strayCallbacks == [], sourceLocation: sourceLocation)
            #expect(container.refusedReports.isEmpty, sourceLocation: sourceLocation)
            #expect(Set(container.screens.keys) == Set(manager.state.entries.map(\.id)), sourceLocation: sourceLocation)
        }
    }

    @Test("attaching installs the tabs and the link's back stack arrives in one setViewControllers")
    func attachAndOpen() async throws {
        let app = try await App()
        app.inSync()
        #expect(app.container.operations.first.map { if case .installTabs = $0 { true } else { false } } == true)
        let outcome = await app.manager.open("https://shop.example.com/catalog/shoes/products/42")
        #expect(outcome.code == "completed")
        #expect(app.container.operations.last == .setViewControllers(
            app.manager.state.stack(ofTab: "shop").map(\.id), in: .tab("shop"), animated: true))
        app.inSync()
    }

    @Test("the user pops two screens at once: the manager's state follows, and the next link plans from it")
    func userPopThenLink() async throws {
        let app = try await App()
        _ = await app.manager.open("https://shop.example.com/catalog/shoes/products/42")
        app.container.userPops(2)
        #expect(app.manager.state.stack(ofTab: "shop").map(\.route) == ["home"])
        app.inSync()
        _ = await app.manager.open("/catalog/hats")
        #expect(app.manager.state.stack(ofTab: "shop").map(\.route) == ["home", "catalog.category"])
        app.inSync()
    }

    @Test("the user swipes a sheet down: the layer leaves the state")
    func interactiveDismiss() async throws {
        let app = try await App()
        _ = await app.manager.open("shop://login")
        #expect(app.manager.state.modalLayers.count == 1)
        app.inSync()
        app.container.userSwipesDown()
        #expect(app.manager.state.modalLayers.isEmpty)
        app.inSync()
    }

    @Test("the user taps a tab: the selection follows, and a link for another tab switches back")
    func tabTap() async throws {
        let app = try await App()
        app.container.userTaps(tabAt: 2)
        #expect(app.manager.state.selectedTab == "account")
        app.inSync()
        _ = await app.manager.open("https://shop.example.com/catalog/shoes")
        #expect(app.manager.state.selectedTab == "shop")
        #expect(app.container.operations.suffix(2) == [
            .selectTab("shop", index: 0),
            .push(app.manager.state.visibleStack[1].id, onto: .tab("shop"), animated: true),
        ])
        app.inSync()
    }

    @Test("a mixed plan (dismiss, tab switch, pop, push) is carried out call by call")
    func mixedPlan() async throws {
        let app = try await App()
        _ = await app.manager.open("/account/orders/12")
        _ = await app.manager.open("/catalog/shoes/products/42")
        _ = await app.manager.open("/login")
        app.inSync()
        let start = app.manager.state
        let before = app.container.operations.count
        let outcome = await app.manager.navigate(
            to: "account.order", parameters: ["orderId": "13"], presentation: .replaceStack)
        #expect(outcome.code == "completed")
        let account = start.stack(ofTab: "account")
        #expect(Array(app.container.operations.dropFirst(before)) == [
            .dismiss(start.modalLayers[0].id, presenter: .root),
            .selectTab("account", index: 2),
            .popTo(account[1].id, in: .tab("account"), animated: true),
            .push(app.manager.state.visibleStack[2].id, onto: .tab("account"), animated: true),
        ])
        #expect(app.manager.state.visibleStack.map(\.route) == ["account", "account.orders", "account.order"])
        app.inSync()
    }

    @Test("a screen pushed around the manager is refused and the state is left alone")
    func foreignPush() async throws {
        let app = try await App()
        let state = app.manager.state
        app.container.foreignPush()
        #expect(app.container.unsupported == [.pushOutsideManager(.tab("shop"))])
        #expect(app.manager.state == state)
    }

    @Test("a toolkit call that never ends times out: the request is interrupted and the next one runs")
    func droppedCall() async throws {
        let app = try await App()
        let state = app.manager.state
        app.container.dropsNextCall = true
        let outcome = await app.manager.open("shop://login")
        #expect(outcome.code == "interrupted")
        #expect("\(outcome)".contains(StepTimedOut.code))
        #expect(app.manager.state == state)
        app.inSync()
        let next = await app.manager.open("shop://login")
        #expect(next.code == "completed")
        #expect(app.manager.state.modalLayers.count == 1)
        app.inSync()
    }

    @Test("after a timed-out step the screen is read back: a sheet the user swiped away meanwhile leaves the state")
    func droppedCallReread() async throws {
        let app = try await App()
        _ = await app.manager.open("shop://login")
        #expect(app.manager.state.modalLayers.count == 1)
        app.container.dropsNextCall = true
        app.container.duringDroppedCall = { toolkit in _ = toolkit.userSwipesDown() }
        let outcome = await app.manager.open("/catalog/shoes")
        #expect(outcome.code == "interrupted")
        #expect(app.manager.state.modalLayers.isEmpty)
        app.inSync()
        #expect(await app.manager.open("/catalog/shoes").code == "completed")
        app.inSync()
    }

    @Test("the user goes back in another tab while a push runs: the manager keeps both, and the popped screens go")
    func userChangeDuringStep() async throws {
        let app = try await App()
        _ = await app.manager.open("/catalog/shoes/products/42")
        app.container.userTaps(tabAt: 2)
        app.inSync()
        let shop = app.manager.state.stack(ofTab: "shop")
        var poppedDuringStep = false
        app.container.duringStep = { container in
            container.userPops(to: shop[0].id, at: .tab("shop"))
            poppedDuringStep = true
        }
        let outcome = await app.manager.open("/account/orders/12")
        #expect(outcome.code == "completed")
        #expect(poppedDuringStep)
        #expect(app.manager.state.stack(ofTab: "shop") == [shop[0]])
        #expect(app.manager.state.visibleStack.map(\.route) == ["account", "account.orders", "account.order"])
        // The push was handed over from the state before the user's pop.
        #expect(app.container.planned.last?.from.stack(ofTab: "shop") == shop)
        #expect(!app.container.screens.keys.contains(shop[2].id))
        app.inSync()
    }

    @Test("every step is handed over from the manager's state, to that state with the step applied")
    func handOver() async throws {
        let app = try await App()
        _ = await app.manager.open("/catalog/shoes/products/42")
        _ = await app.manager.open("/login")
        let before = app.container.planned.count
        let start = app.manager.state
        _ = await app.manager.navigate(to: "account.order", parameters: ["orderId": "13"], presentation: .replaceStack)
        let planned = Array(app.container.planned.dropFirst(before))
        #expect(planned.count == 3)
        #expect(planned.first?.from == start)
        for (earlier, later) in zip(planned, planned.dropFirst()) { #expect(later.from == earlier.to) }
        for step in planned { #expect(try step.from.applying(step.step) == step.to) }
        #expect(planned.last?.to.root == app.manager.state.root)
        app.inSync()
    }
}
