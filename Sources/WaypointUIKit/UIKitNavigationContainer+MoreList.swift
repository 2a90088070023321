#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit
import Waypoint

// A tab bar with more tabs than fit shows the rest in its More list. A tab picked from the list
// is shown inside the More navigation controller, above the list: UIKit moves the tab's screens
// there (a navigation controller cannot be pushed onto another), and back when the user returns
// to the list. While they are there, the tab's stack is the More navigation controller's, less
// its first screen (the list), and the container changes and reads it there.

extension UIKitNavigationContainer {
    /// The navigation controller that shows a stack: the stack's own, or the More navigation
    /// controller while the tab's screens are shown there.
    func shownNavigationController(at location: StackLocation) -> UINavigationController? {
        guard let navigation = stacks[location] else { return nil }
        guard case .tab = location, let more = tabBarController?.moreNavigationController,
            let root = reading.shown.stack(at: location)?.first.flatMap({ controllers[$0.id] }),
            more.viewControllers.contains(where: { $0 === root })
        else { return navigation }
        return more
    }

    /// The stack a navigation controller shows: one the container created, or the tab whose
    /// screens the More navigation controller shows.
    func shownLocation(of navigation: UINavigationController) -> StackLocation? {
        if let location = location(of: navigation) { return location }
        guard navigation === tabBarController?.moreNavigationController else { return nil }
        return reading.shown.tabs.map { StackLocation.tab($0.id) }.first {
            shownNavigationController(at: $0) === navigation
        }
    }

    /// A stack's screens as a navigation controller holds them: the More list's own first screen
    /// stays below a tab's screens shown there.
    func screens(of navigation: UINavigationController, at location: StackLocation) -> [UIViewController] {
        navigation === stacks[location] ? navigation.viewControllers : Array(navigation.viewControllers.dropFirst())
    }

    /// While the More list shows, UIKit shows none of the tabs, and the state keeps the tab the
    /// user saw last. A step that changes that tab's stack shows the tab again first, so that
    /// the user sees what the step does.
    func showSelectedTabOverMoreList(for operation: UIKitOperation, in state: NavigationState) {
        guard let tabBarController,
            tabBarController.selectedViewController === tabBarController.moreNavigationController,
            case .tab(let tab)? = operation.stackLocation, tab == state.selectedTab,
            let index = state.tabs.firstIndex(where: { $0.id == tab })
        else { return }
        tabBarController.selectedIndex = index
    }

    /// The view controllers to give a navigation controller for a stack's screens: the screens,
    /// under the More list when it is the More navigation controller.
    func hostedScreens(_ screens: [UIViewController], in navigation: UINavigationController) -> [UIViewController] {
        guard navigation === tabBarController?.moreNavigationController, let list = navigation.viewControllers.first
        else { return screens }
        return [list] + screens
    }
}
#endif
