import Testing
import Waypoint
import WaypointTesting

/// The design documents' mapper, with screens as strings.
private struct ProfileMapper: DeepLinkMapper {
    func map(_ descriptor: DeepLinkDescriptor) -> String? {
        descriptor.path == "/profile/details" ? "Profile \(descriptor.parameters["userId"] ?? "")" : nil
    }
}

@MainActor
@Suite("NavigationManagerFactory: a mapper's manager opens the links its policy allows")
struct MapperFactoryPolicyTests {
    static let routes = [
        RouteDefinition("profile.details", pattern: "/profile/details", module: "Profile", query: [.required("userId")])
    ]

    @Test("given a policy, the mapper's manager opens custom-scheme and universal links")
    func withPolicy() async throws {
        let recorder = RecordingContainer<String>()
        let manager = try await NavigationManagerFactory.make(
            routes: Self.routes, mapper: ProfileMapper(), container: recorder,
            policy: LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
        #expect(await manager.open("shop://profile/details?userId=7").code == "completed")
        #expect(await manager.open("https://shop.example.com/profile/details?userId=8").code == "completed")
        #expect(recorder.screens.suffix(2) == ["Profile 7", "Profile 8"])
    }

    @Test("without one, it opens in-app requests only")
    func withoutPolicy() async throws {
        let manager = try await NavigationManagerFactory.make(
            routes: Self.routes, mapper: ProfileMapper(), container: RecordingContainer<String>())
        #expect(await manager.open("shop://profile/details?userId=7").code == "schemeNotAllowed")
        #expect(await manager.open("/profile/details?userId=7").code == "completed")
    }
}
