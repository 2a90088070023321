import Basket
import Catalog
import Help
import Login
import Payment
import Profile
public import ShopRoutes
public import Waypoint

extension TabID {
    /// The Shop tab: home, catalog, search, campaigns, help.
    public static let shop: TabID = "shop"
    /// The Basket tab: the basket, its items, checkout.
    public static let basket: TabID = "basket"
    /// The Account tab: profile, orders, payment methods, sign-in.
    public static let account: TabID = "account"
}

/// How the Shop is put together: its feature modules, the links it accepts and its tabs. The
/// only place that knows every module.
public enum ShopAssembly {
    /// The custom scheme `shop`, and universal links on `https://shop.example.com` only.
    public static let policy = LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"])

    /// The tabs' titles, as the terminal shows them.
    public static let tabTitles: [TabID: String] = [.shop: "Shop", .basket: "Basket", .account: "Account"]

    /// A fresh instance of every feature module.
    public static func modules() -> [any FeatureModule<ShopScreen>] {
        [CatalogModule(), BasketModule(), PaymentModule(), ProfileModule(), LoginModule(), HelpModule()]
    }

    /// The three tabs, each owning its modules' routes: a link switches to the tab that owns its
    /// route, then pushes; modal routes present over whatever tab is showing.
    public static var configuration: NavigationConfiguration {
        var configuration = NavigationConfiguration()
        configuration.addTab(.shop, root: .home, modules: [CatalogModule().name, HelpModule().name])
        configuration.addTab(.basket, root: .basketTab, modules: [BasketModule().name], routes: [.checkout])
        configuration.addTab(
            .account, root: .accountTab, modules: [ProfileModule().name, LoginModule().name], routes: [.paymentMethods])
        return configuration
    }

    /// Checks that the modules fit together and builds the app's route table, container and
    /// navigation manager.
    ///
    /// - Throws: ``AssemblyError`` naming every problem and the modules involved.
    @MainActor
    public static func build() throws(AssemblyError) -> AssembledApp<ShopScreen> {
        try AppAssembly(modules: modules(), policy: policy, configuration: configuration).build()
    }
}
