/// Guards by the names routes list in `RouteDefinition.guards`.
///
/// ```swift
/// var guards = GuardRegistry(module: "Login")
/// guards.register("signedIn", SignedInGuard(session: session))
/// ```
public struct GuardRegistry: Sendable {
    /// The registering module, reported in assembly errors.
    package let module: String?
    private(set) var storage = ModuleRegistry<String, any NavigationGuard>()

    /// Creates an empty registry.
    package init(module: String? = nil) {
        self.module = module
    }

    /// Registers a guard under a name.
    public mutating func register(_ name: String, _ guard: any NavigationGuard) {
        storage.insert(`guard`, for: name, module: module)
    }

    /// The registered names.
    package var names: [String] { storage.keys }

    mutating func merge(_ other: GuardRegistry) {
        storage.merge(other.storage)
    }

    var guards: [String: any NavigationGuard] {
        storage.entries.mapValues(\.value)
    }
}
