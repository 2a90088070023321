import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// A five-method container that writes down its calls and keeps stacks of strings, as a
/// navigation controller would keep view controllers.
@MainActor
final class CallLog: PushPresentContainer {
    var calls: [String] = []
    var stacks: [[String]] = [[]]
    func push(_ screen: String) {
        calls.append("push \(screen)")
        stacks[stacks.count - 1].append(screen)
    }
    func present(_ screen: String) {
        calls.append("present \(screen)")
        stacks.append([screen])
    }
    func present(_ screen: String, style: ModalStyle) {
        calls.append("present \(screen) \(style)")
        stacks.append([screen])
    }
    func pop() {
        calls.append("pop")
        stacks[stacks.count - 1].removeLast()
    }
    func dismiss() {
        calls.append("dismiss")
        stacks.removeLast()
    }
    func selectTab(_ tab: TabID) { calls.append("select \(tab)") }
}

@MainActor
@Suite("PushPresentSteps: the planner's steps carried out by push, present, pop, dismiss and select")
struct PushPresentStepsTests {
    @Test("every planned step of the Shop's flows becomes the calls that show the same stacks")
    func shopFlows() async throws {
        let app = try ManagerFixture()
        let log = CallLog()
        await app.manager.attach(PushPresentSteps(log))
        #expect(log.calls == ["select shop", "push home[]", "select basket", "push basket.root[]",
                              "select account", "push account[]", "select shop"])
        log.calls.removeAll()
        await app.manager.open("/catalog/shoes/products/42")
        #expect(log.calls == ["push catalog.category[category: shoes]", "push catalog.product[category: shoes, productId: 42]"])
        log.calls.removeAll()
        await app.manager.popToRoot()
        #expect(log.calls == ["pop", "pop"])
        log.calls.removeAll()
        await app.manager.open("/basket")  // signed out: login is presented as a sheet
        #expect(log.calls == ["present login[] sheet"])
        log.calls.removeAll()
        await app.manager.dismiss()
        #expect(log.calls == ["dismiss"])
        #expect(log.stacks.count == 1)
    }

    @Test("a step that needs a stack's bottom replaced is refused, and the state stays as far as it got")
    func setStackOfRootIsRefused() async throws {
        var screens = ScreenRegistry<String>()
        screens.register("a") { _, _ in "a" }
        screens.register("b") { _, _ in "b" }
        let log = CallLog()
        let manager = try await NavigationManagerFactory.make(
            routes: [RouteDefinition("a", pattern: "/a", module: "M"), RouteDefinition("b", pattern: "/b", module: "M")],
            screens: screens, container: PushPresentSteps(log))
        await manager.open("/a")
        let outcome = await manager.navigate(using: DeepLinkDescriptor(path: "/b", presentationMode: .replaceStack))
        guard case .rejected(.interrupted(_, let error)) = outcome else {
            Issue.record("expected interrupted, got \(outcome)")
            return
        }
        #expect(error.contains("a push/present container cannot 'set root to"))
        #expect(manager.state.topEntry?.route == "a")
        #expect(log.stacks == [["a"]])
    }
}
