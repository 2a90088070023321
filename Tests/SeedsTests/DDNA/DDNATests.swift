// "Implementing Descriptor-Driven Navigation Architecture (DDNA) in Modular iOS Applications":
// descriptor → NavigationManager → DeepLinkMapper → view controller, shown by a NavigationContainer.
//
// Provided by Waypoint instead of declared by the app: Step 1's `struct DeepLinkDescriptor`,
// Step 2's `protocol NavigationManaging` and its `final class NavigationManager` (the pipeline
// that maps, then pushes or presents), Step 3's `protocol DeepLinkMapper`, and Step 4's
// `protocol NavigationContainer` (`PushPresentContainer`).
import Foundation
import SeedsPlatform
import Testing
import Waypoint
import WaypointTesting

// Step 3, as written.
final class FeatureDeepLinkMapper: DeepLinkMapper {

    func map(_ descriptor: DeepLinkDescriptor) -> UIViewController? {

        switch descriptor.path {

        case "/profile/details":

            let userId = descriptor.parameters["userId"] ?? nil

            return ProfileDetailsViewController(userId: userId)

        default:
            return nil
        }
    }
}

// Step 4, as written.
final class DefaultNavigationContainer: PushPresentContainer {  // adapted: Waypoint's name for the protocol

    weak var navigationController: UINavigationController?

    func push(_ viewController: UIViewController) {
        navigationController?.pushViewController(viewController, animated: true)
    }

    func present(_ viewController: UIViewController) {
        navigationController?.present(viewController, animated: true)
    }
}

// Step 5, as written.
final class NavigationManagerFactory {

    static func make(
        navigationController: UINavigationController
    ) async throws -> NavigationManager<UIViewController> {  // adapted: async throws, the screen type

        let container = DefaultNavigationContainer()
        container.navigationController = navigationController

        let mapper = FeatureDeepLinkMapper()

        return try await Waypoint.NavigationManagerFactory.make(  // adapted: Waypoint's factory
            routes: [RouteDefinition("profile.details", pattern: "/profile/details", module: "Profile")],  // adapted: the route
            mapper: mapper,
            container: PushPresentSteps(container)  // adapted: the steps over the container
        )
    }
}

// Supporting universal links, as written.
func descriptor(from url: URL) -> DeepLinkDescriptor {

    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)

    var parameters: [String: String] = [:]  // adapted: parameters are strings

    components?.queryItems?.forEach {
        parameters[$0.name] = $0.value
    }

    return DeepLinkDescriptor(
        path: components?.path ?? "",
        parameters: parameters,
        presentationMode: .push
    )
}

@Suite("Design document: descriptor-driven navigation (DDNA)")
struct DDNATests {
    @Test("the example usage pushes the profile screen the mapper builds")
    func exampleUsage() async throws {
        let navigationController = UINavigationController()
        let navigationManager = try await NavigationManagerFactory.make(navigationController: navigationController)

        // Example Usage, as written.
        let descriptor = DeepLinkDescriptor(
            path: "/profile/details",
            parameters: ["userId": "12345"],
            presentationMode: .push
        )

        await navigationManager.navigate(using: descriptor)  // adapted: await

        let shown = try #require(navigationController.viewControllers.last as? ProfileDetailsViewController)
        #expect(shown.userId == "12345")
        #expect(navigationManager.state.topEntry?.route == "profile.details")
    }

    @Test("a universal link's descriptor takes the same path")
    func universalLink() async throws {
        let navigationController = UINavigationController()
        let navigationManager = try await NavigationManagerFactory.make(navigationController: navigationController)
        let link = try #require(URL(string: "https://example.com/profile/details?userId=42"))
        await navigationManager.navigate(using: descriptor(from: link))
        #expect((navigationController.viewControllers.last as? ProfileDetailsViewController)?.userId == "42")
    }

    /// The container as the document writes it has no way back: Waypoint refuses what it cannot
    /// do, by name, and keeps its state. It presents a bare view controller and pushes onto the
    /// root navigation controller, so a push with a modal up lands beneath the modal, where the
    /// state (which pushes onto the visible stack) does not have it: the article shows the
    /// container that presents a navigation controller and pushes onto the top one.
    @Test(
        "the document's container: a modal is presented; a dismissal it cannot make is refused; a push lands beneath the modal"
    )
    func modalWithTheDocumentsContainer() async throws {
        let navigationController = UINavigationController()
        let navigationManager = try await NavigationManagerFactory.make(navigationController: navigationController)
        await navigationManager.navigate(
            using: DeepLinkDescriptor(path: "/profile/details", parameters: ["userId": "7"], presentationMode: .modal))
        #expect((navigationController.presentedViewController as? ProfileDetailsViewController)?.userId == "7")

        let dismissal = await navigationManager.dismiss()
        guard case .rejected(.interrupted(_, let error)) = dismissal else {
            Issue.record("expected interrupted, got \(dismissal)")
            return
        }
        #expect(error == "the push/present container does not implement 'dismiss'")
        #expect(navigationManager.state.modalLayers.count == 1)
        #expect(navigationController.presentedViewController != nil)

        await navigationManager.navigate(
            using: DeepLinkDescriptor(path: "/profile/details", parameters: ["userId": "8"], presentationMode: .push))
        #expect(navigationManager.state.modalLayers.first?.stack.count == 2)
        #expect((navigationController.viewControllers.last as? ProfileDetailsViewController)?.userId == "8")
    }

    @Test("a path the mapper does not know is refused, and said so")
    func unknownPath() async throws {
        let navigationController = UINavigationController()
        let navigationManager = try await NavigationManagerFactory.make(navigationController: navigationController)
        var failures: [NavigationFailure] = []
        navigationManager.onFailure = { failures.append($0) }
        await navigationManager.navigate(using: DeepLinkDescriptor(path: "/settings"))
        #expect(failures.map(\.reason.code) == ["notFound"])
    }
}
