// "Direkt – DRYNavigationManager made Swifty": a typed `Navigator` per destination, resolved
// from a `Resolver`, run by a navigation manager with one point for failed requests.
//
// Provided by Waypoint instead of declared by the app: the `Navigator` protocol (its input is the
// destination's typed route, and it returns the screen the pipeline shows), the `Resolver`, the
// `NavigationManager` with its failure hook (`onFailure`, where `BasicNavigationManager` had an
// overridable method), and running a navigator by its input's type (the article's `AnyNavigator`
// and `NavigationManager` extension: `ScreenRegistry.register(navigator:)`, given the navigator,
// or its type to resolve it from the container). The article's
// `DismissingNavigator` is below, as written but for its marked lines: a navigator's input is the
// route it shows, so a navigator with a `Void` input cannot be one, and it closes the host through
// the host's `ScreenHandle`, so that the manager's state follows.
import SeedsPlatform
import Testing
import Waypoint
import WaypointTesting

struct HelloViewControllerInput: Route {
    static let id: RouteID = "hello"  // adapted: the input is a route
    static let pattern = "/hello"  // adapted: with a pattern
}

final class HelloNavigator: Navigator {
    /// The shown screen's handle, kept for the dismissing navigator (the app's view controller would keep it).
    private(set) var handle: ScreenHandle?

    func navigate(using input: HelloViewControllerInput, from host: NavigationEntry?, resolver: any Resolver) throws  // adapted: the host is an entry
        -> UIViewController  // adapted: the pipeline shows what the navigator builds
    {
        handle = try resolver.resolve(ScreenHandle.self)
        return HelloViewController()
    }
}

// The article's `DismissingNavigator`.
class DismissingNavigator {  // adapted: not a `Navigator`, whose input is the route it shows

    func navigate(using input: Void, from hostViewController: ScreenHandle, resolver: Resolver) async {  // adapted: the host's handle
        await hostViewController.close()  // adapted: the manager dismisses the host's layer, and its state follows
    }
}

@Suite("Design document: Direkt")
struct DirektTests {
    @Test("navigating with an input runs its navigator through the pipeline; failures reach one hook")
    func navigators() async throws {
        var screens = ScreenRegistry<UIViewController>()  // adapted: assembly
        screens.register(navigator: HelloNavigator())  // adapted: assembly
        let recorder = RecordingContainer<UIViewController>()
        let navigationManager = try await NavigationManagerFactory.make(
            routes: [RouteDefinition(HelloViewControllerInput.self, module: "Hello")], screens: screens, container: recorder)
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

    @Test("the dismissing navigator closes the presented host, and the state follows")
    func dismissingNavigator() async throws {
        let helloNavigator = HelloNavigator()
        var screens = ScreenRegistry<UIViewController>()
        screens.register(navigator: helloNavigator)
        let resolver = try DependencyContainer { _ in }
        let navigationManager = try await NavigationManagerFactory.make(
            routes: [RouteDefinition(HelloViewControllerInput.self, module: "Hello", presentation: .modal)],
            screens: screens, container: RecordingContainer<UIViewController>(), resolver: resolver)
        await navigationManager.navigate(to: HelloViewControllerInput())
        #expect(navigationManager.state.modalLayers.count == 1)

        await DismissingNavigator().navigate(using: (), from: try #require(helloNavigator.handle), resolver: resolver)
        #expect(navigationManager.state.modalLayers.isEmpty)
    }
}
