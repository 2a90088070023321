/// Guards by the identities routes list in `RouteDefinition.guards`, and the routes' leave checks.
///
/// ```swift
/// func registerGuards(in guards: inout GuardRegistry) {
///     guards.register(.signedIn, SignedInGuard(session: session))
///     guards.registerLeaveCheck(for: "checkout") { _ in draft.isEmpty ? .allow : .ask(discardDraft) }
/// }
/// ```
public struct GuardRegistry: Sendable {
    /// The registering module, reported in assembly errors.
    package var module: ModuleID?
    private(set) var storage = ModuleRegistry<GuardID>()
    /// The guards, at their identities' positions in `storage`.
    private var registered: [any NavigationGuard] = []
    private(set) var leaveCheckStorage = ModuleRegistry<RouteID>()
    /// The leave checks, at their routes' positions in `leaveCheckStorage`.
    private var registeredLeaveChecks: [LeaveCheck] = []

    /// Creates an empty registry.
    package init(module: ModuleID? = nil) {
        self.module = module
    }

    /// Registers a guard under its identity, the one routes list.
    public mutating func register(_ id: GuardID, _ guard: any NavigationGuard) {
        storage.insert(id, module: module)
        registered.append(`guard`)
    }

    /// Registers the check asked before anything removes a screen of `route`; see ``LeaveCheck``.
    public mutating func registerLeaveCheck(for route: RouteID, _ check: @escaping LeaveCheck) {
        leaveCheckStorage.insert(route, module: module)
        registeredLeaveChecks.append(check)
    }

    /// The registered leave checks, by route.
    package var leaveChecks: [RouteID: LeaveCheck] {
        leaveCheckStorage.positions.mapValues { registeredLeaveChecks[$0] }
    }

    /// The registered identities.
    package var names: [GuardID] { storage.keys }

    var guards: [GuardID: any NavigationGuard] {
        storage.positions.mapValues { registered[$0] }
    }
}
