import SwiftUI

/// Moves the virtual clock while the app's asynchronous work (the manager's requests, the
/// model's waits) runs on the main actor, and lets a scenario watch every moment in between.
@MainActor
enum Driver {
    /// Operations started and not finished yet.
    private(set) static var running = 0
    /// Called after every clock event: the scenarios' watchers look at what SwiftUI shows.
    static var observers: [() -> Void] = []

    static func reset() {
        observers = []
    }

    /// Starts `operation` now; it runs as the clock moves.
    static func start(_ operation: @escaping @MainActor () async -> Void) {
        running += 1
        Task { @MainActor in
            await operation()
            running -= 1
        }
    }

    /// Starts `operation` and runs the clock until it and everything it started are over.
    static func perform(_ operation: @escaping @MainActor () async -> Void) async {
        start(operation)
        await settle()
    }

    private static func observe() {
        for observer in observers { observer() }
    }

    /// Runs the clock until nothing is scheduled and no operation is running (a gesture held by
    /// the user schedules nothing: it waits for the scenario).
    static func settle(realTimeLimit: Duration = .seconds(20)) async {
        let start = ContinuousClock.now
        while true {
            await SwiftUISimulation.run(for: 0)
            observe()
            if let next = SwiftUISimulation.nextEventTime {
                await SwiftUISimulation.run(for: max(0, next - SwiftUISimulation.now))
                observe()
                continue
            }
            if running == 0 { return }
            if ContinuousClock.now - start > realTimeLimit {
                print("  (the clock is idle but \(running) operation(s) did not finish within \(realTimeLimit))")
                return
            }
            // An operation waits on real time (a step's deadline): let it pass.
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    /// Runs the clock for `seconds` of virtual time, event by event.
    static func advance(_ seconds: TimeInterval) async {
        let target = SwiftUISimulation.now + seconds
        while let next = SwiftUISimulation.nextEventTime, next <= target {
            await SwiftUISimulation.run(for: max(0, next - SwiftUISimulation.now))
            observe()
        }
        await SwiftUISimulation.run(for: max(0, target - SwiftUISimulation.now))
        observe()
    }
}
