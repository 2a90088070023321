/// The platform executor: carries out one planned step at a time on real screens.
///
/// UIKit, SwiftUI, the terminal example and the test recorder implement it. A container
/// decides nothing and keeps no navigation state: the manager owns the state, has already
/// computed the new one, planned the steps and built every screen the steps need. It hands each
/// step over with the state the step starts from and the state it leads to, values it has
/// computed already. The container performs the step and returns when it has finished on screen (animation
/// included); the manager starts the next step only then.
///
/// When the user navigates by themselves — back button, edge swipe, swipe-to-dismiss, tab
/// tap — the container reads the manager's ``NavigationManager/state`` to tell the user's change
/// from its own, and reports it with ``NavigationManager/userDidNavigate(_:)`` so that the
/// state stays the truth.
///
/// ```swift
/// @MainActor final class RecordingContainer: NavigationContainer {
///     var performed: [NavigationStep] = []
///     func perform(
///         _ step: NavigationStep, from: NavigationState, to: NavigationState, screens: [EntryID: String]
///     ) async throws {
///         performed.append(step)
///     }
/// }
/// ```
@MainActor
public protocol NavigationContainer<Screen>: AnyObject {
    /// What the app's screen factories make: a `UIViewController`, a SwiftUI view, a terminal
    /// screen, a test value.
    associatedtype Screen

    /// Performs one step and returns when it is finished on screen.
    ///
    /// The container keeps no copy of the states: it reads `from` to carry the step out (which
    /// stack a pop shortens, which view controller presents a layer) and `to` to recognise its
    /// own transition when the toolkit reports it, and drops both when the step ends. Between
    /// steps it reads ``NavigationManager/state``.
    ///
    /// - Parameters:
    ///   - step: What to do.
    ///   - from: What is on screen when the step starts: the manager's state, or, while the
    ///     manager attaches the container, an empty screen and then what the earlier steps showed.
    ///   - to: What is on screen once the step has finished: `from` with the step applied.
    ///   - screens: The screens for every entry the step adds (pushes, presented layers, new
    ///     stacks), by entry identity.
    /// - Throws: When the step could not be carried out; the manager stops the plan there,
    ///   keeps the state as far as it got, and reports the request as interrupted.
    func perform(
        _ step: NavigationStep, from: NavigationState, to: NavigationState, screens: [EntryID: Screen]
    ) async throws

    /// Returns once what the toolkit shows has stopped moving: the transitions still running
    /// have ended, and the user's gestures in progress (a back swipe held, a sheet being dragged
    /// down) have been let go of and reported.
    ///
    /// The manager awaits it before it works out what a request does, so that a request is read
    /// against the state the user left rather than the one they were leaving: a pop asked for
    /// while the user's own pop animates pops from where the user arrived. A container whose
    /// steps finish before `perform` returns and that reports no gestures (a test recorder, a
    /// terminal) need not implement it: the default returns at once.
    func settle() async
}

extension NavigationContainer {
    /// Returns at once: nothing of this container moves between steps.
    public func settle() async {}
}
