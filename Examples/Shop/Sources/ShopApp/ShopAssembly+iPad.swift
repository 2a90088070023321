import Basket
import Catalog
import Help
import Login
import Payment
import Profile
public import ShopRoutes
public import Waypoint

/// The Shop on the iPad: the same modules, declaring their columns and windows, in a split view.
extension ShopAssembly {
    /// A fresh instance of every feature module, its routes declared for `layout`.
    public static func modules(for layout: ShopLayout) -> [any FeatureModule<ShopScreen>] {
        guard layout == .iPad else { return modules() }
        return [
            CatalogModule(layout: .iPad), BasketModule(), PaymentModule(), ProfileModule(), LoginModule(),
            HelpModule(layout: .iPad),
        ]
    }

    /// The iPad's root: a split view whose sidebar starts at the catalog's home screen, the detail
    /// column empty until a product is chosen.
    public static var iPadConfiguration: NavigationConfiguration {
        var configuration = NavigationConfiguration()
        configuration.useSplitView(sidebar: .home)
        return configuration
    }

    /// Builds the app laid out for `layout`: tabs on the phone (``build()``), a split view on the iPad.
    ///
    /// - Throws: ``AssemblyError`` naming every problem and the modules involved.
    @MainActor
    public static func build(layout: ShopLayout) throws(AssemblyError) -> AssembledApp<ShopScreen> {
        guard layout == .iPad else { return try build() }
        return try AppAssembly(modules: modules(for: .iPad), policy: policy, configuration: iPadConfiguration).build()
    }
}
