public import ShopRoutes
public import Waypoint

/// Sign-in: the login sheet, the `signedIn` guard every other module's protected routes list,
/// and the ``SessionStore`` that holds the token.
///
/// The module registers the session in the app's container; the sign-in flow stores a token in
/// it, and the Basket and Payment screens resolve it from the container to read the token.
public struct LoginModule: FeatureModule {
    public let name: ModuleID = "Login"
    /// The session the guard reads and the container hands out.
    public let session: SessionStore

    /// The path the guard sends signed-out users to.
    static let loginPath = "/login"

    /// Creates the module with its session store.
    public init(session: SessionStore = SessionStore()) {
        self.session = session
    }

    public func registerRoutes(in routes: inout RouteRegistry) {
        routes.add(.login, pattern: Self.loginPath, presentation: .modal(.sheet))
    }

    public func registerScreens(in screens: inout ScreenRegistry<ShopScreen>) {
        screens.register(.login) { _, _ in
            ShopScreen(route: .login, title: "Sign in", lines: ["name, password, Sign in"])
        }
    }

    public func registerGuards(in guards: inout GuardRegistry) {
        guards.register(.signedIn, SignedInGuard(session: session))
    }

    public func registerServices(in services: inout ServiceRegistry) {
        let session = self.session
        services.register(SessionStore.self, scope: .singleton) { _ in session }
    }
}

/// Allows requests while the session holds a token; otherwise shows the login sheet and lets
/// the request wait until the app says `signedIn` holds, then replay once.
struct SignedInGuard: NavigationGuard {
    let session: SessionStore

    func check(_ context: GuardContext) async -> GuardDecision {
        if session.token != nil { return .allow }
        return .redirect(
            DeepLinkDescriptor(path: LoginModule.loginPath, presentationMode: .modal(.sheet)), resumeWhen: .signedIn)
    }
}
