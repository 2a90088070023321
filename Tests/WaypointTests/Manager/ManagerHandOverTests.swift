import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// A container that records each step with the states it was handed, and can be slow or fail.
@MainActor
final class HandOverRecorder: NavigationContainer {
    struct Refused: Error {}

    private(set) var planned: [PlannedStep] = []
    var delay: Duration?
    var failure: (NavigationStep) -> Bool = { _ in false }

    func perform(_ step: NavigationStep, from: NavigationState, to: NavigationState, screens: [EntryID: String]) async throws {
        if failure(step) { throw Refused() }
        planned.append(PlannedStep(step, from: from, to: to))
        if let delay { try? await Task.sleep(for: delay) }
    }

    func reset() { planned.removeAll() }
}

/// How the manager hands steps to its container: each with the state it starts from and the state
/// it leads to, the manager's state being the only copy.
@MainActor
@Suite("Manager: the step hand-over to the container")
struct ManagerHandOverTests {
    /// A manager with a hand-over recorder attached, its attach steps forgotten.
    static func attached(signedIn: Bool = false) async throws -> (ManagerFixture, HandOverRecorder) {
        let fixture = try ManagerFixture()
        if signedIn { fixture.session.signIn("ana") }
        let recorder = HandOverRecorder()
        await fixture.manager.attach(recorder)
        recorder.reset()
        return (fixture, recorder)
    }

    /// A manager that restored a state with a product and a sign-in sheet before any container
    /// was attached: its state holds them, nothing shows them yet.
    static func restoredWithoutContainer() async throws -> ManagerFixture {
        let (earlier, _) = try await attached()
        _ = await earlier.manager.open("https://shop.example.com/catalog/shoes/products/42")
        _ = await earlier.manager.open("shop://login")
        let fixture = try ManagerFixture()
        let report = await fixture.manager.restore(earlier.manager.state)
        #expect(report.dropped.isEmpty)
        return fixture
    }

    /// Whether each step was handed over from the state the previous one led to, starting at
    /// `start`, and leads to its start with the step applied.
    static func chained(_ planned: [PlannedStep], from start: NavigationState) throws -> Bool {
        var shown = start
        for step in planned {
            guard step.from == shown, try step.from.applying(step.step) == step.to else { return false }
            shown = step.to
        }
        return true
    }

    @Test("a request's steps go from the manager's state to the state it reaches, each from where the last ended")
    func request() async throws {
        let (fixture, recorder) = try await Self.attached()
        _ = await fixture.manager.open("shop://login")
        let start = fixture.manager.state
        recorder.reset()
        _ = await fixture.manager.open("https://shop.example.com/catalog/shoes/products/42")
        let planned = recorder.planned
        #expect(planned.map(\.step.description).first?.hasPrefix("dismiss") == true)
        #expect(planned.count == 2)
        #expect(try Self.chained(planned, from: start))
        #expect(planned.last?.to == fixture.manager.state)
    }

    @Test("attaching hands the root and every layer over from an empty screen, and leaves the state as it was")
    func attach() async throws {
        let fixture = try await Self.restoredWithoutContainer()
        let state = fixture.manager.state
        try #require(state.modalLayers.count == 1)
        let recorder = HandOverRecorder()
        #expect(await fixture.manager.attach(recorder).code == "completed")
        let planned = recorder.planned
        #expect(planned.map(\.step) == [.replaceRoot(state.root), .present(state.modalLayers[0])])
        let empty = try #require(planned.first?.from)
        #expect(empty.entries.isEmpty && empty.modalLayers.isEmpty)
        #expect(try Self.chained(planned, from: empty))
        #expect(planned.last?.to == state)
        #expect(fixture.manager.state == state)
    }

    @Test("a failed attach step leaves the manager's state as it was")
    func failedAttach() async throws {
        let fixture = try await Self.restoredWithoutContainer()
        let state = fixture.manager.state
        let recorder = HandOverRecorder()
        recorder.failure = { if case .present = $0 { true } else { false } }
        #expect(await fixture.manager.attach(recorder).code == "interrupted")
        #expect(fixture.manager.state == state)
    }

    @Test("a restoration's steps go from the state shown to the restored one")
    func restoration() async throws {
        let (fixture, recorder) = try await Self.attached()
        _ = await fixture.manager.open("https://shop.example.com/catalog/shoes/products/42")
        _ = await fixture.manager.open("shop://login")
        let saved = fixture.manager.state
        _ = await fixture.manager.dismissAll()
        _ = await fixture.manager.popToRoot()
        let start = fixture.manager.state
        recorder.reset()
        let report = await fixture.manager.restore(saved)
        #expect(report.dropped.isEmpty)
        let planned = recorder.planned
        #expect(!planned.isEmpty)
        #expect(try Self.chained(planned, from: start))
        #expect(planned.last?.to.root == fixture.manager.state.root)
        #expect(planned.last?.to.modalLayers == fixture.manager.state.modalLayers)
    }

    @Test("a failed step leaves the state where the step started")
    func failedStep() async throws {
        let (fixture, recorder) = try await Self.attached()
        let start = fixture.manager.state
        recorder.failure = { _ in true }
        #expect(await fixture.manager.open("https://shop.example.com/catalog/shoes/products/42").code == "interrupted")
        #expect(fixture.manager.state == start)
    }

    @Test("a user's change while a step runs is kept: the step applies to the state that follows the user")
    func userChangeDuringStep() async throws {
        let (fixture, recorder) = try await Self.attached(signedIn: true)
        _ = await fixture.manager.open("https://shop.example.com/catalog/shoes/products/42")
        _ = await fixture.manager.selectTab("account")
        let home = fixture.manager.state.stack(ofTab: "shop")[0]
        recorder.reset()
        recorder.delay = .milliseconds(50)
        let manager = fixture.manager
        async let outcome = manager.open("/settings/payment-methods")
        // The push is handed over and runs; the user goes back in the Shop tab meanwhile.
        while recorder.planned.isEmpty { await Task.yield() }
        try manager.userDidNavigate(.userPopped(to: home.id))
        #expect(await outcome.code == "completed")
        let planned = try #require(recorder.planned.first)
        #expect(planned.from.stack(ofTab: "shop").count == 3)
        #expect(manager.state.stack(ofTab: "shop") == [home])
        #expect(manager.state.visibleStack.map(\.route) == planned.to.visibleStack.map(\.route))
    }
}
