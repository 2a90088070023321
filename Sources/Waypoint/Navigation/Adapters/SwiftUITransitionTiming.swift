/// How long a SwiftUI container waits after publishing a step before it reports the step done.
///
/// SwiftUI gives no completion for a `NavigationStack` path change or for a sheet appearing,
/// and presenting a sheet while another one is still moving is dropped with a console warning.
/// So a SwiftUI container publishes each step and then waits for the system animation it
/// starts: a push or pop on the stack the user sees, or a modal layer appearing or leaving.
/// Changes nobody sees (a tab that is not selected, a stack under a sheet, a tab selection,
/// which `TabView` does not animate) need no wait. The durations are the system's standard
/// ones with a margin; an app that changes the animations sets its own.
///
/// ```swift
/// let timing = SwiftUITransitionTiming()
/// timing.settleTime(for: .push([product], onto: .tab("shop")), before: state)   // .milliseconds(400)
/// ```
package struct SwiftUITransitionTiming: Hashable, Sendable {
    /// The wait after a push or pop on the visible stack.
    package var stack: Duration
    /// The wait after a modal layer is presented or dismissed.
    package var modal: Duration

    /// Creates a timing.
    ///
    /// - Parameters:
    ///   - stack: The wait after a push or pop on the visible stack.
    ///   - modal: The wait after a modal layer is presented or dismissed.
    package init(stack: Duration = .milliseconds(400), modal: Duration = .milliseconds(550)) {
        self.stack = stack
        self.modal = modal
    }

    /// How long to wait after publishing `step` on a container showing `state`.
    package func settleTime(for step: NavigationStep, before state: NavigationState) -> Duration {
        switch step {
        case .present, .dismiss, .presentDialog, .dismissDialog:
            modal
        case .push(_, let location), .popTo(_, let location), .setStack(_, let location):
            state.visibleLocation == location ? stack : .zero
        case .selectTab, .showColumn, .replaceRoot:
            .zero
        }
    }
}
