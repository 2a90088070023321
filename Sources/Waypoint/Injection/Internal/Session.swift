import Foundation

/// The state of one thread's resolves: the frames describing the chain of the resolve in progress, the
/// instances of graph-scoped services shared within one top-level resolve, and an identity that
/// shared-instance gates use to tell resolutions apart.
///
/// A top-level resolve runs on one thread from start to end (factories are synchronous), so a session is
/// used by one thread only. Each thread keeps one session and reuses it, with its frames, for every
/// top-level resolve: a resolve allocates nothing of its own. A factory that starts another top-level
/// resolve while the thread's session is busy gets a session of its own.
@usableFromInline
final class Session {
    // The session's thread is the only one to touch its state, and no access overlaps another: the
    // run-time exclusivity checks, which cost more than the rest of a resolve, are left out.
    @exclusivity(unchecked) var graphInstances = GraphInstances()
    /// `slots[depth]` holds the frame describing the resolution in progress at that depth, or the last one
    /// that was; the first `slotCount` are initialised. A buffer of its own rather than an array, so that
    /// reaching a frame checks nothing but the frame.
    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<FrameSlot>
    @exclusivity(unchecked) private var slotCount = 0
    @exclusivity(unchecked) private var slotCapacity = 8
    /// Whether a top-level resolve is using the session.
    @exclusivity(unchecked) private var isBusy = false
    /// Whether the session serves one top-level resolve made while the thread's own session was busy.
    @exclusivity(unchecked) private var isNested = false
    /// The thread the session was made on, the only one that uses it; its frames compare it with the
    /// calling thread.
    let thread = pthread_self()

    init() {
        slots = .allocate(capacity: slotCapacity)
    }

    deinit {
        slots.deinitialize(count: slotCount)
        slots.deallocate()
    }

    // MARK: Beginning and ending a resolution

    /// Begins the resolution of `registration` from `home`: a frame below the requester's, or the first
    /// frame of a top-level resolve. The frame stays held by its session until ``end(_:)``.
    ///
    /// - Parameter requester: The resolution that asked, when it is in progress on this thread
    ///   (``Frame/requesterHere``); `nil` for a top-level resolve.
    /// - Returns: The slot of the frame, whose context the factory receives.
    /// - Throws: A circular-dependency error when the registration is already being resolved in `home`
    ///   further up the chain.
    @usableFromInline
    static func begin(
        _ registration: Unmanaged<Registration>,
        home: Unmanaged<DependencyContainer>,
        requester: Unmanaged<Frame>?
    ) throws(ResolutionError) -> Unmanaged<FrameSlot> {
        guard let requester else {
            return beginTopLevel(registration: registration, container: home)
        }
        let slot = requester._withUnsafeGuaranteedRef { parent -> Unmanaged<FrameSlot>? in
            guard parent.depth(of: registration, in: home) == nil else { return nil }
            return parent.owner._withUnsafeGuaranteedRef { session in
                session.slot(at: parent.depth + 1, registration: registration, container: home, parent: requester)
            }
        }
        guard let slot else { throw circularDependency(registration, in: home, requester: requester) }
        return slot
    }

    /// Ends a resolution begun by ``begin(_:home:requester:)``; at the end of a top-level resolve, the graph
    /// instances are released. A frame that a context still refers to keeps what it refers to alive and
    /// leaves the stack.
    @usableFromInline
    static func end(_ slot: Unmanaged<FrameSlot>) {
        let (session, depth) = slot._withUnsafeGuaranteedRef { slot in
            slot.frame._withUnsafeGuaranteedRef { frame in
                frame.finish()
                return (frame.owner, frame.depth)
            }
        }
        session._withUnsafeGuaranteedRef { $0.release(depth: depth, slot: slot.toOpaque()) }
    }

    @inline(never)
    private static func circularDependency(
        _ registration: Unmanaged<Registration>, in home: Unmanaged<DependencyContainer>, requester: Unmanaged<Frame>
    ) -> ResolutionError {
        let requester = requester.takeUnretainedValue()
        let registration = registration.takeUnretainedValue()
        let depth = requester.depth(of: .passUnretained(registration), in: home) ?? 0
        let chain = requester.chain + [registration.signature]
        // `depth` counts up from the requester; the loop starts at that resolution and ends with this one.
        let cycle = Array(chain[(chain.count - 2 - depth)...])
        return ResolutionError(
            .circularDependency(cycle: cycle, concurrent: false), service: registration.signature, chain: chain)
    }

    private static func beginTopLevel(
        registration: Unmanaged<Registration>, container: Unmanaged<DependencyContainer>
    ) -> Unmanaged<FrameSlot> {
        let cached = ThreadSession.current
        if let cached, let slot = cached._withUnsafeGuaranteedRef({ $0.beginIfIdle(registration, container) }) {
            return slot
        }
        let session = Session()
        session.isBusy = true
        let slot = session.slot(at: 0, registration: registration, container: container, parent: nil)
        if cached == nil {
            ThreadSession.current = .passRetained(session)
        } else {
            // A top-level resolve inside another on this thread (a factory that called a container
            // directly): nothing else holds this session, so its first frame does until the resolve ends.
            session.isNested = true
            slot._withUnsafeGuaranteedRef { $0.frame._withUnsafeGuaranteedRef { $0.anchor() } }
        }
        return slot
    }

