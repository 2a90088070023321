import Foundation
import TestSupport
import Testing
import WaypointInjection

private final class Clock: Sendable {}

private final class Work: Sendable {}

/// Makes a `Clock` on demand, with the resolver its factory received: a lazy provider.
private final class ClockProvider: @unchecked Sendable {
    // `any Resolver` is not `Sendable`; the provider only resolves, and the container is thread-safe.
    let resolver: any Resolver
    init(resolver: any Resolver) { self.resolver = resolver }
    func make() throws -> Clock { try resolver.resolve() }
    func work() throws -> Work { try resolver.resolve() }
}

private final class Tracked: Sendable {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

extension InjectionTests {
    @Suite("Resolvers that factories keep")
    struct KeptResolvers {
        private func container() throws -> DependencyContainer {
            try DependencyContainer { services in
                services.register(Clock.self) { _ in Clock() }
                services.register(Work.self, scope: .graph) { _ in Work() }
                services.register(ClockProvider.self) { resolver in ClockProvider(resolver: resolver) }
            }
        }

        @Test("a kept resolver resolves after its factory returned, again and again")
        func afterTheFactoryReturned() throws {
            let provider = try container().resolve(ClockProvider.self)
            // Other resolves run in between, reusing this thread's frames: the kept one must not be reused.
            for _ in 0..<100 {
                _ = try provider.make()
                _ = try container().resolve(Clock.self)
            }
            #expect(try provider.make() !== provider.make())
        }

        @Test("a kept resolver outlives the container it came from, and keeps it alive")
        func outlivesTheContainer() throws {
            var container: DependencyContainer? = try container()
            let provider = try #require(try container?.resolve(ClockProvider.self))
            weak let weakContainer = container
            container = nil
            #expect(weakContainer != nil)
            _ = try provider.make()
        }

        @Test("a kept resolver used later starts a new graph, as a top-level resolve does")
        func keptResolverStartsANewGraph() throws {
            let provider = try container().resolve(ClockProvider.self)
            #expect(try provider.work() !== provider.work())
        }

        @Test("a kept resolver resolves services that take arguments, as the guide's coordinator does")
        func withArgumentsAfterTheFactoryReturned() throws {
            let container = try DependencyContainer { services in
                services.register(Tracked.self) { (_, id: Int) in Tracked(onDeinit: { _ = id }) }
                services.register(ClockProvider.self) { resolver in ClockProvider(resolver: resolver) }
                services.register(Clock.self) { _ in Clock() }
            }
            let provider = try container.resolve(ClockProvider.self)
            let first: Tracked = try provider.resolver.resolve(arguments: 1)
            let second: Tracked = try provider.resolver.resolve(arguments: 2)
            #expect(first !== second)
            #expect(throws: ResolutionError.self) { try provider.resolver.resolve(Tracked.self, arguments: "one") }
        }

        @Test("a kept resolver resolves from other threads while its thread resolves too")
        func fromOtherThreads() async throws {
            let container = try container()
            let provider = try container.resolve(ClockProvider.self)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        for _ in 0..<2_000 {
                            _ = try provider.make()
                            _ = try container.resolve(ClockProvider.self).make()
                        }
                    }
                }
                try await group.waitForAll()
            }
        }

        @Test("a factory that calls a container directly gets a resolution of its own, released afterwards")
        func nestedTopLevelResolveReleasesItsContainer() throws {
            let released = LockedCounter()
            var inner: DependencyContainer? = try DependencyContainer { services in
                services.register(Tracked.self) { _ in Tracked { released.increment() } }
            }
            let late = LateBound<DependencyContainer>()
            late.value = inner
            let outer = try DependencyContainer { services in
                services.register(Clock.self) { _ in
                    _ = try late.value?.resolve(Tracked.self)
                    return Clock()
                }
            }
            _ = try outer.resolve(Clock.self)
            weak let weakInner = inner
            inner = nil
            late.value = nil
            #expect(weakInner == nil)
            #expect(released.value == 1)
        }
    }

    @Suite("Singleton publication")
    struct SingletonPublication {
        @Test("threads racing for a singleton all get the one instance, made once")
        func racingReaders() async throws {
            let made = LockedCounter()
            let container = try DependencyContainer { services in
                services.register(Clock.self, scope: .singleton) { _ in
                    made.increment()
                    return Clock()
                }
            }
            let seen = await withTaskGroup(of: Set<ObjectIdentifier>.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        Set(
                            (0..<1_000).compactMap { _ in
                                (try? container.resolve(Clock.self)).map(ObjectIdentifier.init)
                            })
                    }
                }
                return await group.reduce(into: Set<ObjectIdentifier>()) { $0.formUnion($1) }
            }
            #expect(seen.count == 1)
            #expect(made.value == 1)
        }
    }
}
