public import Foundation

/// Why a container refused its registrations: the same service registered twice in one container.
///
/// ```
/// APIClient is registered twice in one container: first by module Basket at Basket/Services.swift:12,
/// again by module Checkout at Checkout/Services.swift:30. Register it once, or override it in a child
/// container.
/// ```
///
/// A container's registrations are frozen once it is built; a flow that registers services when it starts
/// does so in a child container (``DependencyContainer/makeChild(module:_:)``).
public enum RegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The service (same type, name and argument types) is registered twice in one container: `first` is
    /// where the registration that came first was made, `again` the refused one.
    case duplicateRegistration(ServiceSignature, first: RegistrationSite, again: RegistrationSite)

    /// The explanation, naming the service and every site involved.
    public var description: String {
        switch self {
        case .duplicateRegistration(let service, let first, let again):
            "\(service) is registered twice in one container: first by \(Self.origin(first)), "
                + "again by \(Self.origin(again)). Register it once, or override it in a child container."
        }
    }

    private static func origin(_ site: RegistrationSite) -> String {
        site.module == nil ? "the app at \(site)" : site.description
    }
}

extension RegistrationError: LocalizedError {
    /// The same text as ``description``, for APIs that show `localizedDescription`.
    public var errorDescription: String? { description }
}
