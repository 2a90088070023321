#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit
import Waypoint

/// Each `UIKitOperation` as UIKit calls, awaiting the end of every transition within the
/// container's `deadline`.
extension UIKitNavigationContainer {
    /// Carries out one operation; returns when UIKit has finished it, animation included.
    func execute(_ operation: UIKitOperation) async throws {
        switch operation {
        case .installStack(let entries):
            let navigation = try makeNavigationController(entries, at: .root)
            tabBarController = nil
            window.rootViewController = navigation
        case .installTabs(let tabs, let selectedIndex):
            let tabBar = UITabBarController()
            var children: [UINavigationController] = []
            for tab in tabs {
                let navigation = try makeNavigationController(tab.stack.map(\.id), at: .tab(tab.id))
                // The tab bar shows its children's items; the modules set them on their root screens.
                navigation.tabBarItem = navigation.viewControllers.first?.tabBarItem
                children.append(navigation)
            }
            tabBar.setViewControllers(children, animated: false)
            tabBar.selectedIndex = selectedIndex
            tabBar.delegate = self
            tabBar.moreNavigationController.delegate = self
            tabBarController = tabBar
            window.rootViewController = tabBar
        case .installSplit, .showColumn:
            throw UIKitContainerError.noSplitView
        case .selectTab(_, let index):
            guard let tabBarController else { throw UIKitContainerError.missingTabBar }
            tabBarController.selectedIndex = index
        case .push(let entry, let location, let animated):
            let navigation = try navigationController(at: location)
            let pushed = try controller(for: entry)
            navigation.pushViewController(pushed, animated: animated)
            try await transitionEnd(in: navigation)
        case .setViewControllers(let entries, let location, let animated):
            let navigation = try navigationController(at: location)
            let screens = try controllers(for: entries)
            navigation.setViewControllers(hostedScreens(screens, in: navigation), animated: animated)
            try await transitionEnd(in: navigation)
        case .popTo(let entry, let location, let animated):
            let navigation = try navigationController(at: location)
            let top = try controller(for: entry)
            _ = navigation.popToViewController(top, animated: animated)
            try await transitionEnd(in: navigation)
        case .dismiss(let layer, let presenter):
            let presenting = try viewController(for: presenter)
            // Gone already (the user was faster): nothing to wait for.
            guard presenting.presentedViewController != nil else { return }
            try await deadline.wait(for: "dismissing \(layer)") { done in
                presenting.dismiss(animated: true) { done() }
            }
        case .present(let layer, let entries, _, let presenter):
            let presenting = try viewController(for: presenter)
            // UIKit refuses to present from a controller that presents one already or whose
            // view is not in a window, and then never calls the completion; fail at once for
            // those, and bound the wait for any other refusal by the deadline.
            guard presenting.presentedViewController == nil else { throw UIKitContainerError.presenterBusy(layer) }
            guard presenting.viewIfLoaded?.window != nil else { throw UIKitContainerError.presenterOffScreen(layer) }
            let navigation = try makeNavigationController(entries, at: .modal(layer))
            guard case .present(let shown)? = stepInFlight?.step else {
                throw UIKitContainerError.missingStack(.modal(layer))
            }
            try configure(navigation, for: shown, over: stepInFlight?.from.topEntry?.id)
            try await deadline.wait(for: "presenting \(layer)") { done in
                presenting.present(navigation, animated: true) { done() }
            }
        case .presentDialog(let dialog, let presenter):
            let presenting = try viewController(for: presenter)
            guard presenting.presentedViewController == nil else { throw UIKitContainerError.presenterBusy(dialog.id) }
            guard presenting.viewIfLoaded?.window != nil else {
                throw UIKitContainerError.presenterOffScreen(dialog.id)
            }
            let alert = makeAlert(for: dialog, over: presenting)
            alerts[dialog.id] = alert
            try await deadline.wait(for: "presenting \(dialog.id)") { done in
                presenting.present(alert, animated: true) { done() }
            }
        case .dismissDialog(let dialog, _):
            // Gone already (the user answered meanwhile): nothing to wait for.
            guard let alert = alerts.removeValue(forKey: dialog), let presenting = alert.presentingViewController
            else { return }
            try await deadline.wait(for: "dismissing \(dialog)") { done in
                presenting.dismiss(animated: true) { done() }
            }
        }
    }

    /// Waits until every transition running in the window ends: a push or pop (the user's back
    /// swipe included, which runs until their finger lifts), a presentation or a dismissal (a
    /// swipe down included). UIKit drops a presentation made during one and never calls its
    /// completion, so the next step starts only after them.
    func runningTransitionsEnd() async throws(StepTimedOut) {
        var controllers: [UIViewController] = Array(stacks.values)
        if let more = tabBarController?.moreNavigationController { controllers.append(more) }
        var presented = window.rootViewController
        while let controller = presented {
            controllers.append(controller)
            presented = controller.presentedViewController
        }
        for controller in controllers {
            try await transitionEnd(in: controller)
        }
    }

    /// Waits until the controller's running transition ends; at once when none runs (an
    /// unanimated change, or one off screen). A transition the user drives (a back swipe, a
    /// swipe down) lasts as long as their finger stays down, which ``stepTimeLimit`` does not
    /// bound; the rest of its animation is bounded as usual.
    private func transitionEnd(in controller: UIViewController) async throws(StepTimedOut) {
        guard let coordinator = controller.transitionCoordinator else { return }
        if coordinator.isInteractive {
            try await gestureDeadline.wait(for: "the user's gesture on \(type(of: controller))") { done in
                coordinator.notifyWhenInteractionChanges { _ in done() }
            }
        }
        try await deadline.wait(for: "the running transition of \(type(of: controller))") { done in
            // The completion runs once when queued; when it is not queued it never runs.
            let queued = coordinator.animate(alongsideTransition: nil) { _ in done() }
            if !queued { done() }
        }
    }

    /// A navigation controller showing `entries`, delegating to the container, kept for `location`.
    private func makeNavigationController(
        _ entries: [EntryID],
        at location: StackLocation
    ) throws(UIKitContainerError) -> UINavigationController {
        let screens = try controllers(for: entries)
        let navigation = UINavigationController()
        navigation.setViewControllers(screens, animated: false)
        navigation.delegate = self
        // The back swipe asks the container, which refuses it while a leave check does not allow.
        if manager?.hasLeaveChecks == true { navigation.interactivePopGestureRecognizer?.delegate = self }
        stacks[location] = navigation
        return navigation
    }

    private func navigationController(at location: StackLocation) throws(UIKitContainerError) -> UINavigationController
    {
        guard let navigation = shownNavigationController(at: location) else { throw .missingStack(location) }
        return navigation
    }

    private func controller(for entry: EntryID) throws(UIKitContainerError) -> UIViewController {
        guard let controller = controllers[entry] else { throw .missingScreen(entry) }
        return controller
    }

    private func controllers(for entries: [EntryID]) throws(UIKitContainerError) -> [UIViewController] {
        var built: [UIViewController] = []
        for entry in entries { built.append(try controller(for: entry)) }
        return built
    }

    /// The view controller that presents (or presented) a layer: the window's root, or the
    /// navigation controller of the layer beneath.
    func viewController(
        for presenter: UIKitOperation.ModalPresenter
    ) throws(UIKitContainerError) -> UIViewController {
        switch presenter {
        case .root:
            guard let root = window.rootViewController else { throw .missingStack(.root) }
            return root
        case .layer(let layer):
            return try navigationController(at: .modal(layer))
        }
    }
}
#endif
