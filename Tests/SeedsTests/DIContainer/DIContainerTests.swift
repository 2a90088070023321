// "Managing Navigation Between Multiple Modules in an iOS App Using Dependency Injection
// Containers": a `DIContainer` (register and resolve by type and name), a navigation service per
// module, and an app navigation service between modules.
//
// Provided by Waypoint instead of declared by the app: the `DIContainer`, `DIContainerService`,
// `ServiceEntry` and `Factory` of the CoreModule (`DependencyContainer`, whose
// `register(type:name:factory:)` and `resolve(type:name:)` keep their spelling; the document's
// first-instance caching is `Scope.singleton`). The container is frozen once built: the login flow
// registers its screens in a child container made when the flow starts.
import SeedsPlatform
import Testing
import Waypoint

public enum CoreModule { public typealias DIContainerService = DependencyContainer }  // adapted: Waypoint's container, where the document's code names it
public typealias DIContainerService = CoreModule.DIContainerService  // adapted

/// Keeps the document's force-unwrapped resolves as written: Waypoint's `resolve(type:name:)`
/// throws, naming what is registered, where the document's returned `nil`.
extension Resolver {  // adapted: the document's optional resolve
    func resolve<Service>(type: Service.Type) -> Service? { try? resolve(type: type, name: nil) }  // adapted
}

public protocol NavigationService: ExternalNavigationService {
    var navigationController: UINavigationController { get set }
    var container: DIContainerService { get set }
    func popToRootViewController(animated: Bool)
}

public protocol PresentableView {
    func toPresent() -> UIViewController
}

public extension PresentableView where Self: UIViewController {
    func toPresent() -> UIViewController {
        return self
    }
}

public protocol PresentableLoginView: PresentableView {}
public protocol PresentableBasketView: PresentableView {}
public protocol PresentablePaymentView: PresentableView {}

public protocol ExternalNavigationService {
    func openLoginViewController()
    func openBasketViewController()
    func openPaymentViewController()
}

public protocol LoginNavigationService {
    var container: DIContainerService { get set }
    var navigationController: UINavigationController? { get set }
    func openLoginViewController()
    func openPhoneUpdateViewController()

    func openBasketViewController()
}

public class LoginNavigation: LoginNavigationService {
    public var container: CoreModule.DIContainerService
    public var navigationController: UINavigationController?

    public init(container: CoreModule.DIContainerService,
                navigationController: UINavigationController? = nil) {
        self.container = container
        self.navigationController = navigationController
        registerViewControllers()
    }

    private func registerViewControllers() {
        container = (try? container.makeChild(module: "Login") { container in  // adapted: a child container for the flow
            container.register(type: PresentableLoginView.self) { container in
                LoginViewController(navigationService: container.resolve(type: LoginNavigationService.self)!)
            }
        }) ?? container  // adapted
    }

    public func openLoginViewController() {
        let viewController = container.resolve(type: PresentableLoginView.self)!
        navigationController?.show(viewController.toPresent(), sender: nil)
    }

    public func openPhoneUpdateViewController() {

    }

    public func openBasketViewController() {
        let appNavigationService = container.resolve(type: NavigationService.self)!
        appNavigationService.openBasketViewController()
    }

}

class AppNavigation: NavigationService, ExternalNavigationService {

    var navigationController: UINavigationController
    var container: DIContainerService

    init(navigationController: UINavigationController, container: DIContainerService) {
        self.navigationController = navigationController
        self.container = container
    }

    func openLoginViewController() {
        let loginNavigationService = container.resolve(type: LoginNavigationService.self)!
        let viewController = loginNavigationService.container.resolve(type: PresentableLoginView.self)!
        navigationController.show(viewController.toPresent(), sender: nil)
    }

    func openBasketViewController() {
        let basketNavigationService = container.resolve(type: BasketNavigationService.self)!
        let viewController = basketNavigationService.container.resolve(type: PresentableBasketView.self)!
        navigationController.show(viewController.toPresent(), sender: nil)
    }

    func openPaymentViewController() {
        let paymentNavigationService = container.resolve(type: PaymentNavigationService.self)!
        let viewController = paymentNavigationService.container.resolve(type: PresentablePaymentView.self)!
        navigationController.show(viewController.toPresent(), sender: nil)
    }

    func popToRootViewController(animated: Bool) {
        navigationController.popToRootViewController(animated: animated)
    }

}

// "We will use the same implementation for the BasketNavigation as well as the PaymentNavigation."
public protocol BasketNavigationService {
    var container: DIContainerService { get set }
    var navigationController: UINavigationController? { get set }
    func openBasketViewController()
    func openPaymentViewController()
}

