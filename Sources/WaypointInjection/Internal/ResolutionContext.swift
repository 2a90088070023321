import Foundation

/// The ``Resolver`` a factory receives: the ``Frame`` of the resolution whose factory runs.
///
/// It is one reference wide, so handing it to a factory as `any Resolver` stores it inline in the existential
/// without allocating, and copying it touches only the frame's reference count — a frame belongs to one
/// thread, so that count is never contended.
@usableFromInline
struct ResolutionContext: Resolver {
    @usableFromInline let frame: Frame

    @usableFromInline
    init(frame: Frame) {
        self.frame = frame
    }

    @usableFromInline
    func resolve<Service, each Argument>(
        _ type: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        // Resolves with arguments are rare inside factories; the container is simply held for the call.
        try frame.container.takeUnretainedValue()
            .resolve(type, name: name, requester: frame.requesterHere, arguments: repeat each arguments)
    }

    /// A resolve without arguments from inside a factory: the common case, specialised in the factory's
    /// module (see ``Resolver``'s `resolveWithoutArguments`).
    ///
    /// - Parameter frame: The frame of the context the factory received, read out of it without a copy: a
    ///   context is exactly one frame reference, and the factory holds it for the whole call.
    @inlinable
    static func resolveWithoutArguments<Service>(
        _ type: Service.Type, name: String?, frame: Unmanaged<Frame>
    ) throws(ResolutionError) -> Service {
        let (requester, container) = frame._withUnsafeGuaranteedRef { ($0.requesterHere, $0.container) }
        return try container.withBorrowed { container throws(ResolutionError) in
            try container.resolveWithoutArguments(type, name: name, requester: requester)
        }
    }

    /// The registration whose factory receives this context.
    var registration: Registration { frame.registration.takeUnretainedValue() }

    /// The state shared by every resolution within this one's top-level resolve.
    var session: Session { frame.owner.takeUnretainedValue() }

    /// The services being resolved, from the top-level request down to this context's registration.
    var chain: [ServiceSignature] { frame.chain }

    /// An error about this context's registration, carrying the chain that led to it.
    func error(_ kind: ResolutionError.Kind) -> ResolutionError { frame.error(kind) }
}

/// One resolution in progress: a node of the chain, linked towards the top-level request. Walking it finds
/// cycles without thread-local lookups and names the chain in errors.
///
/// Frames are reused: each depth of a session's resolves has one. A frame that a context still refers to
/// when its resolution ends — a factory kept its resolver — is given up instead, and from then on holds
/// what it refers to.
///
/// The registration and container are unmanaged while the resolution runs: the container the resolve was
/// asked of is alive for the whole call, every container the resolve reaches is that one or one it holds
/// (an ancestor, through `parent` and table entries), and every registration lives in the table of its
/// frame's container. A frame given up holds its container and session strongly (`anchor()`).
@usableFromInline
final class Frame {
    /// The session that holds this frame (unmanaged, like the frame's other references: read on every
    /// resolve, it would otherwise be retained and released each time).
    let owner: Unmanaged<Session>
    /// The session's thread.
    private let thread: pthread_t
    /// How many resolutions are above this one: 0 for a top-level resolve.
    let depth: Int
    // A frame is written only by its session's thread, when its resolution begins and ends, and no access
    // overlaps another: the run-time exclusivity checks are left out, as in `Session`.
    @exclusivity(unchecked) private(set) var registration: Unmanaged<Registration>
    @exclusivity(unchecked) @usableFromInline private(set) var container: Unmanaged<DependencyContainer>
    /// The resolution that asked for this one, while this one runs; `nil` for a top-level resolve. Its frame
    /// outlives this resolution (its session holds it), and is forgotten when this one ends.
    @exclusivity(unchecked) private(set) var parent: Unmanaged<Frame>?
    /// Whether the resolution is running. Read and written only on the session's thread.
    @exclusivity(unchecked) private(set) var isActive = false
    /// What the unmanaged references point into, once the frame is given up.
    @exclusivity(unchecked) private var anchoredContainer: DependencyContainer?
    @exclusivity(unchecked) private var anchoredSession: Session?

    init(
        session: Session, depth: Int, registration: Unmanaged<Registration>, container: Unmanaged<DependencyContainer>
    ) {
        self.owner = .passUnretained(session)
        self.thread = session.thread
        self.depth = depth
        self.registration = registration
        self.container = container
    }

    /// This frame as the requester of a resolve through its context: itself while its resolution runs on
    /// this thread, `nil` otherwise. A factory may keep its resolver (a lazy provider does); resolves through
    /// it after the factory returned, or from another thread, start a resolution of their own.
    @usableFromInline
    var requesterHere: Unmanaged<Frame>? {
        // `pthread_t` is an integer on Linux and a pointer on Apple systems: comparing it directly is what
        // `pthread_equal` does there, without a second call.
        isActive && thread == pthread_self() ? .passUnretained(self) : nil
    }

    func begin(
        registration: Unmanaged<Registration>, container: Unmanaged<DependencyContainer>, parent: Unmanaged<Frame>?
    ) {
        self.registration = registration
        self.container = container
        self.parent = parent
        isActive = true
    }

    func finish() {
        isActive = false
        parent = nil
    }

    /// Keeps the session and container alive for as long as the frame is, once the session no longer
    /// keeps the frame.
    func anchor() {
        anchoredContainer = container.takeUnretainedValue()
        anchoredSession = owner.takeUnretainedValue()
    }

    /// Whether resolving `candidate` from `home` would re-enter a resolution already in progress, and if
    /// so how many steps above this frame that resolution is (0 for this frame itself).
    @inline(__always)
    func depth(of candidate: Unmanaged<Registration>, in home: Unmanaged<DependencyContainer>) -> Int? {
        var depth = 0
        var current: Unmanaged<Frame>? = .passUnretained(self)
        while let step = current {
            let (isCandidate, parent) = step._withUnsafeGuaranteedRef { step in
                (
                    step.registration.toOpaque() == candidate.toOpaque()
                        && step.container.toOpaque() == home.toOpaque(),
                    step.parent
                )
            }
            if isCandidate { return depth }
            depth += 1
            current = parent
        }
        return nil
    }

    /// The services being resolved, from the top-level request down to this frame's registration.
    var chain: [ServiceSignature] {
        var chain: [ServiceSignature] = []
        var current: Frame? = self
        while let step = current {
            chain.append(step.registration.takeUnretainedValue().signature)
            current = step.parent?.takeUnretainedValue()
        }
        return chain.reversed()
    }

    /// An error about this frame's registration, carrying the chain that led to it.
    func error(_ kind: ResolutionError.Kind) -> ResolutionError {
        ResolutionError(kind, service: registration.takeUnretainedValue().signature, chain: chain)
    }

    /// The error for a factory that threw something other than a resolution error.
    func factoryFailed(_ underlying: any Error) -> ResolutionError {
        if underlying is OffMainActor { return error(.mainActorRequired) }
        return error(.factoryFailed(underlying: underlying, site: registration.takeUnretainedValue().site))
    }
}

/// What a main-actor factory throws when it is called off the main actor; reported as
/// ``ResolutionError/Code/mainActorRequired`` with the chain of the resolve.
struct OffMainActor: Error {}
