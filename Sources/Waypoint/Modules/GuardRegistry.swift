/// Guards by the identities routes list in `RouteDefinition.guards`.
///
/// ```swift
/// func registerGuards(in guards: inout GuardRegistry) {
///     guards.register(.signedIn, SignedInGuard(session: session))
/// }
/// ```
public struct GuardRegistry: Sendable {
    /// The registering module, reported in assembly errors.
    package var module: ModuleID?
    private(set) var storage = ModuleRegistry<GuardID>()
    /// The guards, at their identities' positions in `storage`.
    private var registered: [any NavigationGuard] = []

    /// Creates an empty registry.
    package init(module: ModuleID? = nil) {
        self.module = module
    }

    /// Registers a guard under its identity, the one routes list.
    public mutating func register(_ id: GuardID, _ guard: any NavigationGuard) {
        storage.insert(id, module: module)
        registered.append(`guard`)
    }

    /// The registered identities.
    package var names: [GuardID] { storage.keys }

    var guards: [GuardID: any NavigationGuard] {
        storage.positions.mapValues { registered[$0] }
    }
}
