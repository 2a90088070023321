import Foundation

/// Lets exactly one resolution create a shared (singleton or weak) instance while the others wait, and
/// refuses to wait when waiting could never end.
///
/// The lock is held only to read or publish the instance and to claim or give up the creation, never while
/// a factory runs: a factory may resolve other shared services, which take their own gates. A resolution
/// that finds the instance being created by another one waits on the condition, unless
///
/// - the creator is this very resolution or another one further up this thread's stack (a factory that
///   called back into the container), which cannot finish before this one does; or
/// - the creator is itself waiting, directly or through others, for something this resolution is
///   creating. ``WaitGraph`` finds that loop.
///
/// Both are circular dependencies and are reported as such instead of deadlocking.
///
/// Not `Sendable` on its own: the ``SharedInstanceStorage`` that owns it shares it between threads, and
/// every stored property below is read and written only while `condition` is locked.
final class CreationGate {
    private let condition = NSCondition()
    private var creator: ObjectIdentifier?
    private var creatorThread: ObjectIdentifier?
    private var waiters = 0

    func lock() { condition.lock() }
    func unlock() { condition.unlock() }

    /// With the lock held and no instance stored: claims the creation for `session` and returns `true`, or
    /// waits until the current creator gives up its claim and returns `false` (the caller looks again).
    /// The lock is held again when this returns or throws.
    ///
    /// - Throws: A circular-dependency error when waiting would never end.
    func claimOrWait(session: Session, context: ResolutionContext) throws(ResolutionError) -> Bool {
        let claimant = ObjectIdentifier(session)
        let thread = ObjectIdentifier(Thread.current)
        guard let creator else {
            self.creator = claimant
            self.creatorThread = thread
            return true
        }
        let chain = context.chain
        if creator == claimant || creatorThread == thread {
            // Its creator is below us on this thread's stack. The chain check catches the usual case
            // earlier; this one comes from a factory that resolved through the container directly.
            let requested = context.registration.signature
            let cycle = chain.first == requested ? chain : [requested] + chain
            throw context.error(.circularDependency(cycle: cycle, concurrent: false))
        }
        if let cycle = WaitGraph.shared.startWaiting(
            claimant, on: ObjectIdentifier(self), ownedBy: creator, chain: chain)
        {
            throw context.error(.circularDependency(cycle: cycle, concurrent: true))
        }
        waiters += 1
        condition.wait()
        waiters -= 1
        WaitGraph.shared.stopWaiting(claimant)
        return false
    }

    /// With the lock held: gives up the claim, after the instance was published or the factory failed, and
    /// wakes the waiters.
    func relinquish() {
        creator = nil
        creatorThread = nil
        guard waiters > 0 else { return }
        // Waiters are about to run again: they must no longer count as blocked when another resolution
        // looks for a loop of waits.
        WaitGraph.shared.releaseWaiters(of: ObjectIdentifier(self))
        condition.broadcast()
    }
}

/// Which resolutions are waiting for which shared instance, across all containers.
///
/// Consulted only when a resolution is about to wait for an instance another one is creating, which is
/// rare and brief; the read path of resolution never touches it. Lock order: a gate's lock, then this one.
///
/// Its one mutable property, `waits`, is a `LockedValue`: every method holds its lock for its whole body.
final class WaitGraph: Sendable {
    static let shared = WaitGraph()

    private struct Wait {
        /// The gate being waited for.
        let gate: ObjectIdentifier
        /// The session creating that gate's instance.
        let owner: ObjectIdentifier
        /// The waiter's chain, ending with the service it waits for.
        let chain: [ServiceSignature]
    }

    private let waits = LockedValue<[ObjectIdentifier: Wait]>([:])

    /// Records that `waiter` is about to wait for `gate`, whose instance `owner` is creating. When `owner`
    /// is itself waiting, through any number of others, for something `waiter` creates, waiting would never
    /// end: nothing is recorded and the cycle of services is returned instead.
    func startWaiting(
        _ waiter: ObjectIdentifier,
        on gate: ObjectIdentifier,
        ownedBy owner: ObjectIdentifier,
        chain: [ServiceSignature]
    ) -> [ServiceSignature]? {
        waits.withLock { waits in
            var path: [Wait] = []
            var current = owner
            while path.count <= waits.count, let wait = waits[current] {
                path.append(wait)
                if wait.owner == waiter { return Self.cycle(of: chain, through: path) }
                current = wait.owner
            }
            waits[waiter] = Wait(gate: gate, owner: owner, chain: chain)
            return nil
        }
    }

    /// Forgets `waiter`'s wait once it runs again.
    func stopWaiting(_ waiter: ObjectIdentifier) {
        waits.withLock { $0[waiter] = nil }
    }

    /// Forgets every wait for `gate`, whose creator just gave up its claim.
    func releaseWaiters(of gate: ObjectIdentifier) {
        waits.withLock { waits in waits = waits.filter { $0.value.gate != gate } }
    }

    /// Joins the chains of the waiting resolutions into one loop of services. The waiter wants the last
    /// service of its chain, which the first resolution of `path` is creating, so that service appears in
    /// that resolution's chain; from there its chain leads to what it waits for, and so on around the loop
    /// back to the waiter's chain.
    private static func cycle(of chain: [ServiceSignature], through path: [Wait]) -> [ServiceSignature] {
        guard let start = chain.last else { return chain }
        var cycle = [start]
        for next in path.map(\.chain) + [chain] {
            guard let joint = cycle.last, let index = next.lastIndex(of: joint) else {
                cycle += next
                continue
            }
            cycle += next[(index + 1)...]
        }
        return cycle
    }
}
