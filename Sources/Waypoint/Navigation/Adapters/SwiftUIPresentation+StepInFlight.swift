extension OnScreenReading {
    /// What the screen shows while the step in flight runs: the manager's state with the step
    /// applied, or the manager's state alone between steps.
    ///
    /// The manager applies a step only once the container returns, so its state lags behind the
    /// screen for as long as the step animates. A container that publishes the manager's state
    /// after the user's change (a pop, a swipe-down, a tab tap) would take the step back off the
    /// screen and put it back when it ends; it publishes this instead. When the user's change and
    /// the step no longer fit together, the user's change stands, as in ``afterStep``.
    package var showing: NavigationState { afterStep.shown }
}

extension SwiftUIPresentation {
    /// The presentation a SwiftUI container publishes after the user changed the screen while
    /// its step runs, at `stage` of the step's publications (``publications(to:)``).
    ///
    /// It includes the step in flight (``OnScreenReading/showing``), so nothing the step shows
    /// leaves the screen and comes back. A step published in two stages (a modal replaced at one
    /// depth) keeps its first stage while the dismissal runs: the new layer is presented only in
    /// the last stage, once the old one is gone.
    ///
    /// ```swift
    /// // The user popped a tab's stack while a sheet was being presented over it:
    /// SwiftUIPresentation(showing: reading, stage: 0)   // the shorter stack, and the sheet
    /// ```
    ///
    /// - Parameters:
    ///   - reading: The manager's state (with the user's change) and the step in flight.
    ///   - stage: The index of the publication being shown; clamped to the stages there are.
    package init(showing reading: OnScreenReading, stage: Int) {
        let shown = SwiftUIPresentation(reading.shown)
        guard reading.stepInFlight != nil else {
            self = shown
            return
        }
        let stages = shown.publications(to: SwiftUIPresentation(reading.showing))
        self = stages[min(max(stage, 0), stages.count - 1)]
    }
}
