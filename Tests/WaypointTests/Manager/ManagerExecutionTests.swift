import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTesting

/// A typed route the table does not have, whose pattern is the same as `home`'s.
private struct GhostRoute: Route {
    static let id: RouteID = "ghost"
    static let pattern = "/"
}

/// A typed route whose id is in the table, declared with a pattern the table's route does not have.
private struct StaleCategoryRoute: Route {
    static let id: RouteID = "catalog.category"
    static let pattern = "/catalog/sale"
}

/// Records, for each check, whether it ran isolated to the main actor.
private final class IsolationLog: @unchecked Sendable {
    // The lock guards `onMainActor`.
    private let lock = NSLock()
    private var onMainActor: [Bool] = []
    func record(_ isolation: (any Actor)?) {
        let isMain = isolation.map { ObjectIdentifier($0) == ObjectIdentifier(MainActor.shared) } ?? false
        lock.withLock { onMainActor.append(isMain) }
    }
    var all: [Bool] { lock.withLock { onMainActor } }
}

/// What a burst's requests report, in the order they finish.
@MainActor
private final class BurstLog {
    var finished: [Int] = []
    var codes: [String] = []
}

@MainActor
@Suite("NavigationManager: how requests run")
struct ManagerExecutionTests {
    @Test("a typed route opens the route its type names, made from its values, never another route with its path")
    func typedRouteByID() async throws {
        let app = try ManagerFixture()
        await app.attach()
        let ghost = await app.manager.navigate(to: GhostRoute())
        #expect(ghost.code == "notFound")
        #expect("\(ghost)".contains("no route has the id 'ghost'"))
        // Made from the table's route `catalog.category`, not from the type's `/catalog/sale`.
        let stale = await app.manager.navigate(to: StaleCategoryRoute())
        #expect(stale.code == "missingParameter")
        #expect("\(stale)".contains("route 'catalog.category' has no single value for 'category'"))
        #expect(app.visibleRoutes == ["home"])
        let product = await app.manager.navigate(to: ProductRoute(category: "shoes", productId: 42))
        #expect(product.code == "completed")
        #expect(app.visibleRoutes == ["home", "catalog.category", "catalog.product"])
    }

    @Test("a route id navigates to exactly that route")
    func routeIDNavigation() async throws {
        let app = try ManagerFixture()
        await app.attach()
        #expect(await app.manager.navigate(to: "catalog.sale").code == "completed")
        #expect(app.visibleRoutes == ["home", "catalog.sale"])
        #expect(await app.manager.navigate(to: "no.such.route").code == "notFound")
        // A value that spells another route's literal: the route's own link would open that route,
        // but the match is made from the id and the values, so it is the route asked for.
        let shadowed = await app.manager.navigate(to: "catalog.category", parameters: ["category": "sale"])
        #expect(shadowed.code == "completed")
        #expect(app.visibleRoutes == ["home", "catalog.sale", "catalog.category"])
        #expect(app.manager.state.topEntry?.descriptor.path == "/catalog/sale")
        #expect(app.manager.state.topEntry?.descriptor.parameters == ["category": "sale"])
    }

    @Test("a parent whose link another route takes is still its own route, never shown as that route")
    func shadowedParent() async throws {
        let app = try ManagerFixture()
        await app.attach()
        // `/catalog/sale` is `catalog.sale`; the product's category parent is made from its id.
        #expect(await app.manager.open("/catalog/sale/products/7").code == "completed")
        #expect(app.visibleRoutes == ["home", "catalog.category", "catalog.product"])
        #expect(app.manager.state.visibleStack[1].descriptor.path == "/catalog/sale")
        #expect(await app.manager.open("/catalog/shoes/products/7").code == "completed")
        #expect(app.visibleRoutes == ["home", "catalog.category", "catalog.product", "catalog.category", "catalog.product"])
    }

