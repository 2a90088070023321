/// How a ``NavigationManager`` is set up: tabs, waiting, timeouts, the unmatched-link fallback.
///
/// ```swift
/// var configuration = NavigationConfiguration()
/// configuration.tabs = [
///     .init(id: "shop", root: "home", modules: ["Catalog", "Help"]),
///     .init(id: "basket", root: "basket", modules: ["Basket"], routes: ["checkout"]),
/// ]
/// configuration.guardTimeout = .seconds(5)
/// configuration.fallback = { _ in .show(DeepLinkDescriptor(path: "/not-found")) }
/// ```
public struct NavigationConfiguration: Sendable {
    /// A tab of the app: its root screen, and the routes whose links open in it.
    public struct Tab: Hashable, Sendable {
        /// The tab's identity.
        package var id: TabID
        /// The route shown at the bottom of the tab's stack; it must need no parameters.
        package var root: RouteID
        /// Modules whose routes belong to this tab.
        package var modules: Set<ModuleID>
        /// Further routes that belong to this tab, whatever their module.
        package var routes: Set<RouteID>

        /// Creates a tab.
        public init(id: TabID, root: RouteID, modules: Set<ModuleID> = [], routes: Set<RouteID> = []) {
            self.id = id
            self.root = root
            self.modules = modules
            self.routes = routes
        }
    }

    /// What to do with a link that matches no route.
    public enum Fallback: Hashable, Sendable {
        /// Refuse it with `notFound`.
        case reject
        /// Show this destination instead (a not-found screen).
        case show(DeepLinkDescriptor)
        /// Hand the link back for the system to open (the browser); the outcome is `handedOff`.
        case handOff
    }

    /// The app's tabs, in order; empty for an app with one stack.
    public var tabs: [Tab] = []
    /// The root screen of an app without tabs; `nil` starts with an empty stack.
    public var rootRoute: RouteID?
    /// How many requests may wait for a condition at once; the oldest is evicted beyond that.
    public var pendingCapacity: Int = 16
    /// How long a request may wait before it expires.
    public var pendingLifetime: Duration = .seconds(300)
    /// How long a guard may take before the request is rejected with `guardTimedOut`.
    public var guardTimeout: Duration = .seconds(10)
    /// How many redirects one request may go through.
    public var maxRedirects: Int = 4
    /// Where push payloads keep their navigation.
    public var pushPayloadLayout = PushPayloadDecoder.Layout()
    /// Decides what an unmatched link does; refuses it by default.
    public var fallback: @Sendable (Link) -> Fallback = { _ in .reject }
    /// The clock used for pending deadlines; replace it in tests.
    public var now: @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }

    /// Creates the default configuration.
    public init() {}

    /// The tab whose stack a route belongs in.
    func owningTab(of route: RouteDefinition) -> TabID? {
        tabs.first { $0.routes.contains(route.id) }?.id ?? tabs.first { $0.modules.contains(route.module) }?.id
    }
}
