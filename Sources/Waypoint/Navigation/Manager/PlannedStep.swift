/// One step as the manager hands it to a ``NavigationContainer``: the step, the state it starts
/// from and the state it leads to.
///
/// The manager owns the navigation state; a container keeps no copy of it. With each step it
/// gets the two states it needs to carry the step out (which stack a pop shortens, which view
/// controller presents a layer) and to tell its own transition from the user's while the step
/// runs. Outside a step, a container reads ``NavigationManager/state``.
///
/// ```swift
/// func perform(_ planned: PlannedStep, screens: [EntryID: String]) async throws {
///     print(planned.step, planned.from.visibleStack.count, "→", planned.to.visibleStack.count)
/// }
/// ```
public struct PlannedStep: Hashable, Sendable {
    /// What to do.
    public let step: NavigationStep
    /// What is on screen when the step starts.
    public let from: NavigationState
    /// What is on screen once the step has finished: `from` with the step applied.
    public let to: NavigationState

    /// Hands over a step; `to` is `from` with `step` applied.
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