    @Test("guards run on the caller's executor: the main actor, never a thread of the pool")
    func guardsRunOnMainActor() async throws {
        let log = IsolationLog()
        let check = GuardFunction { _ in
            log.record(#isolation)
            return .allow
        }
        let app = try ManagerFixture(guards: ["signedIn": check], globalGuards: [check])
        await app.attach()
        #expect(await app.manager.open("shop://basket").code == "completed")
        #expect(log.all == [true, true])
    }

    @Test("a guard that suspends before answering still answers in time, and one that never answers times out")
    func suspendingGuards() async throws {
        let slowButInTime = GuardFunction { _ in
            try? await Task.sleep(for: .milliseconds(20))
            return .allow
        }
        let never = GuardFunction { _ in
            try? await Task.sleep(for: .seconds(3600))
            return .allow
        }
        let app = try ManagerFixture(guards: ["signedIn": slowButInTime, "never": never]) { configuration in
            // Generous: other tests keep the main actor busy for seconds, and the answer comes there.
            configuration.guardTimeout = .seconds(120)
        }
        await app.attach()
        #expect(await app.manager.open("shop://basket").code == "completed")
        let timedOut = try ManagerFixture(guards: ["signedIn": never]) { configuration in
            configuration.guardTimeout = .milliseconds(50)
        }
        await timedOut.attach()
        let outcome = await timedOut.manager.open("shop://basket")
        #expect(outcome.code == "guardTimedOut")
        // The manager stays usable after a timeout.
        #expect(await timedOut.manager.open("/catalog/shoes").code == "completed")
    }

    @Test("a burst of links queued at once from another thread: one outcome each, taken in queue order")
    func burstFromAnotherThread() async throws {
        let app = try ManagerFixture()
        await app.attach()
        let manager = app.manager
        let links = (0..<300).map { $0.isMultiple(of: 2) ? "/catalog/shoes/products/\($0)" : "/" }
        let log = BurstLog()
        let tasks = await Task.detached {
            links.indices.map { index in
                Task { @MainActor in
                    let outcome = await manager.open(links[index])
                    log.finished.append(index)
                    log.codes.append(outcome.code)
                }
            }
        }.value
        for task in tasks { await task.value }
        #expect(log.finished == Array(links.indices))
        #expect(log.codes.allSatisfy { $0 == "completed" })
        #expect(app.visibleRoutes.last == "home")
    }

    @Test("requests that arrive while a guard waits are taken after it, in order, with one outcome each")
    func queueBehindSuspendedGuard() async throws {
        let slow = GuardFunction { _ in
            try? await Task.sleep(for: .milliseconds(30))
            return .allow
        }
        let app = try ManagerFixture(guards: ["signedIn": slow]) { configuration in
            configuration.guardTimeout = .seconds(120)
        }
        await app.attach()
        let manager = app.manager
        // Tasks made on the main actor start there in the order they were made: the first runs
        // until its guard suspends, and the others arrive while it waits.
        let links = ["shop://basket", "/catalog/shoes", "/catalog/shoes/products/1"]
        let tasks = links.map { link in Task { @MainActor in await manager.open(link).code } }
        var codes: [String] = []
        for task in tasks { codes.append(await task.value) }
        #expect(codes == ["completed", "completed", "completed"])
        await manager.waitUntilIdle()
        #expect(manager.state.topEntry?.route == "catalog.product")
    }
}

@MainActor
@Suite("NavigationManager: a descriptor's presentation")
struct DescriptorPresentationTests {
    @Test("a descriptor that names no presentation is shown as its route declares, as the link is")
    func routeDecides() async throws {
        let app = try ManagerFixture()
        app.session.signIn("ada")
        await app.attach()
        // `checkout` is declared `.modal(.fullScreen)`.
        let outcome = await app.manager.navigate(using: DeepLinkDescriptor(path: "/checkout"))
        #expect(outcome.code == "completed")
        #expect(app.manager.state.modalLayers.map(\.style) == [.fullScreen])
        #expect(app.visibleRoutes == ["checkout"])
    }

    @Test("a descriptor that names a presentation gets it, whatever the route declares")
    func requestWins() async throws {
        let app = try ManagerFixture()
        app.session.signIn("ada")
        await app.attach()
        let outcome = await app.manager.navigate(using: DeepLinkDescriptor(path: "/checkout", presentationMode: .push))
        #expect(outcome.code == "completed")
        #expect(app.manager.state.modalLayers.isEmpty)
        #expect(app.visibleRoutes.last == "checkout")
    }

