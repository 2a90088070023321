import Waypoint
import WaypointTesting

/// Navigation: `open(link)` through the whole pipeline — policy, match, guards, reducer, planner —
/// into the recording container, on the main actor.
///
/// The routes are declared as `@Route` declares them (`MacroRoutes.swift`), as the README recommends.
/// The loop alternates a cold universal link to a product (which pushes its synthetic parent, the
/// category) with the in-app link home (which pops back to the root), so that the navigation state
/// stays the same size however long it runs. The recording container keeps a log of every step by
/// design; the loop clears it every 1,024 navigations and when it ends, so that only the manager's own
/// memory is measured.
@MainActor
final class NavigationBench {
    static let productLink = "https://shop.example.com/catalog/shoes/products/42"
    static let homeLink = "/"

    let recorder = RecordingContainer<String>()
    let manager: NavigationManager<String>

    init() throws {
        let table = try RouteTable([
            RouteDefinition("home", pattern: "/", module: "Catalog", presentation: .popToExistingOrPush),
            RouteDefinition(MacroCategory.self, module: "Catalog"),
            RouteDefinition(MacroProduct.self, module: "Catalog", guards: ["available"], parent: MacroCategory.id),
            RouteDefinition(MacroSearch.self, module: "Catalog"),
            RouteDefinition(MacroOrder.self, module: "Orders"),
            RouteDefinition("checkout", pattern: "/checkout", module: "Payment", sources: [.inApp, .universalLink]),
            RouteDefinition(PickerRoute.self, module: "Catalog"),
        ])
        var screens = ScreenRegistry<String>(module: "Catalog")
        screens.register("home") { _, _ in "home" }
        screens.register(MacroCategory.self) { category, _ in "category \(category.category)" }
        screens.register(MacroProduct.self) { product, _ in "product \(product.productId)" }
        screens.register(PickerRoute.self) { _, _ in "picker" }
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "home"
        manager = try NavigationManager(
            routes: table,
            policy: LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"]),
            screens: screens,
            resolver: try DependencyContainer { _ in },
            guards: ["available": GuardFunction { _ in .allow }],
            globalGuards: [GuardFunction { _ in .allow }],
            configuration: configuration)
    }

    func attach() async {
        _ = await manager.attach(recorder)
        recorder.reset()
    }

    /// `n` navigations: product, home, product, home, …
    func run(_ n: Int) async {
        for index in 0..<n {
            let outcome =
                index & 1 == 0
                ? await manager.open(Self.productLink, source: .universalLink)
                : await manager.open(Self.homeLink, source: .inApp)
            blackHole(outcome)
            if index & 1023 == 1023 { recorder.reset() }
        }
        recorder.reset()
    }

    /// `n` typed navigations, the same two destinations as ``run(_:)``: the product as a typed route
    /// value (`navigate(to: MacroProduct(…))`, which pushes its category too), home by its route id.
    /// Nothing is parsed: each is matched from the route's id and values.
    func runTyped(_ n: Int) async {
        for index in 0..<n {
            let outcome =
                index & 1 == 0
                ? await manager.navigate(to: Self.product)
                : await manager.navigate(to: Self.home)
            blackHole(outcome)
            if index & 1023 == 1023 { recorder.reset() }
        }
        recorder.reset()
    }

    static let product = MacroProduct(category: "shoes", productId: 42)
    static let home: RouteID = "home"

    /// `n` result round trips: ask for the picker's result (it is pushed over home), the picker
    /// finishes with a value through its handle (it is popped), the caller resumes with the value.
    func runResults(_ n: Int) async {
        for index in 0..<n {
            let request = await manager.requestResult(PickerRoute())
            blackHole(await manager.topScreenHandle?.finish(PickerRoute.self, with: index))
            blackHole(await request.result)
            if index & 1023 == 1023 { recorder.reset() }
        }
        recorder.reset()
    }

    /// Checks that the picker shows over home, and that its value reaches the caller as it closes.
    func verifyResults() async throws {
        for value in 0..<2 {
            let request = await manager.requestResult(PickerRoute())
            try expectSame(request.outcome.code, "completed", "the picker request's outcome")
            try expectSame(
                manager.state.visibleStack.map(\.route), ["home", PickerRoute.id], "the stack with the picker")
            let finished = await manager.topScreenHandle?.finish(PickerRoute.self, with: value)
            try expectSame(finished?.code, "completed", "the finish's outcome")
            try expectSame(await request.result.value, value, "the value the caller got")
            try expectSame(manager.state.visibleStack.map(\.route), ["home"], "the stack after the picker closed")
        }
        recorder.reset()
    }

