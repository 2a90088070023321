import Foundation
import Testing
import WaypointInjection

private final class Logger: Sendable {}
private final class Loggers: Sendable {}
private final class BasketService: Sendable {}
private final class CheckoutViewModel: Sendable {}

private struct DiskFull: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
}

extension InjectionTests {
    @Suite("Resolution errors")
    struct ResolutionErrors {
        /// CheckoutViewModel → BasketService → Logger "verbose", which is not registered.
        private func makeContainer() throws -> DependencyContainer {
            try DependencyContainer(module: "Checkout") { services in
                services.register(Logger.self) { _ in Logger() }
                services.register(Logger.self, name: "quiet") { _ in Logger() }
                services.register(Logger.self, name: "verbos") { _ in Logger() }
                services.register(Loggers.self) { _ in Loggers() }
                services.register(BasketService.self) { resolver in
                    _ = try resolver.resolve(Logger.self, name: "verbose")
                    return BasketService()
                }
                services.register(CheckoutViewModel.self) { resolver in
                    _ = try resolver.resolve(BasketService.self)
                    return CheckoutViewModel()
                }
            }
        }

        @Test("a missing registration names the service, the chain and what is registered, nearest first")
        func missingMessage() throws {
            let container = try makeContainer()
            let error = try #require(resolutionError { _ = try container.resolve(CheckoutViewModel.self) })
            #expect(error.code == .notRegistered)
            #expect(error.service == ServiceSignature(typeName: "Logger", name: "verbose"))
            #expect(
                error.chain.map(\.description) == ["CheckoutViewModel", "BasketService", "Logger (name: \"verbose\")"])
            #expect(
                error.alternatives.map(\.description)
                    == [
                        "Logger (name: \"verbos\")", "Logger", "Logger (name: \"quiet\")", "Loggers", "BasketService",
                        "CheckoutViewModel",
                    ]
            )
            #expect(
                error.description == """
                    No registration for Logger (name: "verbose").
                      chain: CheckoutViewModel → BasketService → Logger (name: "verbose")
                      registered, nearest first: Logger (name: "verbos"), Logger, Logger (name: "quiet"), Loggers, \
                    BasketService, CheckoutViewModel
                    """
            )
            #expect(error.localizedDescription == error.description)
        }

        @Test("a missing top-level service lists similar type names first")
        func missingTopLevel() throws {
            let container = try DependencyContainer { services in
                services.register(CheckoutViewModel.self) { _ in CheckoutViewModel() }
                services.register(Loggers.self) { _ in Loggers() }
                services.register(BasketService.self) { _ in BasketService() }
            }
            let error = try #require(resolutionError { _ = try container.resolve(Logger.self) })
            #expect(
                error.description == """
                    No registration for Logger.
                      registered, nearest first: Loggers, BasketService, CheckoutViewModel
                    """
            )
        }

        @Test("an empty container says that nothing is registered")
        func emptyContainer() throws {
            let container = try DependencyContainer { _ in }
            let error = try #require(resolutionError { _ = try container.resolve(Logger.self) })
            #expect(error.description == "No registration for Logger.\n  nothing is registered")
        }

        @Test("a long list of alternatives is cut after eight")
        func manyAlternatives() throws {
            let container = try DependencyContainer { services in
                for index in 1...10 {
                    services.register(Logger.self, name: "logger\(index)") { _ in Logger() }
                }
            }
            let error = try #require(resolutionError { _ = try container.resolve(Logger.self) })
            #expect(error.alternatives.count == 10)
            #expect(error.description.hasSuffix(", and 2 more"))
        }

        @Test("a factory that throws is wrapped with its error, its registration site and the chain")
        func factoryThrows() throws {
            let container = try DependencyContainer(module: "Storage") { services in
                services.register(Logger.self) { _ in throw DiskFull() }
                services.register(BasketService.self) { resolver in
                    _ = try resolver.resolve(Logger.self)
                    return BasketService()
                }
            }
            let error = try #require(resolutionError { _ = try container.resolve(BasketService.self) })
            #expect(error.code == .factoryFailed)
            #expect(error.underlyingError is DiskFull)
            #expect(error.chain.map(\.description) == ["BasketService", "Logger"])
            let site = try #require(error.registrationSite)
            #expect(site.module == "Storage")
            #expect(site.fileID == "WaypointInjectionTests/ResolutionErrorTests.swift")
            #expect(
                error.description == """
                    The factory of Logger (module Storage) threw: the disk is full.
                      chain: BasketService → Logger
                    """
            )
            #expect(
                error.debugDescription == """
                    The factory of Logger (module Storage) threw: the disk is full.
                      chain: BasketService → Logger
                      registered at: module Storage at \(site.fileID):\(site.line)
                    """
            )
        }

        @Test("a resolution error inside a factory reaches the caller unwrapped")
        func nestedErrorPassesThrough() throws {
            let container = try makeContainer()
            let error = try #require(resolutionError { _ = try container.resolve(BasketService.self) })
            #expect(error.code == .notRegistered)
            #expect(error.chain.map(\.description) == ["BasketService", "Logger (name: \"verbose\")"])
        }

        @Test("a foreign resolver reports a miss with the public constructor")
        func publicConstructor() {
            let error = ResolutionError.notRegistered(Logger.self, name: "verbose")
            #expect(error.code == .notRegistered)
            #expect(error.chain == [ServiceSignature(Logger.self, name: "verbose")])
            #expect(error.description == "No registration for Logger (name: \"verbose\").\n  nothing is registered")
        }
    }
}
