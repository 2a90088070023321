import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// A service every screen factory resolves: a singleton whose factory is slow enough for every
/// thread to arrive while it runs.
private final class CatalogService: Sendable {}
/// Shared while held.
private final class ImageCache: Sendable {}
/// Shared within one resolve.
private final class UnitOfWork: Sendable {}
private final class ScreenModel: Sendable {
    let catalog: CatalogService
    let cache: ImageCache
    let work: UnitOfWork
    let sameWork: Bool
    init(catalog: CatalogService, cache: ImageCache, work: UnitOfWork, sameWork: Bool) {
        self.catalog = catalog
        self.cache = cache
        self.work = work
        self.sameWork = sameWork
    }
}

/// A container that checks the manager's state before every step it performs, and lets other
/// requests interleave between steps.
@MainActor
private final class CheckingContainer: NavigationContainer {
    weak var manager: NavigationManager<String>?
    var steps = 0
    var violations: [String] = []

    func perform(_ step: NavigationStep, from: NavigationState, to: NavigationState, screens: [EntryID: String]) async throws {
        if let state = manager?.state, !state.invariantViolations().isEmpty {
            violations.append("before \(step): \(state.invariantViolations())")
        }
        steps += 1
        await Task.yield()
    }
}

/// Requests the stress test sends, by kind: every entry point, guarded and unguarded routes,
/// actions, refusals and plain control requests.
private enum StressRequest: CaseIterable {
    case product, search, profile, basket, order, checkout, addToBasket, hostile, pushOrder, pushPath
    case descriptor, typed, pop, dismiss, selectTab