    /// Checks that the product link shows the product above its category, and home pops back.
    func verify() async throws {
        for _ in 0..<2 {
            let shown = await manager.open(Self.productLink, source: .universalLink)
            try expectSame(shown.code, "completed", "the product link's outcome")
            try expectSame(
                manager.state.visibleStack.map(\.route), ["home", MacroCategory.id, MacroProduct.id],
                "the stack after the product link")
            try expectSame(recorder.screens.last, "product 42", "the product screen")
            let home = await manager.open(Self.homeLink, source: .inApp)
            try expectSame(home.code, "completed", "the home link's outcome")
            try expectSame(manager.state.visibleStack.map(\.route), ["home"], "the stack after going home")
        }
        recorder.reset()
    }

    /// Checks that the typed product shows the same stack as its link, with the same values, and home
    /// pops back.
    func verifyTyped() async throws {
        for _ in 0..<2 {
            let shown = await manager.navigate(to: Self.product)
            try expectSame(shown.code, "completed", "the typed product's outcome")
            try expectSame(
                manager.state.visibleStack.map(\.route), ["home", MacroCategory.id, MacroProduct.id],
                "the stack after the typed product")
            try expectSame(
                manager.state.visibleStack.last?.descriptor.parameters["productId"], "42",
                "the typed product's parameter")
            try expectSame(recorder.screens.last, "product 42", "the product screen")
            let home = await manager.navigate(to: Self.home)
            try expectSame(home.code, "completed", "home's outcome")
            try expectSame(manager.state.visibleStack.map(\.route), ["home"], "the stack after going home")
        }
        recorder.reset()
    }
}

enum NavigationCases {
    static func definitions(profile: RunProfile) -> [CaseDefinition] {
        [
            attachedNavigation(
                "nav.open", profile: profile, run: { await $0.run($1) }, verify: { try await $0.verify() }),
            attachedNavigation(
                "nav.open.typed", profile: profile, run: { await $0.runTyped($1) },
                verify: { try await $0.verifyTyped() }),
            attachedNavigation(
                "nav.result", profile: profile, run: { await $0.runResults($1) },
                verify: { try await $0.verifyResults() }),
            CaseDefinition(name: "nav.open.direct") {
                let direct = DirectNavigator()
                return try await PreparedCase(
                    [
                        Implementation("direct") { n in
                            for index in 0..<n {
                                blackHole(
                                    await direct.open(
                                        index & 1 == 0 ? NavigationBench.productLink : NavigationBench.homeLink))
                            }
                        }
                    ],
                    verifyOnMainActor: {
                        try expectSame(await direct.open(NavigationBench.productLink), true, "the product link")
                        try expectSame(direct.stack, ["home", "category shoes", "product 42"], "the direct stack")
                        try expectSame(await direct.open(NavigationBench.homeLink), true, "the home link")
                        try expectSame(direct.stack, ["home"], "the direct stack after going home")
                    })
            },
            CaseDefinition(name: "nav.restore.deep") {
                let bench = try DeepStateBench()
                try await bench.prepare()
                return try await PreparedCase(
                    [Implementation("waypoint") { n in await bench.run(n) }],
                    verifyOnMainActor: { try await bench.verify() })
            },
            CaseDefinition(name: "nav.burst") {
                let navigation = try NavigationBench()
                await navigation.attach()
                let bench = BurstBench(navigation)
                return try await PreparedCase(
                    [Implementation("waypoint") { n in await bench.burst(n) }],
                    verifyOnMainActor: { try await bench.verify() })
            },
        ]
    }

    /// A case timing one kind of navigation on an attached `NavigationBench`, with its memory probe.
    private static func attachedNavigation(
        _ name: String, profile: RunProfile, run: @escaping @MainActor (NavigationBench, Int) async -> Void,
        verify: @escaping @MainActor (NavigationBench) async throws -> Void
    ) -> CaseDefinition {
        CaseDefinition(name: name) {
            let bench = try NavigationBench()
            await bench.attach()
            return try await PreparedCase(
                [
                    Implementation("waypoint", memoryProbeOperations: profile.navigationsForMemory) { n in
                        await run(bench, n)
                    }
                ],
                verifyOnMainActor: { try await verify(bench) })
        }
    }
}

/// A picker that hands back a number, with the reader and writer `@Route` would generate for a
/// route without parameters.
struct PickerRoute: ResultRoute {
    typealias Output = Int
    static let id: RouteID = "picker"
    static let pattern = "/picker"

    init() {}
    init(routeParameters reader: RouteParameterReader) throws(LinkRejection) {}
    func writeParameters(to writer: inout RouteParameterWriter) throws(LinkRejection) {}
}
