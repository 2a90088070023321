import Foundation

/// How screens and services reach their navigator: the container Waypoint builds (an assembly's,
/// a factory's) registers `any NavigationManaging`, answered by the manager built over it. The
/// manager is made after the container, and services resolve it from any thread, so a lock
/// guards it.
final class NavigatorSlot: @unchecked Sendable {
    /// Resolving the navigator before the manager is built.
    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "the navigation manager is not built yet: resolve it after AppAssembly.build()" }
    }

    // The lock guards `navigator`.
    private let lock = NSLock()
    /// Weak: the manager owns the container that owns this slot.
    private weak var navigator: (any NavigationManaging)?

    /// Registers `any NavigationManaging`, answered with the manager this slot is given.
    func register(in services: inout ServiceRegistry) {
        services.register((any NavigationManaging).self) { _ in try self.get() }
    }

    func set(_ navigator: any NavigationManaging) { lock.withLock { self.navigator = navigator } }

    func get() throws -> any NavigationManaging {
        guard let navigator = lock.withLock({ navigator }) else { throw NotBuilt() }
        return navigator
    }
}
