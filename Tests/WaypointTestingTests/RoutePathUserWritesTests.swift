import Testing
import Waypoint
import WaypointTesting

enum Screens: RouteEnum {
    case first
    case second(info: String)

    static let patterns = ["first": "/", "second": "/second/{info}"]
}

@MainActor
@Suite("RoutePath.userWrites: a test writes the binding as NavigationStack does")
struct RoutePathUserWritesTests {
    @Test("a back swipe's shorter prefix moves the state and the array; another write is put back")
    func backSwipe() async throws {
        let manager = try NavigationManager(routes: Screens.self, root: .first)
        let path = RoutePath(manager: manager)
        await manager.attach(path)
        await path.append(.second(info: "a"))
        await path.append(.second(info: "b"))

        path.userWrites([.second(info: "a"), .second(info: "c")])
        #expect(path.routes == [.second(info: "a"), .second(info: "b")])

        path.userWrites([.second(info: "a")])
        #expect(path.routes == [.second(info: "a")])
        #expect(manager.state.visibleStack.map(\.route) == ["first", "second"])
    }
}
