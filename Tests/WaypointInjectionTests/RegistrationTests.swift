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
        @Test("modules register into one set and the app resolves from one container")
        func modules() throws {
            let modules = [
                StubModule(name: "Basket") { services in
                    services.register(BasketService.self, scope: .singleton) { _ in BasketService() }
                },
                StubModule(name: "Checkout") { services in
                    services.register(PaymentService.self) { _ in PaymentService() }
                },
            ]
            var set = RegistrationSet()
            var app = ServiceRegistry(module: "App")
            app.register(APIClient.self, scope: .singleton) { _ in APIClient() }
            try set.insert(contentsOf: app)
            for module in modules {
                var registry = ServiceRegistry(module: module.name)
                module.registerServices(in: &registry)
                try set.insert(contentsOf: registry)
            }
            let container = DependencyContainer(registrations: set)
            #expect(
                container.registeredServices.map(\.description) == ["APIClient", "BasketService", "PaymentService"])
            _ = try container.resolve(PaymentService.self)
        }

        @Test("the same service from two modules is refused, naming both modules and both lines")
        func duplicateAcrossModules() throws {
            var set = RegistrationSet()
            var basket = ServiceRegistry(module: "Basket")
            basket.register(APIClient.self) { _ in APIClient() }
            let basketLine = #line - 1
            var checkout = ServiceRegistry(module: "Checkout")
            checkout.register(PaymentService.self) { _ in PaymentService() }
            checkout.register(APIClient.self) { _ in APIClient() }
            let checkoutLine = #line - 1
            try set.insert(contentsOf: basket)

            let error = try #require(throws: RegistrationError.self) { try set.insert(contentsOf: checkout) }
            guard case .duplicateRegistration(let service, let first, let again) = error else {
                Issue.record("expected a duplicate registration, got \(error)")
                return
            }
            #expect(service == ServiceSignature(typeName: "APIClient"))
            #expect(first == RegistrationSite(module: "Basket", fileID: #fileID, line: basketLine))
            #expect(again == RegistrationSite(module: "Checkout", fileID: #fileID, line: checkoutLine))
            #expect(
                error.description
                    == "APIClient is registered twice in one container: "
                    + "first by module Basket at WaypointInjectionTests/RegistrationTests.swift:\(basketLine), "
                    + "again by module Checkout at WaypointInjectionTests/RegistrationTests.swift:\(checkoutLine). "
                    + "Register it once, or override it in a child container."
            )
            // All or nothing: the refused registry's other services were not added either.
            #expect(DependencyContainer(registrations: set).registeredServices.map(\.description) == ["APIClient"])
        }

        @Test("a duplicate within one registration closure is refused too")
        func duplicateInOneModule() throws {
            let error = try #require(throws: RegistrationError.self) {
                try DependencyContainer { services in
                    services.register(APIClient.self) { _ in APIClient() }
                    services.register(APIClient.self, scope: .singleton) { _ in APIClient() }
                }
            }
            guard case .duplicateRegistration(_, let first, _) = error else {
                Issue.record("expected a duplicate registration, got \(error)")
                return
            }
            #expect(first.module == nil)
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

        @Test("one registry can feed several containers, each with its own singletons")
        func registryReuse() throws {
            var services = ServiceRegistry(module: "Shared")
            services.register(APIClient.self, scope: .singleton) { _ in APIClient() }
            var set = RegistrationSet()
            try set.insert(contentsOf: services)
            let first = DependencyContainer(registrations: set)
            let second = DependencyContainer(registrations: set)
            #expect(try first.resolve(APIClient.self) !== second.resolve(APIClient.self))
        }
    }
}
