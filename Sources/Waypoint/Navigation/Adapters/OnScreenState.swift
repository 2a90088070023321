/// What a platform container shows, kept step by step and report by report, so that the
/// container can tell its own transitions from the user's and knows the state each step
/// starts from.
///
/// A container holds one, starts it empty, and tells it about everything that happens:
/// ``begin(_:)`` and ``finish()`` around each step the manager hands it, and the toolkit's
/// callbacks through ``stackDidShow(_:at:)``, ``pathDidChange(_:at:)``,
/// ``layerDidDismiss(_:)`` and ``tabDidSelect(_:)``. Those return an ``ObservedChange``; a
/// ``ObservedChange/user(_:)`` change is already applied here and goes on to
/// ``NavigationManager/userDidNavigate(_:)``.
///
/// ```swift
/// func perform(_ step: NavigationStep, screens: [EntryID: UIViewController]) async throws {
///     let operation = try UIKitOperation.operation(for: step, in: onScreen.shown)
///     try onScreen.begin(step)
///     // … carry out `operation`, await UIKit's completion …
///     onScreen.finish()
/// }
///
/// func navigationController(_ controller: UINavigationController, didShow _: UIViewController, animated _: Bool) {
///     if case .user(let request) = onScreen.stackDidShow(entries(of: controller), at: location) {
///         onUserNavigation(request)
///     }
/// }
/// ```
///
/// The manager runs one step at a time, and so does this record: beginning a step while
/// another runs finishes the other first.
package struct OnScreenState: Hashable, Sendable {
    /// The state on screen, as far as finished steps and user changes go.
    package private(set) var shown: NavigationState
    /// The step being carried out, if any.
    package private(set) var stepInFlight: NavigationStep?
    /// The state the step in flight leads to; `nil` when no step runs.
    package private(set) var expected: NavigationState?

    /// Starts the record from a state; containers start from the empty state, and the
    /// manager's first step (`replaceRoot`) brings them up to date.
    package init(_ shown: NavigationState = NavigationState()) {
        self.shown = shown
    }

    /// Records that the container starts carrying out `step`.
    ///
    /// - Returns: The state the step leads to.
    /// - Throws: `NavigationStepError` when the step does not fit what is shown; nothing is
    ///   recorded then, and the container should throw the error to the manager.
    @discardableResult
    package mutating func begin(_ step: NavigationStep) throws(NavigationStepError) -> NavigationState {
        if stepInFlight != nil { finish() }
        let next = try shown.applying(step)
        stepInFlight = step
        expected = next
        return next
    }

    /// Records that the step in flight finished on screen.
    ///
    /// The step is applied to what is shown now, so that a change the user made while it ran
    /// (a back swipe in another tab) is kept. When the user's change and the step no longer fit
    /// together, the user's change stands, as it does in the manager.
    package mutating func finish() {
        if let step = stepInFlight, let next = try? shown.applying(step) {
            shown = next
        }
        stepInFlight = nil
        expected = nil
    }

    /// Records that the step in flight failed; what is shown stays as it was before it.
    package mutating func abandon() {
        stepInFlight = nil
        expected = nil
    }

    /// The entries whose screens the container must keep: those shown, and those the step in
    /// flight brings. A container releases every other screen.
    package var liveEntries: Set<EntryID> {
        Set((shown.entries + (expected?.entries ?? [])).map(\.id))
    }

    /// The stacks the container must keep (a navigation controller or a path per location):
    /// those shown, and those the step in flight brings.
    package var liveLocations: Set<StackLocation> {
        Set(shown.stackLocations + (expected?.stackLocations ?? []))
    }

    /// Interprets the screens a stack now holds (see
    /// ``UserNavigationInterpreter/stack(_:at:shown:expected:)``) and applies a user's change.
    package mutating func stackDidShow(_ observed: [EntryID?], at location: StackLocation) -> ObservedChange {
        record(UserNavigationInterpreter.stack(observed, at: location, shown: shown, expected: expected))
    }

    /// Interprets a SwiftUI path (see ``UserNavigationInterpreter/path(_:at:shown:expected:)``)
    /// and applies a user's change.
    package mutating func pathDidChange(_ path: [EntryID], at location: StackLocation) -> ObservedChange {
        record(UserNavigationInterpreter.path(path, at: location, shown: shown, expected: expected))
    }

    /// Interprets an interactive dismissal (see
    /// ``UserNavigationInterpreter/dismissed(_:shown:expected:)``) and applies a user's change.
    package mutating func layerDidDismiss(_ layer: ModalLayerID) -> ObservedChange {
        record(UserNavigationInterpreter.dismissed(layer, shown: shown, expected: expected))
    }

    /// Interprets a tab selection (see ``UserNavigationInterpreter/selected(_:shown:expected:)``)
    /// and applies a user's change.
    package mutating func tabDidSelect(_ tab: TabID) -> ObservedChange {
        record(UserNavigationInterpreter.selected(tab, shown: shown, expected: expected))
    }

    /// Interprets a tab selection by position (see
    /// ``UserNavigationInterpreter/selected(tabAt:shown:expected:)``) and applies a user's change.
    package mutating func tabDidSelect(at index: Int) -> ObservedChange {
        record(UserNavigationInterpreter.selected(tabAt: index, shown: shown, expected: expected))
    }

    /// Applies a user's change to what is shown, as the manager applies it to its state.
    private mutating func record(_ change: ObservedChange) -> ObservedChange {
        guard case .user(let request) = change else { return change }
        // The interpreter only reports what `shown` holds, so the reducer accepts it; should it
        // not, the screen and this record would disagree, and leaving the record is the honest
        // answer: the manager refuses the same report.
        if let next = try? NavigationReducer.reduce(shown, request) { shown = next }
        return change
    }
}
