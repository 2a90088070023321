import Testing
import WaypointInjection

private struct Config: Sendable {
    let origin: String
}

private final class Session: Sendable {
    let config: Config
    init(config: Config) { self.config = config }
}

private final class Screen: Sendable {
    let config: Config
    init(config: Config) { self.config = config }
}

extension InjectionTests {
    @Suite("Child containers")
    struct ChildContainers {
        @Test("a child falls back to its parent for services it does not register")
        func fallback() throws {
            let parent = try DependencyContainer { services in
                services.register(Config.self) { _ in Config(origin: "parent") }
            }
            let child = try parent.makeChild { _ in }
            #expect(try child.resolve(Config.self).origin == "parent")
            #expect(child.parent === parent)
        }

        @Test("a child's registration overrides its parent's, for the child only")
        func override() throws {
            let parent = try DependencyContainer { services in
                services.register(Config.self) { _ in Config(origin: "parent") }
            }
            let child = try parent.makeChild(module: "Checkout") { services in
                services.register(Config.self) { _ in Config(origin: "child") }
            }
            #expect(try child.resolve(Config.self).origin == "child")
            #expect(try parent.resolve(Config.self).origin == "parent")
        }

        @Test("a grandchild sees the nearest override")
        func grandchild() throws {
            let root = try DependencyContainer { services in
                services.register(Config.self) { _ in Config(origin: "root") }
                services.register(Config.self, name: "deep") { _ in Config(origin: "root") }
            }
            let middle = try root.makeChild { services in
                services.register(Config.self) { _ in Config(origin: "middle") }
            }
            let leaf = try middle.makeChild { _ in }
            #expect(try leaf.resolve(Config.self).origin == "middle")
            #expect(try leaf.resolve(Config.self, name: "deep").origin == "root")
        }

        @Test("a child resolving its parent's singleton gets the parent's instance")
        func parentSingleton() throws {
            let parent = try DependencyContainer { services in
                services.register(Session.self, scope: .singleton) { _ in Session(config: Config(origin: "parent")) }
            }
            let first = try parent.makeChild { _ in }
            let second = try parent.makeChild { _ in }
            let fromFirst = try first.resolve(Session.self)
            #expect(fromFirst === (try second.resolve(Session.self)))
            #expect(fromFirst === (try parent.resolve(Session.self)))
        }

        @Test("a singleton registered in a child lives in that child")
        func childSingleton() throws {
            let parent = try DependencyContainer { services in
                services.register(Session.self, scope: .singleton) { _ in Session(config: Config(origin: "parent")) }
            }
            let makeChild = {
                try parent.makeChild { services in
                    services.register(Session.self, scope: .singleton) { _ in Session(config: Config(origin: "child")) }
                }
            }
            let first = try makeChild()
            let second = try makeChild()
            let inFirst = try first.resolve(Session.self)
            #expect(inFirst === (try first.resolve(Session.self)))
            #expect(inFirst !== (try second.resolve(Session.self)))
            #expect(inFirst !== (try parent.resolve(Session.self)))
            #expect(try parent.resolve(Session.self).config.origin == "parent")
        }

        @Test("a parent's singleton resolves its dependencies from the parent, whoever asks first")
        func singletonDependenciesFromOwner() throws {
            let parent = try DependencyContainer { services in
                services.register(Config.self) { _ in Config(origin: "parent") }
                services.register(Session.self, scope: .singleton) { resolver in Session(config: try resolver.resolve())
                }
            }
            let child = try parent.makeChild { services in
                services.register(Config.self) { _ in Config(origin: "child") }
            }
            #expect(try child.resolve(Session.self).config.origin == "parent")
        }

        @Test("a parent's transient service picks up the child's overrides")
        func transientDependenciesFromRequester() throws {
            let parent = try DependencyContainer { services in
                services.register(Config.self) { _ in Config(origin: "parent") }
                services.register(Screen.self) { resolver in Screen(config: try resolver.resolve()) }
            }
            let child = try parent.makeChild { services in
                services.register(Config.self) { _ in Config(origin: "child") }
            }
            #expect(try child.resolve(Screen.self).config.origin == "child")
            #expect(try parent.resolve(Screen.self).config.origin == "parent")
        }
    }
}
