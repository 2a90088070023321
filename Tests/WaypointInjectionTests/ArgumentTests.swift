import Testing
import WaypointInjection

private final class API: Sendable {}

private struct ProductScreen: Sendable {
    let id: Int
    var title = ""
    var showsReviews = false
    var api: API?
}

extension InjectionTests {
    @Suite("Runtime arguments")
    struct Arguments {
        private func makeContainer() throws -> DependencyContainer {
            try DependencyContainer { services in
                services.register(API.self, scope: .singleton) { _ in API() }
                services.register(ProductScreen.self) { resolver in
                    ProductScreen(id: 0, api: try resolver.resolve(API.self))
                }
                services.register(ProductScreen.self) { (resolver, id: Int) in
                    ProductScreen(id: id, api: try resolver.resolve(API.self))
                }
                services.register(ProductScreen.self) { (_, id: Int, title: String) in
                    ProductScreen(id: id, title: title)
                }
                services.register(ProductScreen.self) { (_, id: Int, title: String, showsReviews: Bool) in
                    ProductScreen(id: id, title: title, showsReviews: showsReviews)
                }
                services.register(ProductScreen.self, name: "compact") { (_, id: Int) in
                    ProductScreen(id: -id)
                }
            }
        }

        @Test("no arguments")
        func zero() throws {
            let screen = try makeContainer().resolve(ProductScreen.self)
            #expect(screen.id == 0)
            #expect(screen.api != nil)
        }

        @Test("one argument selects the one-argument factory")
        func one() throws {
            let screen = try makeContainer().resolve(ProductScreen.self, arguments: 42)
            #expect(screen.id == 42)
            #expect(screen.api != nil)
        }

        @Test("one argument that is a tuple is found both as the tuple and as its elements")
        func tupleArgument() throws {
            // A tuple of one tuple is that tuple: both spellings meet at the same key, and both reach the factory.
            let container = try DependencyContainer { services in
                services.register(ProductScreen.self) { (_, pair: (Int, String)) in
                    ProductScreen(id: pair.0, title: pair.1)
                }
            }
            let asTuple = try container.resolve(ProductScreen.self, arguments: (3, "Kettle"))
            let asElements = try container.resolve(ProductScreen.self, arguments: 4, "Teapot")
            #expect(asTuple.id == 3 && asTuple.title == "Kettle")
            #expect(asElements.id == 4 && asElements.title == "Teapot")
        }

        @Test("two arguments")
        func two() throws {
            let screen = try makeContainer().resolve(ProductScreen.self, arguments: 7, "Kettle")
            #expect(screen.id == 7)
            #expect(screen.title == "Kettle")
        }

        @Test("three arguments")
        func three() throws {
            let screen = try makeContainer().resolve(ProductScreen.self, arguments: 7, "Kettle", true)
            #expect(screen.id == 7)
            #expect(screen.title == "Kettle")
            #expect(screen.showsReviews)
        }

        @Test("a name and arguments together")
        func named() throws {
            #expect(try makeContainer().resolve(ProductScreen.self, name: "compact", arguments: 3).id == -3)
        }

        @Test("a factory resolves a dependency with arguments through its resolver")
        func nested() throws {
            struct Wrapper: Sendable { let screen: ProductScreen }
            let container = try DependencyContainer { services in
                services.register(ProductScreen.self) { (_, id: Int) in ProductScreen(id: id) }
                services.register(Wrapper.self) { (resolver, id: Int) in
                    Wrapper(screen: try resolver.resolve(ProductScreen.self, arguments: id * 2))
                }
            }
            #expect(try container.resolve(Wrapper.self, arguments: 21).screen.id == 42)
        }

        @Test("arguments of other types are a typed error that says what the registration expects")
        func mismatch() throws {
            let container = try DependencyContainer { services in
                services.register(ProductScreen.self) { (_, id: Int) in ProductScreen(id: id) }
            }
            let error = try #require(resolutionError { _ = try container.resolve(ProductScreen.self, arguments: "42") })
            #expect(error.code == .argumentMismatch)
            #expect(error.service == ServiceSignature(typeName: "ProductScreen", argumentTypeNames: ["String"]))
            #expect(error.alternatives == [ServiceSignature(typeName: "ProductScreen", argumentTypeNames: ["Int"])])
            #expect(
                error.description
                    == "ProductScreen is registered with arguments (Int), but was resolved with arguments (String)."
            )
        }

        @Test("a missing argument is a mismatch too")
        func missingArgument() throws {
            let container = try DependencyContainer { services in
                services.register(ProductScreen.self) { (_, id: Int) in ProductScreen(id: id) }
                services.register(ProductScreen.self) { (_, id: Int, title: String) in
                    ProductScreen(id: id, title: title)
                }
            }
            let error = try #require(resolutionError { _ = try container.resolve(ProductScreen.self) })
            #expect(error.code == .argumentMismatch)
            #expect(
                error.description
                    == "ProductScreen is registered with arguments (Int) or arguments (Int, String), "
                    + "but was resolved with no arguments."
            )
        }

        @Test("the service type can come from the context")
        func inferred() throws {
            let container = try makeContainer()
            let api: API = try container.resolve()
            let screen: ProductScreen = try container.resolve(arguments: 5)
            #expect(api === (try container.resolve(API.self)))
            #expect(screen.id == 5)
        }
    }
}
