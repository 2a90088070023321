import TestSupport
import Testing

@testable import Waypoint

@Suite("EventHub: every outcome reported once, to every subscriber, values redacted unless the route logs them")
@MainActor
struct EventHubTests {
    let routes: RouteTable

    init() throws {
        var product = RouteDefinition(
            "catalog.product", pattern: "/catalog/{category}/products/{productId: int}", module: "Catalog")
        product.loggedParameters = ["category"]
        routes = try RouteTable([product, RouteDefinition("login", pattern: "/login", module: "Login")])
    }

    func productMatch() throws -> RouteMatch {
        try routes.match(route: "catalog.product", parameters: ["category": "shoes", "productId": "42"])
    }

    @Test("a refusal calls the failure hook once and sends one finished event; a completion calls no hook")
    func finish() async throws {
        let hub = EventHub(routes: routes)
        let log = HubLog(hub)
        let refused = hub.finish(
            .rejected(.guardDenied(guard: "signedIn", reason: "user 12345 is not signed in")), number: 3,
            match: try productMatch(), source: .pushNotification)
        #expect(refused.code == NavigationOutcome.rejected(.guardDenied(guard: "signedIn", reason: "")).code)
        _ = hub.finish(.completed(NavigationState()), number: 4, match: nil, source: .inApp)
        #expect(log.failures.map(\.request) == [3])
        #expect(log.failures.first?.route == "catalog.product")
        let events = await log.next(2)
        #expect(events.map(\.request) == [3, 4])
        #expect(events.map(\.kind) == [.finished, .finished])
        // The reason's words can quote values: the event names the guard only.
        #expect(events[0].detail == "guard 'signedIn'")
        #expect(events[1].outcome == "completed")
    }

    @Test("parameters the route does not log are redacted")
    func redaction() async throws {
        let hub = EventHub(routes: routes)
        let log = HubLog(hub)
        _ = hub.finish(.completed(NavigationState()), number: 1, match: try productMatch(), source: .inApp)
        let event = await log.next(1)[0]
        #expect(event.parameters == ["category": "shoes", "productId": NavigationEvent.redacted])
    }

    @Test("where redirects sent the request is named, in order, before the outcome's own detail")
    func trail() async throws {
        let hub = EventHub(routes: routes)
        let log = HubLog(hub)
        _ = hub.finish(
            .completed(NavigationState()), number: 1, match: try productMatch(), source: .inApp,
            redirectedTo: ["login", "catalog.product"])
        #expect(await log.next(1)[0].detail == "redirected to login → catalog.product")
    }

    @Test("every subscriber gets every event; with nobody listening, no event is made")
    func subscribers() async {
        let hub = EventHub(routes: routes)
        var made = 0
        func event() -> NavigationEvent {
            made += 1
            return NavigationEvent(
                request: 1, kind: .replayed, route: nil, source: .inApp, parameters: [:], outcome: nil, detail: "")
        }
        hub.emit(event())
        #expect(made == 0)
        let first = HubLog(hub)
        let second = HubLog(hub)
        hub.emit(event())
        #expect(made == 1)
        #expect(await first.next(1).map(\.kind) == [.replayed])
        #expect(await second.next(1).map(\.kind) == [.replayed])
    }
}
