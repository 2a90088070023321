import Testing
import Waypoint

@MainActor
@Suite("Adapters: a RoutePath waits out each transition and keeps its step on screen over the user's writes")
struct AdapterRoutePathStepTests {
    @Test("each step waits as long as its transition; a write during the step keeps the pushed destination")
    func waitsAndKeepsStep() async throws {
        let (manager, path) = try await RoutePathTests().app()
        var waits: [Duration] = []
        var published: [[Screens]] = []
        path.onChange = { published.append($0) }
        path.waitUntilShown = { wait in
            waits.append(wait)
            // SwiftUI writes the path back while the push still runs (a stale value).
            if path.routes.count == 2 { path.userSet([.secondScreen(info: "a")]) }
        }
        await path.append(.secondScreen(info: "a"))
        await path.append(.secondScreen(info: "b"))
        #expect(waits == [path.timing.stack, path.timing.stack])
        #expect(path.routes == [.secondScreen(info: "a"), .secondScreen(info: "b")])
        #expect(manager.state.visibleStack.count == 3)
        #expect(published.last == path.routes)
    }

    @Test("the user's pop between steps is taken by the manager")
    func userPop() async throws {
        let (manager, path) = try await RoutePathTests().app()
        path.waitUntilShown = { _ in }
        await path.append(.secondScreen(info: "a"))
        await path.append(.secondScreen(info: "b"))
        path.userSet([.secondScreen(info: "a")])
        #expect(manager.state.visibleStack.count == 2)
        #expect(path.routes == [.secondScreen(info: "a")])
    }
}
