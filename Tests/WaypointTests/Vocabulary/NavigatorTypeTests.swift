import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTesting

struct HelloInput: Route {
    static let id: RouteID = "hello"
    static let pattern = "/hello/{name}"
    var name: String
}

struct Greeting: Sendable {
    let word: String
}

struct HelloNavigator: Navigator {
    func navigate(using input: HelloInput, from host: NavigationEntry?, resolver: any Resolver) throws -> String {
        let greeting = try resolver.resolve(Greeting.self)
        return "\(greeting.word) \(input.name) from \(host.map { "\($0.route)" } ?? "nowhere")"
    }
}

@MainActor
@Suite("Navigator: the code for one destination, resolved by its input's type, run by the pipeline")
struct NavigatorTypeTests {
    func manager(
        services: @escaping (inout ServiceRegistry) -> Void, guards: [GuardID: any NavigationGuard] = [:]
    ) async throws -> (NavigationManager<String>, RecordingContainer<String>) {
        var screens = ScreenRegistry<String>()
        screens.register("home") { _, _ in "home" }
        screens.register(navigator: HelloNavigator.self)
        let table = try RouteTable([
            RouteDefinition("home", pattern: "/", module: "App"),
            RouteDefinition(HelloInput.self, module: "Hello", guards: guards.keys.sorted()),
        ])
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "home"
        let manager = try NavigationManager(
            routes: table, policy: LinkPolicy(), screens: screens, resolver: try DependencyContainer(services),
            guards: guards, configuration: configuration)
        let recorder = RecordingContainer<String>()
        await manager.attach(recorder)
        recorder.reset()
        return (manager, recorder)
    }

    @Test("navigating to an input shows what its navigator builds, from the screen on top")
    func navigatorBuilds() async throws {
        let (manager, recorder) = try await manager(services: { services in
            services.register(HelloNavigator.self) { _ in HelloNavigator() }
            services.register(Greeting.self) { _ in Greeting(word: "hello") }
        })
        let outcome = await manager.navigate(to: HelloInput(name: "ada"))
        #expect(outcome.code == "completed")
        #expect(recorder.screens == ["hello ada from home"])
        #expect(manager.state.topEntry?.route == "hello")
    }

    @Test(
        "a navigator registered as an instance needs no registration in the container; its screens still get the resolver"
    )
    func navigatorInstance() async throws {
        var screens = ScreenRegistry<String>()
        screens.register(navigator: HelloNavigator())
        let recorder = RecordingContainer<String>()
        let manager = try await NavigationManagerFactory.make(
            routes: [RouteDefinition(HelloInput.self, module: "Hello")], screens: screens, container: recorder,
            resolver: try DependencyContainer { $0.register(Greeting.self) { _ in Greeting(word: "hi") } })
        #expect(await manager.navigate(to: HelloInput(name: "ada")).code == "completed")
        #expect(recorder.screens.last == "hi ada from nowhere")
    }

    @Test("the input's route meets its guards like any route")
    func guardsRun() async throws {
        let (manager, recorder) = try await manager(
            services: { services in services.register(HelloNavigator.self) { _ in HelloNavigator() } },
            guards: ["closed": GuardFunction { _ in .reject("closed") }])
        let outcome = await manager.navigate(to: HelloInput(name: "ada"))
        #expect(outcome.code == "guardDenied")
        #expect(recorder.screens.isEmpty)
    }

    @Test("a navigator missing from the container is a screen that could not be built, naming it")
    func missingNavigator() async throws {
        let (manager, _) = try await manager(services: { _ in })
        var failures: [NavigationFailure] = []
        manager.onFailure = { failures.append($0) }
        await manager.navigate(to: HelloInput(name: "ada"))
        #expect(failures.map(\.reason.code) == ["screenUnavailable"])
        #expect("\(failures[0].reason)".contains("HelloNavigator"))
    }
}
