public import Foundation

/// The one object that runs the pipeline: entry → policy → match → guards → reduce → plan →
/// container → outcome.
///
/// Main-actor isolated; requests are processed one at a time, in arrival order, and each gets
/// exactly one ``NavigationOutcome``. Identical requests still waiting in the queue are
/// coalesced into one (a double tap shows one screen; both callers get its outcome).
///
/// A facade over parts that each own one thing: the request queue, the resolver (match, guards,
/// redirects, actions, fallback), the waiting room (readiness and the requests waiting for it), the
/// transition (reduce, plan, build screens, perform; it owns the state and the container),
/// restoration, the results ledger (who awaits which screen's result) and the events hub. Code
/// that only navigates depends on ``NavigationManaging``.
///
/// ```swift
/// let manager = try NavigationManager(routes: table, policy: policy, screens: screens, resolver: container)
/// await manager.attach(tabBarContainer)
/// await manager.navigate(using: DeepLinkDescriptor(path: "/profile/details", parameters: ["userId": "12345"]))
/// ```
@MainActor
public final class NavigationManager<Screen>: EntryClosing {
    /// The route table requests are matched against.
    public var routes: RouteTable { requestResolver.routes }
    /// The configuration.
    package var configuration: NavigationConfiguration { requestResolver.configuration }
    /// The navigation state: what the container shows. Always the truth.
    public var state: NavigationState { transition.state }
    /// The readiness conditions that hold now.
    package var satisfiedConditions: Set<ReadinessCondition> { waitingRoom.satisfied }

    let queue = RequestQueue()
    /// Links submitted from any thread, waiting for the main actor (``submit(_:source:onOutcome:)``).
    let inbox = SubmissionInbox()
    let eventHub: EventHub
    let waitingRoom: WaitingRoom
    let transition: Transition<Screen>
    let requestResolver: RequestResolver<Screen>

    /// Creates a manager.
    ///
    /// - Parameters:
    ///   - routes: The app's route table.
    ///   - policy: The schemes and hosts the app accepts.
    ///   - screens: Every module's screen factories.
    ///   - actions: Every module's action routes.
    ///   - resolver: The dependency container screens and actions are built from.
    ///   - guards: Guards by the identities routes list.
    ///   - globalGuards: Guards that run for every request, before the route's own.
    ///   - leaveChecks: The checks asked before a screen of their route is removed (``LeaveCheck``).
    ///   - configuration: Tabs, waiting, timeouts and fallback.
    /// - Throws: ``NavigationSetupError`` when a tab's or the app's root route cannot be shown, or
    ///   when the policy lists a universal-link host that is not a valid host (`LinkPolicy.invalidHosts`).
    public convenience init(
        routes: RouteTable,
        policy: LinkPolicy,
        screens: ScreenRegistry<Screen>,
        actions: ActionRegistry = ActionRegistry(),
        resolver: any Resolver,
        guards: [GuardID: any NavigationGuard] = [:],
        globalGuards: [any NavigationGuard] = [],
        leaveChecks: [RouteID: LeaveCheck] = [:],
        configuration: NavigationConfiguration = NavigationConfiguration()
    ) throws(NavigationSetupError) {
        if let problem = policy.invalidHosts.first { throw .invalidUniversalLinkHost(problem) }
        self.init(
            initialState: try NavigationState.initial(routes: routes, configuration: configuration), routes: routes,
            policy: policy, screens: screens, actions: actions, resolver: resolver, guards: guards,
            globalGuards: globalGuards, leaveChecks: leaveChecks, configuration: configuration)
    }

    /// Creates a manager from a set-up already checked: another window's manager, over the same parts.
    init(
        initialState: NavigationState, routes: RouteTable, policy: LinkPolicy, screens: ScreenRegistry<Screen>,
        actions: ActionRegistry, resolver: any Resolver, guards: [GuardID: any NavigationGuard],
        globalGuards: [any NavigationGuard], leaveChecks: [RouteID: LeaveCheck], configuration: NavigationConfiguration
    ) {
        let events = EventHub(routes: routes)
        let results = ResultLedger(events: events)
        eventHub = events
        waitingRoom = WaitingRoom(
            capacity: configuration.pendingCapacity, lifetime: configuration.pendingLifetime, now: configuration.now,
            events: events, results: results)
        transition = Transition(
            state: initialState, routes: routes, screens: screens, services: resolver, results: results,
            leaveChecks: LeaveChecks(checks: leaveChecks))
        requestResolver = RequestResolver(
            routes: routes, parser: LinkParser(policy: policy), configuration: configuration,
            guards: GuardRunner(globalGuards: globalGuards, guards: guards, timeout: configuration.guardTimeout),
            actions: actions, services: resolver, transition: transition, events: events, waitingRoom: waitingRoom,
            queue: queue, results: results)
        transition.manager = self
    }

    /// Called at once, on the main actor, for every refused request (not found, refused by a
    /// guard or the policy, a screen that could not be built, …), before its caller gets the
    /// outcome; ``events`` reports the same requests later, asynchronously.
    public var onFailure: (@MainActor (NavigationFailure) -> Void)? {
        get { eventHub.onFailure }
        set { eventHub.onFailure = newValue }
    }

    // MARK: Requests

    /// Shows a descriptor's destination, as the design documents' navigation service did.
    @discardableResult public func navigate(using descriptor: DeepLinkDescriptor) async -> NavigationOutcome {
        await submit(.descriptor(descriptor))
    }

