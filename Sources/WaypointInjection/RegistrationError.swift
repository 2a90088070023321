public import Foundation

/// Why a registration was refused: the same service registered twice in one container, or a registration
/// that arrived after the container was built.
///
/// ```
/// APIClient is registered twice in one container: first by module Basket at Basket/Services.swift:12,
/// again by module Checkout at Checkout/Services.swift:30. Register it once, or override it in a child
/// container.
/// ```
public struct RegistrationError: Error, Sendable, CustomStringConvertible {
    /// The kind of a registration failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private let rawValue: String
        private init(_ rawValue: String) { self.rawValue = rawValue }
        /// The code's name, such as `duplicateRegistration`.
        public var description: String { rawValue }

        /// The service (same type, name and argument types) is already registered in this container.
        public static let duplicateRegistration = Code("duplicateRegistration")
        /// The builder has already built its container; its registrations are frozen.
        public static let registrationAfterFreeze = Code("registrationAfterFreeze")
    }

    enum Kind: Sendable {
        case duplicate(existing: RegistrationSite)
        case afterFreeze
    }

    let kind: Kind

    /// The service whose registration was refused.
    public let service: ServiceSignature

    /// Where the refused registration was made.
    public let site: RegistrationSite

    init(_ kind: Kind, service: ServiceSignature, site: RegistrationSite) {
        self.kind = kind
        self.service = service
        self.site = site
    }

    /// The kind of failure.
    public var code: Code {
        switch kind {
        case .duplicate: .duplicateRegistration
        case .afterFreeze: .registrationAfterFreeze
        }
    }

    /// For ``Code/duplicateRegistration``, where the registration that came first was made.
    public var existingSite: RegistrationSite? {
        if case .duplicate(let existing) = kind { return existing }
        return nil
    }

    /// The explanation, naming the service and every site involved.
    public var description: String {
        switch kind {
        case .duplicate(let existing):
            "\(service) is registered twice in one container: first by \(Self.origin(existing)), "
                + "again by \(Self.origin(site)). Register it once, or override it in a child container."
        case .afterFreeze:
            "\(service) was registered at \(site) after the container was built; registrations are frozen "
                + "once built. Register before build(), or register into a child container."
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
