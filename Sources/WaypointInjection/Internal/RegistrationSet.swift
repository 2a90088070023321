/// The registrations bound for one container, in registration order, refusing duplicates.
struct RegistrationSet: Sendable {
    private var byKey: [ServiceKey: Registration] = [:]
    private(set) var ordered: [Registration] = []

    /// Adds every registration of `registry`, or none of them when one duplicates a registration already in
    /// the set or an earlier one in the registry.
    mutating func insert(contentsOf registry: ServiceRegistry) throws(RegistrationError) {
        var added: [ServiceKey: Registration] = [:]
        for registration in registry.registrations {
            if let existing = byKey[registration.key] ?? added[registration.key] {
                throw RegistrationError(
                    .duplicate(existing: existing.site),
                    service: registration.signature,
                    site: registration.site
                )
            }
            added[registration.key] = registration
        }
        byKey.merge(added) { existing, _ in existing }
        ordered += registry.registrations
    }
}