    /// Shows a typed route, `navigate(to: ProductRoute(category: "shoes", productId: 42))`: exactly
    /// the route whose id the value's type declares.
    ///
    /// - Parameters:
    ///   - route: The route value.
    ///   - presentation: How to show it; the route's declared presentation when `nil`.
    /// - Returns: The outcome; `notFound` when no route has the type's id, `invalidParameter` when a value has no link.
    @discardableResult
    public func navigate<R: Route>(to route: R, presentation: PresentationMode? = nil) async -> NavigationOutcome {
        await submit { () throws(LinkRejection) in .matched(try routes.match(route), presentation) }
    }

    /// Shows a route by id, as an in-app tap does: exactly that route, matched from its values
    /// without printing a link, so that a value spelling another route's literal still shows it.
    @discardableResult
    public func navigate(
        to route: RouteID, parameters: [String: String] = [:], presentation: PresentationMode? = nil
    ) async -> NavigationOutcome {
        await submit { () throws(LinkRejection) in
            .matched(try routes.match(route: route, parameters: parameters), presentation)
        }
    }

    /// Opens a link from outside the app or inside it; `source`, when `nil`, is inferred from its
    /// form: `https` → universal link, another scheme → custom scheme, a bare path → in-app.
    @discardableResult public func open(_ link: String, source: LinkSource? = nil) async -> NavigationOutcome {
        await submit(.link(link, source ?? LinkParser.inferredSource(for: link), nil))
    }

    /// Opens a URL; see ``open(_:source:)-(String,_)``.
    @discardableResult public func open(_ url: URL, source: LinkSource? = nil) async -> NavigationOutcome {
        await open(url.absoluteString, source: source)
    }

    /// Handles a push notification's payload (`userInfo`), read by ``NavigationConfiguration/pushPayloadLayout``.
    @discardableResult public func handle(notification userInfo: [AnyHashable: Any]) async -> NavigationOutcome {
        await submitPush { decoder throws(LinkRejection) in try decoder.decode(userInfo) }
    }

    /// Handles a push notification's payload given as JSON.
    @discardableResult public func handle(notificationJSON json: Data) async -> NavigationOutcome {
        await submitPush { decoder throws(LinkRejection) in try decoder.decode(json: json) }
    }

    /// Builds the screen a descriptor's route shows, without navigating (no guard runs); throws
    /// why a request for it would be refused: `link` (not found, a bad parameter), `screenUnavailable`.
    public func screen(for descriptor: DeepLinkDescriptor) throws(NavigationOutcome.Reason) -> Screen {
        try transition.screen(for: descriptor)
    }

    /// Pops the top screen of the visible stack.
    @discardableResult public func pop() async -> NavigationOutcome { await submitControl(.pop) }
    /// Pops the visible stack to its root.
    @discardableResult public func popToRoot() async -> NavigationOutcome { await submitControl(.popToRoot) }
    /// Dismisses the top modal layer.
    @discardableResult public func dismiss() async -> NavigationOutcome { await submitControl(.dismiss) }
    /// Dismisses every modal layer.
    @discardableResult public func dismissAll() async -> NavigationOutcome { await submitControl(.dismissAll) }
    /// Dismisses every modal layer and selects a tab.
    @discardableResult
    public func selectTab(_ tab: TabID) async -> NavigationOutcome { await submitControl(.selectTab(tab)) }
    /// Closes an entry's screen however it was shown (popped, or its modal layer dismissed); what a
    /// ``ScreenHandle`` asks for. An entry no longer shown is refused, and nothing else is closed.
    @discardableResult
    public func close(_ entry: EntryID) async -> NavigationOutcome { await submitControl(.close(entry)) }

    /// Records what the user did on screen (back swipe, swipe-to-dismiss, tab tap): the
    /// container shows it already, so nothing is performed; the state follows.
    ///
    /// - Parameter request: One of the `user…` requests of ``NavigationRequest``.
    /// - Throws: ``NavigationRejection`` when the report names something the state does not hold.
    public func userDidNavigate(_ request: NavigationRequest) throws(NavigationRejection) {
        try transition.follow(request)
        let number = queue.nextNumber()
        eventHub.emit(.userNavigated(request, number: number, top: state.topEntry?.route))
    }

    /// Runs an entry through the pipeline in its turn.
    func submit(_ entry: PipelineRequest.Entry, pushingCopyOfTop: Bool = false) async -> NavigationOutcome {
        await requestResolver.run(entry, pushingCopyOfTop: pushingCopyOfTop)
    }

    /// Submits an entry that is made first and may be refused before it is queued.
    private func submit(
        source: LinkSource = .inApp, _ makeEntry: () throws(LinkRejection) -> PipelineRequest.Entry
    ) async -> NavigationOutcome {
        do {
            return await submit(try makeEntry())
        } catch {
            return refuseBeforeQueue(.link(error), source: source).outcome
        }
    }

    /// Reports an entry refused before it was queued (a route value with no link, an unknown route
    /// id, a window the windows' rule could not reach), under a number of its own.
    func refuseBeforeQueue(
        _ reason: NavigationOutcome.Reason, source: LinkSource
    ) -> (outcome: NavigationOutcome, number: Int) {
        let number = queue.nextNumber()
        return (eventHub.finish(.rejected(reason), number: number, match: nil, source: source), number)
    }

    private func submitPush(
        _ decode: (PushPayloadDecoder) throws(LinkRejection) -> PushPayloadDecoder.Content
    ) async -> NavigationOutcome {
        let decoder = PushPayloadDecoder(layout: configuration.pushPayloadLayout)
        return await submit(source: .pushNotification) { () throws(LinkRejection) in .init(try decode(decoder)) }
    }

    func submitControl(_ request: NavigationRequest) async -> NavigationOutcome {
        await requestResolver.run { [transition] _ in await transition.perform(request) }
    }
}