public class BasketNavigation: BasketNavigationService {
    public var container: DIContainerService
    public var navigationController: UINavigationController?

    public init(container: DIContainerService,
                navigationController: UINavigationController? = nil) {
        self.container = container
        self.navigationController = navigationController
        registerViewControllers()
    }

    private func registerViewControllers() {
        container = (try? container.makeChild(module: "Basket") { container in  // adapted: a child container for the flow
            container.register(type: PresentableBasketView.self) { container in
                BasketViewController(navigationService: container.resolve(type: BasketNavigationService.self)!)
            }
        }) ?? container  // adapted
    }

    public func openBasketViewController() {
        let viewController = container.resolve(type: PresentableBasketView.self)!
        navigationController?.show(viewController.toPresent(), sender: nil)
    }

    public func openPaymentViewController() {
        let appNavigationService = container.resolve(type: NavigationService.self)!
        appNavigationService.openPaymentViewController()
    }
}

public protocol PaymentNavigationService {
    var container: DIContainerService { get set }
    var navigationController: UINavigationController? { get set }
    func openPaymentViewController()
}

public class PaymentNavigation: PaymentNavigationService {
    public var container: DIContainerService
    public var navigationController: UINavigationController?

    public init(container: DIContainerService,
                navigationController: UINavigationController? = nil) {
        self.container = container
        self.navigationController = navigationController
        registerViewControllers()
    }

    private func registerViewControllers() {
        container = (try? container.makeChild(module: "Payment") { container in  // adapted: a child container for the flow
            container.register(type: PresentablePaymentView.self) { _ in PaymentViewController() }
        }) ?? container  // adapted
    }

    public func openPaymentViewController() {
        let viewController = container.resolve(type: PresentablePaymentView.self)!
        navigationController?.show(viewController.toPresent(), sender: nil)
    }
}

// The modules' screens.
final class LoginViewController: UIViewController, PresentableLoginView {
    let navigationService: LoginNavigationService
    init(navigationService: LoginNavigationService) { self.navigationService = navigationService }
}

final class BasketViewController: UIViewController, PresentableBasketView {
    let navigationService: BasketNavigationService
    init(navigationService: BasketNavigationService) { self.navigationService = navigationService }
}

final class PaymentViewController: UIViewController, PresentablePaymentView {}

// The app's assembly, which the document leaves to its repository: one container holding the
// app's and the modules' navigation services, each made once (the document's container caches
// every first instance) and handed the container they live in.
final class AppAssemblyOfTheDocument {
    struct NotBuilt: Error {}
    let navigationController = UINavigationController()
    private(set) var container: DIContainerService?

    func build() throws -> DIContainerService {
        let navigationController = self.navigationController
        let container = try DependencyContainer { services in
            services.register(type: NavigationService.self, scope: .singleton) { _ in
                AppNavigation(navigationController: navigationController, container: try self.built())
            }
            services.register(type: LoginNavigationService.self, scope: .singleton) { _ in
                LoginNavigation(container: try self.built(), navigationController: navigationController)
            }
            services.register(type: BasketNavigationService.self, scope: .singleton) { _ in
                BasketNavigation(container: try self.built(), navigationController: navigationController)
            }
            services.register(type: PaymentNavigationService.self, scope: .singleton) { _ in
                PaymentNavigation(container: try self.built(), navigationController: navigationController)
            }
        }
        self.container = container
        return container
    }

    private func built() throws -> DIContainerService {
        guard let container else { throw NotBuilt() }
        return container
    }
}

@Suite("Design document: a DIContainer and a navigation service per module")
struct DIContainerTests {
    @Test("Login → Basket → Payment through the modules' navigation services, each flow in its child container")
    func loginBasketPayment() throws {
        let app = AppAssemblyOfTheDocument()
        let container = try app.build()
        let appNavigation = container.resolve(type: NavigationService.self)!

        appNavigation.openLoginViewController()
        let login = try #require(app.navigationController.viewControllers.last as? LoginViewController)
        login.navigationService.openBasketViewController()
        let basket = try #require(app.navigationController.viewControllers.last as? BasketViewController)
        basket.navigationService.openPaymentViewController()
        #expect(app.navigationController.viewControllers.last is PaymentViewController)
        #expect(app.navigationController.viewControllers.count == 3)

        // Each navigation service is made once, as the document's container does.
        #expect(container.resolve(type: LoginNavigationService.self)! as AnyObject === login.navigationService as AnyObject)
        // The flows' screens live in the flows' child containers; the app's container never changes.
        #expect(container.resolve(type: PresentableLoginView.self) == nil)
        #expect(container.parent == nil)

        appNavigation.popToRootViewController(animated: true)
        #expect(app.navigationController.viewControllers.count == 1)
    }
}
