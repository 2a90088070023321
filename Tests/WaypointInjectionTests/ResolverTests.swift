import Testing
import WaypointInjection

private protocol Greeter: Sendable {
    var greeting: String { get }
}

private struct English: Greeter {
    let greeting = "Hello"
}

private final class Screen: Sendable {
    let greeter: any Greeter
    init(greeter: any Greeter) { self.greeter = greeter }
}

/// A hand-rolled container adopting `Resolver` with its single requirement, as a Swinject adapter would.
private struct TableResolver: Resolver {
    let services: [String: any Sendable]

    func resolve<Service, each Argument>(
        _ type: Service.Type,
        name: String?,
        arguments: repeat each Argument
    ) throws(ResolutionError) -> Service {
        guard case let service as Service = services[name ?? String(describing: type)] else {
            throw ResolutionError.notRegistered(type, name: name)
        }
        return service
    }
}

/// A function that only needs some resolver: works with the container and with a factory's context.
private func makeScreen(using resolver: some Resolver) throws -> Screen {
    Screen(greeter: try resolver.resolve())
}

extension InjectionTests {
    @Suite("Resolver protocol")
    struct ResolverProtocol {
        @Test("a foreign resolver gets every convenience spelling from its one requirement")
        func foreignResolver() throws {
            let resolver: any Resolver = TableResolver(services: ["Greeter": English(), "formal": English()])
            #expect(try resolver.resolve((any Greeter).self).greeting == "Hello")
            #expect(try resolver.resolve((any Greeter).self, name: "formal").greeting == "Hello")
            #expect(try resolver.resolve(type: (any Greeter).self).greeting == "Hello")
            let inferred: any Greeter = try resolver.resolve()
            #expect(inferred.greeting == "Hello")
            let error = try #require(resolutionError { _ = try resolver.resolve(Screen.self) })
            #expect(error.code == .notRegistered)
            #expect(error.service == ServiceSignature(Screen.self))
        }

        @Test("protocol-typed services resolve as the protocol")
        func existentialService() throws {
            let container = try DependencyContainer { services in
                services.register((any Greeter).self, scope: .singleton) { _ in English() }
                services.register(Screen.self) { resolver in try makeScreen(using: resolver) }
            }
            #expect(try makeScreen(using: container).greeter.greeting == "Hello")
            #expect(try container.resolve(Screen.self).greeter.greeting == "Hello")
            let error = try #require(resolutionError { _ = try container.resolve(English.self) })
            #expect(error.description.hasSuffix("registered, nearest first: Greeter, Screen"))
        }
    }
}
