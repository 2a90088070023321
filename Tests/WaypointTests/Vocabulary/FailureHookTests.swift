import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

@MainActor
@Suite("NavigationManager.onFailure: every refused request, synchronously")
struct FailureHookTests {
    @Test("not found, refused by a guard, and a screen that could not be built each reach the hook once")
    func everyFailure() async throws {
        var screens = ScreenRegistry<String>()
        screens.register("open") { _, _ in "open" }
        screens.register("closed") { _, _ in "closed" }
        let table = try RouteTable([
            RouteDefinition("open", pattern: "/open", module: "M"),
            RouteDefinition("closed", pattern: "/closed", module: "M", guards: ["no"]),
            RouteDefinition("broken", pattern: "/broken", module: "M"),
        ])
        let manager = try NavigationManager(
            routes: table, policy: LinkPolicy(), screens: screens, resolver: try DependencyContainer { _ in },
            guards: ["no": GuardFunction { _ in .reject("closed") }])
        await manager.attach(RecordingContainer<String>())
        var failures: [NavigationFailure] = []
        manager.onFailure = { failures.append($0) }

        let refused = await manager.open("/nowhere")
        #expect(failures.map(\.reason.code) == ["notFound"])  // heard before the caller got the outcome
        #expect(refused.code == "notFound")
        await manager.open("/closed")
        await manager.open("/broken")
        await manager.open("/open")
        #expect(failures.map(\.reason.code) == ["notFound", "guardDenied", "screenUnavailable"])
        #expect(failures.map(\.route) == [nil, "closed", "broken"])
        #expect(failures[1].description.hasPrefix("#"))
    }
}
