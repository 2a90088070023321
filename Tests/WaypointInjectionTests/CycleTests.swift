import Foundation
import Testing
import WaypointInjection
import TestSupport

private final class Root: Sendable {}
private final class First: Sendable {}
private final class Second: Sendable {}
private final class Third: Sendable {}
private final class Left: Sendable {}
private final class Right: Sendable {}

extension InjectionTests {
    @Suite("Circular dependencies")
    struct Cycles {
        @Test("a loop of three is reported as the exact cycle, not a stack overflow")
        func threeStep() throws {
            let container = try DependencyContainer { services in
                services.register(Root.self) { resolver in
                    _ = try resolver.resolve(First.self)
                    return Root()
                }
                services.register(First.self) { resolver in
                    _ = try resolver.resolve(Second.self)
                    return First()
                }
                services.register(Second.self) { resolver in
                    _ = try resolver.resolve(Third.self)
                    return Second()
                }
                services.register(Third.self) { resolver in
                    _ = try resolver.resolve(First.self)
                    return Third()
                }
            }
            let error = try #require(resolutionError { _ = try container.resolve(Root.self) })
            #expect(error.code == .circularDependency)
            #expect(error.cycle.map(\.description) == ["First", "Second", "Third", "First"])
            #expect(error.chain.map(\.description) == ["Root", "First", "Second", "Third", "First"])
            #expect(
                error.description == """
                    Circular dependency: First → Second → Third → First.
                      chain: Root → First → Second → Third → First
                    """
            )
        }

        @Test("a service that needs itself is a cycle of one")
        func selfCycle() throws {
            let container = try DependencyContainer { services in
                services.register(First.self) { resolver in
                    _ = try resolver.resolve(First.self)
                    return First()
                }
            }
            let error = try #require(resolutionError { _ = try container.resolve(First.self) })
            #expect(error.description == "Circular dependency: First → First.")
        }

        @Test("a singleton in a cycle is reported, not deadlocked on its own lock")
        func singletonInCycle() throws {
            let container = try DependencyContainer { services in
                services.register(First.self, scope: .singleton) { resolver in
                    _ = try resolver.resolve(Second.self)
                    return First()
                }
                services.register(Second.self) { resolver in
                    _ = try resolver.resolve(First.self)
                    return Second()
                }
            }
            let error = try #require(resolutionError { _ = try container.resolve(First.self) })
            #expect(error.description == "Circular dependency: First → Second → First.")
            // The failed creation released its claim: the next resolve reports the cycle again.
            let again = try #require(resolutionError { _ = try container.resolve(Second.self) })
            #expect(again.description == "Circular dependency: Second → First → Second.")
        }

        @Test("a singleton that needs itself is a cycle, not a deadlock")
        func singletonSelfCycle() throws {
            let container = try DependencyContainer { services in
                services.register(First.self, scope: .singleton) { resolver in
                    _ = try resolver.resolve(First.self)
                    return First()
                }
            }
            let error = try #require(resolutionError { _ = try container.resolve(First.self) })
            #expect(error.description == "Circular dependency: First → First.")
        }

        @Test("a weak service in a cycle is reported too")
        func weakInCycle() throws {
            let container = try DependencyContainer { services in
                services.register(First.self, scope: .weak) { resolver in
                    _ = try resolver.resolve(First.self)
                    return First()
                }
            }
            let error = try #require(resolutionError { _ = try container.resolve(First.self) })
            #expect(error.code == .circularDependency)
        }

        @Test("a singleton factory that calls the container directly still gets a cycle error, not a deadlock")
        func bypassingTheResolver() throws {
            let late = LateBound<DependencyContainer>()
            let container = try DependencyContainer { services in
                services.register(First.self, scope: .singleton) { _ in
                    // Wrong on purpose: a factory should use the resolver it is given.
                    _ = try late.value?.resolve(Second.self)
                    return First()
                }
                services.register(Second.self) { resolver in
                    _ = try resolver.resolve(First.self)
                    return Second()
                }
            }
            late.value = container
            let error = try #require(resolutionError { _ = try container.resolve(First.self) })
            // The inner resolve started afresh, so its chain begins at Second.
            #expect(error.description == "Circular dependency: First → Second → First.\n  chain: Second → First")
        }

        @Test("singletons that need each other, created on two threads at once, report the cycle on both")
        func crossThreadCycle() throws {
            let leftStarted = Latch()
            let rightStarted = Latch()
            let container = try DependencyContainer { services in
                services.register(Left.self, scope: .singleton) { resolver in
                    leftStarted.open()
                    rightStarted.wait()
                    _ = try resolver.resolve(Right.self)
                    return Left()
                }
                services.register(Right.self, scope: .singleton) { resolver in
                    rightStarted.open()
                    leftStarted.wait()
                    _ = try resolver.resolve(Left.self)
                    return Right()
                }
            }
            let errors = LockedList<ResolutionError>()
            let finished = finishes([
                { if let error = resolutionError({ _ = try container.resolve(Left.self) }) { errors.append(error) } },
                { if let error = resolutionError({ _ = try container.resolve(Right.self) }) { errors.append(error) } },
            ])
            #expect(finished, "resolutions deadlocked")
            let reported = errors.all
            #expect(reported.count == 2)
            #expect(reported.allSatisfy { $0.code == .circularDependency })
            let loops = Set(reported.map { $0.cycle.map(\.description) })
            #expect(loops.isSubset(of: [["Left", "Right", "Left"], ["Right", "Left", "Right"]]))
            #expect(
                reported.contains { $0.description.contains("found between resolutions running on different threads") })
        }
    }
}
