import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// A screen with identity, as a view controller has, so tests can watch it go away.
@MainActor
final class ScreenObject {
    let route: RouteID
    init(route: RouteID) { self.route = route }
}

/// A container that keeps exactly the screens on display, as a UIKit container keeps its view
/// controllers: it lets go of what a step removes, as the state the step leads to says.
@MainActor
final class LiveContainer: NavigationContainer {
    private(set) var screens: [EntryID: ScreenObject] = [:]

    func perform(
        _ step: NavigationStep, from: NavigationState, to: NavigationState, screens added: [EntryID: ScreenObject]
    ) async throws {
        screens.merge(added) { _, new in new }
        let onDisplay = Set(to.entries.map(\.id))
        screens = screens.filter { onDisplay.contains($0.key) }
    }
}

/// A guard that is a class, so a test can tell whether anything keeps it after the manager goes.
final class ObjectGuard: NavigationGuard, @unchecked Sendable {
    func check(_ context: GuardContext) async -> GuardDecision { .allow }
}

/// Watches objects through weak references.
@MainActor
final class WeakBag {
    private var references: [() -> AnyObject?] = []
    private var names: [String] = []

    func watch(_ object: AnyObject, _ name: String) {
        references.append { [weak object] in object }
        names.append(name)
    }

    /// The names of the watched objects still alive.
    var alive: [String] { zip(names, references).compactMap { $1() == nil ? nil : $0 } }

    /// Lets tasks that still hold references finish, for at most `seconds`.
    func settle(seconds: Double = 2) async {
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        while !alive.isEmpty, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}

@MainActor
@Suite("Hardening: what is dismissed or torn down is released")
struct HardeningMemoryTests {
    private static func objectScreens(_ table: RouteTable) -> ScreenRegistry<ScreenObject> {
        var screens = ScreenRegistry<ScreenObject>(module: "Test")
        for route in table.routes { screens.register(route.id) { _, _ in ScreenObject(route: route.id) } }
        return screens
    }

    private static func makeManager(
        guards: [GuardID: any NavigationGuard] = [:], globalGuards: [any NavigationGuard] = []
    ) throws -> NavigationManager<ScreenObject> {
        var configuration = NavigationConfiguration()
        configuration.addTab("shop", root: "home", modules: ["Catalog", "Help"])
        configuration.addTab("basket", root: "basket.root", modules: ["Basket"], routes: ["checkout"])
        configuration.addTab("account", root: "account", modules: ["Profile", "Login"], routes: ["payment.methods"])
        let table = try RouteTable(
            ShopRoutes.definitions + [
                RouteDefinition("basket.root", pattern: "/basket-tab", module: "Basket"),
                RouteDefinition("account", pattern: "/account", module: "Profile"),
            ])
        return try NavigationManager(
            routes: table, policy: shopPolicy, screens: objectScreens(table),
            resolver: try DependencyContainer { _ in },
            guards: guards, globalGuards: globalGuards, configuration: configuration)
    }

    @Test("the manager, its container, its guards and every screen are released when the app lets go")
    func teardown() async throws {
        let bag = WaypointTestingBag()
        do {
            let guardObject = ObjectGuard()
            let signedIn = GuardFunction { _ in .redirect(DeepLinkDescriptor(path: "/login"), resumeWhen: "signedIn") }
            // The object guard runs for every request, under the manager's guard deadline.
            let manager = try Self.makeManager(guards: ["signedIn": signedIn], globalGuards: [guardObject])
            let recorder = RecordingContainer<ScreenObject>()
            await manager.attach(recorder)
            _ = await manager.open("shop://catalog/shoes/products/42")
            _ = await manager.open("/login")
            _ = await manager.open("shop://basket")  // redirected, waits for sign-in
            #expect(manager.pendingCount == 1)
            // An observer that is still subscribed when the app goes away.
            let events = manager.events
            // Off the main actor, so that the loop can end while the main actor runs other tests.
            bag.consumer = Task.detached { for await _ in events {} }
            bag.watch(manager, "manager")
            bag.watch(recorder, "recorder")
            bag.watch(guardObject, "guard")
            for screen in recorder.screens { bag.watch(screen, "screen \(screen.route)") }
            #expect(recorder.screens.count >= 4)
        }
        await bag.settle()
        #expect(bag.alive.isEmpty, "still alive: \(bag.alive)")
        // The subscriber's loop ends once the manager is gone, instead of waiting forever.
        let finished = await bag.consumerFinishes(within: .seconds(2))
        #expect(finished, "an event subscriber still waits after the manager is gone")
    }

