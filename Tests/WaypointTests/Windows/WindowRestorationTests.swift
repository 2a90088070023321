import Foundation
import Testing
import Waypoint
import WaypointTesting

/// Each window's navigation saved and restored under its own identity.
@Suite("Window restoration")
@MainActor
struct WindowRestorationTests {
    @Test("each window's state is saved under its identity and restored in that window only")
    func roundTrip() async throws {
        let before = try WindowsApp()
        await before.show("a")
        await before.show("b")
        await before.windows.open("/messages/1", in: "a")
        await before.windows.open("/messages/2", in: "a")
        await before.windows.open("/labels/pick", in: "b")
        let data = try JSONEncoder().encode(before.windows.savedStates)

        let after = try WindowsApp()
        let saved = try JSONDecoder().decode([WindowID: NavigationState].self, from: data)
        #expect(Set(saved.keys) == ["a", "b"])
        for (window, state) in saved.sorted(by: { $0.key < $1.key }) {
            let report = await after.windows.restore(state, in: window)
            #expect(report.dropped.isEmpty)
            await after.windows.attach(RecordingContainer<String>(), to: window)
        }
        for window in ["a", "b"] as [WindowID] {
            let restored = try #require(after.windows.manager(for: window)).state
            let original = try #require(before.windows.manager(for: window)).state
            #expect(restored.entries.map(\.descriptor) == original.entries.map(\.descriptor))
        }
        #expect(after.windows.manager(for: "a")?.state.entries.map(\.route) == ["inbox", "message", "message"])
        #expect(after.windows.manager(for: "b")?.state.modalLayers.count == 1)
    }
}
