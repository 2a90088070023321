import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// Collects events as they come, for assertions after the fact.
@MainActor
final class EventLog {
    private(set) var events: [NavigationEvent] = []
    private var task: Task<Void, Never>?

    init(_ manager: NavigationManager<String>) {
        let stream = manager.events
        task = Task { @MainActor [weak self] in
            for await event in stream { self?.events.append(event) }
        }
    }

    /// Lets queued work and event delivery run.
    func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    var finished: [NavigationEvent] { events.filter { $0.kind == .finished } }
    func cancel() { task?.cancel() }
}

@MainActor
@Suite("NavigationManager: nothing lost, nothing twice")
struct ManagerWaitingTests {
    @Test("a link before any container waits, then replays exactly once on attach")
    func beforeAttach() async throws {
        let app = try ManagerFixture()
        let log = EventLog(app.manager)
        let outcome = await app.manager.open("shop://catalog/shoes/products/42")
        #expect(outcome.code == "deferred")
        #expect(app.manager.pendingCount == 1)
        await app.manager.attach(app.recorder)
        await app.manager.waitUntilIdle()
        #expect(app.visibleRoutes == ["home", "catalog.category", "catalog.product"])
        #expect(app.manager.pendingCount == 0)
        await log.settle()
        #expect(log.events.filter { $0.kind == .replayed }.count == 1)
        #expect(log.finished.filter { $0.route == "catalog.product" }.map(\.outcome) == ["deferred", "completed"])
        // Attaching again replays nothing more.
        await app.manager.attach(app.recorder)
        await log.settle()
        #expect(log.finished.filter { $0.route == "catalog.product" }.count == 2)
        log.cancel()
    }

    @Test("a waiting link expires instead of replaying late")
    func expiry() async throws {
        let app = try ManagerFixture { $0.pendingLifetime = .seconds(30) }
        let log = EventLog(app.manager)
        #expect(await app.manager.open("shop://catalog/shoes").code == "deferred")
        app.clock.advance(by: .seconds(31))
        await app.manager.attach(app.recorder)
        await log.settle()
        #expect(app.visibleRoutes == ["home"])
        #expect(log.finished.map(\.outcome).contains("expired"))
        #expect(app.manager.pendingCount == 0)
        log.cancel()
    }

    @Test("the pending queue is bounded: the oldest is evicted and told")
    func bounded() async throws {
        let app = try ManagerFixture { $0.pendingCapacity = 2 }
        let log = EventLog(app.manager)
        for category in ["a", "b", "c"] {
            #expect(await app.manager.open("shop://catalog/\(category)").code == "deferred")
        }
        await log.settle()
        #expect(app.manager.pendingCount == 2)
        #expect(log.finished.map(\.outcome) == ["deferred", "deferred", "evicted", "deferred"])
        await app.manager.attach(app.recorder)
        await log.settle()
        #expect(app.manager.state.visibleStack.map(\.descriptor.path) == ["/", "/catalog/b", "/catalog/c"])
        log.cancel()
    }

    @Test("without a pending queue, a link without a container is refused")
    func noQueue() async throws {
        let app = try ManagerFixture { $0.pendingCapacity = 0 }
        #expect(await app.manager.open("shop://catalog/shoes").code == "noContainer")
        #expect(await app.manager.pop().code == "noContainer")
    }

    @Test("cancelling drops what waits, each with one cancelled outcome")
    func cancel() async throws {
        let app = try ManagerFixture()
        let log = EventLog(app.manager)
        _ = await app.manager.open("shop://catalog/a")
        _ = await app.manager.open("shop://catalog/b")
        app.manager.cancelPending()
        await log.settle()
        #expect(log.finished.map(\.outcome) == ["deferred", "deferred", "cancelled", "cancelled"])
        await app.manager.attach(app.recorder)
        #expect(app.visibleRoutes == ["home"])
        log.cancel()
    }

    @Test("a deferring guard holds the request until its condition holds")
    func deferUntil() async throws {
        let ready = GuardFunction { context in
            context.satisfiedConditions.contains("catalogLoaded") ? .allow : .deferUntil("catalogLoaded")
        }
        let app = try ManagerFixture(globalGuards: [ready])
        await app.attach()
        let log = EventLog(app.manager)
        #expect(await app.manager.open("shop://catalog/shoes").code == "deferred")
        #expect(app.visibleRoutes == ["home"])
        app.manager.satisfy("catalogLoaded")
        await log.settle()
        #expect(app.visibleRoutes == ["home", "catalog.category"])
        log.cancel()
    }

    @Test("guards: rejection, timeout, unknown name, deferral on a condition that holds")
    func guardDecisions() async throws {
        let slow = GuardFunction { _ in
            try? await Task.sleep(for: .seconds(30))
            return .allow
        }
        let no = GuardFunction { _ in .reject("closed for maintenance") }
        let loop = GuardFunction { _ in .deferUntil(.containerAttached) }
        let routes = ShopRoutes.definitions + [
            RouteDefinition("slow", pattern: "/slow", module: "Catalog", guards: ["slow"]),
            RouteDefinition("no", pattern: "/no", module: "Catalog", guards: ["no"]),
            RouteDefinition("typo", pattern: "/typo", module: "Catalog", guards: ["signedInn"]),
            RouteDefinition("loop", pattern: "/loop", module: "Catalog", guards: ["loop"]),
        ]
        let app = try ManagerFixture(guards: ["slow": slow, "no": no, "loop": loop], routes: routes) {
            $0.guardTimeout = .milliseconds(50)
        }
        await app.attach()
        let denied = await app.manager.open("/no")
        #expect(denied.description == "rejected: guardDenied: guard 'no' refused: closed for maintenance")
        #expect(await app.manager.open("/slow").code == "guardTimedOut")
        #expect(await app.manager.open("/typo").description == "rejected: guardDenied: guard 'signedInn' refused: no guard is registered under this name")
        #expect(await app.manager.open("/loop").code == "guardDenied")
        #expect(app.visibleRoutes == ["home"])
    }

    @Test("guards run for every source, restoration included")
    func guardsForEverySource() async throws {
        let app = try ManagerFixture()
        await app.attach()
        for (link, source) in [("/orders", LinkSource.inApp), ("shop://orders", .customScheme),
                               ("https://shop.example.com/orders", .universalLink), ("/orders", .pushNotification)] {
            #expect(await app.manager.open(link, source: source).code == "redirected")
            _ = await app.manager.dismissAll()
        }
        app.manager.cancelPending()
    }
}
