/// A registration whose factory takes only the resolver: the common case, and the only one with scopes.
///
/// Shared scopes (singleton, weak) keep their instance in `storage`, which guards it.
final class FactoryRegistration<Service>: Registration, @unchecked Sendable {
    private let factory: @Sendable (any Resolver) throws -> Service
    /// The instance of a shared scope; `nil` for the other scopes.
    private let storage: SharedInstanceStorage<Service>?

    init(
        name: String?,
        scope: Scope,
        site: RegistrationSite,
        factory: @escaping @Sendable (any Resolver) throws -> Service
    ) {
        self.factory = factory
        self.storage = scope.keepsInstances ? SharedInstanceStorage() : nil
        super.init(
            key: ServiceKey(Service.self, name: name),
            scope: scope,
            site: site,
            serviceType: Service.self,
            argumentTypes: []
        )
    }

    override func makeFresh() -> Registration {
        // Transient and graph registrations hold no instances, so containers can share them.
        guard scope.keepsInstances else { return self }
        return FactoryRegistration(name: key.name, scope: scope, site: site, factory: factory)
    }

    override func resolveWithoutArguments(in container: DependencyContainer) throws(ResolutionError) {
        _ = try container.resolve(Service.self, name: key.name)
    }

    override func instance<Requested>(
        of requested: Requested.Type, for request: ResolutionRequest
    )
        throws(ResolutionError) -> Requested
    {
        switch scope {
        case .transient: try deliver(make(for: request), as: requested, for: request)
        case .graph: try graphInstance(as: requested, for: request)
        case .singleton, .weak: try sharedInstance(as: requested, for: request)
        }
    }

    override func instance<Requested, Arguments>(
        of requested: Requested.Type,
        for request: ResolutionRequest,
        arguments: Arguments
    ) throws(ResolutionError) -> Requested {
        // The key of a factory without arguments only matches a resolve without arguments.
        try instance(of: requested, for: request)
    }

    /// Runs the factory in a resolution of its own.
    private func make(for request: ResolutionRequest) throws(ResolutionError) -> Service {
        try request.run { context throws(ResolutionError) in try make(in: context) }
    }

    private func make(in context: ResolutionContext) throws(ResolutionError) -> Service {
        try runFactory(site: site, context: context) { try factory(context) }
    }

    // MARK: Graph

    private func graphInstance<Requested>(
        as requested: Requested.Type, for request: ResolutionRequest
    )
        throws(ResolutionError) -> Requested
    {
        // A top-level resolve has no graph to share with: its own factory cannot ask for it again without
        // a cycle, which is reported before it gets this far.
        guard let session = request.requester?.session else {
            return try deliver(make(for: request), as: requested, for: request)
        }
        let key = GraphKey(registration: ObjectIdentifier(self), container: ObjectIdentifier(request.home))
        if let shared = session.graphInstances[key] {
            return try deliver(shared, as: requested, for: request)
        }
        let instance = try make(for: request)
        session.graphInstances.add(instance, for: key)
        return try deliver(instance, as: requested, for: request)
    }

    // MARK: Singleton and weak

    private func sharedInstance<Requested>(
        as requested: Requested.Type, for request: ResolutionRequest
    )
        throws(ResolutionError) -> Requested
    {
        guard let storage else { throw request.error(.typeMismatch(instanceType: "\(scope) registration")) }
        if let published = storage.published {
            return try deliver(published.pointee, as: requested, for: request)
        }
        return try firstInstance(as: requested, for: request, storage: storage)
    }

    /// The shared instance when it was not published yet: made by this resolve, by one it waits for, or
    /// (weak scope) still held by someone. Kept apart from the published path, which then needs no
    /// `Optional<Service>` and so looks up no metadata.
    @inline(never)
    private func firstInstance<Requested>(
        as requested: Requested.Type, for request: ResolutionRequest, storage: SharedInstanceStorage<Service>
    )
        throws(ResolutionError) -> Requested
    {
        storage.lock()
        if let instance = storage.instance {
            storage.unlock()
            return try deliver(instance, as: requested, for: request)
        }
        storage.unlock()
        // No instance yet: begin the resolution (which reports a cycle through this service), then create the
        // instance or wait for the resolution that is creating it.
        let instance = try request.run { context throws(ResolutionError) in try create(in: context, storage: storage) }
        return try deliver(instance, as: requested, for: request)
    }

    /// Makes the shared instance, or waits for the resolution that is making it and returns its instance.
    private func create(
        in context: ResolutionContext, storage: SharedInstanceStorage<Service>
    ) throws(ResolutionError) -> Service {
        storage.lock()
        while true {
            // Look first, every time: another resolution may have stored the instance since the caller
            // looked (the lock was not held while this resolution began), or while this one waited.
            if let instance = storage.instance {
                storage.unlock()
                return instance
            }
            do {
                if try storage.gate.claimOrWait(session: context.session, context: context) { break }
            } catch {
                storage.unlock()
                throw error
            }
        }
        storage.unlock()

        // The factory runs outside the lock, so it may resolve other shared services freely; the claim
        // keeps every other resolution of this service waiting until it is done.
        let instance: Service
        do {
            instance = try make(in: context)
        } catch {
            storage.lock()
            storage.gate.relinquish()
            storage.unlock()
            throw error
        }
        storage.lock()
        defer { storage.unlock() }
        storage.gate.relinquish()
        if scope == .weak, !(type(of: instance) is AnyClass) {
            throw context.error(
                .weakScopeRequiresClass(instanceType: String(describing: type(of: instance)), site: site)
            )
        }
        storage.store(instance, weakly: scope == .weak)
        return instance
    }
}
