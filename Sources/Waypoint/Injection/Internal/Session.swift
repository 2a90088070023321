import Foundation

/// The state of one thread's resolves: the frames describing the chain of the resolve in progress, the
/// instances of graph-scoped services shared within one top-level resolve, and an identity that
/// shared-instance gates use to tell resolutions apart.
///
/// A top-level resolve runs on one thread from start to end (factories are synchronous), so a session is
/// used by one thread only. Each thread keeps one session and reuses it, with its frames, for every
/// top-level resolve: a resolve allocates nothing of its own. A factory that starts another top-level
/// resolve while the thread's session is busy gets a session of its own.
final class Session {
    // The session's thread is the only one to touch its state, and no access overlaps another: the
    // run-time exclusivity checks, which cost more than the rest of a resolve, are left out.
    @exclusivity(unchecked) var graphInstances = GraphInstances()
    /// `frames[depth]` describes the resolution in progress at that depth, or the last one that was.
    @exclusivity(unchecked) private var frames: [Frame] = []
    /// Whether a top-level resolve is using the session.
    @exclusivity(unchecked) private var isBusy = false
    /// Whether the session serves one top-level resolve made while the thread's own session was busy.
    @exclusivity(unchecked) private var isNested = false
    /// The thread the session was made on, the only one that uses it.
    private let thread = pthread_self()

    /// Whether the calling thread is the session's.
    var isCurrentThread: Bool { pthread_equal(thread, pthread_self()) != 0 }

    /// Begins a top-level resolve on the calling thread.
    static func beginTopLevel(registration: Registration, container: DependencyContainer) -> Frame {
        if let cached = ThreadSession.current, !cached.isBusy {
            cached.isBusy = true
            return cached.frame(at: 0, registration: registration, container: container, parent: nil)
        }
        let session = Session()
        session.isBusy = true
        let frame = session.frame(at: 0, registration: registration, container: container, parent: nil)
        if ThreadSession.current == nil {
            ThreadSession.current = session
        } else {
            // A top-level resolve inside another on this thread (a factory that called a container
            // directly): nothing else holds this session, so its first frame does until the resolve ends.
            session.isNested = true
            frame.anchor()
        }
        return frame
    }

    /// Begins a resolve that a factory asked for.
    func beginNested(registration: Registration, container: DependencyContainer, parent: Frame) -> Frame {
        frame(at: parent.depth + 1, registration: registration, container: container, parent: parent)
    }

    private func frame(
        at depth: Int, registration: Registration, container: DependencyContainer, parent: Frame?
    ) -> Frame {
        if depth == frames.count {
            frames.append(Frame(session: self, depth: depth, registration: registration, container: container))
        } else if !isKnownUniquelyReferenced(&frames[depth]) {
            // Someone else holds the frame: a factory kept its resolver, or (rarely) a resolution at this
            // depth is still running. It keeps what it refers to alive and leaves the stack.
            frames[depth].anchor()
            frames[depth] = Frame(session: self, depth: depth, registration: registration, container: container)
        }
        let frame = frames[depth]
        frame.begin(registration: registration, container: container, parent: parent)
        return frame
    }

    /// Ends a resolve begun by a session; at the end of a top-level resolve, the graph instances are
    /// released. A frame that a context still refers to keeps what it refers to alive and leaves the stack.
    ///
    /// The caller hands its reference over (`consume`), so that a frame nobody kept is unique here.
    static func end(_ frame: consuming Frame) {
        let session = frame.session
        let depth = frame.depth
        let identity = ObjectIdentifier(frame)
        frame.finish()
        _ = consume frame
        session.release(depth: depth, identity: identity)
    }

    private func release(depth: Int, identity: ObjectIdentifier) {
        if ObjectIdentifier(frames[depth]) == identity, !isKnownUniquelyReferenced(&frames[depth]) {
            let kept = frames[depth]
            kept.anchor()
            frames[depth] = Frame(
                session: self, depth: depth, registration: kept.registration, container: kept.container)
        }
        guard depth == 0 else { return }
        isBusy = false
        if !graphInstances.isEmpty { graphInstances.removeAll() }
        // The first frame holds a nested session, which holds its frames: let both go. (`end` keeps the
        // session alive until this returns.)
        if isNested { frames.removeAll() }
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

    static var current: Session? {
        get {
            guard let pointer = pthread_getspecific(key) else { return nil }
            return Unmanaged<Session>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            release(pthread_getspecific(key))
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
        }
    }

    /// Releases the session a slot held.
    private static func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        Unmanaged<Session>.fromOpaque(pointer).release()
    }
}
