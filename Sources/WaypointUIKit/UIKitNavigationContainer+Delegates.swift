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
        guard let location = shownLocation(of: navigationController) else { return }
        let observed = screens(of: navigationController, at: location).map { entry(of: $0) }
        report(reading.stackDidShow(observed, at: location))
    }
}

extension UIKitNavigationContainer: UIAdaptivePresentationControllerDelegate {
    /// A sheet the user swiped down becomes a `userDismissed(_:)` report. UIKit does not call
    /// this for dismissals made in code.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        guard case .modal(let layer)? = location(of: presentationController.presentedViewController) else { return }
        report(reading.layerDidDismiss(layer))
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