    /// The first frame of a top-level resolve, unless the session is serving one already.
    private func beginIfIdle(
        _ registration: Unmanaged<Registration>, _ container: Unmanaged<DependencyContainer>
    ) -> Unmanaged<FrameSlot>? {
        guard !isBusy else { return nil }
        isBusy = true
        return slot(at: 0, registration: registration, container: container, parent: nil)
    }

    @inline(__always)
    private func slot(
        at depth: Int,
        registration: Unmanaged<Registration>,
        container: Unmanaged<DependencyContainer>,
        parent: Unmanaged<Frame>?
    ) -> Unmanaged<FrameSlot> {
        if depth == slotCount {
            if slotCount == slotCapacity { grow() }
            (slots + depth).initialize(to: makeSlot(depth: depth, registration: registration, container: container))
            slotCount += 1
        } else if slots[depth].frame._withUnsafeGuaranteedRef({ $0.isActive }) {
            // A resolution at this depth is still running (only a resolution that outlived its own end could
            // leave one so): it keeps its frame, which keeps what it refers to alive and leaves the stack.
            // A frame that is not running is never held by anyone else: `release` saw to that when it ended.
            giveUp(depth: depth)
        }
        let slot = Unmanaged.passUnretained(slots[depth])
        slot._withUnsafeGuaranteedRef { slot in
            slot.frame._withUnsafeGuaranteedRef {
                $0.begin(registration: registration, container: container, parent: parent)
            }
        }
        return slot
    }

    private func makeSlot(
        depth: Int, registration: Unmanaged<Registration>, container: Unmanaged<DependencyContainer>
    ) -> FrameSlot {
        FrameSlot(Frame(session: self, depth: depth, registration: registration, container: container))
    }

    /// Leaves the frame at `depth` to the contexts that refer to it, anchored, and puts a new one in its place.
    private func giveUp(depth: Int) {
        let kept = slots[depth].frame.takeUnretainedValue()
        kept.anchor()
        slots[depth] = makeSlot(depth: depth, registration: kept.registration, container: kept.container)
    }

    private func grow() {
        let larger = UnsafeMutablePointer<FrameSlot>.allocate(capacity: slotCapacity * 2)
        larger.moveInitialize(from: slots, count: slotCount)
        slots.deallocate()
        slots = larger
        slotCapacity *= 2
    }

    @inline(__always)
    private func release(depth: Int, slot: UnsafeMutableRawPointer) {
        guard depth < slotCount else { return }
        if UnsafeMutableRawPointer(slots + depth).load(as: UnsafeMutableRawPointer.self) == slot,
            slots[depth].isFrameKept
        {
            giveUp(depth: depth)
        }
        guard depth == 0 else { return }
        isBusy = false
        if !graphInstances.isEmpty { graphInstances.removeAll() }
        if isNested {
            // The first frame holds this nested session, which holds its frames: let both go, keeping the
            // session alive until this method is done with it.
            let session = Unmanaged.passRetained(self)
            let count = slotCount
            slotCount = 0
            slots.deinitialize(count: count)
            session.release()
        }
    }

    // MARK: Graph instances

    /// The graph-scoped instance that the top-level resolve of `requester` made for `key`, if any.
    @usableFromInline
    static func graphInstance(for key: GraphKey, requester: Unmanaged<Frame>) -> AnyObject? {
        requester._withUnsafeGuaranteedRef { $0.owner._withUnsafeGuaranteedRef { $0.graphInstances[key] } }
    }

    /// Keeps a graph-scoped instance for the rest of `requester`'s top-level resolve.
    @usableFromInline
    static func addGraphInstance(_ instance: AnyObject, for key: GraphKey, requester: Unmanaged<Frame>) {
        requester._withUnsafeGuaranteedRef {
            $0.owner._withUnsafeGuaranteedRef { $0.graphInstances.add(instance, for: key) }
        }
    }
}

/// Each thread's reusable session, in thread-local storage. The slot holds a strong reference, released when
/// the thread exits.
enum ThreadSession {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in ThreadSession.release(pointer) }
        return key
    }()

    /// The calling thread's session, held by the slot: the caller borrows it.
    static var current: Unmanaged<Session>? {
        get { pthread_getspecific(key).map { Unmanaged.fromOpaque($0) } }
        set {
            release(pthread_getspecific(key))
            pthread_setspecific(key, newValue?.toOpaque())
        }
    }

    /// Releases the session a slot held.
    private static func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        Unmanaged<Session>.fromOpaque(pointer).release()
    }
}
