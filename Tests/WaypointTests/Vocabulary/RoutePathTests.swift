import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

enum Screens: RouteEnum {
    case firstScreen
    case secondScreen(info: String)
    case locked

    static let patterns = ["firstScreen": "/", "secondScreen": "/second/{info}", "locked": "/locked"]
}

struct ScreensModule: FeatureModule {
    let name: ModuleID = "App"
    func registerRoutes(in routes: inout RouteRegistry) { routes.add(Screens.self) }
    func registerScreens(in screens: inout ScreenRegistry<Screens>) {
        screens.register(Screens.self) { route, _ in route }
    }
}

@MainActor
@Suite("RoutePath: a [enum] path, with NavigationPath's rules for copies and the root")
struct RoutePathTests {
    func app() async throws -> (NavigationManager<Screens>, RoutePath<Screens>) {
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "firstScreen"
        let manager = try AppAssembly<Screens>(
            modules: [ScreensModule()], policy: LinkPolicy(), configuration: configuration,
            globalGuards: [GuardFunction { context in context.route == "locked" ? .reject("locked") : .allow }]
        ).build().manager
        let path = RoutePath(manager: manager)
        await manager.attach(path)
        return (manager, path)
    }

    @Test("appending pushes through the manager and the array follows the state")
    func append() async throws {
        let (manager, path) = try await app()
        var published: [[Screens]] = []
        path.onChange = { published.append($0) }
        #expect(path.routes.isEmpty)
        await path.append(.secondScreen(info: "Hello"))
        #expect(path.routes == [.secondScreen(info: "Hello")])
        #expect(manager.state.visibleStack.map(\.route) == ["firstScreen", "secondScreen"])
        await manager.navigate(to: Screens.secondScreen(info: "Bye"))
        #expect(path.routes == [.secondScreen(info: "Hello"), .secondScreen(info: "Bye")])
        #expect(published.count == 2)
    }

    @Test("appending a copy of the top destination pushes a second screen, as NavigationPath does")
    func duplicate() async throws {
        let (manager, path) = try await app()
        await path.append(.secondScreen(info: "Hello"))
        #expect(await path.append(.secondScreen(info: "Hello")).code == "completed")
        #expect(path.routes == [.secondScreen(info: "Hello"), .secondScreen(info: "Hello")])
        // The manager's own navigate still coalesces a double tap.
        await manager.navigate(to: Screens.secondScreen(info: "Hello"))
        #expect(path.routes.count == 2)
    }

    @Test("removing the last destination at the root changes nothing and completes, as popLast does")
    func popAtRoot() async throws {
        let (manager, path) = try await app()
        await path.append(.secondScreen(info: "Hello"))
        #expect(await path.removeLast().code == "completed")
        #expect(path.routes.isEmpty)
        #expect(await path.removeLast().code == "completed")
        #expect(manager.state.visibleStack.map(\.route) == ["firstScreen"])
    }

    @Test("guards run for appended destinations")
    func guardsRun() async throws {
        let (manager, path) = try await app()
        let outcome = await path.append(.locked)
        #expect(manager.state.visibleStack.count == 1)
        #expect(outcome.code == "guardDenied", "\(outcome)")
        #expect(path.routes.isEmpty)
    }

    @Test("SwiftUI going back writes a prefix the state follows; other writes are put back")
    func userWrites() async throws {
        let (manager, path) = try await app()
        await path.append(.secondScreen(info: "a"))
        await path.append(.secondScreen(info: "b"))
        var putBack: [[Screens]] = []
        path.onChange = { putBack.append($0) }
        path.userSet([.secondScreen(info: "a")])
        #expect(path.routes == [.secondScreen(info: "a")])
        #expect(manager.state.visibleStack.count == 2)
        path.userSet([.secondScreen(info: "a"), .locked])
        #expect(path.routes == [.secondScreen(info: "a")])
        #expect(putBack.last == [.secondScreen(info: "a")])
        path.userSet([])
        #expect(manager.state.visibleStack.map(\.route) == ["firstScreen"])
    }
}
