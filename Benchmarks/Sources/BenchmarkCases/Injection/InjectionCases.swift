import Swinject
import Waypoint

/// Dependency resolution: Waypoint's container, Swinject's, and construction by hand (the floor).
///
/// All registrations live in one container per library, as in an app. The `.2threads` cases run
/// the same loop on two threads at once; Swinject then resolves through `synchronize()`, the
/// thread-safe resolver its documentation prescribes for concurrent use.
enum InjectionCases {
    static func definitions(profile: RunProfile) -> [CaseDefinition] {
        [1, 2].flatMap { threads in
            let suffix = threads == 1 ? "" : ".\(threads)threads"
            let memory = threads == 1 ? profile.resolvesForMemory : nil
            return [
                CaseDefinition(name: "di.transient" + suffix, threads: threads) {
                    try prepare(threads: threads, memory: memory,
                        waypoint: { c in { try? c.resolve(Leaf.self) } },
                        swinject: { r in { r.resolve(Leaf.self) } },
                        direct: { Leaf() },
                        verify: { make in
                            let first = make(), second = make()
                            guard let first, let second, first !== second else { throw Disagreement("not a new Leaf per resolve") }
                        })
                },
                CaseDefinition(name: "di.graph5" + suffix, threads: threads) {
                    try prepare(threads: threads, memory: memory,
                        waypoint: { c in { try? c.resolve(Root.self) } },
                        swinject: { r in { r.resolve(Root.self) } },
                        direct: {
                            let shared = Shared()
                            return Root(a: ServiceA(shared: shared), b: ServiceB(shared: shared), c: ServiceC())
                        },
                        verify: { make in
                            guard let first = make(), let second = make(), first.a.shared === first.b.shared,
                                first.a.shared !== second.a.shared
                            else { throw Disagreement("the graph does not share one Shared per resolve") }
                        })
                },
                CaseDefinition(name: "di.singleton" + suffix, threads: threads) {
                    let holder = ConfigHolder()
                    return try prepare(threads: threads, memory: memory,
                        waypoint: { c in { try? c.resolve(Config.self) } },
                        swinject: { r in { r.resolve(Config.self) } },
                        direct: { holder.config },
                        verify: { make in
                            guard let first = make(), let second = make(), first === second
                            else { throw Disagreement("the singleton is not one instance") }
                        })
                },
                CaseDefinition(name: "di.named-arg" + suffix, threads: threads) {
                    try prepare(threads: threads, memory: memory,
                        waypoint: { c in { try? c.resolve(Screen.self, name: "compact", arguments: 42) } },
                        swinject: { r in { r.resolve(Screen.self, name: "compact", argument: 42) } },
                        direct: { Screen(id: 42) },
                        verify: { make in
                            guard let screen = make(), screen.id == 42 else { throw Disagreement("not the screen for 42") }
                        })
                },
            ]
        }
    }

    private static func prepare<Service: AnyObject>(
        threads: Int,
        memory: Int?,
        waypoint: (DependencyContainer) -> () -> Service?,
        swinject: (any Swinject.Resolver) -> () -> Service?,
        direct: @escaping () -> Service,
        verify: (() -> Service?) throws -> Void
    ) throws -> PreparedCase {
        let waypointResolve = waypoint(try makeWaypointContainer())
        let swinjectContainer = makeSwinjectContainer()
        let swinjectResolve = swinject(threads > 1 ? swinjectContainer.synchronize() : swinjectContainer)
        return try PreparedCase([
            Implementation("waypoint", memoryProbeOperations: memory) { n in
                for _ in 0..<n { blackHole(waypointResolve()) }
            },
            Implementation("swinject") { n in
                for _ in 0..<n { blackHole(swinjectResolve()) }
            },
            Implementation("direct") { n in
                for _ in 0..<n { blackHole(direct()) }
            },
        ]) {
            do { try verify(waypointResolve) } catch { throw Disagreement("waypoint: \(error)") }
            do { try verify(swinjectResolve) } catch { throw Disagreement("swinject: \(error)") }
            do { try verify(direct) } catch { throw Disagreement("direct: \(error)") }
        }
    }

    static func makeWaypointContainer() throws -> DependencyContainer {
        try DependencyContainer(module: "Benchmarks") { services in
            services.register(Leaf.self) { _ in Leaf() }
            services.register(Shared.self, scope: .graph) { _ in Shared() }
            services.register(ServiceA.self) { resolver in ServiceA(shared: try resolver.resolve()) }
            services.register(ServiceB.self) { resolver in ServiceB(shared: try resolver.resolve()) }
            services.register(ServiceC.self) { _ in ServiceC() }
            services.register(Root.self) { resolver in
                Root(a: try resolver.resolve(), b: try resolver.resolve(), c: try resolver.resolve())
            }
            services.register(Config.self, scope: .singleton) { _ in Config() }
            services.register(Screen.self, name: "compact") { (_, id: Int) in Screen(id: id) }
        }
    }

    static func makeSwinjectContainer() -> Container {
        let container = Container()
        container.register(Leaf.self) { _ in Leaf() }.inObjectScope(.transient)
        container.register(Shared.self) { _ in Shared() }.inObjectScope(.graph)
        container.register(ServiceA.self) { r in ServiceA(shared: r.required(Shared.self)) }.inObjectScope(.transient)
        container.register(ServiceB.self) { r in ServiceB(shared: r.required(Shared.self)) }.inObjectScope(.transient)
        container.register(ServiceC.self) { _ in ServiceC() }.inObjectScope(.transient)
        container.register(Root.self) { r in
            Root(a: r.required(ServiceA.self), b: r.required(ServiceB.self), c: r.required(ServiceC.self))
        }.inObjectScope(.transient)
        container.register(Config.self) { _ in Config() }.inObjectScope(.container)
        container.register(Screen.self, name: "compact") { (_, id: Int) in Screen(id: id) }.inObjectScope(.transient)
        return container
    }
}

/// The floor for a singleton: reading a reference someone holds.
private final class ConfigHolder: Sendable {
    let config = Config()
}

extension Swinject.Resolver {
    /// Swinject's `resolve(_:)!`, with the missing registration named instead of a bare crash.
    fileprivate func required<Service>(_ type: Service.Type) -> Service {
        guard let service = resolve(type) else { preconditionFailure("\(Service.self) is not registered") }
        return service
    }
}
