import TestSupport
import Testing
import WaypointTesting

@testable import Waypoint

@Suite("Transition: reduce, plan, build the screens, perform; the state moves only with finished steps")
@MainActor
struct TransitionTests {
    func show(_ route: RouteID, _ parameters: [String: String] = [:]) throws -> NavigationRequest {
        let match = try ShopRoutes.table.match(route: route, parameters: parameters)
        return .show(NavigationDestination(screen: NavigationScreen(match: match, presentationMode: .push)))
    }

    func stack(_ transition: Transition<String>) -> [RouteID] { transition.state.visibleStack.map(\.route) }

    @Test("without a container a request is refused and the state stays; detaching forgets the container")
    func noContainer() async throws {
        let parts = try Parts()
        #expect(!parts.transition.isAttached)
        #expect(await parts.transition.perform(try show("catalog.sale")).code == "noContainer")
        #expect(stack(parts.transition) == ["home"])
        await parts.attach()
        #expect(parts.transition.isAttached)
        parts.transition.detach()
        #expect(!parts.transition.isAttached)
        #expect(await parts.transition.perform(.pop).code == "noContainer")
    }

    @Test("attaching hands the container the whole state from an empty screen and leaves the state as it was")
    func attach() async throws {
        let parts = try Parts()
        let before = parts.transition.state
        #expect(await parts.transition.attach(parts.recorder).code == "completed")
        #expect(parts.recorder.steps.count == 1)
        #expect(parts.recorder.screens.count == 1)
        #expect(parts.transition.state == before)
    }

    @Test("a request is performed step by step and the state becomes what it planned")
    func perform() async throws {
        let parts = try Parts()
        await parts.attach()
        #expect(await parts.transition.perform(try show("catalog.category", ["category": "shoes"])).code == "completed")
        #expect(stack(parts.transition) == ["home", "catalog.category"])
        #expect(parts.recorder.steps.count == 1)
        #expect(await parts.transition.perform(.pop).code == "completed")
        #expect(stack(parts.transition) == ["home"])
        #expect(await parts.transition.perform(.pop).code == "invalidRequest")
        #expect(parts.recorder.steps.count == 2)
    }

    @Test("a screen that cannot be built refuses the request before any step: the container saw nothing")
    func unbuildable() async throws {
        var screens = ScreenRegistry<String>(module: "Test")
        screens.register("home") { _, _ in "home" }
        let parts = try Parts(screens: screens)
        await parts.attach()
        let outcome = await parts.transition.perform(try show("catalog.sale"))
        guard case .rejected(.screenUnavailable(let route, _)) = outcome else {
            Issue.record("expected screenUnavailable, got \(outcome)")
            return
        }
        #expect(route == "catalog.sale")
        #expect(parts.recorder.steps.isEmpty)
        #expect(stack(parts.transition) == ["home"])
    }

    @Test("a step the container fails stops the plan; the state keeps the steps that finished")
    func failedStep() async throws {
        let parts = try Parts()
        await parts.attach()
        parts.recorder.failure = { _ in true }
        #expect(await parts.transition.perform(try show("catalog.sale")).code == "interrupted")
        #expect(stack(parts.transition) == ["home"])
    }

    @Test("what the user did is followed without a step; before a container, a move only sets the state")
    func followAndMove() async throws {
        let parts = try Parts()
        let target = try NavigationReducer.reduce(parts.transition.state, try show("catalog.sale"))
        #expect(await parts.transition.move(to: target).code == "completed")
        #expect(parts.transition.state == target)
        #expect(stack(parts.transition) == ["home", "catalog.sale"])
        await parts.attach()
        let home = try #require(parts.transition.state.visibleStack.first)
        try parts.transition.follow(.userPopped(to: home.id))
        #expect(stack(parts.transition) == ["home"])
        #expect(parts.recorder.steps.isEmpty)
    }
}
