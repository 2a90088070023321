import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

@MainActor
@Suite("NavigationManager: actions, fallbacks, failures, user navigation, restoration, events")
struct ManagerEdgeTests {
    @Test("an action route runs after its guard and reports through the outcome")
    func action() async throws {
        let app = try ManagerFixture()
        await app.attach()
        #expect(await app.manager.open("shop://basket/add?productId=42").code == "redirected")
        app.manager.cancelPending()
        _ = await app.manager.dismissAll()
        app.session.signIn("ada")
        let before = app.manager.state
        let outcome = await app.manager.open("shop://basket/add?productId=42")
        #expect(outcome.description == "performed basket.add: added product 42")
        #expect(app.manager.state == before)
    }

    @Test("fallbacks: a not-found screen, or the link handed back to the system")
    func fallbacks() async throws {
        let show = try ManagerFixture { $0.fallback = { _ in .show(DeepLinkDescriptor(path: "/help/not-found")) } }
        await show.attach()
        #expect(await show.manager.open("shop://no/such/page").code == "completed")
        #expect(show.manager.state.topEntry?.descriptor.path == "/help/not-found")

        let handOff = try ManagerFixture { $0.fallback = { link in link.host == nil ? .reject : .handOff } }
        await handOff.attach()
        let outcome = await handOff.manager.open("https://shop.example.com/blog/2026/launch")
        guard case .handedOff(let link) = outcome else { Issue.record("expected a hand-off, got \(outcome)"); return }
        #expect(link.description == "https://shop.example.com/blog/2026/launch")
        #expect(await handOff.manager.open("shop://nothing").code == "notFound")
        // A fallback never applies to refusals other than notFound.
        #expect(await handOff.manager.open("https://evil.example/x").code == "hostNotAllowed")
    }

    @Test("a screen that cannot be built is an outcome carrying the ResolutionError; nothing is performed")
    func missingScreen() async throws {
        var screens = ScreenRegistry<String>(module: "Test")
        for id in ["home", "basket.root", "account"] { screens.register(RouteID(rawValue: id)) { _, _ in id } }
        screens.register("catalog.category") { _, resolver in
            let name: String = try resolver.resolve(String.self, name: "categoryTitle")
            return name
        }
        let app = try ManagerFixture(screens: screens)
        await app.attach()
        let outcome = await app.manager.open("shop://catalog/shoes/products/1")
        guard case .rejected(.screenUnavailable(let route, let error)) = outcome else {
            Issue.record("expected screenUnavailable, got \(outcome)")
            return
        }
        #expect(route == "catalog.category")
        #expect(error.code == .notRegistered)
        #expect(app.recorder.steps.isEmpty)
        #expect(app.visibleRoutes == ["home"])
        let missing = await app.manager.open("shop://help/faq")
        guard case .rejected(.screenUnavailable(_, let helpError)) = missing else { Issue.record("\(missing)"); return }
        #expect(helpError.service.name == "help.article")
    }

    @Test("a container that fails a step interrupts the plan; the state stays as far as it got")
    func containerFailure() async throws {
        let app = try ManagerFixture()
        await app.attach()
        app.recorder.failure = { step in if case .selectTab = step { true } else { false } }
        app.session.signIn("ada")
        let outcome = await app.manager.open("/orders/3")
        #expect(outcome.code == "interrupted")
        #expect(app.manager.state.selectedTab == "shop")
        #expect(await app.manager.open("/orders/3").code == "completed")
    }

    @Test("the user's back swipe, interactive dismiss and tab tap: the state follows")
    func userNavigation() async throws {
        let app = try ManagerFixture()
        await app.attach()
        _ = await app.manager.open("shop://catalog/shoes/products/42")
        let category = try #require(app.manager.state.visibleStack.dropFirst().first)
        try app.manager.userDidNavigate(.userPopped(to: category.id))
        #expect(app.visibleRoutes == ["home", "catalog.category"])
        _ = await app.manager.open("/login")
        let layer = try #require(app.manager.state.modalLayers.first)
        try app.manager.userDidNavigate(.userDismissed(layer.id))
        #expect(app.manager.state.modalLayers.isEmpty)
        try app.manager.userDidNavigate(.userSelectedTab("account"))
        #expect(app.manager.state.selectedTab == "account")
        #expect(throws: NavigationRejection.self) { try app.manager.userDidNavigate(.userSelectedTab("nope")) }
        #expect(app.manager.state.invariantViolations().isEmpty)
    }

    @Test("a saved state whose tabs differ from today's is set aside")
    func restorationFresh() async throws {
        let app = try ManagerFixture()
        await app.attach()
        let report = await app.manager.restore(NavigationState(stack: []))
        #expect(report.startedFresh)
        #expect(app.visibleRoutes == ["home"])
    }

    @Test("events redact parameter values unless the route opts in")
    func redaction() async throws {
        var routes = ShopRoutes.definitions
        if let index = routes.firstIndex(where: { $0.id == "catalog.category" }) { routes[index].loggedParameters = ["category"] }
        let app = try ManagerFixture(routes: routes)
        await app.attach()
        let log = EventLog(app.manager)
        _ = await app.manager.open("/profile/details?userId=secret-123")
        _ = await app.manager.open("/catalog/shoes")
        _ = await app.manager.open("/search?q=secret&page=x")
        await log.settle()
        let text = log.events.map(\.description).joined(separator: "\n")
        #expect(!text.contains("secret"))
        #expect(log.finished.first?.parameters == ["userId": NavigationEvent.redacted])
        #expect(log.finished.dropFirst().first?.parameters == ["category": "shoes"])
        #expect(log.finished.last?.outcome == "invalidParameter")
        log.cancel()
    }
}
