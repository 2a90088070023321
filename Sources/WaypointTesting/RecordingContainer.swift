public import Waypoint

/// A `NavigationContainer` for tests: it records every step and the screens it was handed,
/// and can be told to be slow or to fail, so that apps can test navigation without a UI.
///
/// ```swift
/// let recorder = RecordingContainer<String>()
/// await manager.attach(recorder)
/// recorder.reset()
/// _ = await manager.open("shop://catalog/shoes/products/42")
/// #expect(recorder.stepLog == ["push [entry#3 catalog.category, entry#4 catalog.product] onto tab shop"])
/// ```
@MainActor
public final class RecordingContainer<Screen>: NavigationContainer {
    /// Every step performed, in order.
    public private(set) var steps: [NavigationStep] = []
    /// Every screen handed over, in order of the steps that added them.
    public private(set) var screens: [Screen] = []
    /// Makes a step wait (after it is recorded) before it completes, to test overlapping requests.
    public var delay: Duration?
    /// Makes the container fail the first step for which this returns `true`.
    public var failure: ((NavigationStep) -> Bool)?

    /// An error a recording container throws when told to fail.
    public struct InjectedFailure: Error, CustomStringConvertible {
        /// The step that failed.
        public let step: NavigationStep
        /// `injected failure at '<step>'`.
        public var description: String { "injected failure at '\(step)'" }
    }

    /// Creates an empty recorder.
    public init() {}

    /// Records the step and the screens it adds; fails instead when ``failure`` says so, then
    /// waits ``delay`` if set.
    ///
    /// - Parameters:
    ///   - step: The step to record.
    ///   - from: The state the step starts from (not recorded: the manager's state is the record).
    ///   - to: The state the step leads to (likewise).
    ///   - screens: The screens for the entries the step adds.
    /// - Throws: ``InjectedFailure`` for the step ``failure`` picks (once; the closure is then cleared).
    public func perform(
        _ step: NavigationStep, from: NavigationState, to: NavigationState, screens: [EntryID: Screen]
    ) async throws {
        if let failure, failure(step) {
            self.failure = nil
            throw InjectedFailure(step: step)
        }
        steps.append(step)
        if !screens.isEmpty { record(screens, of: step) }
        if let delay { try? await Task.sleep(for: delay) }
    }

    private func record(_ screens: [EntryID: Screen], of step: NavigationStep) {
        for entry in step.addedEntries {
            if let screen = screens[entry.id] { self.screens.append(screen) }
        }
    }

    /// The steps as one line each, as `NavigationStep.description` writes them.
    public var stepLog: [String] { steps.map(\.description) }

    /// Forgets what was recorded (the attach-time set-up, say).
    public func reset() {
        steps.removeAll()
        screens.removeAll()
    }
}
