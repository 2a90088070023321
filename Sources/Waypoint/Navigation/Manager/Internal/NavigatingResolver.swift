import Foundation

/// The resolver screen factories, actions and navigators are handed: the app's own, which also
/// answers `any NavigationManaging` (unnamed, without arguments) with the manager that asks, so
/// that a screen reaches its navigator without a holder object.
final class NavigatingResolver: Resolver {
    let base: any Resolver
    /// Weak: the manager owns this resolver.
    weak var navigator: (any NavigationManaging)?

    init(_ base: any Resolver) {
        self.base = base
    }

    func resolve<Service, each Argument>(
        _ type: Service.Type, name: String?, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        var argumentCount = 0
        for _ in repeat each arguments { argumentCount += 1 }
        if Service.self == (any NavigationManaging).self, name == nil, argumentCount == 0,
            let navigator = navigator as? Service
        {
            return navigator
        }
        return try base.resolve(type, name: name, arguments: repeat each arguments)
    }
}

/// The resolver one screen's factory is handed: the manager's, which also answers `ScreenHandle`
/// (unnamed, without arguments) with that screen's handle, so that a typed route's factory, which
/// gets no context, reaches it.
struct ScreenResolver: Resolver {
    let base: NavigatingResolver
    let handle: ScreenHandle

    func resolve<Service, each Argument>(
        _ type: Service.Type, name: String?, arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        var argumentCount = 0
        for _ in repeat each arguments { argumentCount += 1 }
        if Service.self == ScreenHandle.self, name == nil, argumentCount == 0, let handle = handle as? Service {
            return handle
        }
        return try base.resolve(type, name: name, arguments: repeat each arguments)
    }
}

/// Where the container an ``AppAssembly`` builds finds the manager, which is made after the
/// container: services resolve `any NavigationManaging` from any thread, so a lock guards it.
final class NavigatorSlot: @unchecked Sendable {
    /// Resolving the navigator before the assembly has made it.
    struct NotBuilt: Error, CustomStringConvertible {
        var description: String { "the navigation manager is not built yet: resolve it after AppAssembly.build()" }
    }

    // The lock guards `navigator`.
    private let lock = NSLock()
    private weak var navigator: (any NavigationManaging)?

    func set(_ navigator: any NavigationManaging) { lock.withLock { self.navigator = navigator } }

    func get() throws -> any NavigationManaging {
        guard let navigator = lock.withLock({ navigator }) else { throw NotBuilt() }
        return navigator
    }
}
