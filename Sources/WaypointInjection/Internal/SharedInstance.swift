import Foundation

/// The instance of a singleton or weak registration, kept by the container that registered it, and its
/// creation.
///
/// Exactly one resolution creates the instance; the others that ask meanwhile wait for it. The factory runs
/// outside the lock, so it may resolve other shared services. A resolution does not wait when waiting could
/// never end:
///
/// - the creator runs on its own thread, below it (a factory that called a container directly); or
/// - the creator waits, directly or through others, for something a resolution on its thread creates.
///
/// Both are circular dependencies, reported as such instead of deadlocking. So that the waits between threads
/// form one graph to walk, every shared instance of every container is guarded by one lock, held only to read
/// or store an instance and to claim, wait for or give up a creation.
///
/// `@unchecked Sendable`: every stored property is read and written with that lock held.
final class SharedInstance: @unchecked Sendable {
    /// A resolution creating an instance, and its thread.
    private struct Claim {
        let resolution: ObjectIdentifier
        let thread: ObjectIdentifier
    }

    /// What a resolution waits for, and its chain, which ends with the service it waits for.
    private struct Wait {
        let instance: SharedInstance
        let chain: [ServiceSignature]
    }

    /// The lock of every shared instance, and the waits it guards. `@unchecked Sendable` for the same reason.
    private final class Coordination: @unchecked Sendable {
        let condition = NSCondition()
        var waits: [ObjectIdentifier: Wait] = [:]
    }

    private static let coordination = Coordination()

    private let weakly: Bool
    private var strong: Any?
    private weak var object: AnyObject?
    private var creator: Claim?

    /// - Parameter weakly: Whether to keep the instance weakly (the weak scope) rather than for good.
    init(weakly: Bool) {
        self.weakly = weakly
    }

    /// The instance, if it was made (a weak one only while someone holds it).
    var instance: Any? {
        let condition = Self.coordination.condition
        condition.lock()
        defer { condition.unlock() }
        return stored
    }

    private var stored: Any? { weakly ? object.map { $0 as Any } : strong }

    /// Makes the instance with `make` in `resolution`, whose innermost frame resolves `registration`, or waits
    /// for the resolution that is making it and returns that one's instance.
    ///
    /// - Throws: A circular-dependency error when waiting would never end; what `make` throws.
    func create(_ registration: Registration, in resolution: Resolution, _ make: () throws -> Any) throws -> Any {
        let coordination = Self.coordination
        let condition = coordination.condition
        let claimant = Claim(resolution: ObjectIdentifier(resolution), thread: resolution.thread)
        condition.lock()
        // Look every time round: another resolution may have stored the instance since the caller looked, or
        // while this one waited.
        while stored == nil, let creator {
            if let cycle = cycle(waitingFor: creator, claimant: claimant, chain: resolution.chain) {
                condition.unlock()
                let kind = ResolutionError.Kind.circularDependency(cycle: cycle.services, concurrent: cycle.concurrent)
                throw resolution.error(kind, about: registration)
            }
            coordination.waits[claimant.resolution] = Wait(instance: self, chain: resolution.chain)
            condition.wait()
            coordination.waits[claimant.resolution] = nil
        }
        if let stored {
            condition.unlock()
            return stored
        }
        creator = claimant
        condition.unlock()

        let made: Result<Any, any Error> = Result { try make() }
        condition.lock()
        defer { condition.unlock() }
        creator = nil
        condition.broadcast()
        let instance = try made.get()
        if weakly {
            guard type(of: instance) is AnyClass else {
                let instanceType = String(describing: type(of: instance))
                let kind = ResolutionError.Kind.weakScopeRequiresClass(
                    instanceType: instanceType, site: registration.site)
                throw resolution.error(kind, about: registration)
            }
            object = instance as AnyObject
        } else {
            strong = instance
        }
        return instance
    }

    /// The loop of services, with the lock held, when waiting for `creator` would never end; `nil` when it
    /// ends.
    private func cycle(
        waitingFor creator: Claim, claimant: Claim, chain: [ServiceSignature]
    ) -> (services: [ServiceSignature], concurrent: Bool)? {
        if creator.thread == claimant.thread {
            // The creator is below on this thread's stack: a factory resolved through the container directly,
            // and the chain of that resolve starts afresh.
            guard let requested = chain.last else { return (chain, false) }
            return (chain.first == requested ? chain : [requested] + chain, false)
        }
        let waits = Self.coordination.waits
        var path: [Wait] = []
        var current = creator
        while path.count <= waits.count, let wait = waits[current.resolution], let next = wait.instance.creator {
            path.append(wait)
            if next.thread == claimant.thread { return (Self.loop(of: chain, through: path), true) }
            current = next
        }
        return nil
    }

    /// Joins the chains of the waiting resolutions into one loop of services. The claimant wants the last
    /// service of its chain, which the first resolution of `path` is creating, so that service appears in
    /// that resolution's chain; from there its chain leads to what it waits for, and so on around the loop
    /// back to the claimant's chain.
    private static func loop(of chain: [ServiceSignature], through path: [Wait]) -> [ServiceSignature] {
        guard let start = chain.last else { return chain }
        var loop = [start]
        for next in path.map(\.chain) + [chain] {
            guard let joint = loop.last, let index = next.lastIndex(of: joint) else {
                loop += next
                continue
            }
            loop += next[(index + 1)...]
        }
        return loop
    }
}
