import TestSupport
import Testing
import Waypoint
import WaypointTesting

/// `/gated` redirects to `/login` until `signedIn`, and `/login` to `/terms` until `termsAccepted`:
/// both redirects ask to resume, and only the request the user made waits.
@MainActor
private struct NestedRedirectApp {
    let manager: NavigationManager<String>
    let recorder = RecordingContainer<String>()
    let log: EventLog

    init() throws {
        let routes = try RouteTable([
            RouteDefinition("home", pattern: "/", module: "App"),
            RouteDefinition("terms", pattern: "/terms", module: "App"),
            RouteDefinition("login", pattern: "/login", module: "App", guards: ["termsAccepted"]),
            RouteDefinition("gated", pattern: "/gated", module: "App", guards: ["signedIn"]),
        ])
        var screens = ScreenRegistry<String>(module: "App")
        for route in routes.routes { screens.register(route.id) { _, _ in "\(route.id)" } }
        func redirect(to path: String, until condition: ReadinessCondition) -> GuardFunction {
            GuardFunction { context in
                context.satisfiedConditions.contains(condition)
                    ? .allow : .redirect(DeepLinkDescriptor(path: path), resumeWhen: condition)
            }
        }
        manager = try NavigationManager(
            routes: routes, policy: LinkPolicy(customSchemes: ["app"]), screens: screens,
            resolver: try DependencyContainer { _ in },
            guards: [
                "signedIn": redirect(to: "/login", until: "signedIn"),
                "termsAccepted": redirect(to: "/terms", until: "termsAccepted"),
            ])
        log = EventLog(manager)
    }

    func events(_ number: Int, _ kind: NavigationEvent.Kind) -> [NavigationEvent] {
        log.events.filter { $0.request == number && $0.kind == kind }
    }
}

@MainActor
@Suite("NavigationManager: a redirected request waits to resume once")
struct ManagerResumesOnceTests {
    @Test(
        "a redirect whose target redirects too, both with resumeWhen: the request waits, replays and finishes once more, once"
    )
    func nestedResumeWaitsOnce() async throws {
        let app = try NestedRedirectApp()
        await app.manager.attach(app.recorder)
        let outcome = await app.manager.open("/gated")
        guard case .redirected(let target, let guardName, let condition) = outcome else {
            Issue.record("expected a redirect, got \(outcome)")
            return
        }
        #expect(target.path == "/login" && guardName == "signedIn" && condition == "signedIn")
        #expect(app.manager.state.topEntry?.route == "terms")
        #expect(app.manager.pendingCount == 1)

        // The redirect's target does not wait: accepting the terms replays nothing.
        app.manager.satisfy("termsAccepted")
        await app.manager.waitUntilIdle()
        #expect(app.manager.state.topEntry?.route == "terms")

        app.manager.satisfy("signedIn")
        await app.manager.waitUntilIdle()
        await app.log.settle()
        #expect(app.manager.state.topEntry?.route == "gated")
        #expect(app.manager.pendingCount == 0)
        let request = try #require(app.log.events.first { $0.route == "gated" }?.request)
        #expect(app.events(request, .replayed).count == 1)
        #expect(app.events(request, .finished).map(\.outcome) == ["redirected", "completed"])
        #expect(app.events(request, .finished).map(\.route) == ["gated", "gated"])
        #expect(app.events(request, .finished).first?.detail == "redirected to login → terms")
    }
}
