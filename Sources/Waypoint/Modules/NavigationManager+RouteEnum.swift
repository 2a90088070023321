/// A manager over an enum of routes whose values are the screens, in one call: what an app whose
/// `NavigationStack` shows a `[Route]` array needs, with no route table, screen registry or
/// configuration written out.
extension NavigationManager where Screen: RouteEnum {
    /// Makes a manager whose routes are the enum's cases and whose screens are its values.
    ///
    /// ```swift
    /// let manager = try NavigationManager(routes: AppRoute.self, root: .firstScreen)
    /// let path = RoutePath(manager: manager)
    /// await manager.attach(path)
    /// ```
    ///
    /// - Parameters:
    ///   - routes: The enum; each case is a route (module `App`) whose screen is the decoded value.
    ///   - root: The screen at the bottom of the stack, the `NavigationStack`'s root view. Only its
    ///     case counts: a root's associated values are not kept.
    ///   - policy: The schemes and hosts links may use; none by default (in-app requests only).
    ///   - guards: Guards that run for every request.
    /// - Throws: `RouteTableError` when the enum's patterns do not form a table (two cases that
    ///   match the same links); ``NavigationSetupError`` when the root cannot be shown.
    public convenience init(
        routes: Screen.Type, root: Screen, policy: LinkPolicy = LinkPolicy(), guards: [any NavigationGuard] = []
    ) throws {
        var screens = ScreenRegistry<Screen>(module: "App")
        screens.register(routes) { route, _ in route }
        var configuration = NavigationConfiguration()
        configuration.rootRoute = root.routeID
        try self.init(
            routes: RouteTable(routes.definitions(module: "App")), policy: policy, screens: screens,
            resolver: DependencyContainer { _ in }, globalGuards: guards, configuration: configuration)
    }
}
