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

    func toSecondScreen(info: String) {
        Navigator.shared.goTo(.secondScreen(info: info))
    }
}

class SecondScreenRouter: SecondScreenRouterProtocol {

    func goBack() {
        Navigator.shared.goBack()
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

    var path: RoutePath<Route>?  // adapted: the manager's path; `path.routes` was `@Published var mainRoutes`

    public static let shared = Navigator()

    public func goTo(_ route: Route) {
        Task { await path?.append(route) }  // adapted: through the manager (guards, state, outcome)
    }

    public func goBack() {
        Task { await path?.removeLast() }  // adapted: through the manager
    }
}

@Suite("Design document: a SwiftUI navigator over an enum of routes", .serialized)
struct SwiftUINavigatorTests {
    /// The app's start: what the document's `NavigatorApp` does with `Navigator.shared`.
    func start() async throws -> NavigationManager<Route> {
        // The enum's values are the screens; the root is the NavigationStack's root view.
        let manager = try NavigationManager(routes: Route.self, root: .firstScreen)  // adapted: assembly
        Navigator.shared.path = RoutePath(manager: manager)  // adapted: assembly
        await manager.attach(try #require(Navigator.shared.path))  // adapted: assembly
        return manager
    }

    /// Lets the routers' tasks reach the manager and finish.
    func settle(_ manager: NavigationManager<Route>) async {
        for _ in 0..<10 { await Task.yield() }
        await manager.waitUntilIdle()
    }

    @Test("the first screen's router pushes the second screen; going back pops it; back at the root does nothing")
    func routers() async throws {
        let manager = try await start()
        let navigator = Navigator.shared
        FirstScreenRouter().toSecondScreen(info: "Hello")
        await settle(manager)
        #expect(navigator.path?.routes == [.secondScreen(info: "Hello")])
        #expect(manager.state.topEntry?.descriptor.path == "/second/Hello")

        navigator.goTo(.secondScreen(info: "Hello"))  // the same screen again: a second one, as in SwiftUI
        await settle(manager)
        #expect(navigator.path?.routes == [.secondScreen(info: "Hello"), .secondScreen(info: "Hello")])

        SecondScreenRouter().goBack()
        navigator.goBack()
        navigator.goBack()  // at the root: `popLast()` on an empty array, nothing happens
        await settle(manager)
        #expect(navigator.path?.routes == [])
        #expect(manager.state.visibleStack.map(\.route) == ["firstScreen"])
    }

    @Test("the user's back swipe, written through the binding, moves the state and the array")
    func backSwipe() async throws {
        let manager = try await start()
        let navigator = Navigator.shared
        FirstScreenRouter().toSecondScreen(info: "Hello")
        await settle(manager)
        // What `NavigationStack` writes to `$navigator.routes` when the user swipes back.
        navigator.path?.userWrites([])
        #expect(navigator.path?.routes == [])
        #expect(manager.state.visibleStack.map(\.route) == ["firstScreen"])
        #expect(manager.state.topEntry?.route == "firstScreen")
    }

    @Test("a deep link lands in the same array")
    func deepLink() async throws {
        let manager = try await start()
        let navigator = Navigator.shared
        await manager.open("/second/From%20a%20link")
        #expect(navigator.path?.routes == [.secondScreen(info: "From a link")])
    }
}
