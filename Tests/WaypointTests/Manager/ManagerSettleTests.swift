import TestSupport
import Testing
import Waypoint
import WaypointTesting

/// A container whose toolkit is still moving when a request arrives: its `settle()` finishes the
/// user's back gesture in progress (reporting it, as a toolkit's delegate would) before it returns.
@MainActor
final class SettlingRecorder: NavigationContainer {
    weak var manager: NavigationManager<String>?
    /// The entry the user's gesture in progress pops back to, reported when the manager settles.
    var userPopsTo: EntryID?
    private(set) var settled = 0
    private(set) var performed: [NavigationStep] = []

    func perform(
        _ step: NavigationStep, from: NavigationState, to: NavigationState, screens: [EntryID: String]
    ) async throws {
        performed.append(step)
    }

    func settle() async {
        settled += 1
        await Task.yield()
        if let entry = userPopsTo {
            userPopsTo = nil
            try? manager?.userDidNavigate(.userPopped(to: entry))
        }
    }
}

@MainActor
@Suite("Manager: requests read against a settled screen")
struct ManagerSettleTests {
    static func attached() async throws -> (ManagerFixture, SettlingRecorder) {
        let fixture = try ManagerFixture()
        let recorder = SettlingRecorder()
        recorder.manager = fixture.manager
        await fixture.manager.attach(recorder)
        _ = await fixture.manager.open("https://shop.example.com/catalog/shoes/products/42")
        return (fixture, recorder)
    }

    @Test("a pop asked for while the user's pop to the root animates pops from where the user arrived: nothing")
    func popAfterUserPop() async throws {
        let (fixture, recorder) = try await Self.attached()
        let root = try #require(fixture.manager.state.visibleStack.first)
        recorder.userPopsTo = root.id
        let outcome = await fixture.manager.pop()
        #expect(outcome.code == "invalidRequest")
        #expect(fixture.manager.state.visibleStack == [root])
        #expect(!recorder.performed.contains { if case .popTo = $0 { true } else { false } })
    }

    @Test("a link during the user's pop is planned on the popped stack")
    func linkAfterUserPop() async throws {
        let (fixture, recorder) = try await Self.attached()
        let stack = fixture.manager.state.visibleStack
        try #require(stack.count == 3)
        recorder.userPopsTo = stack[1].id
        _ = await fixture.manager.open("https://shop.example.com/catalog/hats/products/7")
        let shown = fixture.manager.state.visibleStack
        #expect(!shown.contains(stack[2]), "the popped product stays popped: \(shown)")
        #expect(shown.first == stack[0])
        #expect(shown.last?.descriptor.path == "/catalog/hats/products/7")
        #expect(recorder.settled >= 2)
    }
}
