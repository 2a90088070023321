import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// The token store the seeds share between sign-in, basket and payment.
final class TokenStore: @unchecked Sendable {
    // The lock guards `token`.
    private let lock = NSLock()
    private var stored: String?
    var token: String? { lock.withLock { stored } }
    func store(_ token: String?) { lock.withLock { stored = token } }
}

struct LoginModule: FeatureModule {
    let name: ModuleID = "Login"
    func registerRoutes(in routes: inout RouteRegistry) {
        routes.add("login", pattern: "/login", presentation: .modal)
        routes.add("login.submit", pattern: "/login/submit", query: [.required("user")], kind: .action)
    }
    func registerScreens(in screens: inout ScreenRegistry<String>) {
        screens.register("login") { _, _ in "LoginScreen" }
    }
    func registerActions(in actions: inout ActionRegistry) {
        actions.register("login.submit") { context, resolver in
            let store: TokenStore = try resolver.resolve()
            store.store("token-for-\(context.match.parameters["user"] ?? "")")
            return .done("signed in")
        }
    }
    func registerGuards(in guards: inout GuardRegistry) {
        guards.register("signedIn", SignedInGuard())
    }
}

/// Reads the token through a resolver captured at registration: the guard itself is a service consumer.
struct SignedInGuard: NavigationGuard {
    func check(_ context: GuardContext) async -> GuardDecision {
        context.satisfiedConditions.contains("signedIn")
            ? .allow : .redirect(DeepLinkDescriptor(path: "/login", presentationMode: .modal), resumeWhen: "signedIn")
    }
}

struct BasketModule: FeatureModule {
    let name: ModuleID = "Basket"
    func registerRoutes(in routes: inout RouteRegistry) {
        routes.add("basket", pattern: "/basket", guards: ["signedIn"])
    }
    func registerScreens(in screens: inout ScreenRegistry<String>) {
        screens.register("basket") { _, resolver in
            let store: TokenStore = try resolver.resolve()
            return "BasketScreen(token: \(store.token ?? "none"))"
        }
    }
}

struct PaymentModule: FeatureModule {
    let name: ModuleID = "Payment"
    func registerRoutes(in routes: inout RouteRegistry) {
        routes.add(CheckoutRoute.self, sources: [.inApp, .universalLink], guards: ["signedIn"], presentation: .modal(.fullScreen))
    }
    func registerScreens(in screens: inout ScreenRegistry<String>) {
        // A Direkt-style typed navigator: the route value is the screen's Input.
        screens.register(CheckoutRoute.self) { input, resolver in
            let store: TokenStore = try resolver.resolve()
            return "CheckoutScreen(basket: \(input.basketId), token: \(store.token ?? "none"))"
        }
    }
}

struct CheckoutRoute: Route {
    static let id: RouteID = "checkout"
    static let pattern = "/checkout"
    var basketId: Int
}

struct HomeModule: FeatureModule {
    let name: ModuleID = "Home"
    func registerRoutes(in routes: inout RouteRegistry) { routes.add("home", pattern: "/") }
    func registerScreens(in screens: inout ScreenRegistry<String>) { screens.register("home") { _, _ in "Home" } }
}

@MainActor
@Suite("Feature modules assemble into one app")
struct AppAssemblyTests {
    func assembly(_ modules: [any FeatureModule<String>]) -> AppAssembly<String> {
        var services = ServiceRegistry(module: "App")
        services.register(TokenStore.self, scope: .singleton) { _ in TokenStore() }
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "home"
        return AppAssembly(modules: modules, policy: shopPolicy, configuration: configuration, appServices: services)
    }

    @Test("the seeds' flow: sign-in stores a token that basket and payment receive through the container")
    func seedFlow() async throws {
        let app = try assembly([HomeModule(), LoginModule(), BasketModule(), PaymentModule()]).build()
        let recorder = RecordingContainer<String>()
        await app.manager.attach(recorder)
        #expect(await app.manager.navigate(using: DeepLinkDescriptor(path: "/basket")).code == "redirected")
        #expect(recorder.screens.last == "LoginScreen")
        #expect(await app.manager.open("/login/submit?user=ada").description == "performed login.submit: signed in")
        _ = await app.manager.dismiss()
        app.manager.satisfy("signedIn")
        for _ in 0..<20 { await Task.yield() }
        #expect(recorder.screens.last == "BasketScreen(token: token-for-ada)")
        #expect(await app.manager.navigate(to: CheckoutRoute(basketId: 7)).code == "completed")
        #expect(recorder.screens.last == "CheckoutScreen(basket: 7, token: token-for-ada)")
        #expect(app.manager.state.modalLayers.first?.style == .fullScreen)
    }

    @Test("missing pieces and clashes are reported together, naming modules")
    func problems() throws {
        struct Broken: FeatureModule {
            let name: ModuleID = "Broken"
            func registerRoutes(in routes: inout RouteRegistry) {
                routes.add("orphan", pattern: "/orphan", guards: ["vip"])
                routes.add("do.it", pattern: "/do", kind: .action)
            }
            func registerScreens(in screens: inout ScreenRegistry<String>) {
                screens.register("home") { _, _ in "Home again" }
                screens.register("ghost") { _, _ in "Ghost" }
            }
            func registerActions(in actions: inout ActionRegistry) {
                actions.register("orphan") { _, _ in .done("") }
            }
            func registerServices(in services: inout ServiceRegistry) {
                services.register(TokenStore.self) { _ in TokenStore() }
            }
        }
        let error = try #require(throws: AssemblyError.self) { try assembly([HomeModule(), Broken()]).build() }
        #expect(error.problems.map(\.code) == [
            .duplicateService, .duplicateScreen, .routeWithoutAction, .routeWithoutScreen, .unknownGuard,
            .screenWithoutRoute, .actionWithoutRoute,
        ])
        #expect(error.problems[1].detail == "route 'home' has screens from modules 'Home' and 'Broken'")
        #expect(error.problems[4].detail == "route 'orphan' (module Broken) lists guard 'vip', which no module registers; registered: none")
        // Each problem carries what it names, for code that acts on it.
        #expect(error.problems[1] == .duplicateScreen("home", first: "Home", second: "Broken"))
        #expect(error.problems[4] == .unknownGuard("vip", route: "orphan", module: "Broken", registered: []))
        #expect(error.problems[6] == .actionWithoutRoute("orphan", module: "Broken"))
    }

    @Test("route-table problems across modules name both modules")
    func routeTableProblems() throws {
        struct Other: FeatureModule {
            let name: ModuleID = "Other"
            func registerRoutes(in routes: inout RouteRegistry) { routes.add("start", pattern: "/") }
            func registerScreens(in screens: inout ScreenRegistry<String>) { screens.register("start") { _, _ in "" } }
        }
        let error = try #require(throws: AssemblyError.self) { try assembly([HomeModule(), Other()]).build() }
        #expect(error.problems.map(\.code) == [.routeTable])
        #expect(error.problems.first?.detail == "routes 'home' (/, module Home) and 'start' (/, module Other) have the same pattern")
    }
}
