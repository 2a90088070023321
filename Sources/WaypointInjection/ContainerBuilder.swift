import Foundation

/// Collects the registrations of the app and its modules, then freezes them into a
/// ``DependencyContainer``.
///
/// Registration and resolution are two phases. While building, registrations go here; ``build()`` makes
/// an immutable container that resolves without a global lock, and from then on the builder refuses
/// registrations with ``RegistrationError/Code/registrationAfterFreeze``.
///
/// ```swift
/// let builder = ContainerBuilder()
/// try builder.register(APIClient.self, scope: .singleton) { _ in URLSessionAPIClient() }
/// try builder.module("Basket") { services in
///     services.register(BasketService.self) { resolver in BasketService(api: try resolver.resolve()) }
/// }
/// let container = builder.build()
/// ```
///
/// Build a child container, whose lookups fall back to a parent, with ``init(parent:)``.
public final class ContainerBuilder: @unchecked Sendable {
    // `@unchecked` because the mutable state below is guarded by `lock`: modules may register from any
    // thread, and a registration racing with `build()` is either in the container or refused.
    private let lock = NSLock()
    private var registrations = RegistrationSet()
    private var built: DependencyContainer?

    /// The container that lookups fall back to, if any.
    public let parent: DependencyContainer?

    /// Creates an empty builder.
    ///
    /// - Parameter parent: The container that the built one falls back to for services it does not
    ///   register itself. Registering a service the parent has overrides it for the child and its
    ///   descendants.
    public init(parent: DependencyContainer? = nil) {
        self.parent = parent
    }

    /// Whether ``build()`` has been called; registrations are refused from then on.
    public var isFrozen: Bool {
        lock.lock()
        defer { lock.unlock() }
        return built != nil
    }

    /// Adds a module's registrations, all or none.
    ///
    /// - Parameter registry: The registrations, usually filled by a feature module.
    /// - Throws: ``RegistrationError`` when a registration duplicates one already added (naming both
    ///   modules and source locations), or when the container has been built.
    public func add(_ registry: ServiceRegistry) throws(RegistrationError) {
        lock.lock()
        defer { lock.unlock() }
        if built != nil, let first = registry.registrations.first {
            throw RegistrationError(.afterFreeze, service: first.signature, site: first.site)
        }
        try registrations.insert(contentsOf: registry)
    }

    /// Lets a named module register its services; errors name the module.
    ///
    /// ```swift
    /// try builder.module("Checkout") { services in
    ///     services.register(PaymentService.self, scope: .singleton) { _ in PaymentService() }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The module's name.
    ///   - registrations: Registers the module's services into the registry it receives.
    /// - Throws: ``RegistrationError`` as ``add(_:)`` does.
    public func module(_ name: String, _ registrations: (inout ServiceRegistry) -> Void) throws(RegistrationError) {
        var registry = ServiceRegistry(module: name)
        registrations(&registry)
        try add(registry)
    }

    /// Registers a service whose factory takes only the resolver.
    ///
    /// - Parameters: See ``ServiceRegistry/register(_:name:scope:file:line:factory:)``.
    /// - Throws: ``RegistrationError`` for a duplicate, or after ``build()``.
    public func register<Service>(
        _ type: Service.Type,
        name: String? = nil,
        scope: Scope = .transient,
        file: String = #fileID,
        line: Int = #line,
        factory: @escaping @Sendable (any Resolver) throws -> Service
    ) throws(RegistrationError) {
        var registry = ServiceRegistry()
        registry.register(type, name: name, scope: scope, file: file, line: line, factory: factory)
        try add(registry)
    }

    /// Registers a service whose factory takes runtime arguments; always transient.
    ///
    /// - Parameters: See ``ServiceRegistry/register(_:name:file:line:factory:)``.
    /// - Throws: ``RegistrationError`` for a duplicate, or after ``build()``.
    public func register<Service, FirstArgument, each Argument>(
        _ type: Service.Type,
        name: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        factory: @escaping @Sendable (any Resolver, FirstArgument, repeat each Argument) throws -> Service
    ) throws(RegistrationError) {
        var registry = ServiceRegistry()
        registry.register(type, name: name, file: file, line: line, factory: factory)
        try add(registry)
    }

    /// Registers a transient service; the spelling of the seeds' `DIContainer.register(type:name:factory:)`.
    ///
    /// - Parameters: See ``ServiceRegistry/register(type:name:file:line:factory:)``.
    /// - Throws: ``RegistrationError`` for a duplicate, or after ``build()``.
    public func register<Service>(
        type: Service.Type,
        name: String? = nil,
        file: String = #fileID,
        line: Int = #line,
        factory: @escaping @Sendable (any Resolver) throws -> Service
    ) throws(RegistrationError) {
        try register(type, name: name, scope: .transient, file: file, line: line, factory: factory)
    }

    /// Freezes the registrations into a container. Calling it again returns the same container.
    ///
    /// - Returns: An immutable container, safe to resolve from any thread or task.
    public func build() -> DependencyContainer {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let container = DependencyContainer(parent: parent, registrations: registrations.ordered)
        built = container
        return container
    }
}
