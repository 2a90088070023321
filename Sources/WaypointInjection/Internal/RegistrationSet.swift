/// The registrations bound for one container, in registration order, refusing duplicates.
///
/// The app's assembly fills one from every feature module's registry, reporting each module's clash, then
/// builds the container from it with `DependencyContainer(registrations:)`.
package struct RegistrationSet: Sendable {
    private var byKey: [ServiceKey: Registration] = [:]
    private(set) var ordered: [Registration] = []

    package init() {}

    /// Adds every registration of `registry`, or none of them when one duplicates a registration already in
    /// the set or an earlier one in the registry.
    package mutating func insert(contentsOf registry: ServiceRegistry) throws(RegistrationError) {
        var added: [ServiceKey: Registration] = [:]
        for registration in registry.registrations {
            if let existing = byKey[registration.key] ?? added[registration.key] {
                throw .duplicateRegistration(registration.signature, first: existing.site, again: registration.site)
            }
            added[registration.key] = registration
        }
        byKey.merge(added) { existing, _ in existing }
        ordered += registry.registrations
    }
}
