/// A registration whose factory takes only the resolver: the common case, and the only one with scopes.
///
/// Shared scopes (singleton, weak) keep their instance here, guarded by `gate`; every access to
/// `singleton` and `weakInstance` happens between `gate.lock()` and `gate.unlock()`.
final class FactoryRegistration<Service>: Registration, @unchecked Sendable {
    private let factory: @Sendable (any Resolver) throws -> Service
    private let gate: CreationGate?
    private var singleton: InstanceBox<Service>?
    private weak var weakInstance: AnyObject?

    init(
        name: String?,
        scope: Scope,
        site: RegistrationSite,
        factory: @escaping @Sendable (any Resolver) throws -> Service
    ) {
        self.factory = factory
        self.gate = scope.keepsInstances ? CreationGate() : nil
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
        of requested: Requested.Type, in context: ResolutionContext
    )
        throws(ResolutionError) -> Requested
    {
        switch scope {
        case .transient: try deliver(make(in: context), as: requested, in: context)
        case .graph: try graphInstance(as: requested, in: context)
        case .singleton, .weak: try sharedInstance(as: requested, in: context)
        }
    }

    override func instance<Requested, Arguments>(
        of requested: Requested.Type,
        in context: ResolutionContext,
        arguments: Arguments
    ) throws(ResolutionError) -> Requested {
        // The key of a factory without arguments only matches a resolve without arguments.
        try instance(of: requested, in: context)
    }

    private func make(in context: ResolutionContext) throws(ResolutionError) -> Service {
        do {
            return try factory(context)
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw context.error(.factoryFailed(underlying: error, site: site))
        }
    }

    // MARK: Graph

    private func graphInstance<Requested>(
        as requested: Requested.Type, in context: ResolutionContext
    )
        throws(ResolutionError) -> Requested
    {
        // A top-level resolve has no graph to share with: its own factory cannot ask for it again without
        // a cycle, which is reported before reaching here.
        guard let session = context.session else { return try deliver(make(in: context), as: requested, in: context) }
        let key = GraphKey(registration: ObjectIdentifier(self), container: ObjectIdentifier(context.container))
        if let shared = session.graphInstances[key] {
            return try deliver(shared, as: requested, in: context)
        }
        let instance = try make(in: context)
        session.graphInstances[key] = instance
        return try deliver(instance, as: requested, in: context)
    }

    // MARK: Singleton and weak

    private func sharedInstance<Requested>(
        as requested: Requested.Type, in context: ResolutionContext
    )
        throws(ResolutionError) -> Requested
    {
        guard let gate else { throw context.error(.typeMismatch(instanceType: "\(scope) registration")) }
        gate.lock()
        if let singleton {
            let instance = singleton.value
            gate.unlock()
            return try deliver(instance, as: requested, in: context)
        }
        if let weakInstance {
            gate.unlock()
            return try deliver(weakInstance, as: requested, in: context)
        }
        // No instance yet: create it, or wait for the resolution that is creating it. The gate's
        // bookkeeping names this resolution by its session, so a session is needed from here on.
        let session = context.session ?? Session()
        while true {
            do {
                if try gate.claimOrWait(session: session, context: context) { break }
            } catch {
                gate.unlock()
                throw error
            }
            // Woken up: the creator finished (or failed, or the wake-up was spurious). Look again.
            if let singleton {
                let instance = singleton.value
                gate.unlock()
                return try deliver(instance, as: requested, in: context)
            }
            if let weakInstance {
                gate.unlock()
                return try deliver(weakInstance, as: requested, in: context)
            }
        }
        gate.unlock()

        // The factory runs outside the lock, so it may resolve other shared services freely; the claim
        // keeps every other resolution of this service waiting until it is done.
        let instance: Service
        do {
            instance = try make(in: context.withSession(session))
        } catch {
            gate.lock()
            gate.relinquish()
            gate.unlock()
            throw error
        }
        gate.lock()
        defer { gate.unlock() }
        gate.relinquish()
        if scope == .singleton {
            self.singleton = InstanceBox(instance)
        } else {
            guard type(of: instance) is AnyClass else {
                throw context.error(
                    .weakScopeRequiresClass(instanceType: String(describing: type(of: instance)), site: site)
                )
            }
            // `as AnyObject` is exact here: the instance is a class instance, so no box is made.
            self.weakInstance = instance as AnyObject
        }
        return try deliver(instance, as: requested, in: context)
    }
}

/// Holds a singleton with its static type. Reading `value` copies it through `Service`'s own value
/// witnesses; an `Optional<Service>` stored property would need that optional's metadata looked up on
/// every read in generic code.
final class InstanceBox<Service> {
    let value: Service
    init(_ value: Service) { self.value = value }
}
