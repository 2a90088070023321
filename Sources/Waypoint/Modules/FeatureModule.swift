/// What a feature module hands the app: its routes, its screen factories, its actions, its
/// guards and its services.
///
/// Modules depend on Waypoint and on a shared routes target, never on each other: the
/// basket module shows the login screen by navigating to `/login`, not by importing Login.
///
/// ```swift
/// struct CatalogModule: FeatureModule {
///     let name: ModuleID = "Catalog"
///     func registerRoutes(in routes: inout RouteRegistry) {
///         routes.add("catalog.category", pattern: "/catalog/{category}")
///         routes.add(ProductRoute.self, parent: "catalog.category")
///     }
///     func registerScreens(in screens: inout ScreenRegistry<UIViewController>) {
///         screens.register(ProductRoute.self) { product, resolver in
///             ProductViewController(id: product.productId, catalog: try resolver.resolve())
///         }
///         screens.register("catalog.category") { context, _ in
///             CategoryViewController(name: context.match.parameters["category"] ?? "")
///         }
///     }
///     func registerServices(in services: inout ServiceRegistry) {
///         services.register(CatalogStore.self, scope: .singleton) { _ in CatalogStore() }
///     }
/// }
/// ```
public protocol FeatureModule<Screen> {
    /// The app's screen type: `UIViewController`, a SwiftUI `AnyView`, a terminal screen, a test value.
    associatedtype Screen

    /// The module's name, as errors, manifests and graphs show it.
    var name: ModuleID { get }

    /// Declares the module's routes.
    func registerRoutes(in routes: inout RouteRegistry)
    /// Registers a screen factory for each of the module's screen routes.
    func registerScreens(in screens: inout ScreenRegistry<Screen>)
    /// Registers the actions of the module's action routes.
    func registerActions(in actions: inout ActionRegistry)
    /// Registers the guards the module provides, by name.
    func registerGuards(in guards: inout GuardRegistry)
    /// Registers the module's services in the app's container.
    func registerServices(in services: inout ServiceRegistry)
}

extension FeatureModule {
    /// No actions.
    public func registerActions(in actions: inout ActionRegistry) {}
    /// No guards.
    public func registerGuards(in guards: inout GuardRegistry) {}
    /// No services.
    public func registerServices(in services: inout ServiceRegistry) {}
}
