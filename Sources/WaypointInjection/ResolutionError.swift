public import Foundation

/// Why a service could not be resolved: which service, the chain of resolutions that led there, and what
/// would help, such as the registrations that do exist (nearest first) or the cycle that was found.
///
/// Every failure of ``Resolver/resolve(_:name:arguments:)`` is a `ResolutionError`; nothing is printed and
/// nothing crashes. Its ``description`` is written for a person:
///
/// ```
/// No registration for Logger (name: "verbose").
///   chain: CheckoutViewModel → BasketService → Logger (name: "verbose")
///   registered, nearest first: Logger, Logger (name: "quiet"), BasketService, CheckoutViewModel
/// ```
///
/// Match on ``code`` to handle a kind of failure; read ``service``, ``chain``, ``alternatives``, ``cycle``
/// or ``underlyingError`` for the details.
public struct ResolutionError: Error, Sendable, CustomStringConvertible {
    /// The kind of a resolution failure.
    public enum Code: String, Hashable, Sendable {
        /// Nothing is registered under the requested type and name; ``alternatives`` lists what is.
        case notRegistered
        /// The type and name are registered, but for other runtime argument types; ``alternatives`` lists
        /// the argument lists the registrations expect.
        case argumentMismatch
        /// Resolving the service needs the service itself; ``cycle`` shows the loop.
        case circularDependency
        /// The registration's factory threw; ``underlyingError`` is what it threw.
        case factoryFailed
        /// The service is registered with ``Scope/weak`` but its instance is not a class instance.
        case weakScopeRequiresClass
        /// The service's factory runs on the main actor (registered with
        /// ``ServiceRegistry/register(type:name:scope:file:line:factory:)``), and the resolve ran elsewhere.
        case mainActorRequired
        /// An instance had another type than its registration promised. Only a resolver that breaks its
        /// own bookkeeping reports this.
        case typeMismatch
    }

    package enum Kind: Sendable {
        case notRegistered(alternatives: [ServiceSignature])
        case argumentMismatch(registered: [ServiceSignature])
        /// `concurrent` is true when the loop spans resolutions on several threads, which would wait for each
        /// other forever.
        case circularDependency(cycle: [ServiceSignature], concurrent: Bool)
        case factoryFailed(underlying: any Error, site: RegistrationSite)
        case weakScopeRequiresClass(instanceType: String, site: RegistrationSite)
        case mainActorRequired
        case typeMismatch(instanceType: String)
    }

    let kind: Kind

    /// The service that could not be resolved.
    public let service: ServiceSignature

    /// The resolutions that led to the failure, from the top-level request to ``service`` (inclusive).
    public let chain: [ServiceSignature]

    package init(_ kind: Kind, service: ServiceSignature, chain: [ServiceSignature]) {
        self.kind = kind
        self.service = service
        self.chain = chain.isEmpty ? [service] : chain
    }

    /// Makes the error a resolver reports when it has no registration for a service.
    ///
    /// Adapters that adopt ``Resolver`` for another container use this to turn a miss into a typed error.
    ///
    /// - Parameters:
    ///   - type: The requested service type.
    ///   - name: The requested registration name, if any.
    ///   - alternatives: What the resolver has registered instead, nearest first.
    public static func notRegistered<Service>(
        _ type: Service.Type,
        name: String? = nil,
        alternatives: [ServiceSignature] = []
    ) -> ResolutionError {
        let service = ServiceSignature(type, name: name)
        return ResolutionError(.notRegistered(alternatives: alternatives), service: service, chain: [service])
    }

    /// The kind of failure.
    public var code: Code {
        switch kind {
        case .notRegistered: .notRegistered
        case .argumentMismatch: .argumentMismatch
        case .circularDependency: .circularDependency
        case .factoryFailed: .factoryFailed
        case .weakScopeRequiresClass: .weakScopeRequiresClass
        case .mainActorRequired: .mainActorRequired
        case .typeMismatch: .typeMismatch
        }
    }

