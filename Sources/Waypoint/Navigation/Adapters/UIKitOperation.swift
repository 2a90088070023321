/// One UIKit call that carries out a planned step, decided here so that the UIKit container
/// only switches over it.
///
/// Stacks are `UINavigationController`s (one per tab, one for a root without tabs, one per
/// modal layer), tabs are a `UITabBarController`'s children in ``NavigationState/tabs`` order,
/// and every screen is the view controller built for its entry.
///
/// | step | operation | UIKit call |
/// | --- | --- | --- |
/// | `replaceRoot(.stack)` | ``installStack(_:)`` | a `UINavigationController` becomes the window's root |
/// | `replaceRoot(.tabs)` | ``installTabs(_:selectedIndex:)`` | a `UITabBarController` with one navigation controller per tab |
/// | `replaceRoot(.split)` | ``installSplit(_:)`` | a column-style `UISplitViewController` with one navigation controller per column |
/// | `selectTab` | ``selectTab(_:index:)`` | `selectedIndex` |
/// | `showColumn` | ``showColumn(_:)`` | `show(_:)` of the split view controller |
/// | `push` of one entry | ``push(_:onto:animated:)`` | `pushViewController(_:animated:)` |
/// | `push` of several | ``setViewControllers(_:in:animated:)`` | one `setViewControllers(current + new, animated:)`, so only the last animates |
/// | `setStack` | ``setViewControllers(_:in:animated:)`` | `setViewControllers(_:animated:)` |
/// | `popTo` | ``popTo(_:in:animated:)`` | `popToViewController(_:animated:)` |
/// | `dismiss` | ``dismiss(_:presenter:)`` | `dismiss(animated:completion:)` on the layer's presenter |
/// | `present` | ``present(_:entries:style:presenter:)`` | `present(_:animated:completion:)` of a new navigation controller |
/// | `presentDialog` | ``presentDialog(_:presenter:)`` | `present(_:animated:completion:)` of a `UIAlertController` |
/// | `dismissDialog` | ``dismissDialog(_:presenter:)`` | `dismiss(animated:completion:)` on the alert's presenter |
///
/// Changes to a stack the user cannot see (a tab that is not selected, a stack under a modal
/// layer) are not animated: nobody would see the animation, and UIKit would run it off screen.
package enum UIKitOperation: Hashable, Sendable {
    /// Make one navigation controller holding these entries the window's root.
    case installStack([EntryID])
    /// Make a tab bar controller the window's root, with one navigation controller per tab (its
    /// stack's entries, bottom first), in order, and select the tab at `selectedIndex`.
    case installTabs([NavigationTab], selectedIndex: Int)
    /// Make a column-style split view controller the window's root, with one navigation
    /// controller per column of the split (its stack's entries, bottom first).
    case installSplit(SplitRoot)
    /// Set the tab bar controller's `selectedIndex` (which shows this tab).
    case selectTab(TabID, index: Int)
    /// Show this column of the split view controller (on top, when collapsed).
    case showColumn(SplitColumn)
    /// Push one entry's screen onto the navigation controller at the location.
    case push(EntryID, onto: StackLocation, animated: Bool)
    /// Give the navigation controller at the location exactly these screens, bottom first.
    case setViewControllers([EntryID], in: StackLocation, animated: Bool)
    /// Pop the navigation controller at the location back to this entry's screen.
    case popTo(EntryID, in: StackLocation, animated: Bool)
    /// Dismiss this layer and every layer over it, by calling `dismiss(animated:completion:)` on
    /// the view controller that presented it.
    case dismiss(ModalLayerID, presenter: ModalPresenter)
    /// Present a new navigation controller holding these entries, with the style, from the
    /// presenter (the top-most layer's navigation controller, else the window's root).
    case present(ModalLayerID, entries: [EntryID], style: ModalStyle, presenter: ModalPresenter)
    /// Present an alert controller for this dialog from the presenter (the top-most layer's
    /// navigation controller, else the window's root).
    case presentDialog(DialogLayer, presenter: ModalPresenter)
    /// Dismiss the alert controller of this dialog, by calling `dismiss(animated:completion:)` on
    /// the view controller that presented it.
    case dismissDialog(ModalLayerID, presenter: ModalPresenter)

    /// The view controller that presents a modal layer.
    package enum ModalPresenter: Hashable, Sendable {
        /// The window's root view controller (the tab bar controller or the root navigation
        /// controller).
        case root
        /// The navigation controller of this modal layer.
        case layer(ModalLayerID)
    }

    /// The stack a push, a pop or a new set of screens changes; `nil` for the other operations.
    package var stackLocation: StackLocation? {
        switch self {
        case .push(_, let location, _), .setViewControllers(_, let location, _), .popTo(_, let location, _): location
        case .installStack, .installTabs, .installSplit, .selectTab, .showColumn, .dismiss, .present, .presentDialog,
            .dismissDialog:
            nil
        }
    }

    /// The operation that carries out `step` on a container showing `state`.
    ///
    /// - Parameters:
    ///   - step: The planned step.
    ///   - state: What the container shows before the step.
    /// - Throws: `NavigationStepError` when the step names a tab, stack, entry or layer
    ///   `state` does not have.
    package static func operation(
        for step: NavigationStep,
        in state: NavigationState
    ) throws(NavigationStepError) -> UIKitOperation {
        switch step {
        case .replaceRoot(.stack(let entries)):
            return .installStack(entries.map(\.id))
        case .replaceRoot(.tabs(let tabs, let selected)):
            let index = tabs.firstIndex { $0.id == selected } ?? 0
            return .installTabs(tabs, selectedIndex: index)
        case .replaceRoot(.split(let split)):
            return .installSplit(split)
        case .showColumn(let column):
            guard state.split?.columns.contains(column) == true else {
                throw .unknownStack(.column(column), step: step)
            }
            return .showColumn(column)
        case .selectTab(let tab):
            guard let index = state.tabs.firstIndex(where: { $0.id == tab }) else {
                throw .unknownTab(tab, available: state.tabs.map(\.id), step: step)
            }
            return .selectTab(tab, index: index)
        case .push(let entries, let location):
            let current = try stack(at: location, in: state, for: step)
            let animated = state.visibleLocation == location
            if entries.count == 1, let entry = entries.first {
                return .push(entry.id, onto: location, animated: animated)
            }
            return .setViewControllers((current + entries).map(\.id), in: location, animated: animated)
        case .setStack(let entries, let location):
            _ = try stack(at: location, in: state, for: step)
            return .setViewControllers(entries.map(\.id), in: location, animated: state.visibleLocation == location)
        case .popTo(let entry, let location):
            guard try stack(at: location, in: state, for: step).contains(where: { $0.id == entry }) else {
                throw .unknownEntry(entry, in: location, step: step)
            }
            return .popTo(entry, in: location, animated: state.visibleLocation == location)
        case .dismiss(let layer):
            guard let index = state.modalLayers.firstIndex(where: { $0.id == layer }) else {
                throw .unknownModalLayer(layer, step: step)
            }
            return .dismiss(layer, presenter: index == 0 ? .root : .layer(state.modalLayers[index - 1].id))
        case .present(let layer):
            let presenter: ModalPresenter = state.modalLayers.last.map { .layer($0.id) } ?? .root
            return .present(layer.id, entries: layer.stack.map(\.id), style: layer.style, presenter: presenter)
        case .presentDialog(let dialog):
            guard state.dialog == nil else { throw .dialogShown(state.dialog?.id, step: step) }
            return .presentDialog(dialog, presenter: state.modalLayers.last.map { .layer($0.id) } ?? .root)
        case .dismissDialog(let dialog):
            guard state.dialog?.id == dialog else { throw .dialogShown(state.dialog?.id, step: step) }
            return .dismissDialog(dialog, presenter: state.modalLayers.last.map { .layer($0.id) } ?? .root)
        }
    }

    private static func stack(
        at location: StackLocation,
        in state: NavigationState,
        for step: NavigationStep
    ) throws(NavigationStepError) -> [NavigationEntry] {
        guard let stack = state.stack(at: location) else { throw .unknownStack(location, step: step) }
        return stack
    }
}
