import SwiftUI
import Waypoint
import WaypointSwiftUIUnderTest

/// The enum-destinations model: a `NavigationStack` bound to `RoutePathModel.routes`.
enum Destination: RouteEnum {
    case home
    case topic(name: String)
    case detail(id: Int)

    static let patterns = ["home": "/", "topic": "/topics/{name}", "detail": "/details/{id}"]

    /// The destination's link path, which is also its entry's descriptor path.
    var title: String {
        switch self {
        case .home: "/"
        case .topic(let name): "/topics/\(name)"
        case .detail(let id): "/details/\(id)"
        }
    }
}

struct DestinationModule: FeatureModule {
    let name: ModuleID = "App"
    func registerRoutes(in routes: inout RouteRegistry) { routes.add(Destination.self) }
    func registerScreens(in screens: inout ScreenRegistry<Destination>) {
        screens.register(Destination.self) { route, _ in route }
    }
}

struct RoutePathRoot: View {
    @ObservedObject var navigator: RoutePathModel<Destination>
    var body: some View {
        NavigationStack(path: $navigator.routes) {
            Text("/").navigationTitle("/")
                .navigationDestination(for: Destination.self) { destination in
                    Text(destination.title).navigationTitle(destination.title)
                }
        }
    }
}

@MainActor
final class RoutePathApp {
    let manager: NavigationManager<Destination>
    let navigator: RoutePathModel<Destination>
    let host: SwiftUIHost

    init() async throws {
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "home"
        manager = try AppAssembly<Destination>(
            modules: [DestinationModule()], policy: LinkPolicy(customSchemes: ["app"]), configuration: configuration
        ).build().manager
        navigator = RoutePathModel(manager: manager)
        host = SwiftUISimulation.host(RoutePathRoot(navigator: navigator))
        let manager = self.manager
        let path = navigator.path
        await Driver.perform { _ = await manager.attach(path) }
    }

    func atRest(_ check: Check, _ moment: String) {
        let expected = Expected(root: .stack(.init(screens: manager.state.visibleStack.map(\.descriptor.path))), modals: [])
        let shown = SwiftUISimulation.snapshot(of: host)
        check.expect(expected.matches(shown), "\(moment): SwiftUI shows \(shown), the manager's state is \(expected)")
        check.hazardFree(moment)
    }

    func append(_ destination: Destination) {
        let navigator = self.navigator
        Driver.start { await navigator.append(destination) }
    }

    func open(_ link: String) {
        let manager = self.manager
        Driver.start { _ = await manager.open(link) }
    }
}

@MainActor
enum RoutePathScenarios {
    static let all: [Scenario] = [
        Scenario(name: "RoutePath: appends, a link, the back button, back swipes") { check in
            let app = try await RoutePathApp()
            app.atRest(check, "launched")
            app.append(.topic(name: "a"))
            await Driver.settle()
            app.open("app://details/7")
            await Driver.settle()
            app.atRest(check, "after an append and a link")
            check.expect(SwiftUISimulation.User.backSwipe(completing: false), "a cancelled swipe")
            await Driver.settle()
            app.atRest(check, "after the cancelled swipe")
            check.expect(SwiftUISimulation.User.backSwipe(completing: true), "a completed swipe")
            await Driver.settle()
            check.expect(app.manager.state.visibleStack.count == 2, "the swipe popped")
            app.atRest(check, "after the completed swipe")
            check.expect(SwiftUISimulation.User.tapBack(), "the back button")
            await Driver.settle()
            app.atRest(check, "after the back button")
        },
        Scenario(name: "RoutePath: an append during a push") { check in
            let app = try await RoutePathApp()
            app.append(.topic(name: "a"))
            await Driver.advance(0.1)
            app.append(.detail(id: 1))
            await Driver.settle()
            app.atRest(check, "after both appends")
        },
        Scenario(name: "RoutePath: a link during the user's back-button pop", knownLimit: gestureUnseen) { check in
            let app = try await RoutePathApp()
            app.append(.topic(name: "a"))
            await Driver.settle()
            check.expect(SwiftUISimulation.User.tapBack(), "the back button")
            app.open("app://details/2")
            await Driver.settle()
            app.atRest(check, "after the pop and the link")
        },
        Scenario(name: "RoutePath: a link while the user holds a back swipe", knownLimit: gestureUnseen) { check in
            let app = try await RoutePathApp()
            app.append(.topic(name: "a"))
            await Driver.settle()
            check.expect(SwiftUISimulation.User.beginBackSwipe(), "the swipe starts")
            SwiftUISimulation.User.updateBackSwipe(0.5)
            app.open("app://details/3")
            await Driver.advance(1.0)
            check.expect(SwiftUISimulation.User.finishBackSwipe(), "the swipe ends")
            await Driver.settle()
            app.atRest(check, "after the swipe and the link")
        },
    ]
}
