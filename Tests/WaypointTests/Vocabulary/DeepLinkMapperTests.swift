import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// A hand-written switch over paths, as apps migrating to Waypoint have one.
struct LegacyMapper: DeepLinkMapper {
    func map(_ descriptor: DeepLinkDescriptor) -> String? {
        switch descriptor.path {
        case "/profile/details": "profile \(descriptor.parameters["userId"] ?? "?")"
        case "/legacy/help": "help"
        default: nil
        }
    }
}

@MainActor
@Suite("DeepLinkMapper: a switch over paths as the screen source of routes")
struct DeepLinkMapperTests {
    static let routes = [
        RouteDefinition("profile.details", pattern: "/profile/details", module: "Profile"),
        RouteDefinition("products", pattern: "/products", module: "Catalog"),
        RouteDefinition("legacy", pattern: "/{path...}", module: "Legacy"),
    ]

    func manager() async throws -> (NavigationManager<String>, RecordingContainer<String>) {
        var screens = ScreenRegistry<String>()
        screens.register("products") { _, _ in "products" }
        screens.register(["profile.details", "legacy"], mapper: LegacyMapper())
        let recorder = RecordingContainer<String>()
        let manager = try await NavigationManagerFactory.make(routes: Self.routes, screens: screens, container: recorder)
        return (manager, recorder)
    }

    @Test("the mapper builds its routes' screens, with the in-app parameters the route does not declare")
    func mapperBuilds() async throws {
        let (manager, recorder) = try await manager()
        await manager.navigate(using: DeepLinkDescriptor(path: "/profile/details", parameters: ["userId": "12345"]))
        await manager.navigate(using: DeepLinkDescriptor(path: "/products"))
        #expect(recorder.screens == ["profile 12345", "products"])
    }

    @Test("behind a catch-all route the mapper is the fallback for links no other route matches")
    func fallback() async throws {
        let (manager, recorder) = try await manager()
        #expect(await manager.open("/legacy/help").code == "completed")
        #expect(recorder.screens == ["help"])
        let outcome = await manager.open("/unknown/page")
        guard case .rejected(.screenUnavailable(let route, let error)) = outcome else {
            Issue.record("expected screenUnavailable, got \(outcome)")
            return
        }
        #expect(route == "legacy")
        #expect("\(error)".contains("LegacyMapper maps no screen for '/unknown/page'"))
    }

    @Test("screen(for:) builds a descriptor's screen without navigating, or says why it cannot")
    func screenForDescriptor() async throws {
        let (manager, recorder) = try await manager()
        let screen = try manager.screen(for: DeepLinkDescriptor(path: "/profile/details", parameters: ["userId": "7"]))
        #expect(screen == "profile 7")
        #expect(recorder.steps.count == 1)  // the attach only
        #expect(throws: NavigationOutcome.Reason.self) { try manager.screen(for: DeepLinkDescriptor(path: "/x/y")) }
    }

    @Test("the factory makes a manager over one mapper in a single call")
    func factoryWithMapper() async throws {
        let recorder = RecordingContainer<String>()
        let manager = try await NavigationManagerFactory.make(
            routes: [Self.routes[0]], mapper: LegacyMapper(), container: recorder)
        let outcome = await manager.navigate(
            using: DeepLinkDescriptor(path: "/profile/details", parameters: ["userId": "12345"], presentationMode: .push))
        #expect(outcome.code == "completed")
        #expect(recorder.screens == ["profile 12345"])
        // No policy: links from outside the app are refused.
        #expect(await manager.open("https://example.com/profile/details").code == "hostNotAllowed")
    }
}
