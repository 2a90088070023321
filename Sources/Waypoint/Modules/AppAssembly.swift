/// Builds the app's navigation from its feature modules: one `RouteTable`, one
/// `DependencyContainer` and one ``NavigationManager``, after checking that the modules fit
/// together.
///
/// Assembly refuses, all at once and naming the modules: route-table problems (duplicates,
/// ambiguous patterns, unknown parents); services, screens, actions or guards registered by
/// two modules; screen routes without a screen factory and factories without a route; action
/// routes without an action; guard names no module provides; tabs whose root cannot be shown.
///
/// ```swift
/// let app = try AppAssembly<UIViewController>(
///     modules: [CatalogModule(), BasketModule(), LoginModule()],
///     policy: LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"]),
///     configuration: configuration
/// ).build()
/// await app.manager.attach(UIKitNavigationContainer(window: window, manager: app.manager))
/// ```
public struct AppAssembly<Screen> {
    private let modules: [any FeatureModule<Screen>]
    private let policy: LinkPolicy
    private let configuration: NavigationConfiguration
    private let parameterTypes: [ParameterType]
    private let caseInsensitive: Bool
    private let globalGuards: [any NavigationGuard]
    private let appServices: ServiceRegistry

    /// Creates an assembly.
    ///
    /// - Parameters:
    ///   - modules: The feature modules.
    ///   - policy: The schemes and hosts the app accepts.
    ///   - configuration: Tabs, waiting, timeouts, fallback.
    ///   - parameterTypes: Custom parameter types the modules' patterns use.
    ///   - caseInsensitive: Whether the table matches literal segments regardless of ASCII case, as
    ///     `RouteTable`'s option of that name does.
    ///   - globalGuards: Guards that run for every request.
    ///   - appServices: The app's own services (a session store shared by modules), registered
    ///     before the modules'.
    public init(
        modules: [any FeatureModule<Screen>],
        policy: LinkPolicy,
        configuration: NavigationConfiguration = NavigationConfiguration(),
        parameterTypes: [ParameterType] = [],
        caseInsensitive: Bool = false,
        globalGuards: [any NavigationGuard] = [],
        appServices: ServiceRegistry = ServiceRegistry(module: "App")
    ) {
        self.caseInsensitive = caseInsensitive
        self.modules = modules
        self.policy = policy
        self.configuration = configuration
        self.parameterTypes = parameterTypes
        self.globalGuards = globalGuards
        self.appServices = appServices
    }

    /// Checks the modules and builds the app.
    ///
    /// - Throws: ``AssemblyError`` listing every problem found.
    @MainActor
    public func build() throws(AssemblyError) -> AssembledApp<Screen> {
        var problems: [AssemblyError.Problem] = []
        var definitions: [RouteDefinition] = []
        var screens = ScreenRegistry<Screen>()
        var actions = ActionRegistry()
        var guards = GuardRegistry()
        var services = RegistrationSet()
        do {
            try services.insert(contentsOf: appServices)
        } catch {
            problems.append(.duplicateService(module: nil, error))
        }
        for module in modules {
            var routes = RouteRegistry(module: module.name)
            module.registerRoutes(in: &routes)
            definitions += routes.definitions
            (screens.module, actions.module, guards.module) = (module.name, module.name, module.name)
            module.registerScreens(in: &screens)
            module.registerActions(in: &actions)
            module.registerGuards(in: &guards)
            do {
                var registry = ServiceRegistry(module: module.name.rawValue)
                module.registerServices(in: &registry)
                try services.insert(contentsOf: registry)
            } catch {
                problems.append(.duplicateService(module: module.name, error))
            }
        }
        // Services reach the manager as `any NavigationManaging`, unless the app or a module registers
        // its own (then this registration clashes, and is left out).
        let navigator = NavigatorSlot()
        var registry = ServiceRegistry(module: "Waypoint")
        navigator.register(in: &registry)
        try? services.insert(contentsOf: registry)
        problems += AssemblyCheck.clashes(screens: screens, actions: actions, guards: guards)

        let table: RouteTable
        do {
            table = try RouteTable(definitions, parameterTypes: parameterTypes, caseInsensitive: caseInsensitive)
        } catch {
            problems += error.problems.map { .routeTable($0) }
            throw AssemblyError(problems: problems)
        }
        problems += AssemblyCheck.coverage(
            table: table, screens: screens, actions: actions, guards: guards, configuration: configuration)
        guard problems.isEmpty else { throw AssemblyError(problems: problems) }

        let container = DependencyContainer(registrations: services)
        do {
            let manager = try NavigationManager(
                routes: table, policy: policy, screens: screens, actions: actions, resolver: container,
                guards: guards.guards, globalGuards: globalGuards, leaveChecks: guards.leaveChecks,
                configuration: configuration)
            navigator.set(manager)
            let initialState = manager.state
            let recipe = ManagerRecipe(
                routes: table, container: container, navigator: navigator, configuration: configuration
            ) {
                NavigationManager(
                    initialState: initialState, routes: table, policy: policy, screens: screens, actions: actions,
                    resolver: $0, guards: guards.guards, globalGuards: globalGuards, leaveChecks: guards.leaveChecks,
                    configuration: configuration)
            }
            return AssembledApp(routes: table, container: container, manager: manager, recipe: recipe)
        } catch {
            throw AssemblyError(problems: [.navigationSetup(error)])
        }
    }
}

/// What ``AppAssembly/build()`` makes.
///
/// ```swift
/// let app = try assembly.build()
/// await app.manager.attach(container)
/// try app.container.validate()
/// let manifest = app.routes.manifest(policy: policy)
/// ```
@MainActor
public struct AssembledApp<Screen> {
    /// The route table of every module.
    public let routes: RouteTable
    /// The app's dependency container.
    public let container: DependencyContainer
    /// The navigation manager.
    public let manager: NavigationManager<Screen>
    /// How more managers are made over the same parts, one per window (``windows(openWindow:)``).
    let recipe: ManagerRecipe<Screen>
}
