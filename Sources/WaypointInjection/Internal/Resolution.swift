import Foundation

/// One top-level resolve in progress: the chain of resolutions it is making, which finds cycles and names
/// the chain in errors, and the graph-scoped instances it shares.
///
/// A top-level resolve runs on one thread from start to end (factories are synchronous). Only that thread
/// reads or writes a resolution: a context compares the thread before it looks (``isRunning(_:)``).
@usableFromInline
final class Resolution {
    /// One resolution in the chain: a registration whose factory runs, and the container it resolves from.
    private struct Frame {
        let registration: Registration
        let container: DependencyContainer
        let serial: Int
    }

    /// The frames in progress, outermost first, the serial of the last one begun, and the graph-scoped
    /// instances made so far, by registration and container.
    private struct State {
        var frames: [Frame] = []
        var serial = 0
        var graph: [GraphKey: Any] = [:]

        mutating func push(_ registration: Registration, in container: DependencyContainer) -> Int? {
            guard !frames.contains(where: { $0.registration === registration && $0.container === container }) else {
                return nil
            }
            if frames.isEmpty { frames.reserveCapacity(4) }
            serial += 1
            frames.append(Frame(registration: registration, container: container, serial: serial))
            return serial
        }

        mutating func pop() {
            frames.removeLast()
            if frames.isEmpty, !graph.isEmpty { graph = [:] }
        }
    }

    /// The thread the resolve runs on.
    let thread = Thread.current
    private var state = State()

    /// Begins resolving `registration` from `container`, below the resolutions in progress.
    ///
    /// - Returns: The serial that names the new frame for ``isRunning(_:)``.
    /// - Throws: A circular-dependency error when the registration is already being resolved from `container`
    ///   further up the chain.
    func begin(_ registration: Registration, in container: DependencyContainer) throws(ResolutionError) -> Int {
        if let serial = state.push(registration, in: container) { return serial }
        let chain = self.chain + [registration.signature]
        let start = state.frames.firstIndex { $0.registration === registration && $0.container === container } ?? 0
        throw ResolutionError(
            .circularDependency(cycle: Array(chain[start...]), concurrent: false), service: registration.signature,
            chain: chain)
    }

    /// Ends the innermost resolution. At the end of the top-level one, the graph is let go: a factory that
    /// kept its resolver keeps this resolution, not the instances it shared.
    func end() {
        state.pop()
    }

    /// The graph-scoped instance made for `key` in this resolve, if any.
    subscript(graph key: GraphKey) -> Any? {
        get { state.graph[key] }
        set { state.graph[key] = newValue }
    }

    /// Whether the frame `serial` names is in progress, asked on the calling thread.
    func isRunning(_ serial: Int) -> Bool {
        thread === Thread.current && state.frames.contains { $0.serial == serial }
    }

    /// The services being resolved, from the top-level request down to the innermost one.
    var chain: [ServiceSignature] { state.frames.map(\.registration.signature) }

    /// An error about `registration`'s service, the innermost one, carrying the chain that led to it.
    func error(_ kind: ResolutionError.Kind, about registration: Registration) -> ResolutionError {
        ResolutionError(kind, service: registration.signature, chain: chain)
    }
}

/// A graph-scoped instance is shared per registration and per container it is resolved from.
struct GraphKey: Hashable {
    let registration: ObjectIdentifier
    let container: ObjectIdentifier
}

/// The ``Resolver`` a factory receives: the resolution its factory runs in, and the container it resolves from.
///
/// While the factory runs, a resolve through it continues the resolution: the chain grows, so a cycle is
/// found, and graph-scoped instances are shared. A factory may keep its resolver (a lazy provider does): a
/// resolve through it after the factory returned, or from another thread, is a top-level resolve of its
/// container, which the context keeps alive.
@usableFromInline
struct ResolutionContext: Resolver {
    let resolution: Resolution
    @usableFromInline let container: DependencyContainer
    let serial: Int

    @usableFromInline
    func resolve<Service, each Argument>(
        _ type: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        try container.resolve(type, name: name, in: running, repeat each arguments)
    }

    /// The resolution while this context's frame runs on the calling thread; `nil` otherwise.
    @usableFromInline
    var running: Resolution? { resolution.isRunning(serial) ? resolution : nil }
}
