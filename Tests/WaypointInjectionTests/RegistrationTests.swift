import Testing
import WaypointInjection

private final class APIClient: Sendable {}
private final class BasketService: Sendable {}
private final class PaymentService: Sendable {}

/// What a feature module will hand the app, in the shape the navigation work's `FeatureModule` uses.
private struct StubModule {
    let name: String
    let register: (inout ServiceRegistry) -> Void

    func registerServices(in registry: inout ServiceRegistry) { register(&registry) }
}

extension InjectionTests {
    @Suite("Registration")
    struct Registration {
        @Test("modules register through a builder and the app resolves from one container")
        func modules() throws {
            let modules = [
                StubModule(name: "Basket") { services in
                    services.register(BasketService.self, scope: .singleton) { _ in BasketService() }
                },
                StubModule(name: "Checkout") { services in
                    services.register(PaymentService.self) { _ in PaymentService() }
                },
            ]
            let builder = ContainerBuilder()
            try builder.register(APIClient.self, scope: .singleton) { _ in APIClient() }
            for module in modules {
                try builder.module(module.name) { module.registerServices(in: &$0) }
            }
            let container = builder.build()
            #expect(
                container.registeredServices.map(\.description) == ["APIClient", "BasketService", "PaymentService"])
            _ = try container.resolve(PaymentService.self)
        }

        @Test("the same service from two modules is refused, naming both modules and both lines")
        func duplicateAcrossModules() throws {
            let builder = ContainerBuilder()
            var basket = ServiceRegistry(module: "Basket")
            basket.register(APIClient.self) { _ in APIClient() }
            let basketLine = #line - 1
            var checkout = ServiceRegistry(module: "Checkout")
            checkout.register(PaymentService.self) { _ in PaymentService() }
            checkout.register(APIClient.self) { _ in APIClient() }
            let checkoutLine = #line - 1
            try builder.add(basket)

            let error = try #require(throws: RegistrationError.self) { try builder.add(checkout) }
            #expect(error.code == .duplicateRegistration)
            #expect(error.service == ServiceSignature(typeName: "APIClient"))
            #expect(error.existingSite == RegistrationSite(module: "Basket", fileID: #fileID, line: basketLine))
            #expect(error.site == RegistrationSite(module: "Checkout", fileID: #fileID, line: checkoutLine))
            #expect(
                error.description
                    == "APIClient is registered twice in one container: "
                    + "first by module Basket at WaypointInjectionTests/RegistrationTests.swift:\(basketLine), "
                    + "again by module Checkout at WaypointInjectionTests/RegistrationTests.swift:\(checkoutLine). "
                    + "Register it once, or override it in a child container."
            )
            // All or nothing: the refused registry's other services were not added either.
            #expect(builder.build().registeredServices.map(\.description) == ["APIClient"])
        }

        @Test("a duplicate within one registration closure is refused too")
        func duplicateInOneModule() throws {
            let error = try #require(throws: RegistrationError.self) {
                try DependencyContainer { services in
                    services.register(APIClient.self) { _ in APIClient() }
                    services.register(APIClient.self, scope: .singleton) { _ in APIClient() }
                }
            }
            #expect(error.code == .duplicateRegistration)
            #expect(error.existingSite?.module == nil)
            #expect(error.description.contains("first by the app at WaypointInjectionTests/RegistrationTests.swift:"))
        }

        @Test("the same type under other names or arguments is not a duplicate")
        func distinctKeys() throws {
            let container = try DependencyContainer { services in
                services.register(APIClient.self) { _ in APIClient() }
                services.register(APIClient.self, name: "staging") { _ in APIClient() }
                services.register(APIClient.self) { (_, _: Int) in APIClient() }
            }
            #expect(container.registeredServices.count == 3)
        }

        @Test("registering after the container was built is a typed error")
        func afterFreeze() throws {
            let builder = ContainerBuilder()
            try builder.register(APIClient.self) { _ in APIClient() }
            #expect(!builder.isFrozen)
            let container = builder.build()
            #expect(builder.isFrozen)

            let error = try #require(throws: RegistrationError.self) {
                try builder.register(BasketService.self) { _ in BasketService() }
            }
            #expect(error.code == .registrationAfterFreeze)
            #expect(error.service == ServiceSignature(typeName: "BasketService"))
            #expect(
                error.description
                    == "BasketService was registered at WaypointInjectionTests/RegistrationTests.swift:\(error.site.line) "
                    + "after the container was built; registrations are frozen once built. "
                    + "Register before build(), or register into a child container."
            )
            #expect(throws: RegistrationError.self) {
                try builder.module("Late") { $0.register(PaymentService.self) { _ in PaymentService() } }
            }
            // The built container is unchanged, and building again returns it.
            #expect(builder.build() === container)
            #expect(container.registeredServices.map(\.description) == ["APIClient"])
        }

        @Test("one registry can feed several containers, each with its own singletons")
        func registryReuse() throws {
            var services = ServiceRegistry(module: "Shared")
            services.register(APIClient.self, scope: .singleton) { _ in APIClient() }
            #expect(services.services == [ServiceSignature(typeName: "APIClient")])
            let first = ContainerBuilder()
            let second = ContainerBuilder()
            try first.add(services)
            try second.add(services)
            #expect(try first.build().resolve(APIClient.self) !== second.build().resolve(APIClient.self))
        }
    }
}
