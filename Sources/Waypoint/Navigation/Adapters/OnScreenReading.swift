/// What a platform container reads a toolkit's callback against: the manager's state and the
/// step the container is carrying out, if any.
///
/// The manager owns the state; a container keeps none of its own. It holds the ``PlannedStep``
/// it is carrying out, for as long as the step runs, and makes a reading whenever the toolkit
/// calls back — `navigationController(_:didShow:animated:)`, a sheet swiped down, a tab tapped,
/// a SwiftUI binding written. The reading says what the callback means
/// (``UserNavigationInterpreter``); a ``ObservedChange/user(_:)`` change goes on to
/// ``NavigationManager/userDidNavigate(_:)``, and the manager's state follows it.
///
/// ```swift
/// func navigationController(_ controller: UINavigationController, didShow _: UIViewController, animated _: Bool) {
///     guard let manager else { return }
///     let reading = OnScreenReading(manager, stepInFlight: stepInFlight)
///     if case .user(let request) = reading.stackDidShow(entries(of: controller), at: location) {
///         try? manager.userDidNavigate(request)
///     }
/// }
/// ```
///
/// While a step runs, the manager's state is the one the step started from, moved along by any
/// change the user made meanwhile (a back swipe in another tab); the manager applies the step to
/// it once the container returns.
package struct OnScreenReading: Sendable {
    /// The manager's state: what is on screen, as far as finished steps and the user's changes go.
    package let shown: NavigationState
    /// The step the container is carrying out; `nil` between steps.
    package let stepInFlight: PlannedStep?

    /// A reading of the manager's state and the container's step in flight.
    package init(_ shown: NavigationState, stepInFlight: PlannedStep? = nil) {
        self.shown = shown
        self.stepInFlight = stepInFlight
    }

    /// A reading of a manager's state and the container's step in flight. Should the manager be
    /// gone (a container outlives it only while being torn down), the state the step started
    /// from stands in for it.
    @MainActor
    package init<Screen>(_ manager: NavigationManager<Screen>?, stepInFlight: PlannedStep?) {
        self.init(manager?.state ?? stepInFlight?.from ?? NavigationState(), stepInFlight: stepInFlight)
    }

    /// The state the step in flight leads to; `nil` when no step runs.
    package var expected: NavigationState? { stepInFlight?.to }

    /// The reading once the step in flight has finished on screen: the manager's state with the
    /// step applied, as the manager makes it when the container returns. When the user changed
    /// the screen while the step ran, the step applies to the state that follows them; when the
    /// two no longer fit together, the user's change stands, as it does in the manager.
    package var afterStep: OnScreenReading {
        guard let planned = stepInFlight else { return self }
        if shown == planned.from { return OnScreenReading(planned.to) }
        return OnScreenReading((try? shown.applying(planned.step)) ?? shown)
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
    /// ``UserNavigationInterpreter/stack(_:at:shown:expected:)``).
    package func stackDidShow(_ observed: [EntryID?], at location: StackLocation) -> ObservedChange {
        UserNavigationInterpreter.stack(observed, at: location, shown: shown, expected: expected)
    }

    /// Interprets a SwiftUI path (see ``UserNavigationInterpreter/path(_:at:shown:expected:)``).
    package func pathDidChange(_ path: [EntryID], at location: StackLocation) -> ObservedChange {
        UserNavigationInterpreter.path(path, at: location, shown: shown, expected: expected)
    }

    /// Interprets an interactive dismissal (see
    /// ``UserNavigationInterpreter/dismissed(_:shown:expected:)``).
    package func layerDidDismiss(_ layer: ModalLayerID) -> ObservedChange {
        UserNavigationInterpreter.dismissed(layer, shown: shown, expected: expected)
    }

    /// Interprets a sheet dragged to a detent (see
    /// ``UserNavigationInterpreter/detent(_:of:shown:expected:)``).
    package func sheetDidRest(at detent: String, in layer: ModalLayerID) -> ObservedChange {
        UserNavigationInterpreter.detent(detent, of: layer, shown: shown, expected: expected)
    }

    /// Interprets a dialog the toolkit closed: a button tapped (its position), or a tap outside
    /// (`nil`). An answer to the dialog shown is the user's; one to a dialog already gone, or to the
    /// one the step in flight takes away, changes nothing.
    package func dialogDidClose(_ dialog: ModalLayerID, button: Int?) -> ObservedChange {
        if case .dismissDialog(dialog)? = stepInFlight?.step { return .ownStep }
        guard shown.dialog?.id == dialog else { return .unchanged }
        return .user(.userAnswered(dialog, button: button))
    }

    /// Interprets a tab selection (see ``UserNavigationInterpreter/selected(_:shown:expected:)``).
    package func tabDidSelect(_ tab: TabID) -> ObservedChange {
        UserNavigationInterpreter.selected(tab, shown: shown, expected: expected)
    }

    /// Interprets a tab selection by position (see
    /// ``UserNavigationInterpreter/selected(tabAt:shown:expected:)``).
    package func tabDidSelect(at index: Int) -> ObservedChange {
        UserNavigationInterpreter.selected(tabAt: index, shown: shown, expected: expected)
    }
}
