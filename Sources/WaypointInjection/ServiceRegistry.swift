/// The services one module registers: what a feature module hands the app for its container.
///
/// A registry only collects; it never fails. Duplicates are found when registries are combined into a
/// container (by ``ContainerBuilder/add(_:)``, ``ContainerBuilder/module(_:_:)`` or
/// ``DependencyContainer/init(parent:module:_:)``), and the error names both modules.
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
/// ## The seam for feature modules
///
/// A `FeatureModule` (declared with the navigation pipeline) registers its services through a method in
/// this shape, and the app assembles one container from all of them:
///
/// ```swift
/// func registerServices(in registry: inout ServiceRegistry)
///
/// let builder = ContainerBuilder()
/// for module in modules {
///     try builder.module(module.name) { module.registerServices(in: &$0) }
/// }
/// let container = builder.build()
/// ```
public struct ServiceRegistry: Sendable {
    /// The name of the module that registers these services, used in errors; `nil` for the app itself.
    public let module: String?

    private(set) var registrations: [Registration] = []

    /// Creates an empty registry.
    ///
    /// - Parameter module: The registering module's name, reported when one of its registrations clashes
    ///   with another module's.
    public init(module: String? = nil) {
        self.module = module
    }

    /// The services registered so far, in registration order.
    public var services: [ServiceSignature] { registrations.map(\.signature) }

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
        registrations.append(FactoryRegistration(name: name, scope: scope, site: site, factory: factory))
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
            ArgumentRegistration<Service, FirstArgument, repeat each Argument>(name: name, site: site, factory: factory)
        )
    }

    /// Registers a transient service; the spelling of the seeds' `DIContainer.register(type:name:factory:)`.
    ///
    /// - Parameters:
    ///   - type: The type the service is resolved as.
    ///   - name: A name that tells apart several registrations of one type.
    ///   - file: The registering file, reported in errors. Leave the default.
    ///   - line: The registering line, reported in errors. Leave the default.
    ///   - factory: Makes an instance.
    public mutating func register<Service>(
        type: Service.Type,
        name: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        factory: @escaping @Sendable (any Resolver) throws -> Service
    ) {
        register(type, name: name, scope: .transient, file: file, line: line, factory: factory)
    }
}
