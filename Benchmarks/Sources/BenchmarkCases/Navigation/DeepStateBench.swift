import Waypoint
import WaypointTesting

/// `nav.restore.deep`: restoring a saved state of three tabs of eight screens each, with two modal
/// layers over them, every entry matched again and its guards run again. The loop restores two
/// saved states in turn (their products differ), so each restore replaces what the last one showed.
@MainActor
final class DeepStateBench {
    static let tabs: [(tab: TabID, root: RouteID, link: (Int) -> String)] = [
        ("shop", "home", { "/catalog/shoes/products/\($0)" }),
        ("orders", "orders", { "/orders/\($0)" }),
        ("account", "account", { "/account/page\($0)" }),
    ]

    let recorder = RecordingContainer<String>()
    let manager: NavigationManager<String>
    private(set) var saved: [NavigationState] = []

    init() throws {
        let table = try RouteTable([
            RouteDefinition("home", pattern: "/", module: "Catalog"),
            RouteDefinition(CategoryRoute.self, module: "Catalog"),
            RouteDefinition(ProductRoute.self, module: "Catalog", guards: ["available"], parent: CategoryRoute.id),
            RouteDefinition("orders", pattern: "/orders", module: "Orders"),
            RouteDefinition("orders.detail", pattern: "/orders/{orderId: int}", module: "Orders", guards: ["signedIn"]),
            RouteDefinition("account", pattern: "/account", module: "Account"),
            RouteDefinition("account.page", pattern: "/account/{page}", module: "Account", guards: ["signedIn"]),
            RouteDefinition("help", pattern: "/help/{topic}", module: "Help", presentation: .modal),
        ])
        var screens = ScreenRegistry<String>(module: "All")
        for route in table.routes { screens.register(route.id) { context, _ in "\(context.entry.route)" } }
        var configuration = NavigationConfiguration()
        configuration.addTab("shop", root: "home", modules: ["Catalog"])
        configuration.addTab("orders", root: "orders", modules: ["Orders"])
        configuration.addTab("account", root: "account", modules: ["Account", "Help"])
        manager = try NavigationManager(
            routes: table, policy: LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"]),
            screens: screens, resolver: try DependencyContainer { _ in },
            guards: ["available": GuardFunction { _ in .allow }, "signedIn": GuardFunction { _ in .allow }],
            globalGuards: [GuardFunction { _ in .allow }], configuration: configuration)
    }

    /// Attaches the recorder and makes the two saved states by navigating to them.
    func prepare() async throws {
        await manager.attach(recorder)
        for variant in 0..<2 {
            for (tab, _, link) in Self.tabs {
                await manager.selectTab(tab)
                await manager.popToRoot()
                // The product link pushes its category too: seven pushes make eight screens.
                let pushes = tab == "shop" ? 6 : 7
                for index in 0..<pushes {
                    let outcome = await manager.open(link(100 * variant + index), source: .inApp)
                    try expectSame(outcome.code, "completed", "building the saved state: \(link(index))")
                }
            }
            for topic in ["returns", "shipping"] {
                let outcome = await manager.open("/help/\(topic)\(variant)", source: .inApp)
                try expectSame(outcome.code, "completed", "presenting help")
            }
            try expectSame(manager.state.entries.count, 3 * 8 + 2, "entries in the saved state")
            saved.append(manager.state)
            await manager.dismissAll()
        }
        recorder.reset()
    }

    /// `n` restorations, alternating the two saved states.
    func run(_ n: Int) async {
        for index in 0..<n {
            blackHole(await manager.restore(saved[index & 1]))
            if index & 1023 == 1023 { recorder.reset() }
        }
        recorder.reset()
    }

    /// Each restore brings back every entry, and the state equals the saved one.
    func verify() async throws {
        for state in saved {
            let report = await manager.restore(state)
            try expectSame(report.dropped.count, 0, "entries dropped on restore")
            try expectSame(manager.state.entries.count, 26, "entries after restore")
            try expectSame(manager.state.visibleStack.map(\.route), state.visibleStack.map(\.route), "visible stack")
        }
        recorder.reset()
    }
}
