/// One step a container is carrying out, with the state it starts from and the state it leads to,
/// as the manager handed them over (``NavigationContainer/perform(_:from:to:screens:)``).
///
/// A platform container holds one while the step runs, and drops it when the step ends: an
/// ``OnScreenReading`` reads the toolkit's callbacks against it and the manager's state.
///
/// ```swift
/// func perform(_ step: NavigationStep, from: NavigationState, to: NavigationState, screens: [EntryID: Screen]) async throws {
///     stepInFlight = PlannedStep(step, from: from, to: to)
///     defer { stepInFlight = nil }
///     // … carry the step out …
/// }
/// ```
package struct PlannedStep: Hashable, Sendable {
    /// What to do.
    package let step: NavigationStep
    /// What is on screen when the step starts.
    package let from: NavigationState
    /// What is on screen once the step has finished: `from` with the step applied.
    package let to: NavigationState

    /// A step handed over; `to` is `from` with `step` applied.
    package init(_ step: NavigationStep, from: NavigationState, to: NavigationState) {
        self.step = step
        self.from = from
        self.to = to
    }

    /// Plans `step` from `from`: the state it leads to is `from` with the step applied.
    ///
    /// - Throws: `NavigationStepError` when the step does not fit `from`.
    package init(_ step: NavigationStep, from: NavigationState) throws(NavigationStepError) {
        self.init(step, from: from, to: try from.applying(step))
    }
}
