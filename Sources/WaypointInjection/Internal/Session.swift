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

    // MARK: Beginning a resolution

    /// The first frame of a top-level resolve: in the thread's session, or in a session of its own when that
    /// one is busy (see ``ResolutionStack/begin(_:home:requester:)``).
    static func beginTopLevel(
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
    func slot(
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
    func release(depth: Int, slot: UnsafeMutableRawPointer) {
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
