/// A registered service, as the container stores it.
///
/// The container keeps registrations behind this one base class so that a lookup yields a single
/// reference. A resolve knows which subclass it found — the key holds the requested type and the types of
/// its arguments, which only that subclass's key has — and calls it directly, specialised in the resolving
/// module: `FactoryRegistration<Service>` without arguments, `ArgumentRegistration<Service, each Argument>`
/// with them. Generic methods with parameter packs cannot be overridden (the compiler reports that such a
/// method "does not override any method from its superclass"), so the one overridable way in, for an
/// argument registration whose class a resolve cannot name, takes the arguments as one tuple.
///
/// `@unchecked Sendable` because the compiler checks only final classes, and this one has subclasses; it
/// is safe because every stored property of the class and its two subclasses is a constant of a `Sendable`
/// type (`@Sendable` factories, metatypes, values), and the one mutable thing they reach, a shared scope's
/// instance, lives in a `SharedInstanceStorage`, which guards it. The subclasses restate the conformance.
@usableFromInline
class Registration: @unchecked Sendable {
    let key: ServiceKey
    @usableFromInline let scope: Scope
    let site: RegistrationSite
    let serviceType: any Any.Type
    let argumentTypes: [any Any.Type]

    init(
        key: ServiceKey,
        scope: Scope,
        site: RegistrationSite,
        serviceType: any Any.Type,
        argumentTypes: [any Any.Type]
    ) {
        self.key = key
        self.scope = scope
        self.site = site
        self.serviceType = serviceType
        self.argumentTypes = argumentTypes
    }

    /// How the service reads in messages.
    var signature: ServiceSignature {
        ServiceSignature(type: serviceType, name: key.name, argumentTypes: argumentTypes)
    }

    /// A registration with the same factory and empty instance storage, for another container. A registry
    /// can feed several containers; each must own its singletons.
    func makeFresh() -> Registration { self }

    /// Whether the factory runs on the main actor, so that the service resolves there only.
    var isMainActorBound: Bool { false }

    /// Resolves this registration's service, without arguments, from `container`; used by validation,
    /// which knows registrations only by this base class.
    func resolveWithoutArguments(in container: DependencyContainer) throws(ResolutionError) {}

    /// An instance for a resolve with runtime arguments, passed as one tuple: the way to an argument
    /// registration whose class the resolve could not name (see `DependencyContainer.resolveWithArguments`).
    @usableFromInline
    func instance<Requested, Arguments>(
        of requested: Requested.Type,
        home: Unmanaged<DependencyContainer>,
        requester: Unmanaged<Frame>?,
        arguments: Arguments
    ) throws(ResolutionError) -> Requested {
        throw error(.typeMismatch(instanceType: String(describing: serviceType)), requester: requester)
    }

    /// Runs `factory` in a resolution of its own: begins its frame, hands `factory` the context a factory
    /// receives, and ends the frame however `factory` returns. What the factory throws becomes a
    /// ``ResolutionError``: a resolution error from a nested resolve passes through with its chain; anything
    /// else is the factory's own failure.
    ///
    /// - Throws: A circular-dependency error when this registration is already being resolved in `home`
    ///   further up the chain, or what `factory` throws.
    @inlinable
    @inline(__always)
    final func run<Value>(
        home: Unmanaged<DependencyContainer>,
        requester: Unmanaged<Frame>?,
        _ factory: (any Resolver) throws -> Value
    ) throws(ResolutionError) -> Value {
        let slot = try ResolutionStack.begin(.passUnretained(self), home: home, requester: requester)
        let value: Value
        do {
            // The slot's context, borrowed as it is: unless the factory keeps it, no reference count changes.
            value = try slot._withUnsafeGuaranteedRef { slot in try factory(slot.context) }
        } catch {
            let failure = (error as? ResolutionError) ?? slot.takeUnretainedValue().factoryFailed(error)
            ResolutionStack.end(slot)
            throw failure
        }
        ResolutionStack.end(slot)
        return value
    }

    /// The error for an instance of another type than this registration's service, which the key rules out.
    final func typeMismatch(_ instance: Any, requester: Unmanaged<Frame>?) -> ResolutionError {
        error(.typeMismatch(instanceType: String(describing: type(of: instance))), requester: requester)
    }

    /// An error about this registration before its frame began, carrying the requester's chain.
    final func error(_ kind: ResolutionError.Kind, requester: Unmanaged<Frame>?) -> ResolutionError {
        let chain = (requester?.takeUnretainedValue().chain ?? []) + [signature]
        return ResolutionError(kind, service: signature, chain: chain)
    }
}

/// A registration whose factory takes one or more runtime arguments. Always transient: an instance made
/// from particular arguments is not one to share.
@usableFromInline
// `@unchecked Sendable` restated from `Registration`, which says why it is safe: its stored properties are
// constants of `Sendable` types.
final class ArgumentRegistration<Service, each Argument>: Registration, @unchecked Sendable {
    @usableFromInline let factory: @Sendable (any Resolver, repeat each Argument) throws -> Service

    init(
        name: String?,
        site: RegistrationSite,
        factory: @escaping @Sendable (any Resolver, repeat each Argument) throws -> Service
    ) {
        self.factory = factory
        super.init(
            key: ServiceKey(Service.self, name: name, arguments: (repeat each Argument).self),
            scope: .transient,
            site: site,
            serviceType: Service.self,
            argumentTypes: Pack.types(repeat (each Argument).self)
        )
    }

    // Immutable: every container may share this registration.
    override func makeFresh() -> Registration { self }

    /// A new instance from `arguments`.
    @inlinable
    func make(
        home: Unmanaged<DependencyContainer>, requester: Unmanaged<Frame>?, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        let values = (repeat each arguments)
        return try run(home: home, requester: requester) { resolver in try factory(resolver, repeat each values) }
    }

    override func instance<Requested, Arguments>(
        of requested: Requested.Type,
        home: Unmanaged<DependencyContainer>,
        requester: Unmanaged<Frame>?,
        arguments: Arguments
    ) throws(ResolutionError) -> Requested {
        // The key matched the tuple of argument types, and the comparisons keep the casts exact: a tuple of
        // one argument that is itself a tuple has the same type as a tuple of that tuple's elements.
        guard Arguments.self == (repeat each Argument).self, Service.self == Requested.self else {
            throw error(.typeMismatch(instanceType: String(describing: Arguments.self)), requester: requester)
        }
        let values = unsafeBitCast(arguments, to: (repeat each Argument).self)
        let service = try make(home: home, requester: requester, arguments: repeat each values)
        return unsafeBitCast(service, to: Requested.self)
    }
}
