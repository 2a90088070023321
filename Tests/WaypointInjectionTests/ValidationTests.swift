import TestSupport
import Testing
import WaypointInjection

private final class APIClient: Sendable {}
private final class Analytics: Sendable {}
private final class BasketService: Sendable {}
private final class First: Sendable {}
private final class Second: Sendable {}
private struct Point: Sendable {}
private struct ProductScreen: Sendable { let id: Int }

private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}

extension InjectionTests {
    @Suite("Validation")
    struct Validation {
        @Test("validation reports every failing registration at once")
        func severalFailures() throws {
            let container = try DependencyContainer(module: "Shop") { services in
                services.register(APIClient.self, scope: .singleton) { _ in APIClient() }
                services.register(BasketService.self) { resolver in
                    _ = try resolver.resolve(Analytics.self)
                    return BasketService()
                }
                services.register(First.self) { resolver in
                    _ = try resolver.resolve(Second.self)
                    return First()
                }
                services.register(Second.self) { resolver in
                    _ = try resolver.resolve(First.self)
                    return Second()
                }
                services.register(Point.self, scope: .weak) { _ in Point() }
                services.register(Analytics.self, name: "remote") { _ in throw Offline() }
                services.register(ProductScreen.self) { (_, id: Int) in ProductScreen(id: id) }
            }
            let report = try #require(throws: ValidationReport.self) { try container.validate() }
            #expect(!report.isValid)
            #expect(
                report.failures.map(\.service.description)
                    == ["Analytics (name: \"remote\")", "BasketService", "First", "Point", "Second"]
            )
            #expect(
                report.failures.map(\.error.code)
                    == [
                        .factoryFailed, .notRegistered, .circularDependency, .weakScopeRequiresClass,
                        .circularDependency,
                    ]
            )
            #expect(report.validated.count == 6)
            #expect(report.skipped == [ServiceSignature(typeName: "ProductScreen", argumentTypeNames: ["Int"])])
            #expect(
                report.description.hasPrefix(
                    "5 of 6 registrations failed to resolve:\n- Analytics (name: \"remote\") (module Shop at WaypointInjectionTests/ValidationTests.swift:"
                ))
            #expect(
                report.description.contains("\n- First (module Shop at WaypointInjectionTests/ValidationTests.swift:"))
            #expect(report.description.contains("): Circular dependency: First → Second → First.\n"))
            #expect(
                report.description.hasSuffix(
                    "Skipped 1 that need runtime arguments (give samples to validate(with:)) or the main actor "
                        + "(validate there): ProductScreen (arguments: Int)"
                )
            )
        }

        @Test("a valid container passes and says what it checked")
        func valid() throws {
            let container = try DependencyContainer { services in
                services.register(APIClient.self, scope: .singleton) { _ in APIClient() }
                services.register(BasketService.self) { resolver in
                    _ = try resolver.resolve(APIClient.self)
                    return BasketService()
                }
            }
            let report = try container.validate()
            #expect(report.isValid)
            #expect(report.description == "All 2 registrations resolve.")
        }

        @Test("sample arguments let validation try registrations that take arguments")
        func samples() throws {
            let container = try DependencyContainer { services in
                services.register(ProductScreen.self) { (_, id: Int) in ProductScreen(id: id) }
                services.register(ProductScreen.self, name: "broken") { (resolver, id: Int) in
                    _ = try resolver.resolve(APIClient.self)
                    return ProductScreen(id: id)
                }
            }
            var samples = ValidationArguments()
            samples.add(ProductScreen.self, arguments: 42)
            samples.add(ProductScreen.self, name: "broken", arguments: 1)
            let report = try #require(throws: ValidationReport.self) { try container.validate(with: samples) }
            #expect(report.skipped.isEmpty)
            #expect(report.failures.map(\.service.description) == ["ProductScreen (name: \"broken\", arguments: Int)"])
        }

        @Test("validation leaves the container's singletons alone")
        func throwaway() throws {
            let made = LockedCounter()
            let parent = try DependencyContainer { services in
                services.register(APIClient.self, scope: .singleton) { _ in
                    made.increment()
                    return APIClient()
                }
            }
            let child = try parent.makeChild { services in
                services.register(BasketService.self, scope: .singleton) { resolver in
                    _ = try resolver.resolve(APIClient.self)
                    return BasketService()
                }
            }
            try child.validate()
            #expect(made.value == 1)
            _ = try child.resolve(BasketService.self)
            #expect(made.value == 2)
            _ = try parent.resolve(APIClient.self)
            #expect(made.value == 2)
        }

        @Test("a child validates what it sees, overrides included")
        func childOverrides() throws {
            let parent = try DependencyContainer { services in
                services.register(APIClient.self) { resolver in
                    _ = try resolver.resolve(Analytics.self)
                    return APIClient()
                }
            }
            let child = try parent.makeChild { services in
                services.register(APIClient.self) { _ in APIClient() }
            }
            #expect(throws: ValidationReport.self) { try parent.validate() }
            #expect(try child.validate().isValid)
        }

        @Test("registrations are tried in registration order, the parent's first, an override in the child's place")
        func triedInRegistrationOrder() throws {
            let parent = try DependencyContainer { services in
                services.register(Second.self) { _ in Second() }
                services.register(APIClient.self) { _ in APIClient() }
                services.register(First.self) { _ in First() }
            }
            let child = try parent.makeChild { services in
                services.register(BasketService.self) { _ in BasketService() }
                services.register(APIClient.self) { _ in APIClient() }
                services.register(Analytics.self) { _ in Analytics() }
            }
            #expect(
                try child.validate().validated.map(\.typeName)
                    == ["Second", "First", "BasketService", "APIClient", "Analytics"])
        }

        @Test("skipped registrations are listed in the order of their descriptions")
        func skippedInDescriptionOrder() throws {
            let container = try DependencyContainer { services in
                services.register(ProductScreen.self, name: "wide") { (_, id: Int) in ProductScreen(id: id) }
                services.register(ProductScreen.self) { (_, id: Int) in ProductScreen(id: id) }
                services.register(Point.self) { (_, id: Int) in Point() }
            }
            #expect(
                try container.validate().skipped.map(\.description)
                    == [
                        "Point (arguments: Int)", "ProductScreen (arguments: Int)",
                        "ProductScreen (name: \"wide\", arguments: Int)",
                    ])
        }
    }
}
