/// Builds, attaches and returns a ``NavigationManager`` in one call: the design documents'
/// `NavigationManagerFactory`, for an app or a test that shows screens from in-app descriptors.
///
/// No link policy is needed while only in-app descriptors and paths are used (universal links
/// and custom schemes are then refused), and the dependency container is empty unless one is given.
///
/// ```swift
/// let manager = try await NavigationManagerFactory.make(
///     routes: [RouteDefinition("profile.details", pattern: "/profile/details", module: "Profile")],
///     mapper: FeatureDeepLinkMapper(),
///     container: RecordingContainer<UIViewController>())
/// await manager.navigate(using: DeepLinkDescriptor(path: "/profile/details", parameters: ["userId": "12345"]))
/// ```
@MainActor
public enum NavigationManagerFactory {
    /// Makes a manager over routes and their screen factories, and attaches the container.
    ///
    /// - Parameters:
    ///   - routes: The routes.
    ///   - screens: A screen factory per screen route.
    ///   - container: Shows the screens: a UIKit or SwiftUI container, ``PushPresentSteps``, a recorder.
    ///   - resolver: Where screens find their services; when `nil`, a container whose one service is
    ///     the manager, as `any NavigationManaging`.
    ///   - policy: The schemes and hosts links may use; none by default.
    ///   - configuration: Tabs, waiting, timeouts, fallback.
    /// - Returns: The manager, its container attached.
    /// - Throws: `RouteTableError` for routes that do not form a table, `RegistrationError` or
    ///   ``NavigationSetupError`` for a set-up that cannot start.
    public static func make<Screen>(
        routes: [RouteDefinition],
        screens: ScreenRegistry<Screen>,
        container: some NavigationContainer<Screen>,
        resolver: (any Resolver)? = nil,
        policy: LinkPolicy = LinkPolicy(),
        configuration: NavigationConfiguration = NavigationConfiguration()
    ) async throws -> NavigationManager<Screen> {
        let navigator = NavigatorSlot()
        let manager = try NavigationManager(
            routes: try RouteTable(routes), policy: policy, screens: screens,
            resolver: try resolver ?? DependencyContainer { navigator.register(in: &$0) }, configuration: configuration)
        navigator.set(manager)
        await manager.attach(container)
        return manager
    }

    /// Makes a manager whose every route's screen comes from one ``DeepLinkMapper``.
    ///
    /// - Parameters:
    ///   - routes: The routes; the mapper builds each one's screen.
    ///   - mapper: The mapper.
    ///   - container: Shows the screens.
    ///   - resolver: For guards and actions; an empty container when `nil`.
    ///   - policy: The schemes and hosts links may use; none by default, so that without one the
    ///     manager opens in-app descriptors and paths only and refuses every universal and
    ///     custom-scheme link.
    /// - Returns: The manager, its container attached.
    /// - Throws: As ``make(routes:screens:container:resolver:policy:configuration:)``.
    public static func make<Mapper: DeepLinkMapper>(
        routes: [RouteDefinition],
        mapper: Mapper,
        container: some NavigationContainer<Mapper.Screen>,
        resolver: (any Resolver)? = nil,
        policy: LinkPolicy = LinkPolicy()
    ) async throws -> NavigationManager<Mapper.Screen> {
        var screens = ScreenRegistry<Mapper.Screen>()
        screens.register(routes.map(\.id), mapper: mapper)
        return try await make(
            routes: routes, screens: screens, container: container, resolver: resolver, policy: policy)
    }
}
