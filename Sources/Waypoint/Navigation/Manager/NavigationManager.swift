public import Foundation

/// The one object that runs the pipeline: entry → policy → match → guards → reduce → plan →
/// container → outcome.
///
/// Main-actor isolated; requests are processed one at a time, in arrival order, and each gets
/// exactly one ``NavigationOutcome``. Identical requests still waiting in the queue are
/// coalesced into one (a double tap shows one screen; both callers get its outcome).
///
/// ```swift
/// let manager = try NavigationManager(
///     routes: table, policy: policy, screens: screens, resolver: container,
///     guards: ["signedIn": SignedInGuard(session: session)], configuration: configuration)
/// await manager.attach(tabBarContainer)
/// let outcome = await manager.navigate(using: DeepLinkDescriptor(path: "/profile/details",
///                                                                 parameters: ["userId": "12345"]))
/// ```
@MainActor
public final class NavigationManager<Screen> {
    /// The route table requests are matched against.
    public let routes: RouteTable
    /// The parser that checks links against the app's policy.
    public let parser: LinkParser
    /// The configuration.
    public let configuration: NavigationConfiguration
    /// The navigation state: what the container shows. Always the truth.
    public internal(set) var state: NavigationState
    /// The readiness conditions that hold now.
    public internal(set) var satisfiedConditions: Set<ReadinessCondition> = []

    let screens: ScreenRegistry<Screen>
    let actions: ActionRegistry
    let resolver: any Resolver
    let guards: [String: any NavigationGuard]
    let globalGuards: [any NavigationGuard]
    var container: (any NavigationContainer<Screen>)?
    var pending: PendingQueue<PendingRequest>
    var jobs: [Job] = []
    var isDraining = false
    var idleWaiters: [CheckedContinuation<Void, Never>] = []
    var requestCount = 0
    var eventContinuations: [Int: AsyncStream<NavigationEvent>.Continuation] = [:]
    var nextSubscriber = 0

    /// Creates a manager.
    ///
    /// - Parameters:
    ///   - routes: The app's route table.
    ///   - policy: The schemes and hosts the app accepts.
    ///   - screens: Every module's screen factories.
    ///   - actions: Every module's action routes.
    ///   - resolver: The dependency container screens and actions are built from.
    ///   - guards: Guards by the names routes list.
    ///   - globalGuards: Guards that run for every request, before the route's own.
    ///   - configuration: Tabs, waiting, timeouts and fallback.
    /// - Throws: ``NavigationSetupError`` when a tab's or the app's root route cannot be shown, or
    ///   when the policy lists a universal-link host that is not a valid host (``LinkPolicy/invalidHosts``).
    public init(
        routes: RouteTable,
        policy: LinkPolicy,
        screens: ScreenRegistry<Screen>,
        actions: ActionRegistry = ActionRegistry(),
        resolver: any Resolver,
        guards: [String: any NavigationGuard] = [:],
        globalGuards: [any NavigationGuard] = [],
        configuration: NavigationConfiguration = NavigationConfiguration()
    ) throws(NavigationSetupError) {
        if let problem = policy.invalidHosts.first {
            throw NavigationSetupError(
                message: "the link policy lists a universal-link host no link can have: \(problem)")
        }
        self.routes = routes
        self.parser = LinkParser(policy: policy)
        self.configuration = configuration
        self.screens = screens
        self.actions = actions
        self.resolver = resolver
        self.guards = guards
        self.globalGuards = globalGuards
        self.pending = PendingQueue(capacity: configuration.pendingCapacity)
        self.state = try Self.initialState(routes: routes, configuration: configuration)
    }

    deinit {
        // Subscribers' loops end with the manager instead of waiting for events that never come.
        for continuation in eventContinuations.values { continuation.finish() }
    }

    // MARK: Requests

    /// Shows a descriptor's destination, as the seeds' navigation service did.
    public func navigate(using descriptor: DeepLinkDescriptor) async -> NavigationOutcome {
        await submit(.descriptor(descriptor))
    }

    /// Shows a typed route.
    ///
    /// ```swift
    /// let outcome = await manager.navigate(to: ProductRoute(category: "shoes", productId: 42))
    /// ```
    ///
    /// - Parameters:
    ///   - route: The route value; it is printed to an in-app link and matched like any link.
    ///   - presentation: How to show it; the route's declared presentation when `nil`.
    /// - Returns: The request's outcome; `invalidParameter` when a value has no link form.
    public func navigate<R: Route>(to route: R, presentation: PresentationMode? = nil) async -> NavigationOutcome {
        let link: Link
        do {
            link = try route.link()
        } catch {
            return finish(number: nextRequestNumber(), outcome: .rejected(.link(error)), match: nil, source: .inApp)
        }
        return await submit(.link(link.description, .inApp, presentation))
    }

