/// The platform executor: carries out one planned step at a time on real screens.
///
/// UIKit, SwiftUI, the terminal example and the test recorder implement it. A container
/// decides nothing: the manager has already computed the new state, planned the steps and
/// built every screen the steps need. The container performs the step and returns when it has
/// finished on screen (animation included); the manager starts the next step only then.
///
/// When the user navigates by themselves — back button, edge swipe, swipe-to-dismiss, tab
/// tap — the container reports it with ``NavigationManager/userDidNavigate(_:)`` so that the
/// state stays the truth.
///
/// ```swift
/// @MainActor final class RecordingContainer: NavigationContainer {
///     var performed: [NavigationStep] = []
///     func perform(_ step: NavigationStep, screens: [EntryID: String]) async throws {
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
    /// - Parameters:
    ///   - step: What to do.
    ///   - screens: The screens for every entry the step adds (pushes, presented layers, new
    ///     stacks), by entry identity.
    /// - Throws: When the step could not be carried out; the manager stops the plan there,
    ///   keeps the state as far as it got, and reports the request as interrupted.
    func perform(_ step: NavigationStep, screens: [EntryID: Screen]) async throws
}
