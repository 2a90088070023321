import Foundation

/// A registration whose factory takes only the resolver: the common case, and the only one with scopes.
///
/// Shared scopes (singleton, weak) keep their instance in `storage`, which guards it.
///
/// A resolve reaches this class by name, as `FactoryRegistration<Service>` of the type it asked for, and its
/// common paths — a transient instance, a graph-scoped one, a singleton already made — are inlinable, so
/// that they are specialised for that type in the module that resolves it: no generic dispatch, and the
/// instance is handed over without a cast.
///
/// `@unchecked Sendable` is restated from `Registration`, which says why it is safe: every stored property
/// is a constant of a `Sendable` type, the storage included.
@usableFromInline
final class FactoryRegistration<Service>: Registration, @unchecked Sendable {
    @usableFromInline let factory: @Sendable (any Resolver) throws -> Service
    /// The instance of a shared scope; `nil` for the other scopes.
    @usableFromInline let storage: SharedInstanceStorage<Service>?
    /// Whether the factory runs on the main actor, so that instances are made and handed out there only.
    let mainActorBound: Bool

    init(
        name: String?,
        scope: Scope,
        site: RegistrationSite,
        isMainActorBound: Bool = false,
        factory: @escaping @Sendable (any Resolver) throws -> Service
    ) {
        self.factory = factory
        self.mainActorBound = isMainActorBound
        // A main-actor instance is never published for lock-free reads: every read of it goes through
        // `firstInstance`, which checks that it runs on the main actor.
        self.storage = scope.keepsInstances ? SharedInstanceStorage(publishing: !isMainActorBound) : nil
        super.init(
            key: ServiceKey(Service.self, name: name),
            scope: scope,
            site: site,
            serviceType: Service.self,
            argumentTypes: []
        )
    }

    /// A registration whose factory is isolated to the main actor. Resolving it elsewhere throws
    /// ``ResolutionError/Code/mainActorRequired``.
    convenience init(
        name: String?,
        scope: Scope,
        site: RegistrationSite,
        mainActorFactory: @escaping @MainActor (any Resolver) throws -> Service
    ) {
        self.init(name: name, scope: scope, site: site, isMainActorBound: true) { resolver in
            guard MainActorCheck.isOnMainActor else { throw OffMainActor() }
            // On the main actor its code may run: this is what `MainActor.assumeIsolated` does,
            // without its demand for a `Sendable` result (a view controller is not one). The instance stays
            // on the main actor: it is returned to a resolve running there, or kept in storage that only
            // main-actor resolves read.
            let factory = unsafeBitCast(mainActorFactory, to: ((any Resolver) throws -> Service).self)
            return try factory(resolver)
        }
    }

    override var isMainActorBound: Bool { mainActorBound }

    override func makeFresh() -> Registration {
        // Transient and graph registrations hold no instances, so containers can share them.
        guard scope.keepsInstances else { return self }
        return FactoryRegistration(
            name: key.name, scope: scope, site: site, isMainActorBound: mainActorBound, factory: factory)
    }

    override func resolveWithoutArguments(in container: DependencyContainer) throws(ResolutionError) {
        _ = try container.resolve(Service.self, name: key.name)
    }

    /// The instance for a resolve, made or shared according to the scope.
    ///
    /// - Parameters:
    ///   - home: The container the factory resolves its dependencies from.
    ///   - requester: The resolution that asked, when it is in progress on this thread; `nil` for a
    ///     top-level resolve.
    @inlinable
    @inline(__always)
    func instance(
        home: Unmanaged<DependencyContainer>, requester: Unmanaged<Frame>?
    ) throws(ResolutionError) -> Service {
        switch scope {
        case .transient:
            return try make(home: home, requester: requester)
        case .graph:
            return try graphInstance(home: home, requester: requester)
        case .singleton:
            if let published = storage?.published { return published.pointee }
            return try firstInstance(home: home, requester: requester)
        case .weak:
            return try firstInstance(home: home, requester: requester)
        }
    }

    /// Runs the factory in a resolution of its own.
    @inlinable
    @inline(__always)
    func make(home: Unmanaged<DependencyContainer>, requester: Unmanaged<Frame>?) throws(ResolutionError) -> Service {
        // The stored factory itself, borrowed for the call: wrapping it in a closure would retain it.
        try run(home: home, requester: requester, factory)
    }

    // MARK: Graph

    @inlinable
    func graphInstance(
        home: Unmanaged<DependencyContainer>, requester: Unmanaged<Frame>?
    ) throws(ResolutionError) -> Service {
        // A top-level resolve has no graph to share with: its own factory cannot ask for it again without
        // a cycle, which is reported before it gets this far.
        guard let requester else { return try make(home: home, requester: nil) }
        let key = GraphKey(registration: .passUnretained(self), container: home)
        if let shared = ResolutionStack.graphInstance(for: key, requester: requester) {
            return Self.service(in: shared)
        }
        let instance = try make(home: home, requester: requester)
        ResolutionStack.addGraphInstance(
            .passRetained(Self.graphObject(holding: instance)), for: key, requester: requester)
        return instance
    }

    /// Whether a service is a class instance, one reference wide, which an object variable can hold as it
    /// is. Known when this code is specialised for `Service`, so only one branch of the conversions below
    /// remains. A class-bound existential is wider (it carries its witness tables) and is boxed.
    @inlinable
    static var isClassInstance: Bool {
        Service.self is AnyObject.Type && MemoryLayout<Service>.size == MemoryLayout<AnyObject>.size
    }

    /// `instance` as the graph's list keeps it: the object itself, or a box around a value.
    @inlinable
    static func graphObject(holding instance: Service) -> AnyObject {
        isClassInstance ? unsafeBitCast(instance, to: AnyObject.self) : GraphValueBox(instance)
    }

    /// The service that ``graphObject(holding:)`` made `object` from, which the graph's list holds. Only this
    /// registration stores under its key (the key holds the registration), so the object came from there, for
    /// this `Service`. Reading the borrowed reference as the service takes the one reference the caller gets.
    @inlinable
    static func service(in object: Unmanaged<AnyObject>) -> Service {
        isClassInstance
            ? unsafeBitCast(object, to: Service.self)
            : unsafeBitCast(object, to: GraphValueBox<Service>.self).value
    }

    // MARK: Singleton and weak

    /// The shared instance when it was not published yet: made by this resolve, by one it waits for, or
    /// (weak scope) still held by someone.
    @usableFromInline
    @inline(never)
    func firstInstance(
        home: Unmanaged<DependencyContainer>, requester: Unmanaged<Frame>?
    ) throws(ResolutionError) -> Service {
        guard let storage else {
            throw error(.typeMismatch(instanceType: "\(scope) registration"), requester: requester)
        }
        if mainActorBound, !MainActorCheck.isOnMainActor { throw error(.mainActorRequired, requester: requester) }
        storage.lock()
        if let instance = storage.instance {
            storage.unlock()
            return instance
        }
        storage.unlock()
        // No instance yet: begin the resolution (which reports a cycle through this service), then create the
        // instance or wait for the resolution that is creating it.
        return try run(home: home, requester: requester) { resolver in
            // `run` hands its body the resolution's context, as it hands a factory.
            guard let context = resolver as? ResolutionContext else { throw typeMismatch(resolver, requester: nil) }
            return try create(in: context, storage: storage)
        }
    }

    /// Makes the shared instance, or waits for the resolution that is making it and returns its instance.
    /// What the factory throws passes through as it is, for `run` to report.
    private func create(in context: ResolutionContext, storage: SharedInstanceStorage<Service>) throws -> Service {
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
            instance = try factory(context)
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