    @MainActor
    func send(to manager: NavigationManager<String>, _ n: Int) async -> NavigationOutcome {
        switch self {
        case .product: await manager.open("https://shop.example.com/catalog/c\(n % 5)/products/\(n)")
        case .search: await manager.open("shop://search?q=q\(n % 7)&page=\(n % 3)")
        case .profile: await manager.open("/profile/details?userId=\(n % 4)")
        case .basket: await manager.open("shop://basket", source: .customScheme)
        case .order: await manager.open("/orders/\(n % 9)")
        case .checkout: await manager.open("https://shop.example.com/checkout")
        case .addToBasket: await manager.open("/basket/add?productId=\(n)")
        case .hostile:
            await manager.open(["/basket/../checkout", "shop://checkout", "/%00", "https://evil.example/"][n % 4])
        case .pushOrder:
            await manager.handle(notificationJSON: Data(#"{"waypoint":{"link":"shop://orders/\#(n % 5)"}}"#.utf8))
        case .pushPath: await manager.handle(notification: ["waypoint": ["path": "/catalog/p\(n % 3)"]])
        case .descriptor:
            await manager.navigate(using: DeepLinkDescriptor(path: "/help/a\(n % 2)/b", presentationMode: .modal))
        case .typed: await manager.navigate(to: "catalog.category", parameters: ["category": "t\(n % 6)"])
        case .pop: await manager.pop()
        case .dismiss: await manager.dismiss()
        case .selectTab: await manager.selectTab(["shop", "basket", "account"][n % 3])
        }
    }
}

@Suite("Hardening stress: many tasks and threads at once", .serialized)
struct HardeningStressTests {
    static let tasks = 12
    static let requestsPerTask = 100
    static let resolvingThreads = 6
    static let resolvesPerThread = 2_000

    private static func makeContainer(singletons: LockedCounter) throws -> DependencyContainer {
        try DependencyContainer { services in
            services.register(CatalogService.self, scope: .singleton) { _ in
                singletons.increment()
                Thread.sleep(forTimeInterval: 0.02)
                return CatalogService()
            }
            services.register(ImageCache.self, scope: .weak) { _ in ImageCache() }
            services.register(UnitOfWork.self, scope: .graph) { _ in UnitOfWork() }
            services.register(ScreenModel.self) { resolver in
                let work: UnitOfWork = try resolver.resolve()
                let again: UnitOfWork = try resolver.resolve()
                return ScreenModel(
                    catalog: try resolver.resolve(), cache: try resolver.resolve(), work: work, sameWork: work === again
                )
            }
        }
    }

    @MainActor
    private static func makeManager(
        resolver: DependencyContainer, session: UserSession, log: GuardLog
    ) throws
        -> NavigationManager<String>
    {
        var configuration = NavigationConfiguration()
        configuration.addTab("shop", root: "home", modules: ["Catalog", "Help"])
        configuration.addTab("basket", root: "basket.root", modules: ["Basket"], routes: ["checkout"])
        configuration.addTab("account", root: "account", modules: ["Profile", "Login"], routes: ["payment.methods"])
        configuration.pendingCapacity = 8
        let table = try RouteTable(
            ShopRoutes.definitions + [
                RouteDefinition("basket.root", pattern: "/basket-tab", module: "Basket"),
                RouteDefinition("account", pattern: "/account", module: "Profile"),
            ])
        var screens = ScreenRegistry<String>(module: "Stress")
        for route in table.routes {
            // Every screen resolves its model: the singleton, a weak and a graph-scoped service.
            screens.register(route.id) { context, resolver in
                let model: ScreenModel = try resolver.resolve()
                return "\(route.id) \(context.match.parameters) \(model.sameWork)"
            }
        }
        var actions = ActionRegistry(module: "Basket")
        actions.register("basket.add") { context, _ in .done("added \(context.match.parameters["productId"] ?? "?")") }
        let signedIn = GuardFunction { context in
            if session.isSignedIn {
                log.record(context.route, allowed: true)
                return .allow
            }
            log.record(context.route, allowed: false)
            return .redirect(DeepLinkDescriptor(path: "/login", presentationMode: .modal), resumeWhen: "signedIn")
        }
        return try NavigationManager(
            routes: table, policy: shopPolicy, screens: screens, actions: actions, resolver: resolver,
            guards: ["signedIn": signedIn], configuration: configuration)
    }

    @Test(
        "navigation from many tasks while threads resolve: one outcome each, invariants after every step, one singleton"
    )
    func navigationAndResolution() async throws {
        let singletons = LockedCounter()
        let resolver = try Self.makeContainer(singletons: singletons)
        let session = UserSession()
        let log = GuardLog()
        let manager = try await Self.makeManager(resolver: resolver, session: session, log: log)
        let container = await MainActor.run {
            let container = CheckingContainer()
            container.manager = manager
            return container
        }
        #expect(await manager.attach(container).code == "completed")

        let outcomes = LockedList<String>()
        let afterEach = LockedList<String>()
        let resolved = LockedList<ObjectIdentifier>()
        let failures = LockedList<String>()
        let finishedTasks = LockedCounter()

        await withTaskGroup(of: Void.self) { group in
            // Navigation from detached tasks, each hopping to the main actor for every request.
            for task in 0..<Self.tasks {
                group.addTask {
                    for step in 0..<Self.requestsPerTask {
                        let n = task * Self.requestsPerTask + step
                        let kind = StressRequest.allCases[(n * 7 + task) % StressRequest.allCases.count]
                        let outcome = await kind.send(to: manager, n)
                        outcomes.append(outcome.code)
                        let violations = await manager.state.invariantViolations()
                        if !violations.isEmpty { afterEach.append("\(kind) \(n): \(violations)") }
                    }
                    finishedTasks.increment()
                }
            }
            // Sign-in and sign-out while requests wait for it; the scene goes away and comes back.
            group.addTask {
                var round = 0
                while finishedTasks.value < Self.tasks {
                    round += 1
                    try? await Task.sleep(for: .milliseconds(15))
                    switch round % 4 {
                    case 0:
                        session.signIn("ada")
                        await manager.satisfy("signedIn")
                    case 1:
                        // A short absence of the scene: requests wait for the next container.
                        await manager.detach()
                        try? await Task.sleep(for: .milliseconds(2))
                        await manager.attach(container)
                    case 2:
                        session.signOut()
                        await manager.revoke("signedIn")
                    default:
                        continue
                    }
                }
                await manager.attach(container)
            }
            // Threads outside Swift concurrency resolve from the same container meanwhile.
            group.addTask {
                await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                    DispatchQueue.global().async {
                        DispatchQueue.concurrentPerform(iterations: Self.resolvingThreads) { _ in
                            for index in 0..<Self.resolvesPerThread {
                                do {
                                    let model: ScreenModel = try resolver.resolve()
                                    if !model.sameWork { failures.append("graph scope not shared") }
                                    let catalog: CatalogService = try resolver.resolve()
                                    if index.isMultiple(of: 50) { resolved.append(ObjectIdentifier(catalog)) }
                                    if model.catalog !== catalog { failures.append("two catalogs") }
                                } catch {
                                    failures.append("\(error)")
                                }
                            }
                        }
                        done.resume()
                    }
                }
            }
        }

        // Requests still waiting are dropped, each reported once, and the queue ends empty. A request
        // already running when the queue is cancelled may still decide to wait: cancel until quiet.
        var rounds = 0
        repeat {
            rounds += 1
            await manager.cancelPending()
            #expect(await manager.open("/").code == "completed")
        } while await manager.pendingCount > 0 && rounds < 20
        #expect(await manager.pendingCount == 0, "still waiting after \(rounds) rounds of cancelling")

        let codes = outcomes.all
        let tally = Dictionary(codes.map { ($0, 1) }, uniquingKeysWith: +).sorted { $0.key < $1.key }
        print(
            "stress outcomes: \(codes.count) requests, \(tally.map { "\($0.key)=\($0.value)" }.joined(separator: " ")); "
                + "\(await container.steps) steps performed")
        #expect(codes.count == Self.tasks * Self.requestsPerTask, "every request gets exactly one outcome")
        let known: Set<String> = [
            "completed", "redirected", "deferred", "performedAction", "cancelled", "evicted", "invalidRequest",
            "noContainer", "interrupted",
            "sourceNotAllowed", "dotSegment", "controlCharacter", "hostNotAllowed", "guardDenied",
        ]
        #expect(Set(codes).isSubset(of: known), "\(Set(codes).subtracting(known))")
        #expect(codes.contains("completed") && codes.contains("redirected"))
        #expect(afterEach.all.isEmpty, "\(afterEach.all.prefix(3))")
        let stepViolations = await container.violations
        #expect(stepViolations.isEmpty, "\(stepViolations.prefix(3))")
        #expect(await container.steps > 0)
        #expect(failures.all.isEmpty, "\(failures.all.prefix(3))")
        #expect(singletons.value == 1, "the singleton's factory ran \(singletons.value) times")
        #expect(Set(resolved.all).count == 1)
        let finalState = await manager.state
        #expect(finalState.invariantViolations().isEmpty)
        let guarded = Set(ShopRoutes.definitions.filter { !$0.guards.isEmpty }.map(\.id))
        let shown = Set(finalState.entries.map(\.route)).intersection(guarded)
        #expect(shown.isSubset(of: log.allowed), "\(shown.subtracting(log.allowed)) shown without their guard")
    }

    @Test("identical requests from many tasks at once are coalesced or queued, never lost or doubled")
    func identicalRequests() async throws {
        let singletons = LockedCounter()
        let manager = try await Self.makeManager(
            resolver: Self.makeContainer(singletons: singletons), session: UserSession(), log: GuardLog())
        let container = await MainActor.run {
            let container = CheckingContainer()
            container.manager = manager
            return container
        }
        await manager.attach(container)
        let outcomes = LockedList<String>()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask { outcomes.append(await manager.open("/profile/details?userId=7").code) }
            }
        }
        #expect(outcomes.all.count == 200)
        #expect(Set(outcomes.all) == ["completed"])
        let state = await manager.state
        // However many times it was asked for, the screen is on the stack once.
        #expect(state.entries.filter { $0.route == "profile.details" }.count == 1)
        #expect(state.invariantViolations().isEmpty)
        #expect(singletons.value == 1)
    }
}
