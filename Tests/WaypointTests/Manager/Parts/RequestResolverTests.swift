import TestSupport
import Testing
import WaypointTesting

@testable import Waypoint

@Suite("RequestResolver: one pass and one report per request, wherever redirects, actions and the fallback send it")
@MainActor
struct RequestResolverTests {
    static let toLogin = GuardFunction { _ in .redirect(DeepLinkDescriptor(path: "/login")) }

    @Test("a redirect shows its target and the request is reported once, naming where it went")
    func redirect() async throws {
        let parts = try Parts(guards: ["signedIn": Self.toLogin])
        await parts.attach()
        let log = HubLog(parts.events)
        let outcome = await parts.resolver.process(Parts.request("shop://basket", number: 7))
        #expect(outcome.code == "redirected")
        #expect(parts.transition.state.topEntry?.route == "login")
        let events = await log.sent()
        #expect(events.map(\.request) == [7])
        #expect(events.first?.kind == .finished)
        #expect(events.first?.route == "basket")
        #expect(events.first?.detail == "redirected to login")
        #expect(log.failures.isEmpty)
    }

    @Test("redirects beyond the configured number are refused, with one failure call for the request")
    func tooManyRedirects() async throws {
        let loop = GuardFunction { _ in .redirect(DeepLinkDescriptor(path: "/basket")) }
        let parts = try Parts(guards: ["signedIn": loop]) { $0.maxRedirects = 2 }
        await parts.attach()
        let log = HubLog(parts.events)
        let outcome = await parts.resolver.process(Parts.request("shop://basket"))
        #expect(outcome.code == "tooManyRedirects")
        #expect(await log.sent().count == 1)
        #expect(log.failures.count == 1)
        #expect(parts.transition.state.topEntry?.route == "home")
    }

    @Test("without a container a request waits, and replays once when the container is there")
    func waitsForContainer() async throws {
        let parts = try Parts()
        let log = HubLog(parts.events)
        #expect(await parts.resolver.run(.link("shop://catalog/sale", .customScheme, nil)).code == "deferred")
        #expect(parts.waitingRoom.count == 1)
        await parts.attach()
        parts.resolver.replayReadyRequests()
        await parts.queue.waitUntilIdle()
        #expect(parts.waitingRoom.count == 0)
        #expect(parts.transition.state.topEntry?.route == "catalog.sale")
        let events = await log.sent()
        #expect(events.map(\.kind) == [.finished, .replayed, .finished])
        #expect(events.map(\.outcome) == ["deferred", nil, "completed"])
        #expect(Set(events.map(\.request)) == [1])
    }

    @Test("a guard deferring until a condition that already holds is refused instead of waiting forever")
    func deferUntilHeld() async throws {
        let parts = try Parts(guards: ["signedIn": GuardFunction { _ in .deferUntil("signedIn") }])
        await parts.attach()
        parts.waitingRoom.satisfy("signedIn")
        #expect(await parts.resolver.process(Parts.request("shop://basket")).code == "guardDenied")
        #expect(parts.waitingRoom.count == 0)
    }

    @Test("an unmatched link goes to the app's fallback once: the fallback's own destination gets none")
    func fallback() async throws {
        let parts = try Parts { $0.fallback = { _ in .show(DeepLinkDescriptor(path: "/nowhere-either")) } }
        await parts.attach()
        let log = HubLog(parts.events)
        #expect(await parts.resolver.process(Parts.request("shop://nowhere")).code == "notFound")
        #expect(await log.sent().count == 1)
        #expect(log.failures.count == 1)

        let shown = try Parts { $0.fallback = { _ in .show(DeepLinkDescriptor(path: "/login")) } }
        await shown.attach()
        let shownLog = HubLog(shown.events)
        #expect(await shown.resolver.process(Parts.request("shop://nowhere")).code == "completed")
        #expect(shown.transition.state.topEntry?.route == "login")
        #expect(await shownLog.sent().map(\.route) == ["login"])
    }

    @Test("an action's navigation is the same request: one report, naming the route it went on to")
    func actionNavigates() async throws {
        var actions = ActionRegistry(module: "Basket")
        actions.register("basket.add") { _, _ in .navigate(DeepLinkDescriptor(path: "/catalog/sale")) }
        let parts = try Parts(guards: ["signedIn": GuardFunction { _ in .allow }], actions: actions)
        await parts.attach()
        let log = HubLog(parts.events)
        #expect(await parts.resolver.process(Parts.request("shop://basket/add?productId=3")).code == "completed")
        #expect(parts.transition.state.topEntry?.route == "catalog.sale")
        let events = await log.sent()
        #expect(events.count == 1)
        #expect(events.first?.route == "basket.add")
        #expect(events.first?.detail == "redirected to catalog.sale")
    }

    @Test("after every request it reports, navigation or not, what waited past its lifetime is reported expired")
    func expiry() async throws {
        let parts = try Parts(guards: ["signedIn": GuardFunction { _ in .deferUntil("signedIn") }]) {
            $0.pendingLifetime = .seconds(30)
        }
        await parts.attach()
        #expect(await parts.resolver.process(Parts.request("shop://basket", number: 1)).code == "deferred")
        #expect(await parts.resolver.process(Parts.request("shop://orders", number: 2)).code == "deferred")
        parts.clock.advance(by: .seconds(31))
        let log = HubLog(parts.events)
        _ = await parts.resolver.process(Parts.request("shop://catalog/sale", number: 3))
        #expect(parts.waitingRoom.count == 0)
        #expect(await log.sent().map(\.outcome) == ["completed", "expired", "expired"])

        #expect(await parts.resolver.process(Parts.request("shop://basket", number: 4)).code == "deferred")
        parts.clock.advance(by: .seconds(31))
        #expect(await parts.resolver.run { _ in .completed(NavigationState()) }.code == "completed")
        #expect(parts.waitingRoom.count == 0)
        #expect(await log.sent().map(\.outcome) == ["deferred", "completed", "expired"])
    }
}
