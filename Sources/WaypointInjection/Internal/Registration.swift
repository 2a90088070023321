/// A registered service, as containers store it: its key, scope and site, and its factory with the service
/// type erased, so that one table holds factories of every shape.
///
/// Immutable, so that containers share it: a registry may feed several containers, and a child inherits its
/// parent's registrations. The instance of a shared scope lives in the registering container's table entry.
final class Registration: Sendable {
    let key: ServiceKey
    let scope: Scope
    let site: RegistrationSite
    /// Whether the factory runs on the main actor, so that the service resolves there only.
    let isMainActorBound: Bool
    let argumentTypes: [any Any.Type]
    private let serviceType: any Any.Type
    /// Makes an instance from the resolver a factory receives and the runtime arguments, as one tuple.
    private let factory: @Sendable (any Resolver, Any) throws -> Any

    private init(
        key: ServiceKey,
        scope: Scope,
        site: RegistrationSite,
        isMainActorBound: Bool = false,
        serviceType: any Any.Type,
        argumentTypes: [any Any.Type] = [],
        factory: @escaping @Sendable (any Resolver, Any) throws -> Any
    ) {
        self.key = key
        self.scope = scope
        self.site = site
        self.isMainActorBound = isMainActorBound
        self.serviceType = serviceType
        self.argumentTypes = argumentTypes
        self.factory = factory
    }

    /// A registration whose factory takes only the resolver.
    convenience init<Service>(
        name: String?, scope: Scope, site: RegistrationSite,
        factory: @escaping @Sendable (any Resolver) throws -> Service
    ) {
        self.init(key: ServiceKey(Service.self, name: name), scope: scope, site: site, serviceType: Service.self) {
            resolver, _ in try factory(resolver)
        }
    }

    /// A registration whose factory runs on the main actor. The container resolves it on the main actor only,
    /// and throws ``ResolutionError/Code/mainActorRequired`` elsewhere.
    convenience init<Service>(
        name: String?,
        scope: Scope,
        site: RegistrationSite,
        mainActorFactory: @escaping @MainActor (any Resolver) throws -> Service
    ) {
        self.init(
            key: ServiceKey(Service.self, name: name), scope: scope, site: site, isMainActorBound: true,
            serviceType: Service.self
        ) { resolver, _ in
            // The container calls this on the main actor only, so the factory's code may run: this is what
            // `MainActor.assumeIsolated` does, without its demand for a `Sendable` result (a view controller is
            // not one). The instance stays on the main actor: it is returned to a resolve running there, or kept
            // for main-actor resolves only. Exercised by the main-actor service tests.
            let factory = unsafeBitCast(mainActorFactory, to: ((any Resolver) throws -> Service).self)
            return try factory(resolver)
        }
    }

    /// A registration whose factory takes one or more runtime arguments. Always transient: an instance made
    /// from particular arguments is not one to share.
    convenience init<Service, each Argument>(
        name: String?,
        site: RegistrationSite,
        factory: @escaping @Sendable (any Resolver, repeat each Argument) throws -> Service
    ) {
        self.init(
            key: ServiceKey(Service.self, name: name, arguments: (repeat each Argument).self), scope: .transient,
            site: site, serviceType: Service.self, argumentTypes: Pack.types(repeat (each Argument).self)
        ) { resolver, arguments in
            // The key matched the tuple of the argument types. A tuple of one tuple is that tuple, so a single
            // tuple argument and its elements passed one by one both arrive here as the same tuple.
            switch arguments {
            case let values as (repeat each Argument): return try factory(resolver, repeat each values)
            default: throw UnexpectedInstance(arguments)
            }
        }
    }

    /// How the service reads in messages.
    var signature: ServiceSignature {
        ServiceSignature(type: serviceType, name: key.name, argumentTypes: argumentTypes)
    }

    /// A new instance from the factory.
    func make(_ resolver: any Resolver, arguments: Any) throws -> Any {
        try factory(resolver, arguments)
    }
}

/// A value of another type than its registration promised: the arguments handed to a factory, or the instance
/// a resolve returns. The keys rule it out; reported as ``ResolutionError/Code/typeMismatch``.
struct UnexpectedInstance: Error {
    let typeName: String

    init(_ instance: Any) {
        typeName = String(describing: type(of: instance))
    }
}
