import Foundation
import Waypoint
import WaypointTesting
import TestSupport

/// A signed-in flag the guards read from any thread.
final class UserSession: @unchecked Sendable {
    // The lock guards `user`.
    private let lock = NSLock()
    private var user: String?
    var isSignedIn: Bool { lock.withLock { user != nil } }
    var currentUser: String? { lock.withLock { user } }
    func signIn(_ name: String) { lock.withLock { user = name } }
    func signOut() { lock.withLock { user = nil } }
}

/// A clock the tests move by hand.
final class ManualClock: @unchecked Sendable {
    // The lock guards `current`.
    private let lock = NSLock()
    private var current = ContinuousClock.now
    var now: ContinuousClock.Instant { lock.withLock { current } }
    func advance(by duration: Duration) { lock.withLock { current = current.advanced(by: duration) } }
}

/// The Shop's navigation, with screens as strings, for manager tests.
@MainActor
struct ManagerFixture {
    let session = UserSession()
    let clock = ManualClock()
    let recorder = RecordingContainer<String>()
    let manager: NavigationManager<String>

    static let signedInGuard: @Sendable (UserSession) -> any NavigationGuard = { session in
        GuardFunction { _ in
            session.isSignedIn
                ? .allow
                : .redirect(DeepLinkDescriptor(path: "/login", presentationMode: .modal), resumeWhen: "signedIn")
        }
    }

    init(
        screens: ScreenRegistry<String>? = nil,
        guards extraGuards: [GuardID: any NavigationGuard] = [:],
        globalGuards: [any NavigationGuard] = [],
        routes: [RouteDefinition] = ShopRoutes.definitions,
        configure: (inout NavigationConfiguration) -> Void = { _ in }
    ) throws {
        var configuration = NavigationConfiguration()
        configuration.addTab("shop", root: "home", modules: ["Catalog", "Help"])
        configuration.addTab("basket", root: "basket.root", modules: ["Basket"], routes: ["checkout"])
        configuration.addTab("account", root: "account", modules: ["Profile", "Login"], routes: ["payment.methods"])
        let clock = self.clock
        configuration.now = { clock.now }
        configure(&configuration)
        let table = try RouteTable(routes + [
            RouteDefinition("basket.root", pattern: "/basket-tab", module: "Basket"),
            RouteDefinition("account", pattern: "/account", module: "Profile"),
        ])
        var actions = ActionRegistry(module: "Basket")
        actions.register("basket.add") { context, _ in .done("added product \(context.match.parameters["productId"] ?? "?")") }
        var guards = extraGuards
        if guards["signedIn"] == nil { guards["signedIn"] = Self.signedInGuard(session) }
        manager = try NavigationManager(
            routes: table, policy: shopPolicy, screens: screens ?? Self.allScreens(table), actions: actions,
            resolver: try DependencyContainer { _ in }, guards: guards, globalGuards: globalGuards,
            configuration: configuration)
    }

    /// A screen for every route: its id and its parameters.
    static func allScreens(_ table: RouteTable) -> ScreenRegistry<String> {
        var screens = ScreenRegistry<String>(module: "Test")
        for route in table.routes {
            screens.register(route.id) { context, _ in "\(route.id)\(context.match.parameters)" }
        }
        return screens
    }

    /// Attaches the recorder and forgets the set-up steps.
    func attach() async {
        await manager.attach(recorder)
        recorder.reset()
    }

    /// The visible stack as route ids.
    var visibleRoutes: [RouteID] { manager.state.visibleStack.map(\.route) }
}
