// "Building Dependency-Injection-Driven Navigation in Modular iOS Applications": descriptor →
// navigation manager → dependency container → feature provider → view controller.
//
// Provided by Waypoint instead of declared by the app: Step 1's `struct DeepLinkDescriptor`
// (its `route` is `path`) and Step 2's `protocol NavigationManager` (`NavigationManaging`).
import SeedsPlatform
import Testing
import Waypoint
import WaypointTesting

// Step 3, as written.
protocol NavigationContainerProvider {
    func resolveViewController(
        descriptor: DeepLinkDescriptor
    ) -> UIViewController?
}

// Step 4, as written.
class ShorexFeatureProvider {
    func buildVC(
        parameters: [String: String]
    ) -> UIViewController {
        return ShorexViewController()
    }
}

// The manager is the app's container provider: it builds the screen a descriptor names.
extension NavigationManager: NavigationContainerProvider where Screen == UIViewController {  // adapted: conformance
    func resolveViewController(descriptor: DeepLinkDescriptor) -> UIViewController? {  // adapted: witness
        try? screen(for: descriptor)  // adapted: witness body
    }
}

@MainActor
@Suite("Design document: dependency-injection-driven navigation")
struct DDINavigationTests {
    @Test("a feature provider builds the screen the descriptor names, through the manager")
    func featureProvider() async throws {
        var screens = ScreenRegistry<UIViewController>()  // adapted: assembly
        // The descriptor's own dictionary, as the document passes it: the match's parameters hold
        // only those the route declares, and `/shorex` declares none.
        screens.register("shorex") { context, _ in ShorexFeatureProvider().buildVC(parameters: context.entry.descriptor.parameters) }  // adapted: assembly
        let recorder = RecordingContainer<UIViewController>()
        let navigationManager = try await NavigationManagerFactory.make(  // adapted: assembly
            routes: [RouteDefinition("shorex", pattern: "/shorex", module: "Shorex")], screens: screens, container: recorder)

        let provider: any NavigationContainerProvider = navigationManager
        #expect(provider.resolveViewController(descriptor: DeepLinkDescriptor(path: "/shorex")) is ShorexViewController)
        #expect(provider.resolveViewController(descriptor: DeepLinkDescriptor(path: "/nowhere")) == nil)

        let navigator: any NavigationManaging = navigationManager
        await navigator.navigate(using: DeepLinkDescriptor(path: "/shorex", parameters: ["ship": "aurora"]))  // adapted: await
        #expect(recorder.screens.last is ShorexViewController)
        #expect(navigationManager.state.topEntry?.descriptor.parameters == ["ship": "aurora"])
    }
}
