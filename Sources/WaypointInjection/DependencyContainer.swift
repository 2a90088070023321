/// The app's services, frozen: resolves from any thread or task without a global lock.
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
/// container for them; the child falls back to its parent and may override the parent's registrations,
/// and the flow drops it when it ends:
///
/// ```swift
/// let login = try container.makeChild(module: "Login") { services in
///     services.register(type: PresentableLoginView.self) { resolver in
///         LoginViewController(navigationService: try resolver.resolve(type: LoginNavigationService.self))
///     }
/// }
/// let screen = try login.resolve(type: PresentableLoginView.self)
/// ```
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
/// The registrations are an immutable table, read without locking, and each thread reuses its own
/// bookkeeping for the chain of a resolve: a resolve allocates nothing besides the instances it makes.
/// A singleton, once made, is read with one atomic load where the standard library has atomics (iOS 18,
/// macOS 15 and their siblings, Linux); earlier systems take the registration's lock. Only shared scopes
/// lock, each registration its own, and never while a factory runs; a singleton's factory runs exactly
/// once even when many threads ask for it at the same moment. A circular dependency is reported as a
/// ``ResolutionError`` (`A → B → C → A`), whether it runs on one thread or between threads that would
/// otherwise wait for each other forever. Threads resolving at once share no reference count: a resolve
/// borrows the container's registrations rather than retaining them. A service registered with a
/// main-actor factory resolves on the main actor only.
///
/// ## Performance
///
/// `resolve` is inlinable: the common path is compiled into the module that calls it, for the type it
/// asks for, so the lookup key is built from a known type and the factory is called directly. A resolve
/// costs a hash probe, the factory call and a little bookkeeping for the chain; see BENCHMARKS.md in
/// the repository for measurements against Swinject and construction by hand.
public final class DependencyContainer: Resolver, Sendable {
    /// An entry of the lookup table. A child's table holds its parent's entries too, so that every lookup
    /// is one dictionary access; `owner` says which ancestor registered the entry (`nil`: this container).
    struct Entry: Sendable {
        let registration: Registration
        let owner: DependencyContainer?
    }

    /// The container this one falls back to, if any.
    public let parent: DependencyContainer?

    let table: [ServiceKey: Entry]
    /// `table`, laid out for the lookup every resolve makes.
    @usableFromInline let lookup: ServiceTable

    init(parent: DependencyContainer?, table: [ServiceKey: Entry]) {
        self.parent = parent
        self.table = table
        self.lookup = ServiceTable(table)
    }

    /// Makes a container from frozen registrations; each gets its own instance storage.
    convenience init(parent: DependencyContainer?, registrations: [Registration]) {
        var table = parent?.tableForChild() ?? [:]
        for registration in registrations {
            table[registration.key] = Entry(registration: registration.makeFresh(), owner: nil)
        }
        self.init(parent: parent, table: table)
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
        table.values.map(\.registration.signature).sorted { $0.description < $1.description }
    }

    /// Resolves a service: the ``Resolver`` requirement. Call it through the ``Resolver`` spellings, which
    /// let the name and the arguments be left out.
    @inlinable
    public func resolve<Service, each Argument>(
        _ type: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try resolve(type, name: name, requester: nil, arguments: repeat each arguments)
    }

    // MARK: The path of a resolve
    //
    // The common path is inlinable: it is specialised, in the module that resolves, for the service type it
    // asks for, so that the lookup key is built from a known type, the registration is reached as the class
    // that makes that type, and its factory is called directly. Everything rare (errors, cycles, first
    // singletons, sessions) is called, not inlined.

    /// The resolution path for top-level resolves (`requester == nil`) and for the resolves that factories
    /// make through their context.
    @inlinable
    func resolve<Service, each Argument>(
        _ type: Service.Type,
        name: String?,
        requester: Unmanaged<Frame>?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        guard Pack.count(repeat each arguments) > 0 else {
            return try resolveWithoutArguments(type, name: name, requester: requester)
        }
        return try resolveWithArguments(type, name: name, requester: requester, arguments: repeat each arguments)
    }