    @Test("a container that keeps what is on screen lets popped and dismissed screens go")
    func poppedAndDismissed() async throws {
        let bag = WeakBag()
        let manager = try Self.makeManager()
        let live = LiveContainer()
        await manager.attach(live)
        _ = await manager.open("shop://catalog/shoes/products/42")
        // No local keeps a screen: only the container does.
        bag.watch(try #require(live.screens.values.first { $0.route == "catalog.product" }), "product")
        bag.watch(try #require(live.screens.values.first { $0.route == "catalog.category" }), "category")
        _ = await manager.open("/help/faq", source: .inApp)
        _ = await manager.navigate(using: DeepLinkDescriptor(path: "/login", presentationMode: .modal))
        bag.watch(try #require(live.screens.values.first { $0.route == "login" }), "login")
        #expect(bag.alive.sorted() == ["category", "login", "product"])

        #expect(await manager.dismiss().code == "completed")
        #expect(bag.alive.sorted() == ["category", "product"])
        #expect(await manager.popToRoot().code == "completed")
        #expect(bag.alive.isEmpty, "still alive: \(bag.alive)")
        #expect(Set(live.screens.keys) == Set(manager.state.entries.map(\.id)))
    }

    @Test("a recording container keeps what it recorded until it is reset")
    func recorderReset() async throws {
        let bag = WeakBag()
        let manager = try Self.makeManager()
        let recorder = RecordingContainer<ScreenObject>()
        await manager.attach(recorder)
        _ = await manager.open("shop://catalog/shoes/products/42")
        for screen in recorder.screens where screen.route.rawValue.hasPrefix("catalog") {
            bag.watch(screen, "\(screen.route)")
        }
        _ = await manager.popToRoot()
        // Recording is its purpose: popped screens stay in the record.
        #expect(bag.alive.count == 2)
        recorder.reset()
        #expect(bag.alive.isEmpty, "still alive: \(bag.alive)")
    }

    @Test("a weak-scoped service lives while held and is made anew after; containers let go of what they made")
    func weakScope() throws {
        final class PlayerSession: Sendable {}
        final class APIClient: Sendable {}
        let made = LockedCounter()
        weak var weakSession: PlayerSession?
        weak var weakClient: APIClient?
        weak var weakContainer: DependencyContainer?
        weak var weakChild: DependencyContainer?
        do {
            let container = try DependencyContainer { services in
                services.register(PlayerSession.self, scope: .weak) { _ in
                    made.increment()
                    return PlayerSession()
                }
                services.register(APIClient.self, scope: .singleton) { _ in APIClient() }
            }
            weakContainer = container
            var held: PlayerSession? = try container.resolve(PlayerSession.self)
            weakSession = held
            #expect(try container.resolve(PlayerSession.self) === held)
            #expect(made.value == 1)
            held = nil
            #expect(weakSession == nil, "the weak scope kept its instance")
            _ = try container.resolve(PlayerSession.self)
            #expect(made.value == 2)

            let child = try container.makeChild { _ in }
            weakChild = child
            weakClient = try child.resolve(APIClient.self)
            #expect(weakClient != nil, "a singleton lives as long as its container")
        }
        #expect(weakChild == nil && weakContainer == nil, "a container outlived its last reference")
        #expect(weakClient == nil, "a singleton outlived its container")
    }
}

/// A `WeakBag` that also holds an event subscriber's task.
@MainActor
final class WaypointTestingBag {
    private let bag = WeakBag()
    var consumer: Task<Void, Never>?

    func watch(_ object: AnyObject, _ name: String) { bag.watch(object, name) }
    var alive: [String] { bag.alive }
    func settle() async { await bag.settle() }

    /// Whether the subscriber's task ends within the time given.
    func consumerFinishes(within limit: Duration) async -> Bool {
        guard let consumer else { return true }
        let finished = LockedCounter()
        let waiter = Task {
            await consumer.value
            finished.increment()
        }
        let deadline = ContinuousClock.now.advanced(by: limit)
        while finished.value == 0, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(10)) }
        waiter.cancel()
        consumer.cancel()
        return finished.value == 1
    }
}
