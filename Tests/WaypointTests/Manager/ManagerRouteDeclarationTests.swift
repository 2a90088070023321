import Testing
import Waypoint
import WaypointTesting

/// The route declarations end to end: what the screen receives, and where a declined link goes.
@MainActor
@Suite("NavigationManager: constants, fragment, whole query and declined links reach the screen or the fallback")
struct ManagerRouteDeclarationTests {
    func manager(
        fallback: @escaping @Sendable (Link) -> NavigationConfiguration.Fallback
    ) async throws -> (NavigationManager<String>, RecordingContainer<String>) {
        var shows = RouteDefinition("artist.shows", pattern: "/artist/{id: int}/shows", module: "Music")
        shows.constants = ["initialTab": "shows"]
        shows.fragmentParameter = "anchor"
        var discover = RouteDefinition("discover", pattern: "/discover", module: "Search")
        discover.takesAllQueryItems = true
        var project = RouteDefinition("project", pattern: "/projects/{id: int}", module: "Projects")
        project.declinedQueryItems = ["token"]
        let table = try RouteTable([
            RouteDefinition("home", pattern: "/", module: "App"),
            RouteDefinition("artist", pattern: "/artist/{id: int}", module: "Music"), shows, discover, project,
        ])
        var screens = ScreenRegistry<String>(module: "App")
        for route in table.routes.map(\.id) {
            screens.register(route) { context, _ in "\(route) \(context.match.parameters)" }
        }
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "home"
        configuration.fallback = fallback
        var policy = LinkPolicy(customSchemes: ["myapp"], universalLinkHosts: ["www.example.com"])
        policy.webMirroringSchemes = ["myapp"]
        let manager = try NavigationManager(
            routes: table, policy: policy, screens: screens, resolver: try DependencyContainer { _ in },
            configuration: configuration)
        let recorder = RecordingContainer<String>()
        await manager.attach(recorder)
        recorder.reset()
        return (manager, recorder)
    }

    @Test("the screen receives constants, the fragment and every query item, from outside links too")
    func screenReceives() async throws {
        let (manager, recorder) = try await manager { _ in .reject }
        #expect(await manager.open("https://www.example.com/artist/7/shows#next").code == "completed")
        #expect(await manager.open("myapp://www.example.com/discover?sort=new&staff_picks=true").code == "completed")
        #expect(
            recorder.screens == [
                "artist.shows [id: 7, initialTab: shows, anchor: next]",
                "discover [sort: new, staff_picks: true]",
            ])
    }

    @Test("a declined link goes to the fallback: handed to the browser, or refused with its own code")
    func declinedFallsBack() async throws {
        let (manager, recorder) = try await manager { _ in .handOff }
        let outcome = await manager.open("https://www.example.com/projects/42?token=abc")
        guard case .handedOff(let link) = outcome else {
            Issue.record("expected a hand-off, got \(outcome)")
            return
        }
        #expect(link.description == "https://www.example.com/projects/42?token=abc")
        #expect(recorder.screens.isEmpty)
        #expect(await manager.open("https://www.example.com/projects/42").code == "completed")

        let (refusing, _) = try await self.manager { _ in .reject }
        #expect(await refusing.open("myapp://www.example.com/projects/42?token=abc").code == "declinedByRoute")
    }
}