    /// For ``Code/notRegistered``, what is registered instead, nearest first: the same type under other
    /// names or arguments, then types whose names are closest to the requested one. For
    /// ``Code/argumentMismatch``, the registrations of the type and name, with the arguments they expect.
    /// Empty otherwise.
    public var alternatives: [ServiceSignature] {
        switch kind {
        case .notRegistered(let alternatives): alternatives
        case .argumentMismatch(let registered): registered
        default: []
        }
    }

    /// For ``Code/circularDependency``, the loop: it starts and ends with the same service, as in
    /// `A → B → C → A`. Empty otherwise.
    public var cycle: [ServiceSignature] {
        if case .circularDependency(let cycle, _) = kind { return cycle }
        return []
    }

    /// For ``Code/factoryFailed``, the error the factory threw.
    public var underlyingError: (any Error)? {
        if case .factoryFailed(let underlying, _) = kind { return underlying }
        return nil
    }

    /// Where the failing service was registered, when the failure is in its registration (a factory that
    /// threw, a weak scope on a value type).
    public var registrationSite: RegistrationSite? {
        switch kind {
        case .factoryFailed(_, let site), .weakScopeRequiresClass(_, let site): site
        default: nil
        }
    }

    /// The whole explanation: a headline, then the chain and what is registered where they help.
    public var description: String {
        var lines = [headline]
        if chain.count > 1, chain != cycle {
            lines.append("  chain: " + chain.map(\.description).joined(separator: " → "))
        }
        if case .notRegistered(let alternatives) = kind {
            lines.append("  " + Self.registeredLine(alternatives))
        }
        return lines.joined(separator: "\n")
    }

    private var headline: String {
        switch kind {
        case .notRegistered:
            return "No registration for \(service)."
        case .argumentMismatch(let registered):
            let expected = registered.map(\.argumentListDescription).joined(separator: " or ")
            let registeredAs = ServiceSignature(typeName: service.typeName, name: service.name)
            return "\(registeredAs) is registered with \(expected), but was resolved with "
                + "\(service.argumentListDescription)."
        case .circularDependency(let cycle, let concurrent):
            let loop = cycle.map(\.description).joined(separator: " → ")
            return concurrent
                ? "Circular dependency: \(loop) (found between resolutions running on different threads)."
                : "Circular dependency: \(loop)."
        case .factoryFailed(let underlying, let site):
            // The file and line are for whoever debugs the factory: see `debugDescription`.
            let module = site.module.map { " (module \($0))" } ?? ""
            return "The factory of \(service)\(module) threw: \(underlying)."
        case .weakScopeRequiresClass(let instanceType, let site):
            return "\(service) is registered with the weak scope (at \(site)), but its instance is a "
                + "\(instanceType), which is not a class; use .transient, .graph or .singleton for value types."
        case .mainActorRequired:
            return "\(service) is made on the main actor, but was resolved outside it; resolve it from "
                + "main-actor code."
        case .typeMismatch(let instanceType):
            return "The instance made for \(service) is a \(instanceType), which is not a \(service.typeName)."
        }
    }

    /// How many alternatives the description lists before summarising the rest.
    static let listedAlternatives = 8

    private static func registeredLine(_ alternatives: [ServiceSignature]) -> String {
        guard !alternatives.isEmpty else { return "nothing is registered" }
        var listed = alternatives.prefix(listedAlternatives).map(\.description).joined(separator: ", ")
        if alternatives.count > listedAlternatives {
            listed += ", and \(alternatives.count - listedAlternatives) more"
        }
        return "registered, nearest first: " + listed
    }
}

extension ResolutionError: CustomDebugStringConvertible {
    /// The ``description``, then where the failing service was registered (`file:line`) when the
    /// failure is in its registration: for logs and debuggers rather than for people.
    public var debugDescription: String {
        guard let site = registrationSite else { return description }
        return description + "\n  registered at: \(site)"
    }
}

extension ResolutionError: LocalizedError {
    /// The same text as ``description``, for APIs that show `localizedDescription`.
    public var errorDescription: String? { description }
}
