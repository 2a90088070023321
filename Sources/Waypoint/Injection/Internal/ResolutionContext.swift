/// The ``Resolver`` a factory receives: the container to resolve from, the registration whose factory
/// runs, and the resolutions above it.
///
/// It is three references wide, so handing it to a factory as `any Resolver` stores it inline in the
/// existential without allocating. Nothing is allocated for a resolve whose factory resolves nothing;
/// one ``Frame`` is allocated per level when factories do resolve their dependencies.
struct ResolutionContext: Resolver {
    /// Where this factory's own dependencies are looked up: the requesting container, or for a shared
    /// scope the container that registered the service.
    let container: DependencyContainer
    /// The registration whose factory receives this context.
    let registration: Registration
    /// The resolutions above this one.
    let lineage: Lineage

    func resolve<Service, each Argument>(
        _ type: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try container.resolve(type, name: name, requester: self, arguments: repeat each arguments)
    }

    /// The state shared by every resolution within one top-level resolve, if it has been needed yet.
    var session: Session? {
        switch lineage {
        case .root: nil
        case .rootWithSession(let session): session
        case .nested(let frame): frame.session
        }
    }

    /// This context, carrying `session` from now on (a top-level resolve gets one when it first needs it).
    func withSession(_ session: Session) -> ResolutionContext {
        guard case .root = lineage else { return self }
        return ResolutionContext(container: container, registration: registration, lineage: .rootWithSession(session))
    }

    /// The frame that a resolve requested by this context's factory hangs below.
    func makeFrame() -> Frame {
        switch lineage {
        case .root: Frame(registration: registration, container: container, parent: nil, session: Session())
        case .rootWithSession(let session):
            Frame(registration: registration, container: container, parent: nil, session: session)
        case .nested(let parent):
            Frame(registration: registration, container: container, parent: parent, session: parent.session)
        }
    }

    /// Whether resolving `candidate` from `home` would re-enter a resolution already in progress, and if
    /// so how many steps above this context that resolution is (0 for this context itself).
    func depth(of candidate: Registration, in home: DependencyContainer) -> Int? {
        if registration === candidate, container === home { return 0 }
        var depth = 1
        var frame = lineage.frame
        while let current = frame {
            if current.registration === candidate, current.container === home { return depth }
            depth += 1
            frame = current.parent
        }
        return nil
    }

    /// The services being resolved, from the top-level request down to this context's registration.
    var chain: [ServiceSignature] {
        var chain = [registration.signature]
        var frame = lineage.frame
        while let current = frame {
            chain.append(current.registration.signature)
            frame = current.parent
        }
        return chain.reversed()
    }

    /// An error about this context's registration, carrying the chain that led to it.
    func error(_ kind: ResolutionError.Kind) -> ResolutionError {
        ResolutionError(kind, service: registration.signature, chain: chain)
    }
}

/// Where a context sits in its top-level resolve.
enum Lineage {
    /// The top-level resolve itself, which has needed no shared state yet.
    case root
    /// The top-level resolve, after it needed a session (to claim the creation of a shared instance).
    case rootWithSession(Session)
    /// A resolve requested by a factory; the frame describes the requester.
    case nested(Frame)

    var frame: Frame? {
        if case .nested(let frame) = self { return frame }
        return nil
    }
}

/// One resolution in progress above the current one: a node of the chain, linked towards the top-level
/// request. Walking it finds cycles without thread-local storage and names the chain in errors.
final class Frame {
    let registration: Registration
    let container: DependencyContainer
    let parent: Frame?
    let session: Session

    init(registration: Registration, container: DependencyContainer, parent: Frame?, session: Session) {
        self.registration = registration
        self.container = container
        self.parent = parent
        self.session = session
    }
}

/// State shared by all resolutions of one top-level resolve: the instances of graph-scoped services, and
/// an identity that shared-instance gates use to tell resolutions apart. A top-level resolve runs on one
/// thread from start to end (factories are synchronous), so a session is never used concurrently.
final class Session {
    var graphInstances = GraphInstances()
}

/// The graph-scoped instances of one session. A resolve makes a handful at most, so they are kept in a
/// list searched from the front, which costs less than hashing the key; past `listLimit` a dictionary
/// takes over, so that a very large graph stays linear.
struct GraphInstances {
    private var list: [(key: GraphKey, instance: Any)] = []
    private var dictionary: [GraphKey: Any] = [:]
    private static let listLimit = 16

    subscript(key: GraphKey) -> Any? {
        get {
            if list.count < Self.listLimit {
                for entry in list where entry.key == key { return entry.instance }
                return nil
            }
            return dictionary[key]
        }
        set {
            // Instances are only ever added, once per key (see `FactoryRegistration.graphInstance`).
            guard let newValue else { return }
            if list.count < Self.listLimit - 1 {
                list.append((key, newValue))
            } else if list.count == Self.listLimit - 1 {
                list.append((key, newValue))
                for entry in list { dictionary[entry.key] = entry.instance }
            } else {
                dictionary[key] = newValue
            }
        }
    }
}

/// A graph-scoped instance is shared per registration and per container it was resolved from.
struct GraphKey: Hashable {
    let registration: ObjectIdentifier
    let container: ObjectIdentifier
}
