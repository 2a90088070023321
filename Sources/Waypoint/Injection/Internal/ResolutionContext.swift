/// The ``Resolver`` a factory receives: the ``Frame`` of the resolution whose factory runs.
///
/// It is one reference wide, so handing it to a factory as `any Resolver` stores it inline in the existential
/// without allocating, and copying it touches only the frame's reference count — a frame belongs to one
/// thread, so that count is never contended.
struct ResolutionContext: Resolver {
    let frame: Frame

    func resolve<Service, each Argument>(
        _ type: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try frame.container.resolve(type, name: name, requester: self, arguments: repeat each arguments)
    }

    /// Where this factory's own dependencies are looked up: the requesting container, or for a shared
    /// scope the container that registered the service.
    var container: DependencyContainer { frame.container }

    /// The registration whose factory receives this context.
    var registration: Registration { frame.registration }

    /// The state shared by every resolution within this one's top-level resolve.
    var session: Session { frame.session }

    /// Whether a resolve through this context is nested in its resolution: the resolution is still running,
    /// on this thread. A factory may keep its resolver (a lazy provider does); resolves through it after
    /// the factory returned, or from another thread, start a resolution of their own.
    var isInProgressHere: Bool { frame.isInProgressHere }

    /// Whether resolving `candidate` from `home` would re-enter a resolution already in progress, and if
    /// so how many steps above this context that resolution is (0 for this context itself).
    func depth(of candidate: Registration, in home: DependencyContainer) -> Int? {
        var depth = 0
        var current: Frame? = frame
        while let step = current {
            if step.registration === candidate, step.container === home { return depth }
            depth += 1
            current = step.parent
        }
        return nil
    }

    /// The services being resolved, from the top-level request down to this context's registration.
    var chain: [ServiceSignature] {
        var chain: [ServiceSignature] = []
        var current: Frame? = frame
        while let step = current {
            chain.append(step.registration.signature)
            current = step.parent
        }
        return chain.reversed()
    }

    /// An error about this context's registration, carrying the chain that led to it.
    func error(_ kind: ResolutionError.Kind) -> ResolutionError {
        ResolutionError(kind, service: registration.signature, chain: chain)
    }
}

/// A resolve about to happen: the registration that was found, the container its factory will resolve
/// from, and the resolution in progress that asked for it, if any.
///
/// Registrations receive this rather than a context, so that a resolve that needs no factory call (a
/// singleton already made, a graph instance already shared) begins no ``Frame``.
///
/// Its references are unowned, so that making one changes no reference count: the resolve that makes it
/// runs on a container it is given (alive for the call), which owns, or holds an ancestor that owns, both.
struct ResolutionRequest {
    unowned(unsafe) let registration: Registration
    /// The container the factory resolves its dependencies from.
    unowned(unsafe) let home: DependencyContainer
    /// The resolution that asked, when it is in progress on this thread; `nil` for a top-level resolve.
    let requester: ResolutionContext?

    /// Begins the resolution: a frame below the requester's, or the first frame of a top-level resolve.
    ///
    /// - Throws: A circular-dependency error when the registration is already being resolved in `home`
    ///   further up the chain.
    func begin() throws(ResolutionError) -> Frame {
        guard let requester else {
            return Session.beginTopLevel(registration: registration, container: home)
        }
        if let depth = requester.depth(of: registration, in: home) {
            let chain = requester.chain + [registration.signature]
            // `depth` counts up from the requester; the loop starts at that resolution and ends with this one.
            let cycle = Array(chain[(chain.count - 2 - depth)...])
            throw ResolutionError(
                .circularDependency(cycle: cycle, concurrent: false),
                service: registration.signature,
                chain: chain
            )
        }
        return requester.session.beginNested(registration: registration, container: home, parent: requester.frame)
    }

