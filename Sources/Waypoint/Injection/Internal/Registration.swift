/// A registered service, as the container stores it.
///
/// The container keeps registrations behind this one base class so that a lookup yields a single
/// reference; the subclasses know the service's static type and produce instances of it. Generic methods
/// with parameter packs cannot be overridden (the compiler reports that such a method "does not override
/// any method from its superclass"), so runtime arguments travel as one tuple-typed generic value.
///
/// Registrations are immutable except for the instance storage of shared scopes, which the subclass
/// guards with its own lock; that is why the class is `@unchecked Sendable`.
class Registration: @unchecked Sendable {
    let key: ServiceKey
    let scope: Scope
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

    /// Resolves this registration's service, without arguments, from `container`; used by validation,
    /// which knows registrations only by this base class.
    func resolveWithoutArguments(in container: DependencyContainer) throws(ResolutionError) {}

    /// An instance for a resolve without runtime arguments. `Requested` is the registration's service type:
    /// the key guarantees it.
    func instance<Requested>(
        of requested: Requested.Type, for request: ResolutionRequest
    ) throws(ResolutionError)
        -> Requested
    {
        throw request.error(.typeMismatch(instanceType: String(describing: serviceType)))
    }

    /// An instance for a resolve with runtime arguments, passed as one tuple.
    func instance<Requested, Arguments>(
        of requested: Requested.Type,
        for request: ResolutionRequest,
        arguments: Arguments
    ) throws(ResolutionError) -> Requested {
        throw request.error(.typeMismatch(instanceType: String(describing: serviceType)))
    }
}

/// Hands a value out as the requested type.
///
/// A matching key guarantees that the two types are the same (the key holds the identity of the requested
/// type's metadata, and the registration's service type made it), so the value is handed over as it is,
/// without a runtime cast; the comparison of the two metadata keeps that exact.
@inline(__always)
func deliver<Value, Requested>(
    _ value: Value, as requested: Requested.Type, for request: ResolutionRequest
)
    throws(ResolutionError) -> Requested
{
    guard Value.self == Requested.self else {
        throw request.error(.typeMismatch(instanceType: String(describing: type(of: value))))
    }
    return unsafeBitCast(value, to: Requested.self)
}

/// Runs a factory and turns what it throws into a ``ResolutionError``: a resolution error from a nested
/// resolve passes through with its chain; anything else is the factory's own failure.
@inline(__always)
func runFactory<Service>(
    site: RegistrationSite, context: ResolutionContext, _ body: () throws -> Service
) throws(ResolutionError) -> Service {
    do {
        return try body()
    } catch let error as ResolutionError {
        throw error
    } catch {
        throw context.error(.factoryFailed(underlying: error, site: site))
    }
}

/// A registration whose factory takes one or more runtime arguments. Always transient: an instance made
/// from particular arguments is not one to share. Its key never matches a resolve without arguments, so
/// only the tuple-taking `instance` is reached.
final class ArgumentRegistration<Service, each Argument>: Registration, @unchecked Sendable {
    private let factory: @Sendable (any Resolver, repeat each Argument) throws -> Service

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

    override func instance<Requested, Arguments>(
        of requested: Requested.Type,
        for request: ResolutionRequest,
        arguments: Arguments
    ) throws(ResolutionError) -> Requested {
        guard Arguments.self == (repeat each Argument).self else {
            throw request.error(.typeMismatch(instanceType: String(describing: Arguments.self)))
        }
        // The key matched the tuple of argument types, and the comparison above keeps that exact.
        let values = unsafeBitCast(arguments, to: (repeat each Argument).self)
        let service = try request.run { context throws(ResolutionError) in
            try make(in: context, arguments: repeat each values)
        }
        return try deliver(service, as: requested, for: request)
    }

    private func make(
        in context: ResolutionContext, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try runFactory(site: site, context: context) { try factory(context, repeat each arguments) }
    }
}
