/// Reads what a toolkit now shows and decides what it means for the state: nothing, the
/// container's own step, a user report, or a change Waypoint does not take over.
///
/// Each function takes the manager's state (`shown`) and, while one of the container's steps is
/// running, the state that step leads to (`expected`, the ``PlannedStep/to`` it was handed). A
/// callback that matches `expected` is the container's own doing, however the toolkit delivers
/// it; only a change that matches neither is the user's. Containers call them through an
/// ``OnScreenReading``.
///
/// ```swift
/// // The user swiped back twice (long-press on the back button) in the Shop tab:
/// UserNavigationInterpreter.stack([home, category], at: .tab("shop"), shown: state, expected: nil)
/// // .user(.userPopped(to: category))
/// ```
package enum UserNavigationInterpreter {
    /// Interprets the screens a stack now holds, bottom first, as a navigation controller
    /// reports them after `navigationController(_:didShow:animated:)`.
    ///
    /// - A stack that ends earlier than the state's, on one of its own entries, is a user pop
    ///   (back button, edge swipe, or several screens at once from the back button's menu):
    ///   ``NavigationRequest/userPopped(to:)`` naming the new top.
    /// - A stack equal to the state's is ``ObservedChange/unchanged``; one equal to what the
    ///   running step leads to is ``ObservedChange/ownStep``.
    /// - A stack that holds the state's entries and more is
    ///   ``UnsupportedChange/pushOutsideManager(_:)``; anything else (a reordered or emptied
    ///   stack, a screen Waypoint did not build below its own) is
    ///   ``UnsupportedChange/unrecognizedStack(_:)``.
    ///
    /// - Parameters:
    ///   - observed: The entry of each screen on the stack, bottom first; `nil` for a screen
    ///     Waypoint did not build.
    ///   - location: The stack the toolkit reports.
    ///   - shown: The manager's state: what was on screen before the change.
    ///   - expected: The state the container's running step leads to; `nil` when none runs.
    package static func stack(
        _ observed: [EntryID?],
        at location: StackLocation,
        shown: NavigationState,
        expected: NavigationState?
    ) -> ObservedChange {
        let expectedIDs = expected?.stack(at: location)?.map(\.id)
        guard let shownIDs = shown.stack(at: location)?.map(\.id) else {
            return observed == expectedIDs?.map(Optional.some) ? .ownStep : .unsupported(.unknownStack(location))
        }
        return screens(observed, of: location, shown: shownIDs, expected: expectedIDs)
    }

    /// Interprets the screens one navigation controller now holds against the entries the state
    /// shows there and those the running step leads to, by the rules of
    /// ``stack(_:at:shown:expected:)``; `location` names the stack in unsupported changes.
    static func screens(
        _ observed: [EntryID?], of location: StackLocation, shown: [EntryID], expected: [EntryID]?
    ) -> ObservedChange {
        let shownIDs = shown.map(Optional.some)
        let expectedIDs = expected?.map(Optional.some)
        if observed == shownIDs { return .unchanged }
        if observed == expectedIDs { return .ownStep }
        if observed.count > shownIDs.count, observed.starts(with: shownIDs) {
            return .unsupported(.pushOutsideManager(location))
        }
        if observed.count < shownIDs.count, shownIDs.starts(with: observed), let top = observed.last ?? nil {
            return .user(.userPopped(to: top))
        }
        return .unsupported(.unrecognizedStack(location))
    }

    /// Interprets a SwiftUI `NavigationStack` path: the entries above the stack's root entry, as
    /// its `path` binding is written when the user goes back.
    ///
    /// The same rules as ``stack(_:at:shown:expected:)`` apply to the whole stack, the root
    /// entry followed by the path. A path that grew is
    /// ``UnsupportedChange/pushOutsideManager(_:)``: Waypoint apps navigate through the
    /// manager, not through `NavigationLink(value:)`.
    ///
    /// - Parameters:
    ///   - path: The path the binding received.
    ///   - location: The stack the path belongs to.
    ///   - shown: The manager's state: what was on screen before the change.
    ///   - expected: The state the container's running step leads to; `nil` when none runs.
    package static func path(
        _ path: [EntryID],
        at location: StackLocation,
        shown: NavigationState,
        expected: NavigationState?
    ) -> ObservedChange {
        let root = (shown.stack(at: location) ?? expected?.stack(at: location))?.first.map(\.id)
        return stack(root.map { [$0] + path } ?? path, at: location, shown: shown, expected: expected)
    }

    /// Interprets an interactive dismissal of a modal layer (a swipe down on a sheet, reported
    /// by `presentationControllerDidDismiss(_:)` or a sheet binding set to `nil`).
    ///
    /// - Returns: ``NavigationRequest/userDismissed(_:)`` for a layer the state presents;
    ///   ``ObservedChange/ownStep`` when the running step dismisses it;
    ///   ``ObservedChange/unchanged`` when the state no longer presents it.
    package static func dismissed(
        _ layer: ModalLayerID,
        shown: NavigationState,
        expected: NavigationState?
    ) -> ObservedChange {
        guard shown.modalLayers.contains(where: { $0.id == layer }) else { return .unchanged }
        if let expected, !expected.modalLayers.contains(where: { $0.id == layer }) { return .ownStep }
        return .user(.userDismissed(layer))
    }

    /// Interprets the detent a sheet now rests at after the user dragged it
    /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, a `presentationDetents`
    /// selection binding written).
    ///
    /// - Parameters:
    ///   - detent: The detent's string form (`medium`, `large`, `fraction:0.3`, `height:240`), as
    ///     the container named it to the toolkit.
    ///   - layer: The layer whose sheet moved.
    ///   - shown: The manager's state.
    ///   - expected: The state the container's running step leads to; `nil` when none runs.
    /// - Returns: ``NavigationRequest/userSelectedDetent(_:in:)`` for another detent the layer
    ///   offers; ``ObservedChange/unchanged`` for the selected one or a layer no longer presented;
    ///   ``ObservedChange/ownStep`` for the detent the running step gives the layer;
    ///   ``UnsupportedChange/unknownDetent(_:in:)`` for a detent the layer does not offer.
    package static func detent(
        _ detent: String,
        of layer: ModalLayerID,
        shown: NavigationState,
        expected: NavigationState?
    ) -> ObservedChange {
        guard let sheet = shown.modalLayers.first(where: { $0.id == layer })?.sheet else { return .unchanged }
        guard let parsed = SheetDetent(detent), sheet.detents.contains(parsed) else {
            return .unsupported(.unknownDetent(detent, in: layer))
        }
        if sheet.selectedDetent == parsed { return .unchanged }
        if expected?.modalLayers.first(where: { $0.id == layer })?.sheet.selectedDetent == parsed { return .ownStep }
        return .user(.userSelectedDetent(parsed, in: layer))
    }

    /// Interprets a tab the toolkit now selects (`tabBarController(_:didSelect:)`, a `TabView`
    /// selection binding).
    ///
    /// - Returns: ``NavigationRequest/userSelectedTab(_:)`` for another tab of the state;
    ///   ``ObservedChange/unchanged`` for the selected one; ``ObservedChange/ownStep`` for the
    ///   tab the running step selects; ``UnsupportedChange/unknownTab(_:)`` otherwise.
    package static func selected(
        _ tab: TabID,
        shown: NavigationState,
        expected: NavigationState?
    ) -> ObservedChange {
        if shown.selectedTab == tab { return .unchanged }
        if let expected, expected.selectedTab == tab { return .ownStep }
        guard shown.tabs.contains(where: { $0.id == tab }) else { return .unsupported(.unknownTab(tab)) }
        return .user(.userSelectedTab(tab))
    }

    /// Interprets a tab selected by position, as a tab bar controller's `selectedIndex` gives
    /// it; positions follow ``NavigationState/tabs``.
    ///
    /// - Returns: As ``selected(_:shown:expected:)``, or
    ///   ``UnsupportedChange/unknownTabIndex(_:)`` for a position the state has no tab at.
    package static func selected(
        tabAt index: Int,
        shown: NavigationState,
        expected: NavigationState?
    ) -> ObservedChange {
        let tabs = shown.tabs
        guard tabs.indices.contains(index) else { return .unsupported(.unknownTabIndex(index)) }
        return selected(tabs[index].id, shown: shown, expected: expected)
    }
}
