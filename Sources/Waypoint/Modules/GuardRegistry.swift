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
    private(set) var storage = ModuleRegistry<GuardID, any NavigationGuard>()
    private(set) var leaveCheckStorage = ModuleRegistry<RouteID, LeaveCheck>()

    /// Creates an empty registry.
    package init(module: ModuleID? = nil) {
        self.module = module
    }

    /// Registers a guard under its identity, the one routes list.
    public mutating func register(_ id: GuardID, _ guard: any NavigationGuard) {
        storage.insert(`guard`, for: id, module: module)
    }

    /// Registers the check asked before anything removes a screen of `route`; see ``LeaveCheck``.
    public mutating func registerLeaveCheck(for route: RouteID, _ check: @escaping LeaveCheck) {
        leaveCheckStorage.insert(check, for: route, module: module)
    }

    /// The registered leave checks, by route.
    package var leaveChecks: [RouteID: LeaveCheck] { leaveCheckStorage.entries.mapValues(\.value) }

    /// The registered identities.
    package var names: [GuardID] { storage.keys }

    var guards: [GuardID: any NavigationGuard] {
        storage.entries.mapValues(\.value)
    }
}