    /// Shows a route by id, as an in-app tap does.
    public func navigate(
        to route: RouteID, parameters: [String: String] = [:], presentation: PresentationMode? = nil
    ) async -> NavigationOutcome {
        let link: Link
        do {
            link = try routes.link(to: route, parameters: parameters)
        } catch {
            return finish(number: nextRequestNumber(), outcome: .rejected(.link(error)), match: nil, source: .inApp)
        }
        return await submit(.link(link.description, .inApp, presentation))
    }

    /// Opens a link from outside the app or inside it.
    ///
    /// - Parameters:
    ///   - link: The link as received.
    ///   - source: Where it came from; inferred from its form when `nil` (`https` → universal
    ///     link, another scheme → custom scheme, a bare path → in-app).
    public func open(_ link: String, source: LinkSource? = nil) async -> NavigationOutcome {
        await submit(.link(link, source ?? LinkParser.inferredSource(for: link), nil))
    }

    /// Opens a URL; see ``open(_:source:)-(String,_)``.
    public func open(_ url: URL, source: LinkSource? = nil) async -> NavigationOutcome {
        await open(url.absoluteString, source: source)
    }

    /// Handles a push notification's payload (`UNNotificationContent.userInfo`), read through
    /// the configured ``NavigationConfiguration/pushPayloadLayout``.
    public func handle(notification userInfo: [AnyHashable: Any]) async -> NavigationOutcome {
        let decoded = Result { () throws(LinkRejection) in
            try PushPayloadDecoder(layout: configuration.pushPayloadLayout).decode(userInfo)
        }
        return await handle(pushPayload: decoded)
    }

    /// Handles a push notification's payload given as JSON.
    public func handle(notificationJSON json: Data) async -> NavigationOutcome {
        let decoded = Result { () throws(LinkRejection) in
            try PushPayloadDecoder(layout: configuration.pushPayloadLayout).decode(json: json)
        }
        return await handle(pushPayload: decoded)
    }

    private func handle(pushPayload: Result<PushPayloadDecoder.Content, LinkRejection>) async -> NavigationOutcome {
        switch pushPayload {
        case .failure(let rejection):
            return finish(
                number: nextRequestNumber(), outcome: .rejected(.link(rejection)), match: nil,
                source: .pushNotification)
        case .success(.link(let text, let presentation)):
            return await submit(.link(text, .pushNotification, presentation))
        case .success(.descriptor(let descriptor)):
            return await submit(.descriptor(descriptor))
        }
    }

    /// Pops the top screen of the visible stack.
    public func pop() async -> NavigationOutcome { await submitControl(.pop) }
    /// Pops the visible stack to its root.
    public func popToRoot() async -> NavigationOutcome { await submitControl(.popToRoot) }
    /// Dismisses the top modal layer.
    public func dismiss() async -> NavigationOutcome { await submitControl(.dismiss) }
    /// Dismisses every modal layer.
    public func dismissAll() async -> NavigationOutcome { await submitControl(.dismissAll) }
    /// Dismisses every modal layer and selects a tab.
    public func selectTab(_ tab: TabID) async -> NavigationOutcome { await submitControl(.selectTab(tab)) }

    /// Records what the user did on screen (back swipe, swipe-to-dismiss, tab tap): the
    /// container shows it already, so nothing is performed; the state follows.
    ///
    /// - Parameter request: One of the `user…` requests of ``NavigationRequest``.
    /// - Throws: ``NavigationReducer/Rejection`` when the report names something the state does not hold.
    public func userDidNavigate(_ request: NavigationRequest) throws(NavigationReducer.Rejection) {
        state = try NavigationReducer.reduce(state, request)
        emit(
            NavigationEvent(
                request: nextRequestNumber(), kind: .userNavigated, route: state.topEntry?.route, source: .inApp,
                parameters: [:], outcome: nil, detail: "\(request)"))
    }
}

/// A manager that cannot start: a root route that cannot be shown.
///
/// ```swift
/// configuration.tabs = [.init(id: "shop", root: "catalog.product")]   // a root that needs parameters
/// _ = try NavigationManager(routes: table, policy: policy, screens: screens, resolver: container,
///                           configuration: configuration)
/// // throws: the root of tab 'shop' 'catalog.product' cannot be shown without parameters: …
/// ```
public struct NavigationSetupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// The message.
    public var description: String { message }
}
