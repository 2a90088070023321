import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTesting

/// A screen that keeps the navigator it was handed, as a view controller would.
@MainActor
final class ScreenWithNavigator {
    let name: String
    let navigator: any NavigationManaging
    init(name: String, navigator: any NavigationManaging) {
        self.name = name
        self.navigator = navigator
    }
}

/// A service that navigates, resolved from the container on any thread.
final class CheckoutFlow: Sendable {
    let navigator: any NavigationManaging
    init(navigator: any NavigationManaging) { self.navigator = navigator }
}

struct NavigatorModule: FeatureModule {
    let name: ModuleID = "Profile"
    func registerRoutes(in routes: inout RouteRegistry) {
        routes.add("home", pattern: "/")
        routes.add("profile.details", pattern: "/profile/details")
    }
    func registerScreens(in screens: inout ScreenRegistry<ScreenWithNavigator>) {
        for route: RouteID in ["home", "profile.details"] {
            screens.register(route) { _, resolver in
                ScreenWithNavigator(
                    name: route.rawValue, navigator: try resolver.resolve((any NavigationManaging).self))
            }
        }
    }
    func registerServices(in services: inout ServiceRegistry) {
        services.register(CheckoutFlow.self) { resolver in
            CheckoutFlow(navigator: try resolver.resolve((any NavigationManaging).self))
        }
    }
}

@MainActor
@Suite("NavigationManaging: the navigator, reached without a holder, substituted in tests")
struct NavigatorProtocolTests {
    @Test("screens and services resolve the manager that built them as `any NavigationManaging`")
    func screensAndServicesReachTheManager() async throws {
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "home"
        let app = try AppAssembly<ScreenWithNavigator>(
            modules: [NavigatorModule()], policy: LinkPolicy(), configuration: configuration
        ).build()
        let recorder = RecordingContainer<ScreenWithNavigator>()
        await app.manager.attach(recorder)
        await app.manager.navigate(using: DeepLinkDescriptor(path: "/profile/details"))
        let screen = try #require(recorder.screens.last)
        #expect(screen.name == "profile.details")
        #expect(screen.navigator === app.manager)
        let flow = try app.container.resolve(CheckoutFlow.self)
        #expect(flow.navigator === app.manager)
        // The navigator drives the same manager.
        await flow.navigator.pop()
        #expect(app.manager.state.topEntry?.route == "home")
    }

    @Test("a manager the factory makes hands itself to its screens, without a container of the app's")
    func managerBuiltByHand() async throws {
        var screens = ScreenRegistry<ScreenWithNavigator>()
        NavigatorModule().registerScreens(in: &screens)
        let manager = try await NavigationManagerFactory.make(
            routes: [
                RouteDefinition("profile.details", pattern: "/profile/details", module: "Profile"),
                RouteDefinition("home", pattern: "/", module: "Profile"),
            ],
            screens: screens, container: RecordingContainer<ScreenWithNavigator>())
        let outcome = try #require(try? manager.screen(for: DeepLinkDescriptor(path: "/profile/details")))
        #expect(outcome.navigator === manager)
    }

    @Test("an app's own `any NavigationManaging` registration wins over the assembly's")
    func substitute() async throws {
        let fake = FakeNavigator()
        var services = ServiceRegistry(module: "App")
        services.register((any NavigationManaging).self) { _ in fake }
        let app = try AppAssembly<ScreenWithNavigator>(
            modules: [NavigatorModule()], policy: LinkPolicy(), appServices: services
        ).build()
        let flow = try app.container.resolve(CheckoutFlow.self)
        await flow.navigator.navigate(using: DeepLinkDescriptor(path: "/basket"))
        #expect(fake.shown.map(\.path) == ["/basket"])
    }
}

/// What a test substitutes for the navigator.
@MainActor
final class FakeNavigator: NavigationManaging {
    var shown: [DeepLinkDescriptor] = []
    let state = NavigationState()
    func navigate(using descriptor: DeepLinkDescriptor) async -> NavigationOutcome {
        shown.append(descriptor)
        return .completed(state)
    }
    func navigate<R: Route>(to route: R, presentation: PresentationMode?) async -> NavigationOutcome {
        .completed(state)
    }
    func navigate(
        to route: RouteID, parameters: [String: String], presentation: PresentationMode?
    ) async
        -> NavigationOutcome
    { .completed(state) }
    func open(_ link: String, source: LinkSource?) async -> NavigationOutcome { .completed(state) }
    func pop() async -> NavigationOutcome { .completed(state) }
    func dismiss() async -> NavigationOutcome { .completed(state) }
    func requestResult<R: ResultRoute>(_ route: R, presentation: PresentationMode?) async -> ResultRequest<R.Output> {
        ResultRequest(outcome: .completed(state), resolved: .cancelled(.user))
    }
    func present(_ dialog: NavigationDialog) async -> ResultRequest<DialogButton> {
        ResultRequest(outcome: .completed(state), resolved: dialog.cancelButton.map { .value($0) } ?? .cancelled(.user))
    }
}