    @Test("a push payload's path and its link show the route the same way")
    func payloadForms() async throws {
        // `payment.methods` is declared `.modal` (a sheet) and accepts push notifications.
        let path = "/settings/payment-methods"
        for payload in [#"{"waypoint":{"path":"\#(path)"}}"#, #"{"waypoint":{"link":"\#(path)"}}"#] {
            let app = try ManagerFixture()
            app.session.signIn("ada")
            await app.attach()
            let outcome = await app.manager.handle(notificationJSON: Data(payload.utf8))
            #expect(outcome.code == "completed", "\(payload)")
            #expect(app.manager.state.modalLayers.map(\.style) == [.sheet], "\(payload)")
        }
    }

    @Test("a requested presentation survives encoding; an unrequested one stays unrequested")
    func codable() throws {
        let unrequested = DeepLinkDescriptor(path: "/checkout")
        let requested = DeepLinkDescriptor(path: "/checkout", presentationMode: .modal(.sheet))
        for descriptor in [unrequested, requested] {
            let data = try JSONEncoder().encode(descriptor)
            #expect(try JSONDecoder().decode(DeepLinkDescriptor.self, from: data) == descriptor)
        }
        // Saved states written before requests could be left out always hold a presentation.
        let old = #"{"path":"/checkout","parameters":{},"presentationMode":"push","source":"in-app"}"#
        #expect(try JSONDecoder().decode(DeepLinkDescriptor.self, from: Data(old.utf8)).requestedPresentation == .push)
    }
}

/// Records what each screen factory was handed besides its declared parameters.
@MainActor
private final class UndeclaredLog {
    var seen: [[String: String]] = []
}

@MainActor
@Suite("NavigationManager: parameters a route does not declare")
struct UndeclaredParameterTests {
    private static func app(_ log: UndeclaredLog) throws -> ManagerFixture {
        var screens = ScreenRegistry<String>(module: "Test")
        for route in ShopRoutes.definitions.map(\.id) + ["basket.root", "account"] {
            screens.register(route) { context, _ in
                log.seen.append(context.undeclaredParameters)
                return "\(route)"
            }
        }
        return try ManagerFixture(screens: screens)
    }

    @Test("an in-app descriptor's undeclared parameter reaches the screen, apart from the decoded ones")
    func inAppDelivered() async throws {
        let log = UndeclaredLog()
        let app = try Self.app(log)
        await app.attach()
        let events = app.manager.events
        log.seen.removeAll()
        let outcome = await app.manager.navigate(
            using: DeepLinkDescriptor(path: "/catalog/sale", parameters: ["campaign": "spring"]))
        #expect(outcome.code == "completed")
        #expect(log.seen == [["campaign": "spring"]])
        var iterator = events.makeAsyncIterator()
        let event = await iterator.next()
        #expect(event?.detail == "undeclared parameters given to the screen: campaign")
        // The entry keeps it, so a screen made again from the entry gets it again.
        #expect(app.manager.state.topEntry?.descriptor.parameters["campaign"] == "spring")
    }

    @Test("a link from outside the app keeps ignoring them, and the event names what it ignored")
    func outsideIgnored() async throws {
        let log = UndeclaredLog()
        let app = try Self.app(log)
        await app.attach()
        let events = app.manager.events
        log.seen.removeAll()
        let outcome = await app.manager.open("https://shop.example.com/catalog/sale?utm_source=mail")
        #expect(outcome.code == "completed")
        #expect(log.seen == [[:]])
        var iterator = events.makeAsyncIterator()
        let event = await iterator.next()
        #expect(event?.detail == "undeclared parameters ignored: utm_source")
        #expect(app.manager.state.topEntry?.descriptor.parameters["utm_source"] == nil)
    }

    @Test("a match lists the query items its route does not declare, and only those")
    func matchLists() throws {
        let match = try ShopRoutes.table.match(
            shopParser.parse("/search?q=boots&page=2&utm_source=mail&campaign=spring", source: .inApp))
        #expect(match.undeclaredParameters.map(\.name) == ["utm_source", "campaign"])
        #expect(match.parameters["q"] == "boots")
    }
}
