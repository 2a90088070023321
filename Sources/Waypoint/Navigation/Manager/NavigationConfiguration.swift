/// How a ``NavigationManager`` is set up: tabs, waiting, timeouts, the unmatched-link fallback.
///
/// ```swift
/// var configuration = NavigationConfiguration()
/// configuration.addTab("shop", root: "home", modules: ["Catalog", "Help"])
/// configuration.addTab("basket", root: "basket", modules: ["Basket"], routes: ["checkout"])
/// configuration.guardTimeout = .seconds(5)
/// configuration.fallback = { _ in .show(DeepLinkDescriptor(path: "/not-found")) }
/// ```
public struct NavigationConfiguration: Sendable {
    /// A tab of the app as ``addTab(_:root:modules:routes:)`` declares it: its root screen, and the
    /// routes whose links open in it. What apps see of a tab is the state's ``NavigationTab``.
    package struct Tab: Hashable, Sendable {
        /// The tab's identity.
        package var id: TabID
        /// The route shown at the bottom of the tab's stack; it must need no parameters.
        package var root: RouteID
        /// Modules whose routes belong to this tab.
        package var modules: Set<ModuleID>
        /// Further routes that belong to this tab, whatever their module.
        package var routes: Set<RouteID>

        /// Creates a tab.
        package init(id: TabID, root: RouteID, modules: Set<ModuleID> = [], routes: Set<RouteID> = []) {
            self.id = id
            self.root = root
            self.modules = modules
            self.routes = routes
        }
    }

    /// What to do with a link that matches no route, or that its route declines.
    public enum Fallback: Hashable, Sendable {
        /// Refuse it with its reason: `notFound`, or `declinedByRoute`.
        case reject
        /// Show this destination instead (a not-found screen).
        case show(DeepLinkDescriptor)
        /// Hand the link back for the system to open (the browser); the outcome is `handedOff`.
        case handOff
    }

    /// The app's tabs, in the order added; empty for an app with one stack.
    package var tabs: [Tab] = []
    /// The app's split view as ``useSplitView(sidebar:supplementary:)`` declares it: the route at the
    /// bottom of the sidebar, and whether a supplementary column sits between it and the detail.
    package var splitView: (sidebar: RouteID, supplementary: Bool)?
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
    /// Decides what an unmatched link does, and a link its route declines (`declinedByRoute`);
    /// refuses it by default.
    public var fallback: @Sendable (Link) -> Fallback = { _ in .reject }
    /// The clock used for pending deadlines; replace it in tests.
    public var now: @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }

    /// Creates the default configuration.
    public init() {}

    /// Adds a tab after those added before; the first is selected at launch. A route's links open
    /// in the tab that lists the route in `routes`, else in the tab that lists its module.
    ///
    /// - Parameters:
    ///   - id: The tab's identity, as the state's ``NavigationTab`` and the app's tab bar name it.
    ///   - root: The route shown at the bottom of the tab's stack; it must need no parameters.
    ///   - modules: Modules whose routes belong to this tab.
    ///   - routes: Further routes that belong to this tab, whatever their module.
    public mutating func addTab(_ id: TabID, root: RouteID, modules: Set<ModuleID> = [], routes: Set<RouteID> = []) {
        tabs.append(Tab(id: id, root: root, modules: modules, routes: routes))
    }

    /// Makes the app's root a split view (iPad, Mac): a sidebar showing `sidebar`, a detail column,
    /// and with `supplementary` a column between them, both empty until a destination shows in
    /// them. Routes declare their column (`RouteDefinition.column`); in compact width the columns
    /// show as one stack. An app cannot have both tabs and a split view
    /// (``NavigationSetupError/splitViewWithTabs``).
    ///
    /// - Parameters:
    ///   - sidebar: The route shown at the bottom of the sidebar; it must need no parameters.
    ///   - supplementary: Whether the split has three columns.
    public mutating func useSplitView(sidebar: RouteID, supplementary: Bool = false) {
        splitView = (sidebar, supplementary)
    }

    /// The columns of the app's split view; `nil` for an app without one.
    var splitColumns: [SplitColumn]? {
        splitView.map { $0.supplementary ? [.sidebar, .supplementary, .detail] : [.sidebar, .detail] }
    }

    /// The tab whose stack a route belongs in.
    func owningTab(of route: RouteDefinition) -> TabID? {
        tabs.first { $0.routes.contains(route.id) }?.id ?? tabs.first { $0.modules.contains(route.module) }?.id
    }
}
