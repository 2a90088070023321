/// The services one module registers: what a feature module hands the app for its container.
///
/// A registry only collects; it never fails. Duplicates are found when the container is built from it
/// (``DependencyContainer/init(module:_:)``, ``DependencyContainer/makeChild(module:_:)``, or the app's
/// assembly of its feature modules), and the error names both modules.
///
/// ```swift
/// var services = ServiceRegistry(module: "Basket")
/// services.register(BasketService.self, scope: .singleton) { resolver in
///     BasketService(api: try resolver.resolve())
/// }
/// services.register(BasketScreen.self) { (resolver, basketID: UUID) in
///     BasketScreen(id: basketID, service: try resolver.resolve())
/// }
/// ```
///
/// There is one `register` per shape of factory: the resolver alone (with a ``Scope``), the resolver and
/// runtime arguments (always transient), and a main-actor factory of the resolver alone, spelled
/// `register(type:name:scope:factory:)` as in a `DIContainer`, for view controllers and other main-actor
/// types.
public struct ServiceRegistry: Sendable {
    /// The name of the module that registers these services, used in errors; `nil` for the app itself.
    /// Text, as in ``RegistrationSite/module``: the container knows no `ModuleID`.
    package let module: String?

    private(set) var registrations: [Registration] = []

    /// Creates an empty registry.
    ///
    /// - Parameter module: The registering module's name, reported when one of its registrations clashes
    ///   with another module's.
    public init(module: String? = nil) {
        self.module = module
    }

    /// Registers a service whose factory takes only the resolver.
    ///
    /// ```swift
    /// services.register(APIClient.self, scope: .singleton) { _ in URLSessionAPIClient() }
    /// services.register(Logger.self, name: "checkout") { _ in Logger(category: "checkout") }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type the service is resolved as, often a protocol: `(any APIClient).self`.
    ///   - name: A name that tells apart several registrations of one type.
    ///   - scope: How long instances live and who shares them. Defaults to ``Scope/transient``.
    ///   - file: The registering file, reported in errors. Leave the default.
    ///   - line: The registering line, reported in errors. Leave the default.
    ///   - factory: Makes an instance; resolve its dependencies from the resolver it receives.
    public mutating func register<Service>(
        _ type: Service.Type,
        name: String? = nil,
        scope: Scope = .transient,
        file: String = #fileID,
        line: Int = #line,
        factory: @escaping @Sendable (any Resolver) throws -> Service
    ) {
        let site = RegistrationSite(module: module, fileID: file, line: line)
        registrations.append(Registration(name: name, scope: scope, site: site, factory: factory))
    }

    /// Registers a service whose factory takes runtime arguments, resolved with
    /// ``Resolver/resolve(_:name:arguments:)``. Such services are always ``Scope/transient``.
    ///
    /// ```swift
    /// services.register(ProductScreen.self) { (resolver, id: Int, showsReviews: Bool) in
    ///     ProductScreen(id: id, showsReviews: showsReviews, api: try resolver.resolve())
    /// }
    /// let screen = try container.resolve(ProductScreen.self, arguments: 42, true)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type the service is resolved as.
    ///   - name: A name that tells apart several registrations of one type.
    ///   - file: The registering file, reported in errors. Leave the default.
    ///   - line: The registering line, reported in errors. Leave the default.
    ///   - factory: Makes an instance from the resolver and the arguments; annotate the argument types.
    public mutating func register<Service, FirstArgument, each Argument>(
        _ type: Service.Type,
        name: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        factory: @escaping @Sendable (any Resolver, FirstArgument, repeat each Argument) throws -> Service
    ) {
        // At least one argument: a factory of the resolver alone must pick the overload above, which has
        // scopes, and not this one with an empty pack (the type checker would for multi-statement closures).
        let site = RegistrationSite(module: module, fileID: file, line: line)
        registrations.append(
            Registration(name: name, site: site, factory: factory)
        )
    }

    /// Registers a service whose factory runs on the main actor, such as a view controller, in the
    /// spelling of a `DIContainer`: `register(type:name:factory:)`.
    ///
    /// Like a `DIContainer`, it keeps the first instance by default (``Scope/singleton``: one per
    /// container). The factory may call main-actor code directly; the service resolves from main-actor
    /// code, and a resolve from anywhere else throws ``ResolutionError/Code/mainActorRequired``.
    ///
    /// ```swift
    /// services.register(type: PresentableLoginView.self) { resolver in
    ///     LoginViewController(navigationService: try resolver.resolve(type: LoginNavigationService.self))
    /// }
    /// let login = try container.resolve(type: PresentableLoginView.self)   // on the main actor
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type the service is resolved as.
    ///   - name: A name that tells apart several registrations of one type.
    ///   - scope: How long instances live and who shares them. Defaults to ``Scope/singleton``.
    ///   - file: The registering file, reported in errors. Leave the default.
    ///   - line: The registering line, reported in errors. Leave the default.
    ///   - factory: Makes an instance on the main actor.
    public mutating func register<Service>(
        type: Service.Type,
        name: String? = nil,
        scope: Scope = .singleton,
        file: String = #fileID,
        line: Int = #line,
        factory: @escaping @MainActor (any Resolver) throws -> Service
    ) {
        let site = RegistrationSite(module: module, fileID: file, line: line)
        registrations.append(Registration(name: name, scope: scope, site: site, mainActorFactory: factory))
    }
}
