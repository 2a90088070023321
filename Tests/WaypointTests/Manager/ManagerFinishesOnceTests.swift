import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// A small app whose requests are sent on: `/gated` redirects to `/login`, `/detour` redirects to
/// `/locked`, whose guard refuses, and the action `/act` navigates to `/locked`.
@MainActor
private struct RedirectingApp {
    let manager: NavigationManager<String>
    let recorder = RecordingContainer<String>()
    let log: EventLog
    let failures = FailureLog()

    @MainActor
    final class FailureLog {
        var requests: [Int] = []
    }

    init(fallback: @escaping @Sendable (Link) -> NavigationConfiguration.Fallback = { _ in .reject }) throws {
        let routes = try RouteTable([
            RouteDefinition("home", pattern: "/", module: "App"),
            RouteDefinition("login", pattern: "/login", module: "App"),
            RouteDefinition("gated", pattern: "/gated", module: "App", guards: ["toLogin"]),
            RouteDefinition("detour", pattern: "/detour", module: "App", guards: ["toLocked"]),
            RouteDefinition("locked", pattern: "/locked", module: "App", guards: ["refuses"]),
            RouteDefinition("act", pattern: "/act", module: "App", kind: .action),
            RouteDefinition("missing", pattern: "/missing", module: "App"),
        ])
        var screens = ScreenRegistry<String>(module: "App")
        for route in routes.routes where route.kind != .action {
            screens.register(route.id) { _, _ in "\(route.id)" }
        }
        var actions = ActionRegistry(module: "App")
        actions.register("act") { _, _ in .navigate(DeepLinkDescriptor(path: "/locked")) }
        var configuration = NavigationConfiguration()
        configuration.fallback = fallback
        manager = try NavigationManager(
            routes: routes, policy: LinkPolicy(customSchemes: ["app"]), screens: screens, actions: actions,
            resolver: try DependencyContainer { _ in },
            guards: [
                "toLogin": GuardFunction { _ in .redirect(DeepLinkDescriptor(path: "/login")) },
                "toLocked": GuardFunction { _ in .redirect(DeepLinkDescriptor(path: "/locked")) },
                "refuses": GuardFunction { _ in .reject("closed") },
            ],
            configuration: configuration)
        log = EventLog(manager)
        let failures = self.failures
        manager.onFailure = { failures.requests.append($0.request) }
    }

    /// The `finished` events of request `number`.
    func finished(_ number: Int) -> [NavigationEvent] { log.finished.filter { $0.request == number } }
}

@MainActor
@Suite("NavigationManager: a request sent on by a redirect or an action finishes once")
struct ManagerFinishesOnceTests {
    @Test("a guard's redirect finishes its request once, the redirect named in that one event")
    func redirectFinishesOnce() async throws {
        let app = try RedirectingApp()
        await app.manager.attach(app.recorder)
        let outcome = await app.manager.open("/gated")
        await app.log.settle()
        let request = try #require(app.log.finished.last?.request)
        #expect(outcome.code == "redirected")
        #expect(app.finished(request).count == 1)
        #expect(app.finished(request).first?.route == "gated")
        #expect(app.finished(request).first?.outcome == "redirected")
        #expect(app.finished(request).first?.detail.contains("redirected to login") == true)
        #expect(app.failures.requests.isEmpty)
        #expect(app.manager.state.topEntry?.route == "login")
    }

    @Test("a redirect to a route whose guard refuses: one finished event, one failure call")
    func redirectToRefusedRouteFailsOnce() async throws {
        let app = try RedirectingApp()
        await app.manager.attach(app.recorder)
        let outcome = await app.manager.open("/detour")
        await app.log.settle()
        let request = try #require(app.log.finished.last?.request)
        #expect(outcome.code == "guardDenied")
        #expect(app.finished(request).count == 1)
        #expect(app.finished(request).first?.detail.contains("redirected to locked") == true)
        #expect(app.failures.requests == [request])
    }

    @Test("an action that navigates to a route whose guard refuses: one finished event, one failure call")
    func actionToRefusedRouteFailsOnce() async throws {
        let app = try RedirectingApp()
        await app.manager.attach(app.recorder)
        let outcome = await app.manager.open("/act")
        await app.log.settle()
        let request = try #require(app.log.finished.last?.request)
        #expect(outcome.code == "guardDenied")
        #expect(app.finished(request).count == 1)
        #expect(app.finished(request).first?.route == "act")
        #expect(app.finished(request).first?.detail.contains("redirected to locked") == true)
        #expect(app.failures.requests == [request])
    }

    @Test("the fallback's destination finishes its request once, with the destination's route")
    func fallbackFinishesOnce() async throws {
        let app = try RedirectingApp { _ in .show(DeepLinkDescriptor(path: "/missing")) }
        await app.manager.attach(app.recorder)
        let outcome = await app.manager.open("/nowhere")
        await app.log.settle()
        let request = try #require(app.log.finished.last?.request)
        #expect(outcome.code == "completed")
        #expect(app.finished(request).count == 1)
        #expect(app.finished(request).first?.route == "missing")
        #expect(app.failures.requests.isEmpty)
    }
}
