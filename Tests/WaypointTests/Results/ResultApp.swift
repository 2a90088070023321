import Foundation
import Waypoint
import WaypointTesting

/// A delivery address: what the address picker hands back.
struct Address: Codable, Sendable, Hashable {
    var street: String
}

/// The address picker, a sheet: the route the requesting module knows, with the type it returns.
struct PickAddressRoute: ResultRoute {
    typealias Output = Address
    static let id: RouteID = "address.pick"
    static let pattern = "/addresses/pick"
}

/// A colour picker, pushed, that returns a name.
struct PickColorRoute: ResultRoute {
    typealias Output = String
    static let id: RouteID = "color.pick"
    static let pattern = "/colors/pick"
}

/// An app of one stack (`/` at its root) with two tabs' worth of result flows: an address picker in
/// a sheet, a colour picker pushed, a picker behind a sign-in guard (`/gated/pick`, redirecting to
/// `/login` until `signedIn`), one its guard refuses (`/refused/pick`), one whose screen cannot be
/// built (`/broken/pick`), and a plain pushed screen (`/plain`). Every built screen's handle is kept
/// by route, the last one built winning.
@MainActor
final class ResultApp {
    let manager: NavigationManager<String>
    let recorder = RecordingContainer<String>()
    var handles: [RouteID: ScreenHandle] = [:]

    static let signedIn: ReadinessCondition = "signedIn"

    init(configure: (inout NavigationConfiguration) -> Void = { _ in }) throws {
        let routes = try RouteTable([
            RouteDefinition("home", pattern: "/", module: "App"),
            RouteDefinition("plain", pattern: "/plain", module: "App"),
            RouteDefinition("login", pattern: "/login", module: "Account", presentation: .modal(.sheet)),
            RouteDefinition(PickAddressRoute.self, module: "Account", presentation: .modal(.sheet)),
            RouteDefinition(PickColorRoute.self, module: "Catalog"),
            RouteDefinition("gated.pick", pattern: "/gated/pick", module: "Account", guards: ["signIn"]),
            RouteDefinition("refused.pick", pattern: "/refused/pick", module: "Account", guards: ["never"]),
            RouteDefinition("broken.pick", pattern: "/broken/pick", module: "Account"),
        ])
        var screens = ScreenRegistry<String>(module: "App")
        weak var app: ResultApp?
        for route in ["home", "plain", "login", "address.pick", "color.pick", "gated.pick", "refused.pick"]
            as [RouteID]
        {
            screens.register(route) { context, _ in
                app?.handles[route] = context.handle
                return route.rawValue
            }
        }
        screens.register("broken.pick") { _, _ in throw CocoaError(.featureUnsupported) }
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "home"
        configure(&configuration)
        let guards: [GuardID: any NavigationGuard] = [
            "signIn": GuardFunction { context in
                context.satisfiedConditions.contains(Self.signedIn)
                    ? .allow : .redirect(DeepLinkDescriptor(path: "/login"), resumeWhen: Self.signedIn)
            },
            "never": GuardFunction { _ in .reject("not for you") },
        ]
        manager = try NavigationManager(
            routes: routes, policy: LinkPolicy(customSchemes: ["app"]), screens: screens,
            resolver: try DependencyContainer { _ in }, guards: guards, configuration: configuration)
        app = self
    }

    var visible: [RouteID] { manager.state.visibleStack.map(\.route) }

    /// The handle of the screen on top.
    var top: ScreenHandle? { manager.state.topEntry.flatMap { entry in handles.values.first { $0.entry == entry.id } } }
}
