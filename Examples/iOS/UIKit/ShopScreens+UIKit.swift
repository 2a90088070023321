// Sample source, not built by the package: see ../README.md.
import UIKit
import Waypoint

/// The modules' screen factories, as view controllers. Real modules register their own
/// registries; the tab roots set the tab bar item the container shows for their tab.
enum ShopScreens {
    @MainActor
    static func viewControllers() -> ScreenRegistry<UIViewController> {
        var screens = ScreenRegistry<UIViewController>(module: "Shop")
        screens.register("home") { _, _ in
            tabRoot(title: "Shop", systemImage: "bag")
        }
        screens.register("basket") { _, _ in
            tabRoot(title: "Basket", systemImage: "cart")
        }
        screens.register("account") { _, _ in
            tabRoot(title: "Account", systemImage: "person")
        }
        screens.register("catalog.category") { context, _ in
            screen(title: context.match.parameters["category"]?.capitalized ?? "Category")
        }
        screens.register("catalog.product") { context, _ in
            screen(title: "Product \(context.match.parameters["productId"] ?? "")")
        }
        screens.register("account.orders") { _, _ in screen(title: "Orders") }
        screens.register("login") { _, _ in screen(title: "Sign in") }
        return screens
    }

    @MainActor
    private static func tabRoot(title: String, systemImage: String) -> UIViewController {
        let controller = screen(title: title)
        controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: systemImage), tag: 0)
        return controller
    }

    @MainActor
    private static func screen(title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = .systemBackground
        return controller
    }
}
