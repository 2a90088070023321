import Testing
import WaypointInjection

// Stand-ins for a UIKit app's screens and navigation services, as a `DIContainer` user registers them.
private protocol PresentableLoginView: AnyObject {}
private protocol LoginNavigationService: AnyObject {}

@MainActor private final class LoginNavigation: LoginNavigationService {}

@MainActor private final class LoginViewController: PresentableLoginView {
    let navigationService: any LoginNavigationService
    init(navigationService: any LoginNavigationService) { self.navigationService = navigationService }
}

private final class APIClient: Sendable {}

/// Resolves on a thread of the global executor, away from the main actor, and returns the error's code.
private func codeOffMainActor(_ resolve: @escaping @Sendable () throws -> Void) async -> ResolutionError.Code? {
    await Task.detached {
        do {
            try resolve()
            return nil
        } catch let error as ResolutionError {
            return error.code
        } catch {
            return nil
        }
    }.value
}

extension InjectionTests {
    @Suite("Main-actor services in the DIContainer spelling")
    @MainActor
    struct MainActorServices {
        private static func makeRoot() throws -> DependencyContainer {
            try DependencyContainer { services in
                services.register(type: (any LoginNavigationService).self) { _ in LoginNavigation() }
                services.register(APIClient.self, scope: .singleton) { _ in APIClient() }
            }
        }

        @Test("a main-actor factory registers with register(type:) and resolves with resolve(type:)")
        func registersAndResolves() throws {
            let container = try DependencyContainer { services in
                services.register(type: (any LoginNavigationService).self) { _ in LoginNavigation() }
                services.register(type: (any PresentableLoginView).self) { container in
                    LoginViewController(
                        navigationService: try container.resolve(type: (any LoginNavigationService).self))
                }
                services.register(type: (any PresentableLoginView).self, name: "compact", scope: .transient) {
                    container in
                    LoginViewController(navigationService: try container.resolve())
                }
            }
            let login = try container.resolve(type: (any PresentableLoginView).self)
            #expect(login is LoginViewController)
            let compact = try container.resolve(type: (any PresentableLoginView).self, name: "compact")
            #expect(compact !== login)
        }

        @Test("register(type:) keeps the first instance in its container, as a DIContainer does")
        func keepsFirstInstance() throws {
            let container = try Self.makeRoot()
            let first = try container.resolve(type: (any LoginNavigationService).self)
            let second = try container.resolve(type: (any LoginNavigationService).self)
            let other = try Self.makeRoot().resolve(type: (any LoginNavigationService).self)
            // Compared before `#expect`, whose closures would capture the non-`Sendable` values.
            let (sameContainer, otherContainer) = (first === second, other === first)
            #expect(sameContainer)
            #expect(!otherContainer)
        }

        @Test("a main-actor service resolved off the main actor is a typed error, made or not")
        func offMainActor() async throws {
            let container = try Self.makeRoot()
            let before = await codeOffMainActor { _ = try container.resolve(type: (any LoginNavigationService).self) }
            #expect(before == .mainActorRequired)
            _ = try container.resolve(type: (any LoginNavigationService).self)
            let after = await codeOffMainActor { _ = try container.resolve(type: (any LoginNavigationService).self) }
            #expect(after == .mainActorRequired)
            // Services with `Sendable` factories still resolve anywhere.
            let api = await codeOffMainActor { _ = try container.resolve(type: APIClient.self) }
            #expect(api == nil)
        }

        @Test("a transient main-actor service reached through another factory off the main actor names the chain")
        func offMainActorThroughChain() async throws {
            let container = try DependencyContainer { services in
                services.register(type: (any LoginNavigationService).self, scope: .transient) { _ in
                    LoginNavigation()
                }
                services.register(APIClient.self) { resolver in
                    _ = try resolver.resolve(type: (any LoginNavigationService).self)
                    return APIClient()
                }
            }
            let error = try #require(
                await Task.detached { resolutionError { _ = try container.resolve(APIClient.self) } }.value)
            #expect(error.code == .mainActorRequired)
            #expect(error.chain.map(\.typeName) == ["APIClient", "LoginNavigationService"])
            #expect(
                error.description.hasPrefix(
                    "LoginNavigationService is made on the main actor, but was resolved outside it"))
        }

        @Test("a flow registers its screens in a child container when it starts; the root stays as built")
        func flowChildContainer() throws {
            let root = try Self.makeRoot()
            func startLoginFlow() throws -> DependencyContainer {
                try root.makeChild(module: "Login") { services in
                    services.register(type: (any PresentableLoginView).self) { container in
                        LoginViewController(
                            navigationService: try container.resolve(type: (any LoginNavigationService).self))
                    }
                }
            }
            let flow = try startLoginFlow()
            let screen = try flow.resolve(type: (any PresentableLoginView).self)
            #expect(try flow.resolve(type: (any PresentableLoginView).self) === screen)
            let controller = try #require(screen as? LoginViewController)
            #expect(controller.navigationService === (try root.resolve(type: (any LoginNavigationService).self)))

            let error = try #require(resolutionError { _ = try root.resolve(type: (any PresentableLoginView).self) })
            #expect(error.code == .notRegistered)
            #expect(!root.registeredServices.map(\.typeName).contains("PresentableLoginView"))
            // The next run of the flow gets a new child, with a screen of its own.
            #expect(try startLoginFlow().resolve(type: (any PresentableLoginView).self) !== screen)
        }

        @Test("validation tries main-actor services on the main actor and skips them elsewhere")
        func validation() async throws {
            let container = try Self.makeRoot()
            #expect(try container.validate().validated.count == 2)
            let skipped = try await Task.detached { try container.validate().skipped }.value
            #expect(skipped == [ServiceSignature(typeName: "LoginNavigationService")])
        }
    }
}
