/// Something that hands out services: the ``DependencyContainer``, the context a factory receives, or a
/// foreign container adapted to Waypoint.
///
/// Factories receive a `Resolver` and ask it for their dependencies:
///
/// ```swift
/// services.register(CheckoutViewModel.self) { resolver in
///     CheckoutViewModel(
///         basket: try resolver.resolve(BasketService.self),
///         logger: try resolver.resolve(Logger.self, name: "checkout")
///     )
/// }
/// services.register(ProductScreen.self) { (resolver, productID: Int) in
///     ProductScreen(id: productID, api: try resolver.resolve())
/// }
/// let screen = try container.resolve(ProductScreen.self, arguments: 42)
/// ```
///
/// ## One family of `resolve`
///
/// The protocol has one requirement, `resolve(_:name:arguments:)`; the extension lets the name, the
/// arguments and the type (inferred from context) be left out, and `resolve(type:name:)` is the same
/// resolve in the spelling of a `DIContainer`. They all make the same lookup.
///
/// ## Adopting `Resolver` with another container
///
/// A foreign container implements the one requirement and throws ``ResolutionError/notRegistered(_:name:alternatives:)``
/// on a miss; Waypoint's "Dependency injection" article shows an adapter for Swinject that handles every argument
/// count.
public protocol Resolver {
    /// Resolves a service registered under a type, an optional name and the types of runtime arguments.
    ///
    /// - Parameters:
    ///   - type: The service type, as registered (`APIClient.self`, `(any APIClient).self`).
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - arguments: The runtime arguments for the factory; their types select the registration.
    /// - Returns: The instance, made or shared according to the registration's ``Scope``.
    /// - Throws: ``ResolutionError`` naming the service, the chain of resolutions that led to it, and what
    ///   is registered instead, or the cycle that was found.
    func resolve<Service, each Argument>(
        _ type: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service
}

extension Resolver {
    /// Resolves a service that takes no runtime arguments.
    ///
    /// ```swift
    /// let api = try resolver.resolve(APIClient.self)
    /// let verbose = try resolver.resolve(Logger.self, name: "verbose")
    /// let clock: any Clock = try resolver.resolve()   // the type comes from the context
    /// ```
    ///
    /// - Parameters:
    ///   - type: The service type; inferred from the context when omitted.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError`` when the service cannot be resolved.
    @inlinable
    public func resolve<Service>(
        _ type: Service.Type = Service.self, name: String? = nil
    )
        throws(ResolutionError) -> Service
    {
        try resolveWithoutArguments(type, name: name)
    }

    /// Resolves a service whose factory takes runtime arguments, such as a screen built for one product.
    ///
    /// ```swift
    /// let screen = try resolver.resolve(ProductScreen.self, arguments: productID)
    /// let compact = try resolver.resolve(ProductScreen.self, name: "compact", arguments: productID, true)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The service type; inferred from the context when omitted.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - arguments: The runtime arguments; their static types must be the ones the factory declares.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError`` when the service cannot be resolved; ``ResolutionError/Code/argumentMismatch``
    ///   when it is registered for other argument types.
    @inlinable
    public func resolve<Service, each Argument>(
        _ type: Service.Type = Service.self,
        name: String? = nil,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try resolveForwarding(type, name: name, repeat each arguments)
    }

    /// Resolves a service that takes no runtime arguments, in the spelling of a `DIContainer`: the same
    /// resolve as ``resolve(_:name:)``. It throws where a `DIContainer` returns `nil`.
    ///
    /// ```swift
    /// let login = try container.resolve(type: PresentableLoginView.self)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The service type.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError`` when the service cannot be resolved.
    @inlinable
    public func resolve<Service>(type: Service.Type, name: String? = nil) throws(ResolutionError) -> Service {
        try resolveWithoutArguments(type, name: name)
    }

    /// A resolve without arguments. Inside a factory, whose resolver is the context Waypoint hands it, it goes
    /// to the context's container with the key of no arguments rather than through the requirement, whose
    /// parameter pack is described at run time even when it is empty; the metatype comparison keeps the cast
    /// exact.
    @inlinable
    func resolveWithoutArguments<Service>(_ type: Service.Type, name: String?) throws(ResolutionError) -> Service {
        if Self.self == ResolutionContext.self, let context = self as? ResolutionContext {
            let key = ServiceKey(type, name: name)
            return try context.container.resolve(type, key: key, arguments: (), in: context.running) { [] }
        }
        return try resolveForwarding(type, name: name)
    }

    /// Calls the requirement. A pack cannot be passed empty by label, and the convenience overloads above
    /// share its shape; this unlabelled pack reaches the requirement unambiguously.
    @inlinable
    func resolveForwarding<Service, each Argument>(
        _ type: Service.Type,
        name: String?,
        _ arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try resolve(type, name: name, arguments: repeat each arguments)
    }
}
