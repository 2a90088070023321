import TestSupport
import Testing
import WaypointTesting

@testable import Waypoint

/// Seeded random interleavings of result requests, finishes (of the top screen and of stale
/// handles), the user's gestures, pops, resets and restorations, with a container slow enough
/// that gestures land while steps run. Every awaited result resolves exactly once, and no value is
/// delivered that its screen did not finish with while it was shown.
@MainActor
@Suite("Results: random interleavings")
struct ResultPropertyTests {
    /// What a run saw: every request for a result, and every finish's value by whether it completed.
    private final class Run {
        var colors: [ResultRequest<String>] = []
        var addresses: [ResultRequest<Address>] = []
        var completedFinishes: Set<String> = []
        var refusedFinishes: Set<String> = []
        var handles: [ScreenHandle] = []
        var snapshots: [NavigationState] = []
        var tags = 0

        /// A value that names the route and entry it finishes, and is never given twice.
        func tag(for entry: NavigationEntry) -> String {
            tags += 1
            return "\(entry.route)|\(entry.id.rawValue)|\(tags)"
        }

        func record(_ tag: String, _ outcome: NavigationOutcome) {
            if outcome.code == "completed" { completedFinishes.insert(tag) } else { refusedFinishes.insert(tag) }
        }
    }

    @Test("every awaited result resolves exactly once, only with a value its own screen finished with")
    func interleavings() async throws {
        for seed in 1...60 as ClosedRange<UInt64> {
            try await check(seed: seed)
        }
    }

    private func check(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let app = try ResultApp()
        app.recorder.delay = .microseconds(200)
        await app.manager.attach(app.recorder)
        let log = EventLog(app.manager)
        let run = Run()
        let manager = app.manager
        var running: [Task<Void, Never>] = []
        for _ in 0..<40 {
            let operation = Int(random.next() % 13)
            let pick = Int(random.next() % 1000)
            running.append(Task { @MainActor in await Self.perform(operation, pick: pick, on: manager, run: run) })
            if random.next() % 2 == 0 {
                for task in running { await task.value }
                running.removeAll()
            }
        }
        for task in running { await task.value }
        // Whatever is still shown leaves: every pending result must resolve.
        await manager.dismissAll()
        await manager.navigate(to: "home", presentation: .replaceStack)
        await manager.waitUntilIdle()

        let colorResults = run.colors.map { ($0.number, $0.shot.finishedValue, PickColorRoute.id) }
        let addressResults = run.addresses.map {
            ($0.number, $0.shot.finishedValue.map(Self.printed), PickAddressRoute.id)
        }
        for (number, result, route) in colorResults.map({ ($0.0, $0.1.map(Self.printed), $0.2) }) + addressResults {
            let result = try #require(result, "seed \(seed): request #\(number) never resolved")
            if case .value(let tag) = result {
                #expect(run.completedFinishes.contains(tag), "seed \(seed): #\(number) got \(tag), never finished")
                #expect(!run.refusedFinishes.contains(tag), "seed \(seed): #\(number) got a refused finish's \(tag)")
                #expect(tag.hasPrefix("\(route)|"), "seed \(seed): #\(number) got another route's value \(tag)")
            }
        }
        // A last request as a marker: once its event has arrived, every earlier event has.
        await manager.open("/login")
        let last = (run.colors.map(\.number) + run.addresses.map(\.number)).max() ?? 0
        for _ in 0..<10_000 where !log.finished.contains(where: { $0.route == "login" && $0.request > last }) {
            await Task.yield()
        }
        let resultEvents = log.events.filter { $0.kind == .resultDelivered || $0.kind == .resultCancelled }
        let awaited = Set(run.colors.map(\.number) + run.addresses.map(\.number))
        for number in awaited {
            let reported = resultEvents.filter { $0.request == number }.count
            #expect(reported == 1, "seed \(seed): request #\(number) reported \(reported) times")
        }
        log.cancel()
    }

    /// A result printed to the value's tag, so that both routes' results are read alike.
    private static func printed<Value>(_ result: NavigationResult<Value>) -> NavigationResult<String> {
        switch result {
        case .value(let value): .value((value as? Address)?.street ?? "\(value)")
        case .cancelled(let reason): .cancelled(reason)
        case .notShown(let outcome): .notShown(outcome)
        }
    }

    private static func perform(
        _ operation: Int, pick: Int, on manager: NavigationManager<String>, run: Run
    ) async {
        switch operation {
        case 0, 1:
            run.colors.append(await manager.requestResult(PickColorRoute()))
        case 2:
            run.addresses.append(await manager.requestResult(PickAddressRoute()))
        case 3:
            guard let top = manager.state.topEntry, let handle = manager.topScreenHandle else { return }
            run.handles.append(handle)
            await finish(handle, entry: top, run: run)
        case 4:
            guard !run.handles.isEmpty else { return }
            let handle = run.handles[pick % run.handles.count]
            let entry = manager.state.entries.first { $0.id == handle.entry }
            await finish(handle, entry: entry, run: run)
        case 5:
            try? manager.userGoesBack()
        case 6:
            try? manager.userSwipesDown()
        case 7:
            await manager.pop()
        case 8:
            await manager.dismissAll()
        case 9:
            await manager.navigate(to: "home", presentation: .replaceStack)
        case 10:
            run.snapshots.append(manager.state)
            await manager.restore(run.snapshots[pick % run.snapshots.count])
        case 11:
            await manager.topScreenHandle?.close()
        default:
            await manager.open("/plain")
        }
    }

    /// Finishes a handle's screen with a value naming it; a handle whose entry is gone is finished
    /// with a value naming no entry, which must never be delivered.
    private static func finish(_ handle: ScreenHandle, entry: NavigationEntry?, run: Run) async {
        let tag = entry.map(run.tag(for:)) ?? "gone|\(handle.entry.rawValue)|\(run.tags)"
        let outcome: NavigationOutcome =
            switch entry?.route {
            case PickAddressRoute.id: await handle.finish(PickAddressRoute.self, with: Address(street: tag))
            default: await handle.finish(with: tag)
            }
        run.record(tag, outcome)
    }
}
