/// The app's services, frozen: resolves from any thread or task.
///
/// There is one way to build a container — from its registrations, which are checked and frozen at once —
/// and one way to extend it: a child container, made for a feature or a flow.
///
/// ```swift
/// let container = try DependencyContainer { services in
///     services.register(APIClient.self, scope: .singleton) { _ in URLSessionAPIClient() }
///     services.register(ProductScreen.self) { (resolver, id: Int) in
///         ProductScreen(id: id, api: try resolver.resolve())
///     }
/// }
/// let screen = try container.resolve(ProductScreen.self, arguments: 42)
/// ```
///
/// An app made of feature modules gets its container from its assembly, which names the module of each
/// registration in errors.
///
/// ## Child containers for flows
///
/// The built container never changes. A flow that registers its screens when it starts makes a child
/// container for them with ``makeChild(module:_:)``; the child falls back to its parent and may override
/// the parent's registrations, and the flow drops it when it ends.
///
/// ## Where things live
///
/// - A singleton lives in the container that registered it: a child resolving its parent's singleton gets
///   the parent's instance, and that factory resolves its dependencies from the parent.
/// - Transient and graph-scoped factories resolve their dependencies from the container the resolve
///   started in, so a child's overrides reach the parent's transient services.
///
/// ## Threads
///
/// The registrations are an immutable table, read without locking; the chain of a resolve belongs to that
/// resolve alone. One lock guards the singleton and weak instances of every container, never held while a
/// factory runs; a singleton's factory runs exactly once even when many threads ask for it at once. A
/// circular dependency is reported as a ``ResolutionError`` (`A → B → C → A`), also between threads that
/// would otherwise wait for each other forever. A service with a main-actor factory resolves on the main
/// actor only.
public final class DependencyContainer: Resolver, Sendable {
    /// An entry of the lookup table. A child's table holds its parent's entries too, so that every lookup
    /// is one dictionary access.
    final class Entry: Sendable {
        let registration: Registration
        /// The ancestor that registered the entry; `nil`: this container.
        let owner: DependencyContainer?
        /// The instance of a singleton or weak registration, which the registering container keeps.
        let shared: SharedInstance?

        init(registration: Registration, owner: DependencyContainer?, shared: SharedInstance?) {
            self.registration = registration
            self.owner = owner
            self.shared = shared
        }
    }

    /// The container this one falls back to, if any.
    public let parent: DependencyContainer?
    /// This container's own registrations, in registration order.
    let registrations: [Registration]
    let table: [ServiceKey: Entry]

    /// Makes a container from frozen registrations; each shared scope gets its own instance.
    init(parent: DependencyContainer?, registrations: [Registration]) {
        var table =
            parent.map { parent in
                parent.table.mapValues {
                    Entry(registration: $0.registration, owner: $0.owner ?? parent, shared: $0.shared)
                }
            } ?? [:]
        for registration in registrations {
            let scope = registration.scope
            let shared = scope == .singleton || scope == .weak ? SharedInstance(weakly: scope == .weak) : nil
            table[registration.key] = Entry(registration: registration, owner: nil, shared: shared)
        }
        self.parent = parent
        self.registrations = registrations
        self.table = table
    }

    /// Makes a container from registrations checked for duplicates: the way the app's assembly builds the
    /// container of its feature modules.
    package convenience init(parent: DependencyContainer? = nil, registrations: RegistrationSet) {
        self.init(parent: parent, registrations: registrations.ordered)
    }

    /// Creates a container from its registrations, checked and frozen at once.
    ///
    /// - Parameters:
    ///   - module: The registering module's name, reported in errors.
    ///   - registrations: Registers the services into the registry it receives.
    /// - Throws: ``RegistrationError`` when a service is registered twice.
    public convenience init(
        module: String? = nil, _ registrations: (inout ServiceRegistry) -> Void
    ) throws(RegistrationError) {
        try self.init(parent: nil, module: module, registrations)
    }

    private convenience init(
        parent: DependencyContainer?, module: String?, _ registrations: (inout ServiceRegistry) -> Void
    ) throws(RegistrationError) {
        var registry = ServiceRegistry(module: module)
        registrations(&registry)
        var set = RegistrationSet()
        try set.insert(contentsOf: registry)
        self.init(parent: parent, registrations: set)
    }

    /// Creates a child container that falls back to this one: for a feature, or for a flow that registers
    /// its screens when it starts. This container does not change.
    ///
    /// - Parameters:
    ///   - module: The registering module's (or flow's) name, reported in errors.
    ///   - registrations: Registers the child's services; registering a service this container has
    ///     overrides it for the child.
    /// - Returns: The child container.
    /// - Throws: ``RegistrationError`` when a service is registered twice in the child.
    public func makeChild(
        module: String? = nil, _ registrations: (inout ServiceRegistry) -> Void
    ) throws(RegistrationError) -> DependencyContainer {
        try DependencyContainer(parent: self, module: module, registrations)
    }

