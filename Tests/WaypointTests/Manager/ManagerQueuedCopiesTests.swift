import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// Requests that wait in the queue behind one a guard holds: identical ones are coalesced, copies
/// of the top screen (a `RoutePath` append, as `NavigationPath` pushes) never are.
@MainActor
@Suite("NavigationManager: identical requests that wait in the queue", .timeLimit(.minutes(1)))
struct ManagerQueuedCopiesTests {
    /// The `Screens` app, its global guard holding `locked` until the test opens the gate.
    func app(gate: GateGuard) async throws -> (NavigationManager<Screens>, RoutePath<Screens>) {
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "firstScreen"
        let manager = try AppAssembly<Screens>(
            modules: [ScreensModule()], policy: LinkPolicy(), configuration: configuration, globalGuards: [gate]
        ).build().manager
        let path = RoutePath(manager: manager)
        await manager.attach(path)
        return (manager, path)
    }

    /// Starts a request for `locked` and returns once the gate holds it: what comes next waits.
    func holdQueue(
        _ manager: NavigationManager<Screens>, at gate: GateGuard
    ) async throws -> Task<NavigationOutcome, Never> {
        let held = Task { await manager.navigate(to: Screens.locked) }
        while !gate.isHolding { try await Task.sleep(for: .milliseconds(1)) }
        return held
    }

    /// Runs `requests` as tasks that queue behind the held one, then opens the gate.
    func queued(
        behind gate: GateGuard, _ requests: [@MainActor () async -> NavigationOutcome]
    ) async throws -> [NavigationOutcome] {
        let tasks = requests.map { request in Task { await request() } }
        // Each task reaches the queue and waits there (the gate holds the running request).
        try await Task.sleep(for: .milliseconds(50))
        #expect(gate.isHolding)
        gate.open()
        var outcomes: [NavigationOutcome] = []
        for task in tasks { outcomes.append(await task.value) }
        return outcomes
    }

    @Test("two copies of the top screen that wait are both pushed, as NavigationPath appends them")
    func waitingCopiesPushTwice() async throws {
        let gate = GateGuard(holding: "locked")
        let (manager, path) = try await app(gate: gate)
        await path.append(.secondScreen(info: "Hello"))
        let held = try await holdQueue(manager, at: gate)
        let outcomes = try await queued(
            behind: gate,
            [
                { await path.append(.secondScreen(info: "Hello")) },
                { await path.append(.secondScreen(info: "Hello")) },
            ])
        #expect(await held.value.code == "completed")
        #expect(outcomes.map(\.code) == ["completed", "completed"])
        #expect(
            manager.state.visibleStack.map(\.route) == [
                "firstScreen", "secondScreen", "locked", "secondScreen", "secondScreen",
            ])
    }

    @Test("two identical requests that wait run once: one screen, both callers get its outcome")
    func waitingIdenticalRequestsCoalesce() async throws {
        let gate = GateGuard(holding: "locked")
        let (manager, _) = try await app(gate: gate)
        let held = try await holdQueue(manager, at: gate)
        let seenBefore = gate.order.count
        let outcomes = try await queued(
            behind: gate,
            [
                { await manager.open("/second/Hello") },
                { await manager.open("/second/Hello") },
            ])
        #expect(await held.value.code == "completed")
        #expect(outcomes.map(\.code) == ["completed", "completed"])
        // The guard saw the held request once, then the coalesced pair once.
        #expect(gate.order.count - seenBefore == 1)
        #expect(manager.state.visibleStack.map(\.route) == ["firstScreen", "locked", "secondScreen"])
    }
}
