import Foundation
import Waypoint
import WaypointTools

/// Launch: what an app does before it can show anything — its feature modules' routes, screens,
/// actions, guards and services assembled into a route table, a container and a navigation
/// manager (``AppAssembly/build()``, with every check it makes), then the container validated.
///
/// The Shop example's modules are targets of the root package, not products, so this package cannot
/// import them. The case assembles the same app from the Shop's checked-in manifest
/// (`Examples/Shop/routes.json`, read with `WaypointTools`' `ManifestRoutes`) through the public API: the same routes, modules, parents, guards,
/// sources and query parameters, a screen factory per screen route, the basket's action, the
/// sign-in guard, the Shop's four singleton services and its three tabs. Its routes are untyped
/// (the manifest keeps no Swift types), so the typed routes' schema reflection is not timed.
enum LaunchCases {
    static var definitions: [CaseDefinition] {
        [
            CaseDefinition(name: "launch.shop") {
                let assembly = try ShopLikeAssembly.load()
                let implementations = [
                    Implementation(
                        "waypoint",
                        mainActor: { n in
                            for _ in 0..<n { blackHole(assembly.launch()) }
                        })
                ]
                return try await PreparedCase(
                    implementations,
                    verifyOnMainActor: {
                        guard let app = assembly.launch() else {
                            throw Disagreement("the Shop's assembly does not build")
                        }
                        let ids = app.routes.routes.map(\.id)
                        try expectSame(
                            ids, assembly.routes.definitions.map(\.id).sorted { $0.rawValue < $1.rawValue }, "route ids"
                        )
                        let link = try LinkParser(policy: assembly.policy).parse(
                            "https://shop.example.com/catalog/shoes/products/42", source: .universalLink)
                        try expectSame(try app.routes.match(link).route, "catalog.product", "a product link")
                    })
            },
            CaseDefinition(name: "launch.large") {
                let assembly = LargeAppAssembly()
                var waypoint = Implementation(
                    "waypoint",
                    mainActor: { n in
                        for _ in 0..<n { blackHole(await assembly.launch()) }
                    })
                let heapBefore = Memory.heapBytesInUse()
                let launched = await assembly.launch()
                let retained = Memory.heapBytesInUse() - heapBefore
                waypoint.retainedBytes = { retained }
                return try await PreparedCase(
                    [waypoint],
                    verifyOnMainActor: {
                        guard let launched else { throw Disagreement("the large app's assembly does not build") }
                        try expectSame(launched.app.routes.routes.count, 2_000, "routes")
                        // The five tabs' roots, the first of which is shown: `m00.0` needs nothing, the others need it.
                        try expectSame(
                            launched.screen.screens, ["m00.home 0 0"] + (1..<5).map { "m0\($0).home 0 1" },
                            "the tabs' root screens")
                        let link = try LinkParser(policy: assembly.policy).parse(
                            "https://large.example.com/m17/kind3/42/reviews?page=2", source: .universalLink)
                        try expectSame(try launched.app.routes.match(link).route, "m17.item3.reviews", "a deep link")
                        let last = try launched.app.container.resolve(LargeService.self, name: "m39.9")
                        try expectSame(last.dependencies.count, 2, "the last service's dependencies")
                    })
            },
        ]
    }
}

/// The Shop, assembled from its manifest.
@MainActor
struct ShopLikeAssembly {
    let routes: ManifestRoutes
    let policy: LinkPolicy
    let modules: [ManifestModule]

    static func load() throws -> ShopLikeAssembly {
        // Benchmarks/Sources/BenchmarkCases/Launch/LaunchCases.swift → the repository's root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Examples/Shop/routes.json"))
        let routes = try ManifestRoutes(jsonData: data)
        let definitions = routes.definitions
        let names = definitions.map(\.module).reduce(into: [ModuleID]()) { if !$0.contains($1) { $0.append($1) } }
        let guardOwner: ModuleID = "Login"
        let modules = names.map { name in
            ManifestModule(
                name: name, definitions: definitions.filter { $0.module == name },
                providesGuards: name == guardOwner ? Set(definitions.flatMap(\.guards).map(\.rawValue)) : [])
        }
        return ShopLikeAssembly(routes: routes, policy: routes.policy ?? LinkPolicy(), modules: modules)
    }

    /// The Shop's three tabs, as `ShopAssembly.configuration` declares them.
    var configuration: NavigationConfiguration {
        var configuration = NavigationConfiguration()
        configuration.addTab("shop", root: "home", modules: ["Catalog", "Help"])
        configuration.addTab("basket", root: "basket.tab", modules: ["Basket"], routes: ["checkout"])
        configuration.addTab(
            "account", root: "account.tab", modules: ["Profile", "Login"], routes: ["payment.methods"])
        return configuration
    }

    /// Assembles the app and validates its container; `nil` when either fails.
    func launch() -> AssembledApp<String>? {
        let assembly = AppAssembly<String>(modules: modules, policy: policy, configuration: configuration)
        guard let app = try? assembly.build(), (try? app.container.validate()) != nil else { return nil }
        return app
    }
}

/// One of the Shop's feature modules, from its routes in the manifest.
struct ManifestModule: FeatureModule {
    let name: ModuleID
    let definitions: [RouteDefinition]
    let providesGuards: Set<String>

    func registerRoutes(in routes: inout RouteRegistry) {
        for definition in definitions { routes.add(definition) }
    }

    func registerScreens(in screens: inout ScreenRegistry<String>) {
        for definition in definitions where definition.kind == .screen {
            let id = definition.id
            screens.register(id) { context, _ in "\(id) \(context.match.parameters.count)" }
        }
    }

    func registerActions(in actions: inout ActionRegistry) {
        for definition in definitions where definition.kind == .action {
            actions.register(definition.id) { _, _ in .done("added") }
        }
    }

    func registerGuards(in guards: inout GuardRegistry) {
        for name in providesGuards.sorted() { guards.register(GuardID(rawValue: name), AllowingGuard()) }
    }

    /// The Shop's services: each module that has one registers a singleton, as the Shop's do.
    func registerServices(in services: inout ServiceRegistry) {
        switch name {
        case "Catalog": services.register(ShopService<CatalogTag>.self, scope: .singleton) { _ in ShopService() }
        case "Basket": services.register(ShopService<BasketTag>.self, scope: .singleton) { _ in ShopService() }
        case "Login": services.register(ShopService<SessionTag>.self, scope: .singleton) { _ in ShopService() }
        case "Profile": services.register(ShopService<OrdersTag>.self, scope: .singleton) { _ in ShopService() }
        default: break
        }
    }
}

struct AllowingGuard: NavigationGuard {
    func check(_ context: GuardContext) async -> GuardDecision { .allow }
}

/// A stand-in for one of the Shop's shared stores.
final class ShopService<Tag>: Sendable {}
enum CatalogTag {}
enum BasketTag {}
enum SessionTag {}
enum OrdersTag {}
