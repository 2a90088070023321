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

    /// The thread the resolve runs on. Its identity is enough: the thread lives at least as long as the resolve
    /// runs, and a finished resolution is never running.
    let thread = ObjectIdentifier(Thread.current)
    /// The top-level resolution, which is the frame serial 0 and lasts as long as the resolve.
    private let root: Frame
    /// Whether the top-level resolution has ended.
    private var finished = false
    /// The frames in progress below the top-level one, outermost first.
    private var frames: [Frame] = []
    /// The serial of the last frame begun.
    private var serial = 0
    /// The graph-scoped instances made so far, a handful at most in a resolve.
    private var graph: [GraphInstance] = []

    /// Begins a top-level resolve of `registration` from `container`: its frame is serial 0.
    init(_ registration: Registration, in container: DependencyContainer) {
        root = Frame(registration: registration, container: container, serial: 0)
    }

    /// Begins resolving `registration` from `container`, below the resolutions in progress.
    ///
    /// - Returns: The serial that names the new frame for ``isRunning(_:)``.
    /// - Throws: A circular-dependency error when the registration is already being resolved from `container`
    ///   further up the chain.
    func begin(_ registration: Registration, in container: DependencyContainer) throws(ResolutionError) -> Int {
        let isSame = { (frame: Frame) in frame.registration === registration && frame.container === container }
        guard isSame(root) || frames.contains(where: isSame) else {
            serial += 1
            frames.append(Frame(registration: registration, container: container, serial: serial))
            return serial
        }
        let chain = self.chain + [registration.signature]
        let start = isSame(root) ? 0 : (frames.firstIndex(where: isSame) ?? -1) + 1
        throw ResolutionError(
            .circularDependency(cycle: Array(chain[start...]), concurrent: false), service: registration.signature,
            chain: chain)
    }

    /// Ends the frame `serial` names, the innermost one. At the end of the top-level one, the graph is let go: a
    /// factory that kept its resolver keeps this resolution, not the instances it shared.
    func end(_ serial: Int) {
        guard serial == 0 else {
            frames.removeLast()
            return
        }
        finished = true
        if !graph.isEmpty { graph = [] }
    }

    /// The graph-scoped instance of `registration` made from `container` in this resolve, if any.
    func graphInstance(of registration: Registration, in container: DependencyContainer) -> Any? {
        graph.first { $0.registration === registration && $0.container === container }?.instance
    }

    /// Keeps a graph-scoped instance of `registration` made from `container` for the rest of this resolve.
    func keepGraphInstance(_ instance: Any, of registration: Registration, in container: DependencyContainer) {
        graph.append(GraphInstance(registration: registration, container: container, instance: instance))
    }

    /// Whether the frame `serial` names is in progress, asked on the calling thread.
    func isRunning(_ serial: Int) -> Bool {
        guard thread == ObjectIdentifier(Thread.current), !finished else { return false }
        return serial == 0 || frames.contains { $0.serial == serial }
    }

    /// The services being resolved, from the top-level request down to the innermost one.
    var chain: [ServiceSignature] { [root.registration.signature] + frames.map(\.registration.signature) }

    /// An error about `registration`'s service, the innermost one, carrying the chain that led to it.
    func error(_ kind: ResolutionError.Kind, about registration: Registration) -> ResolutionError {
        ResolutionError(kind, service: registration.signature, chain: chain)
    }
}

/// A graph-scoped instance, shared per registration and per container it is resolved from.
private struct GraphInstance {
    let registration: Registration
    let container: DependencyContainer
    let instance: Any
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
