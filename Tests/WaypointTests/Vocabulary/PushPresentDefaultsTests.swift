import Testing
import Waypoint
import WaypointTesting

/// A container written as the design documents write theirs: `push` and `present`, nothing else.
@MainActor
final class TwoCallContainer: PushPresentContainer {
    var calls: [String] = []
    func push(_ screen: String) { calls.append("push \(screen)") }
    func present(_ screen: String) { calls.append("present \(screen)") }
}

@MainActor
@Suite("PushPresentContainer: pop, dismiss and selectTab left to their defaults refuse, typed, never silently")
struct PushPresentDefaultsTests {
    func manager(_ container: TwoCallContainer) async throws -> NavigationManager<String> {
        var screens = ScreenRegistry<String>()
        screens.register("a") { _, _ in "a" }
        screens.register("b") { _, _ in "b" }
        return try await NavigationManagerFactory.make(
            routes: [
                RouteDefinition("a", pattern: "/a", module: "M"), RouteDefinition("b", pattern: "/b", module: "M"),
            ],
            screens: screens, container: PushPresentSteps(container))
    }

    @Test("a pop the container cannot make is refused, naming the call, and the state keeps the screen")
    func popRefused() async throws {
        let container = TwoCallContainer()
        let manager = try await manager(container)
        await manager.open("/a")
        await manager.open("/b")
        let outcome = await manager.pop()
        guard case .rejected(.interrupted(_, let error)) = outcome else {
            Issue.record("expected interrupted, got \(outcome)")
            return
        }
        #expect(error == "the push/present container does not implement 'pop'")
        #expect(manager.state.visibleStack.map(\.route) == ["a", "b"])
        #expect(container.calls == ["push a", "push b"])
    }

    @Test("a dismissal the container cannot make is refused, naming the call, and the state keeps the layer")
    func dismissRefused() async throws {
        let container = TwoCallContainer()
        let manager = try await manager(container)
        await manager.navigate(using: DeepLinkDescriptor(path: "/b", presentationMode: .modal))
        let outcome = await manager.dismiss()
        guard case .rejected(.interrupted(_, let error)) = outcome else {
            Issue.record("expected interrupted, got \(outcome)")
            return
        }
        #expect(error == "the push/present container does not implement 'dismiss'")
        #expect(manager.state.modalLayers.count == 1)
    }

    @Test("a tab selection the container cannot make is refused, naming the call and the tab")
    func selectTabRefused() async throws {
        var screens = ScreenRegistry<String>()
        screens.register("a") { _, _ in "a" }
        var configuration = NavigationConfiguration()
        configuration.addTab("first", root: "a", modules: ["M"])
        let manager = try NavigationManager(
            routes: try RouteTable([RouteDefinition("a", pattern: "/a", module: "M")]), policy: LinkPolicy(),
            screens: screens, resolver: try DependencyContainer { _ in }, configuration: configuration)
        let outcome = await manager.attach(PushPresentSteps(TwoCallContainer()))
        guard case .rejected(.interrupted(_, let error)) = outcome else {
            Issue.record("expected interrupted, got \(outcome)")
            return
        }
        #expect(error == "the push/present container does not implement 'selectTab(first)'")
    }
}
