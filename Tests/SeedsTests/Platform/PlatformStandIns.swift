// What the documents' code takes from UIKit and SwiftUI, and the app's own view controllers they
// name, reduced to what the examples call, so that the examples run on Linux. They stand for the
// platform, not for Waypoint: nothing here is an adaptation of the documents' code.
import Foundation

@MainActor
open class UIViewController {
    public var presentingViewController: UIViewController?
    public var presentedViewController: UIViewController?
    public var navigationController: UINavigationController?
    /// What the test log shows for this screen.
    public var title: String { "\(type(of: self))" }

    public init() {}

    public func present(_ viewController: UIViewController, animated: Bool) {
        presentedViewController = viewController
        viewController.presentingViewController = self
    }

    public func dismiss(animated: Bool) {
        presentedViewController?.presentingViewController = nil
        presentedViewController = nil
    }

    open func show(_ viewController: UIViewController, sender: Any?) {
        navigationController?.pushViewController(viewController, animated: true)
    }
}

@MainActor
public final class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []

    public func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.navigationController = self
        viewControllers.append(viewController)
    }

    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    public func popToRootViewController(animated: Bool) {
        viewControllers = Array(viewControllers.prefix(1))
    }

    override public func show(_ viewController: UIViewController, sender: Any?) {
        pushViewController(viewController, animated: true)
    }
}

/// The app's own screens the documents name.
public final class ProfileDetailsViewController: UIViewController {
    public let userId: String?
    public init(userId: String?) {
        self.userId = userId
    }
}

public final class ShorexViewController: UIViewController {}
public final class HelloViewController: UIViewController {}