    /// The common case, kept free of parameter packs: a function that names the tuple of a pack's types
    /// looks up that tuple's metadata at run time, even on paths that do not use it.
    @inlinable
    @inline(__always)
    func resolveWithoutArguments<Service>(
        _ type: Service.Type,
        name: String?,
        requester: Unmanaged<Frame>?
    ) throws(ResolutionError) -> Service {
        guard let entry = lookup.entry(for: ServiceKey(type, name: name)) else {
            throw missingRegistration(type, name: name, argumentTypes: [], requester: requester)
        }
        return try entry.registration.withBorrowed { registration throws(ResolutionError) in
            // The key holds the identity of `Service`'s metadata and no argument types, which only the key of
            // a `FactoryRegistration<Service>` does (argument registrations take at least one argument).
            let registration = unsafeDowncast(registration, to: FactoryRegistration<Service>.self)
            return try registration.instance(home: home(of: entry, scope: registration.scope), requester: requester)
        }
    }

    @inlinable
    func resolveWithArguments<Service, each Argument>(
        _ type: Service.Type,
        name: String?,
        requester: Unmanaged<Frame>?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        guard let entry = lookup.entry(for: ServiceKey(type, name: name, arguments: (repeat each Argument).self))
        else {
            throw missingRegistration(
                type, name: name, argumentTypes: Pack.types(repeat (each Argument).self), requester: requester)
        }
        let home = Unmanaged.passUnretained(self)  // argument registrations are transient
        let values = (repeat each arguments)
        return try entry.registration.withBorrowed { registration throws(ResolutionError) in
            // The key matched the service type and the tuple of argument types. The registration's class
            // is exactly this one unless its single argument is itself a tuple (whose tuple type equals
            // that of its elements); that one goes the general way, through the tuple.
            let exact = ArgumentRegistration<Service, repeat each Argument>.self
            guard ObjectIdentifier(Swift.type(of: registration)) == ObjectIdentifier(exact) else {
                return try registration.instance(of: type, home: home, requester: requester, arguments: values)
            }
            return try unsafeDowncast(registration, to: exact)
                .make(home: home, requester: requester, arguments: repeat each values)
        }
    }

    /// The container a registration's factory resolves from: a shared instance is made in, and resolves
    /// its dependencies from, the container that owns it; the other scopes use this one.
    @inlinable
    func home(of entry: ServiceTable.Entry, scope: Scope) -> Unmanaged<DependencyContainer> {
        guard scope.keepsInstances, let owner = entry.owner else { return .passUnretained(self) }
        return owner
    }

    /// The parent's table as a child inherits it: every entry keeps the container that registered it.
    private func tableForChild() -> [ServiceKey: Entry] {
        table.mapValues { Entry(registration: $0.registration, owner: $0.owner ?? self) }
    }

    // MARK: Errors

    /// The error for a resolve that found no registration: the registrations of the same service and name
    /// for other arguments, or else the nearest registrations.
    @usableFromInline
    func missingRegistration(
        _ type: any Any.Type, name: String?, argumentTypes: [any Any.Type], requester: Unmanaged<Frame>?
    ) -> ResolutionError {
        let requested = ServiceSignature(type: type, name: name, argumentTypes: argumentTypes)
        let chain = (requester?.takeUnretainedValue().chain ?? []) + [requested]
        let service = ObjectIdentifier(type)
        let sameService = table.values.map(\.registration).filter {
            $0.key.service == service && $0.key.name == name
        }
        if !sameService.isEmpty {
            let registered = sameService.map(\.signature).sorted { $0.description < $1.description }
            return ResolutionError(.argumentMismatch(registered: registered), service: requested, chain: chain)
        }
        let alternatives = NearestMatches.rank(table.values.map(\.registration), for: requested, type: service)
        return ResolutionError(.notRegistered(alternatives: alternatives), service: requested, chain: chain)
    }
}
