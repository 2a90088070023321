// "Navigation Stack and Dependancies (Part 1)": an enum of routes, routers that call a shared
// navigator, and the navigator's `[Route]` array bound to a `NavigationStack`.
//
// On Linux the SwiftUI views (`FirstView`, `SecondView`, the `dependancyCreator` container, the
// navigation modifier and the app entry point) cannot run; on Apple platforms `RoutePathModel`
// (WaypointSwiftUI) is the `ObservableObject` whose `$model.routes` the `NavigationStack` binds,
// and `.navigationDestination(for: Route.self) { $0 }` stays as written. What runs here is the
// model underneath it, `RoutePath`, which has the same rules. `Route` is the document's enum: it
// shadows Waypoint's `Route` protocol in this file, as it would in the app.
import SeedsPlatform
import Testing
import Waypoint
import WaypointTesting

public protocol FirstScreenRouterProtocol: AnyObject {
    func toSecondScreen(info: String)
}

public protocol SecondScreenRouterProtocol: AnyObject {
    func goBack()
}

// The document's `func toSecondScreen(info: String)()` and second `class FirstScreenRouter` do
// not compile as printed; with the evident fixes:
class FirstScreenRouter: FirstScreenRouterProtocol {
    let navigator: Navigator  // adapted: no shared instance
    init(navigator: Navigator) { self.navigator = navigator }  // adapted: no shared instance

    func toSecondScreen(info: String) {
        navigator.goTo(.secondScreen(info: info))
    }
}

public protocol NavigatorProtocols {
    func goTo(_ route: Route)
    func goBack()
    // Custom navigation functions can be added here.
}

public enum Route: RouteEnum {  // adapted: its cases are routes
    case firstScreen
    case secondScreen(info: String)

    public static let patterns = ["firstScreen": "/", "secondScreen": "/second/{info}"]  // adapted: their patterns
}

public final class Navigator: NavigatorProtocols {

    let path: RoutePath<Route>  // adapted: the manager's path; `path.routes` was `@Published var mainRoutes`
    init(path: RoutePath<Route>) { self.path = path }  // adapted: instead of `static let shared = Navigator()`

    public func goTo(_ route: Route) {
        Task { await path.append(route) }  // adapted: through the manager (guards, state, outcome)
    }

    public func goBack() {
        Task { await path.removeLast() }  // adapted: through the manager
    }
}

@Suite("Design document: a SwiftUI navigator over an enum of routes")
struct SwiftUINavigatorTests {
    func navigator() async throws -> (NavigationManager<Route>, Navigator) {
        var screens = ScreenRegistry<Route>()  // adapted: assembly; the enum's values are the screens
        screens.register(Route.self) { route, _ in route }  // adapted: assembly
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "firstScreen"  // the NavigationStack's root view
        let manager = try await NavigationManagerFactory.make(  // adapted: assembly
            routes: Route.definitions(module: "App"), screens: screens, container: RecordingContainer<Route>(),
            configuration: configuration)
        let path = RoutePath(manager: manager)  // adapted: assembly
        await manager.attach(path)
        return (manager, Navigator(path: path))
    }

    /// Lets the routers' tasks reach the manager and finish.
    func settle(_ manager: NavigationManager<Route>) async {
        for _ in 0..<10 { await Task.yield() }
        await manager.waitUntilIdle()
    }

    @Test("the first screen's router pushes the second screen; going back pops it; back at the root does nothing")
    func routers() async throws {
        let (manager, navigator) = try await navigator()
        FirstScreenRouter(navigator: navigator).toSecondScreen(info: "Hello")
        await settle(manager)
        #expect(navigator.path.routes == [.secondScreen(info: "Hello")])
        #expect(manager.state.topEntry?.descriptor.path == "/second/Hello")

        navigator.goTo(.secondScreen(info: "Hello"))  // the same screen again: a second one, as in SwiftUI
        await settle(manager)
        #expect(navigator.path.routes == [.secondScreen(info: "Hello"), .secondScreen(info: "Hello")])

        navigator.goBack()
        navigator.goBack()
        navigator.goBack()  // at the root: `popLast()` on an empty array, nothing happens
        await settle(manager)
        #expect(navigator.path.routes.isEmpty)
        #expect(manager.state.visibleStack.map(\.route) == ["firstScreen"])
    }

    @Test("a deep link lands in the same array")
    func deepLink() async throws {
        let (manager, navigator) = try await navigator()
        await manager.open("/second/From%20a%20link")
        #expect(navigator.path.routes == [.secondScreen(info: "From a link")])
    }
}
