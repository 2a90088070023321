import Foundation
import Testing
import WaypointInjection
import TestSupport

private final class SlowSingleton: Sendable {}
private final class Dependency: Sendable {}
private final class Consumer: Sendable {
    let singleton: SlowSingleton
    let dependency: Dependency
    init(singleton: SlowSingleton, dependency: Dependency) {
        self.singleton = singleton
        self.dependency = dependency
    }
}
private final class Held: Sendable {}

extension InjectionTests {
    @Suite("Concurrency")
    struct Concurrency {
        /// A singleton whose factory is slow enough for every thread to arrive while it runs.
        private func makeContainer(made: LockedCounter) throws -> DependencyContainer {
            try DependencyContainer { services in
                services.register(SlowSingleton.self, scope: .singleton) { _ in
                    made.increment()
                    Thread.sleep(forTimeInterval: 0.05)
                    return SlowSingleton()
                }
                services.register(Dependency.self, scope: .graph) { _ in Dependency() }
                services.register(Consumer.self) { resolver in
                    Consumer(singleton: try resolver.resolve(), dependency: try resolver.resolve())
                }
            }
        }

        @Test("eight threads: the singleton's factory runs once and every resolve succeeds")
        func threads() throws {
            let made = LockedCounter()
            let container = try makeContainer(made: made)
            let resolved = LockedList<ObjectIdentifier>()
            let failures = LockedList<any Error>()
            let resolvesPerThread = 2_000
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                for step in 0..<resolvesPerThread {
                    do {
                        // Alternate entry points so threads meet the singleton directly and through a graph.
                        let singleton =
                            (index + step).isMultiple(of: 2)
                            ? try container.resolve(SlowSingleton.self)
                            : try container.resolve(Consumer.self).singleton
                        resolved.append(ObjectIdentifier(singleton))
                    } catch {
                        failures.append(error)
                    }
                }
            }
            #expect(failures.all.isEmpty)
            #expect(made.value == 1)
            #expect(resolved.all.count == 8 * resolvesPerThread)
            #expect(Set(resolved.all).count == 1)
        }

        @Test("eight dedicated threads released together: one factory run, one instance, no failure")
        func dedicatedThreads() throws {
            // `concurrentPerform` runs as many threads as there are cores; these are eight real threads.
            let made = LockedCounter()
            let container = try makeContainer(made: made)
            let start = Latch()
            let resolved = LockedList<ObjectIdentifier>()
            let failures = LockedList<any Error>()
            let threads: [@Sendable () -> Void] = (0..<8).map { _ in
                {
                    start.wait()
                    for _ in 0..<500 {
                        do {
                            resolved.append(ObjectIdentifier(try container.resolve(Consumer.self).singleton))
                        } catch {
                            failures.append(error)
                        }
                    }
                }
            }
            let releaser: @Sendable () -> Void = { start.open() }
            #expect(finishes(threads + [releaser]))
            #expect(failures.all.isEmpty)
            #expect(made.value == 1)
            #expect(resolved.all.count == 8 * 500)
            #expect(Set(resolved.all).count == 1)
        }

        @Test("many tasks: the singleton's factory runs once and every resolve succeeds")
        func tasks() async throws {
            let made = LockedCounter()
            let container = try makeContainer(made: made)
            let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<500 {
                    group.addTask {
                        let consumer = try container.resolve(Consumer.self)
                        #expect(consumer.singleton === (try container.resolve(SlowSingleton.self)))
                        return ObjectIdentifier(consumer.singleton)
                    }
                }
                var identities: [ObjectIdentifier] = []
                for try await identity in group { identities.append(identity) }
                return identities
            }
            #expect(made.value == 1)
            #expect(identities.count == 500)
            #expect(Set(identities).count == 1)
        }

        @Test("a child's threads and the parent's threads share the parent's singleton")
        func childrenUnderContention() throws {
            let made = LockedCounter()
            let parent = try makeContainer(made: made)
            let children = try (0..<4).map { _ in try parent.makeChild { _ in } }
            let resolved = LockedList<ObjectIdentifier>()
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                let container = index < 4 ? children[index] : parent
                if let singleton = try? container.resolve(SlowSingleton.self) {
                    resolved.append(ObjectIdentifier(singleton))
                }
            }
            #expect(made.value == 1)
            #expect(resolved.all.count == 8)
            #expect(Set(resolved.all).count == 1)
        }

        @Test("a weak service is created once while threads hold it")
        func weakUnderContention() throws {
            let made = LockedCounter()
            let container = try DependencyContainer { services in
                services.register(Held.self, scope: .weak) { _ in
                    made.increment()
                    Thread.sleep(forTimeInterval: 0.05)
                    return Held()
                }
            }
            let holders = LockedList<Held>()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                if let held = try? container.resolve(Held.self) { holders.append(held) }
            }
            #expect(made.value == 1)
            #expect(holders.all.count == 8)
            #expect(Set(holders.all.map(ObjectIdentifier.init)).count == 1)
        }
    }
}