    /// Runs `body` in a resolution of its own: begins its frame, hands `body` the context a factory
    /// receives, and ends the frame however `body` returns.
    ///
    /// - Throws: A circular-dependency error from ``begin()``, or what `body` throws.
    @inline(__always)
    func run<Value>(
        _ body: (ResolutionContext) throws(ResolutionError) -> Value
    ) throws(ResolutionError) -> Value {
        let frame = try begin()
        let value: Value
        do {
            value = try body(ResolutionContext(frame: frame))
        } catch {
            Session.end(consume frame)
            throw error
        }
        Session.end(consume frame)
        return value
    }

    /// An error about this registration before its frame began, carrying the requester's chain.
    func error(_ kind: ResolutionError.Kind) -> ResolutionError {
        let chain = (requester?.chain ?? []) + [registration.signature]
        return ResolutionError(kind, service: registration.signature, chain: chain)
    }
}

/// One resolution in progress: a node of the chain, linked towards the top-level request. Walking it finds
/// cycles without thread-local lookups and names the chain in errors.
///
/// Frames are reused: each depth of a session's resolves has one. A frame that a context still refers to
/// when its resolution ends — a factory kept its resolver — is given up instead, and from then on holds
/// what it refers to.
///
/// The registration and container are unowned while the resolution runs: the container the resolve was
/// asked of is alive for the whole call, every container the resolve reaches is that one or one it holds
/// (an ancestor, through `parent` and table entries), and every registration lives in the table of its
/// frame's container. A frame given up holds its container and session strongly (`anchor()`).
final class Frame {
    unowned(unsafe) let session: Session
    /// How many resolutions are above this one: 0 for a top-level resolve.
    let depth: Int
    // A frame is written only by its session's thread, when its resolution begins and ends, and no access
    // overlaps another: the run-time exclusivity checks are left out, as in `Session`.
    @exclusivity(unchecked) unowned(unsafe) private(set) var registration: Registration
    @exclusivity(unchecked) unowned(unsafe) private(set) var container: DependencyContainer
    /// The resolution that asked for this one, while this one runs; `nil` for a top-level resolve.
    @exclusivity(unchecked) private(set) var parent: Frame?
    /// Whether the resolution is running. Read and written only on the session's thread.
    @exclusivity(unchecked) private var isActive = false
    /// What the unowned references point into, once the frame is given up.
    @exclusivity(unchecked) private var anchoredContainer: DependencyContainer?
    @exclusivity(unchecked) private var anchoredSession: Session?

    init(session: Session, depth: Int, registration: Registration, container: DependencyContainer) {
        self.session = session
        self.depth = depth
        self.registration = registration
        self.container = container
    }

    var isInProgressHere: Bool { session.isCurrentThread && isActive }

    func begin(registration: Registration, container: DependencyContainer, parent: Frame?) {
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
        anchoredContainer = container
        anchoredSession = session
    }
}

/// A graph-scoped instance is shared per registration and per container it was resolved from.
struct GraphKey: Hashable {
    let registration: ObjectIdentifier
    let container: ObjectIdentifier
}

/// The graph-scoped instances of one top-level resolve. A resolve makes a handful at most, so they are kept
/// in a list searched from the front, which costs less than hashing the key; past `listLimit` a dictionary
/// takes over, so that a very large graph stays linear.
struct GraphInstances {
    private var list: [(key: GraphKey, instance: Any)] = []
    private var dictionary: [GraphKey: Any]?
    private static let listLimit = 16

    var isEmpty: Bool { list.isEmpty }

    subscript(key: GraphKey) -> Any? {
        if let dictionary { return dictionary[key] }
        for entry in list where entry.key == key { return entry.instance }
        return nil
    }

    /// Adds an instance; instances are only ever added, once per key (see `FactoryRegistration`).
    mutating func add(_ instance: Any, for key: GraphKey) {
        list.append((key, instance))
        if dictionary != nil {
            dictionary?[key] = instance
        } else if list.count == Self.listLimit {
            dictionary = Dictionary(list.map { ($0.key, $0.instance) }) { first, _ in first }
        }
    }

    /// Forgets every instance, keeping the list's storage for the next resolve.
    mutating func removeAll() {
        list.removeAll(keepingCapacity: true)
        dictionary = nil
    }
}
