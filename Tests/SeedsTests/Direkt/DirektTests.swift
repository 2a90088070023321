// "Direkt – DRYNavigationManager made Swifty": a typed `Navigator` per destination, resolved
// from a `Resolver`, run by a navigation manager with one point for failed requests.
//
// Provided by Waypoint instead of declared by the app: the `Navigator` protocol (its input is the
// destination's typed route, and it returns the screen the pipeline shows), the `Resolver`, the
// `NavigationManager` with its failure hook (`onFailure`, where `BasicNavigationManager` had an
// overridable method), and resolving a navigator by its input's type (the article's `AnyNavigator`
// and `NavigationManager` extension: `ScreenRegistry.register(navigator:)`). Dismissing the host,
// the article's `DismissingNavigator`, is the host screen's own `ScreenHandle.close()`, so it has
// no navigator counterpart.
import SeedsPlatform
import Testing
import Waypoint
import WaypointTesting

struct HelloViewControllerInput: Route {
    static let id: RouteID = "hello"  // adapted: the input is a route
    static let pattern = "/hello"  // adapted: with a pattern
}

final class HelloNavigator: Navigator {
    func navigate(using input: HelloViewControllerInput, from host: NavigationEntry?, resolver: any Resolver) throws  // adapted: the host is an entry
        -> UIViewController  // adapted: the pipeline shows what the navigator builds
    {
        HelloViewController()
    }
}

@Suite("Design document: Direkt")
struct DirektTests {
    @Test("navigating with an input runs its navigator through the pipeline; failures reach one hook")
    func navigators() async throws {
        var screens = ScreenRegistry<UIViewController>()  // adapted: assembly
        screens.register(navigator: HelloNavigator.self)  // adapted: assembly
        let recorder = RecordingContainer<UIViewController>()
        let navigationManager = try await NavigationManagerFactory.make(
            routes: [RouteDefinition(HelloViewControllerInput.self, module: "Hello")], screens: screens, container: recorder,
            resolver: try DependencyContainer { $0.register(HelloNavigator.self) { _ in HelloNavigator() } })  // adapted: assembly
        var failed: [NavigationFailure] = []
        navigationManager.onFailure = { failed.append($0) }

        // The call site, as the article writes it with an input-resolving manager, held as modules
        // hold it: as `any NavigationManaging`.
        let optionalManager: (any NavigationManaging)? = navigationManager
        await optionalManager?.navigate(to: HelloViewControllerInput())  // adapted: await, `to:`, the manager knows the host
        #expect(recorder.screens.last is HelloViewController)
        #expect(navigationManager.state.topEntry?.route == "hello")

        await navigationManager.dismiss()
        #expect(failed.map(\.reason.code) == ["invalidRequest"])  // nothing presented: refused, and heard
    }
}