    /// The services this container can resolve, its own and its ancestors', sorted by description.
    package var registeredServices: [ServiceSignature] {
        table.values.map { ($0.registration.signature.description, $0.registration.signature) }
            .sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Resolves a service: the ``Resolver`` requirement. Call it through the ``Resolver`` spellings, which
    /// let the name and the arguments be left out.
    @inlinable
    public func resolve<Service, each Argument>(
        _ type: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try resolve(type, name: name, in: nil, repeat each arguments)
    }

    // MARK: The path of a resolve

    /// Resolves a service as part of `resolution`, or as a top-level resolve when it is `nil`. Inlinable, so
    /// that it is specialised for the service and argument types in the module that resolves.
    @inlinable
    func resolve<Service, each Argument>(
        _ type: Service.Type,
        name: String?,
        in resolution: Resolution?,
        _ arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        let key = ServiceKey(type, name: name, arguments: (repeat each Argument).self)
        return try resolve(type, key: key, arguments: (repeat each arguments), in: resolution) {
            Pack.types(repeat (each Argument).self)
        }
    }

    /// Resolves the service registered under `key`: the one path every resolve takes. `arguments` is the tuple
    /// of the runtime arguments; `argumentTypes` describes them in an error.
    @inlinable
    func resolve<Service>(
        _ type: Service.Type,
        key: ServiceKey,
        arguments: Any,
        in resolution: Resolution?,
        argumentTypes: () -> [any Any.Type]
    ) throws(ResolutionError) -> Service {
        let instance = try self.instance(
            for: key, of: type, arguments: arguments, in: resolution, argumentTypes: argumentTypes)
        switch instance {
        case let service as Service: return service
        default: throw typeMismatch(instance, for: ServiceSignature(type, name: key.name), in: resolution)
        }
    }

    /// The instance registered under `key`, made or shared according to its scope. `arguments` is the tuple
    /// of the runtime arguments; `type` and `argumentTypes` describe the request in an error.
    @usableFromInline
    func instance(
        for key: ServiceKey,
        of type: any Any.Type,
        arguments: Any,
        in resolution: Resolution?,
        argumentTypes: () -> [any Any.Type]
    ) throws(ResolutionError) -> Any {
        guard let entry = table[key] else {
            let requested = ServiceSignature(type: type, name: key.name, argumentTypes: argumentTypes())
            throw missingRegistration(key, requested: requested, in: resolution)
        }
        return try instance(of: entry, arguments: arguments, in: resolution)
    }

    /// The instance for an entry, made or shared according to its scope. `arguments` is the tuple of the
    /// runtime arguments.
    func instance(of entry: Entry, arguments: Any, in resolution: Resolution?) throws(ResolutionError) -> Any {
        let registration = entry.registration
        if registration.isMainActorBound, !MainActorCheck.isOnMainActor {
            let chain = (resolution?.chain ?? []) + [registration.signature]
            throw ResolutionError(.mainActorRequired, service: registration.signature, chain: chain)
        }
        if let shared = entry.shared {
            // A shared instance is made in, and resolves its dependencies from, the container that registered it.
            if let instance = shared.instance { return instance }
            let home = entry.owner ?? self
            return try home.run(registration, in: resolution) { context in
                try shared.create(registration, in: context.resolution) {
                    try registration.make(context, arguments: arguments)
                }
            }
        }
        // A top-level resolve has no graph to share with: its own factory cannot ask for it again without a
        // cycle.
        guard registration.scope == .graph, let resolution else {
            return try run(registration, in: resolution) { try registration.make($0, arguments: arguments) }
        }
        if let instance = resolution.graphInstance(of: registration, in: self) { return instance }
        let instance = try run(registration, in: resolution) { try registration.make($0, arguments: arguments) }
        resolution.keepGraphInstance(instance, of: registration, in: self)
        return instance
    }

    /// Runs `body` in a resolution of `registration` from this container: begins its frame (which finds a
    /// cycle), hands `body` the context a factory receives, and ends the frame however `body` returns. What
    /// `body` throws becomes a ``ResolutionError``: one from a nested resolve passes through with its chain;
    /// anything else is the factory's own failure.
    private func run(
        _ registration: Registration, in resolution: Resolution?, _ body: (ResolutionContext) throws -> Any
    ) throws(ResolutionError) -> Any {
        let context =
            if let resolution {
                ResolutionContext(
                    resolution: resolution, container: self, serial: try resolution.begin(registration, in: self))
            } else {
                ResolutionContext(resolution: Resolution(registration, in: self), container: self, serial: 0)
            }
        let resolution = context.resolution
        defer { resolution.end(context.serial) }
        do {
            return try body(context)
        } catch let error as ResolutionError {
            throw error
        } catch let error as UnexpectedInstance {
            throw resolution.error(.typeMismatch(instanceType: error.typeName), about: registration)
        } catch {
            throw resolution.error(.factoryFailed(underlying: error, site: registration.site), about: registration)
        }
    }

    // MARK: Errors

    /// The error for an instance of another type than its registration's service, which the key rules out.
    @usableFromInline
    func typeMismatch(_ instance: Any, for service: ServiceSignature, in resolution: Resolution?) -> ResolutionError {
        let kind = ResolutionError.Kind.typeMismatch(instanceType: UnexpectedInstance(instance).typeName)
        return ResolutionError(kind, service: service, chain: (resolution?.chain ?? []) + [service])
    }

    /// The error for a resolve that found no registration: the registrations of the same service and name
    /// for other arguments, or else the nearest registrations.
    private func missingRegistration(
        _ key: ServiceKey, requested: ServiceSignature, in resolution: Resolution?
    ) -> ResolutionError {
        let chain = (resolution?.chain ?? []) + [requested]
        let sameService = table.values.map(\.registration).filter {
            $0.key.service == key.service && $0.key.name == key.name
        }
        if !sameService.isEmpty {
            let registered = sameService.map(\.signature).sorted { $0.description < $1.description }
            return ResolutionError(.argumentMismatch(registered: registered), service: requested, chain: chain)
        }
        let alternatives = NearestMatches.rank(table.values.map(\.registration), for: requested, type: key.service)
        return ResolutionError(.notRegistered(alternatives: alternatives), service: requested, chain: chain)
    }
}
