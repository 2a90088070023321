#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import UIKit
import Waypoint

// UIKit calls these after the container's own transitions as well as after the user's; the
// core's OnScreenReading tells them apart against the manager's state and the step in flight,
// and `report` forwards only the user's.

extension UIKitNavigationContainer: UINavigationControllerDelegate {
    /// Reads the navigation controller's stack after any push or pop: a back button tap, its
    /// menu, or the edge swipe becomes a `userPopped(to:)` report. The More navigation controller
    /// also reports a tab picked from the More list, which reaches no tab bar delegate method.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        if navigationController === tabBarController?.moreNavigationController { reportMoreListSelection() }
        if let change = collapsedSplitDidShow(navigationController) { return report(change) }
        guard let location = shownLocation(of: navigationController) else { return }
        let observed = screens(of: navigationController, at: location).map { entry(of: $0) }
        report(reading.stackDidShow(observed, at: location))
    }
}

extension UIKitNavigationContainer: UIAdaptivePresentationControllerDelegate {
    /// A sheet the user swiped down becomes a `userDismissed(_:)` report. UIKit does not call
    /// this for dismissals made in code.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        // A tap outside an action sheet's popover closes the dialog without a button.
        if let dialog = alerts.first(where: { $0.value === presentationController.presentedViewController })?.key {
            return dialogDidClose(dialog, button: nil)
        }
        guard case .modal(let layer)? = location(of: presentationController.presentedViewController) else { return }
        report(reading.layerDidDismiss(layer))
    }

    /// A sheet whose screens' leave check does not allow leaving refuses the swipe down.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        guard let manager, let root = layerRoot(presentedBy: presentationController) else { return true }
        return !manager.leaveBlocked(closing: root)
    }

    /// A refused swipe down is reported; a leave check that asks then asks, and dismisses on confirm.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        guard let manager, let root = layerRoot(presentedBy: presentationController) else { return }
        Task { await manager.userAttemptedToLeave(closing: root) }
    }
}

extension UIKitNavigationContainer: UIGestureRecognizerDelegate {
    /// The back swipe of a navigation controller the container made, asked before it begins:
    /// refused at a stack's root and during a transition (what UIKit's own delegate does), and
    /// while the top screen's leave check does not allow leaving, which is reported.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = stacks.values.first(where: { $0.interactivePopGestureRecognizer === gestureRecognizer }),
            navigation.viewControllers.count > 1, navigation.transitionCoordinator == nil
        else { return false }
        guard let manager, let top = navigation.topViewController.flatMap({ entry(of: $0) }),
            manager.leaveBlocked(closing: top)
        else { return true }
        Task { await manager.userAttemptedToLeave(closing: top) }
        return false
    }
}

extension UIKitNavigationContainer: UITabBarControllerDelegate {
    /// A tab the user tapped becomes a `userSelectedTab(_:)` report. UIKit does not call this
    /// when the container sets `selectedIndex`. The tab is the selected view controller's, not
    /// `selectedIndex`, which is `NSNotFound` while the More item is selected; tapping More
    /// itself changes nothing until a tab is picked from its list.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        report(reading.tabBarDidSelect(selection(of: tabBarController, showing: viewController)))
    }
}
#endif
