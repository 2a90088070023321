// What the documents' code takes from UIKit and SwiftUI, and the app's own view controllers they
// name, reduced to what the examples call, so that the examples run on Linux. They stand for the
// platform, not for Waypoint: nothing here is an adaptation of the documents' code.
import Foundation

@MainActor
class UIViewController {
    var presentingViewController: UIViewController?
    var presentedViewController: UIViewController?
    var navigationController: UINavigationController?
    /// What the test log shows for this screen.
    var title: String { "\(type(of: self))" }

    init() {}

    func present(_ viewController: UIViewController, animated: Bool) {
        presentedViewController = viewController
        viewController.presentingViewController = self
    }

    func dismiss(animated: Bool) {
        presentedViewController?.presentingViewController = nil
        presentedViewController = nil
    }

    func show(_ viewController: UIViewController, sender: Any?) {
        navigationController?.pushViewController(viewController, animated: true)
    }
}

@MainActor
final class UINavigationController: UIViewController {
    private(set) var viewControllers: [UIViewController] = []

    func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.navigationController = self
        viewControllers.append(viewController)
    }

    @discardableResult
    func popViewController(animated: Bool) -> UIViewController? {
        viewControllers.count > 1 ? viewControllers.removeLast() : nil
    }

    func popToRootViewController(animated: Bool) {
        viewControllers = Array(viewControllers.prefix(1))
    }

    override func show(_ viewController: UIViewController, sender: Any?) {
        pushViewController(viewController, animated: true)
    }
}

/// The app's own screens the documents name.
final class ProfileDetailsViewController: UIViewController {
    let userId: String?
    init(userId: String?) {
        self.userId = userId
    }
}

final class ShorexViewController: UIViewController {}
final class HelloViewController: UIViewController {}
