/// Entry → policy → match → guards → what to do: show a destination, run an action, wait for a
/// condition, follow a redirect or the app's fallback, or refuse. One request at a time; the
/// queue sees to that.
@MainActor
final class RequestResolver<Screen> {
    let routes: RouteTable
    let parser: LinkParser
    let configuration: NavigationConfiguration
    let guards: GuardRunner
    private let actions: ActionRegistry
    private let resolver: any Resolver
    private let transition: Transition<Screen>
    let events: EventHub
    /// The readiness conditions and the requests waiting for one.
    var waitingRoom: WaitingRoom
    /// Each route's parent chain, root first, by its position in the table, and whether a parent in
    /// it has guards of its own: worked out once, since a request would copy every parent's
    /// definition out of the table to walk the chain.
    private let chains: [(ancestors: [RouteDefinition], guarded: Bool)]

    init(
        routes: RouteTable, parser: LinkParser, configuration: NavigationConfiguration, guards: GuardRunner,
        actions: ActionRegistry, resolver: any Resolver, transition: Transition<Screen>, events: EventHub
    ) {
        self.routes = routes
        self.parser = parser
        self.configuration = configuration
        self.guards = guards
        self.actions = actions
        self.resolver = resolver
        self.transition = transition
        self.events = events
        self.waitingRoom = WaitingRoom(capacity: configuration.pendingCapacity, lifetime: configuration.pendingLifetime)
        chains = routes.routes.map { route in
            let ancestors = routes.parents(of: route)
            return (ancestors, ancestors.contains { !$0.guards.isEmpty })
        }
    }

    /// Takes a request through the pipeline and reports its outcome, once: one `finished` event
    /// and, when it is refused, one failure call, wherever redirects and actions sent it.
    func process(_ request: PipelineRequest) async -> NavigationOutcome {
        var trail: [RouteID] = []
        let (outcome, match) = await resolve(request, trail: &trail)
        return events.finish(outcome, number: request.number, match: match, source: request.source, redirectedTo: trail)
    }

    /// A request's outcome and the match it is reported with, not yet reported. A guard's redirect,
    /// an action's `navigate` and the fallback take the request on through here rather than through
    /// `process`, so that the request they continue is reported once, by its own `process`; `trail`
    /// collects the routes redirects and actions sent it on to, for that one report.
    private func resolve(
        _ request: PipelineRequest, trail: inout [RouteID]
    ) async -> (NavigationOutcome, RouteMatch?) {
        let match: RouteMatch
        let presentation: PresentationMode?
        do throws(LinkRejection) {
            (match, presentation) = try self.match(request.entry)
        } catch {
            return await unmatched(request, rejection: error, trail: &trail)
        }
        return (await proceed(request, match: match, presentation: presentation, trail: &trail), match)
    }

    private func match(_ entry: PipelineRequest.Entry) throws(LinkRejection) -> (RouteMatch, PresentationMode?) {
        switch entry {
        case .link(let text, let source, let mode):
            return (try routes.match(parser.parse(text, source: source)), mode)
        case .descriptor(let descriptor):
            return (try routes.match(descriptor), descriptor.requestedPresentation)
        case .matched(let match, let mode):
            return (match, mode)
        }
    }

    /// Everything after a match: container, guards, action or transition. Inlined into `process`,
    /// its only caller, so that a request makes one async frame fewer.
    @inline(__always)
    private func proceed(
        _ request: PipelineRequest, match: RouteMatch, presentation: PresentationMode?, trail: inout [RouteID]
    ) async -> NavigationOutcome {
        guard let position = routes.position(of: match) else {
            return .rejected(.link(LinkRejection(.notFound, "route '\(match.route)' is not in the table")))
        }
        let route = routes.routes[position]
        guard transition.container != nil else { return wait(request, until: .containerAttached) }
        // Guards that all decide without suspending are asked with no async call.
        let objection =
            if let answer = guards.immediateObjection(
                to: route, match: match, state: transition.state, satisfied: waitingRoom.satisfied,
                isReplay: request.isReplay)
            {
                answer
            } else {
                await guards.firstObjection(
                    to: route, match: match, state: transition.state, satisfied: waitingRoom.satisfied,
                    isReplay: request.isReplay)
            }
        if let (name, decision) = objection {
            switch decision {
            case nil:
                return .rejected(.guardTimedOut(guard: name))
            case .reject(let reason):
                return .rejected(.guardDenied(guard: name, reason: reason))
            case .deferUntil(let condition):
                guard !waitingRoom.satisfied.contains(condition) else {
                    return .rejected(
                        .guardDenied(guard: name, reason: "deferred until '\(condition)', which already holds"))
                }
                return wait(request, until: condition)
            case .redirect(let target, let condition):
                return await redirect(
                    request, from: route.id, to: target, byGuard: name, resumeWhen: condition, trail: &trail)
            case .allow:
                break
            }
        }
        if route.kind == .action { return await performAction(route, match: match, request: request, trail: &trail) }
        // Both the parents' guards and the synthetic back stack read the chain.
        let (ancestors, guarded) = chains[position]
        // Most parents have no guards of their own: then there is nothing to ask, and no async call.
        let refused =
            guarded ? await parentsRefusedByTheirGuards(ancestors, match: match, isReplay: request.isReplay) : []
        var destination = self.destination(
            for: route, ancestors: ancestors, match: match, presentation: presentation ?? route.presentation,
            leavingOut: refused)
        destination.pushesCopyOfTop = request.pushesCopyOfTop
        return await transition.perform(.show(destination))
    }

    /// The synthetic parents whose own guards do not allow them. They are shown too, so they
    /// meet their guards like any route; one that does not pass is left out of the back stack.
    private func parentsRefusedByTheirGuards(
        _ ancestors: [RouteDefinition], match: RouteMatch, isReplay: Bool
    ) async -> Set<RouteID> {
        var refused: Set<RouteID> = []
        for parent in ancestors where !parent.guards.isEmpty {
            let objection = await guards.firstObjection(
                to: parent, match: match, state: transition.state, satisfied: waitingRoom.satisfied,
                isReplay: isReplay, includingGlobal: false)
            if objection != nil { refused.insert(parent.id) }
        }
        return refused
    }

    /// The screen, its synthetic parents (filled from the match's parameters) and its tab; each
    /// screen keeps the match it was made from, so that building it matches nothing again.
    private func destination(
        for route: RouteDefinition, ancestors: [RouteDefinition], match: RouteMatch, presentation: PresentationMode,
        leavingOut refused: Set<RouteID>
    ) -> NavigationDestination {
        var parents: [NavigationScreen] = []
        if !ancestors.isEmpty {
            // One value per name, in name order, as the child matched them.
            var values = match.parameters.firstValuesByName
            for (position, parent) in ancestors.enumerated() where !refused.contains(parent.id) {
                // The table checked that parents can be filled from the child's parameters. Made from
                // its id, a parent is its own route even where its link opens another (`/catalog/sale`).
                guard let parentMatch = try? routes.match(route: parent.id, values: values) else { continue }
                parents.append(NavigationScreen(match: parentMatch, presentationMode: .push))
                // A parent's own parameters fill the parents above it (none above the last one); the
                // child's values come first.
                if position < ancestors.count - 1 {
                    for value in parentMatch.parameters.firstValuesByName
                    where !values.contains(where: { $0.name == value.name }) {
                        values.append(value)
                    }
                    values.sort { $0.name < $1.name }
                }
            }
        }
        return NavigationDestination(
            screen: NavigationScreen(match: match, presentationMode: presentation), parents: parents,
            presentation: presentation, owningTab: configuration.owningTab(of: route))
    }

    /// An unmatched request: refused, or handed to the app's fallback when no route matched.
    private func unmatched(
        _ request: PipelineRequest, rejection: LinkRejection, trail: inout [RouteID]
    ) async -> (NavigationOutcome, RouteMatch?) {
        let refused = NavigationOutcome.rejected(.link(rejection))
        guard rejection.code == .notFound, request.allowsFallback, let link = fallbackLink(for: request.entry) else {
            return (refused, nil)
        }
        switch configuration.fallback(link) {
        case .reject:
            return (refused, nil)
        case .handOff:
            return (.handedOff(link), nil)
        case .show(let descriptor):
            // The fallback's own destination gets no fallback of its own; the request is reported
            // with the destination's match, as it had none of its own.
            return await resolve(
                PipelineRequest(entry: .descriptor(descriptor), number: request.number, allowsFallback: false),
                trail: &trail)
        }
    }

    private func fallbackLink(for entry: PipelineRequest.Entry) -> Link? {
        switch entry {
        case .link(let text, let source, _): try? parser.parse(text, source: source)
        case .descriptor(let descriptor): try? descriptor.link()
        case .matched(let match, _): match.link
        }
    }

    private func redirect(
        _ request: PipelineRequest, from route: RouteID, to target: DeepLinkDescriptor, byGuard name: GuardID,
        resumeWhen condition: ReadinessCondition?, trail: inout [RouteID]
    ) async -> NavigationOutcome {
        let chain = request.redirects + [route]
        guard chain.count <= configuration.maxRedirects else { return .rejected(.tooManyRedirects(chain)) }
        let shown = await continueRequest(request.redirected(to: target, by: route), trail: &trail)
        switch shown {
        case .completed, .performedAction, .redirected:
            // Resuming on a condition that already holds would only meet the same guard again.
            guard let condition, !waitingRoom.satisfied.contains(condition) else {
                return .redirected(to: target, byGuard: name, resumeWhen: nil)
            }
            if case .rejected(let reason) = wait(request, until: condition) { return .rejected(reason) }
            return .redirected(to: target, byGuard: name, resumeWhen: condition)
        case .deferred, .handedOff, .rejected:
            return shown
        }
    }

    private func performAction(
        _ route: RouteDefinition, match: RouteMatch, request: PipelineRequest, trail: inout [RouteID]
    ) async -> NavigationOutcome {
        guard let action = actions.action(for: route.id) else {
            return .rejected(.actionFailed(route.id, "no action is registered for this route"))
        }
        let result: ActionRegistry.Result
        do {
            result = try await action(ActionRegistry.Context(match: match), resolver)
        } catch {
            return .rejected(.actionFailed(route.id, "\(error)"))
        }
        switch result {
        case .done(let message):
            return .performedAction(route.id, message: message)
        case .navigate(let descriptor):
            return await continueRequest(request.redirected(to: descriptor, by: route.id), trail: &trail)
        }
    }

    /// The outcome of a request a redirect or an action sent on; the route it reached, and the
    /// routes it was sent on to from there, are added to `trail`.
    private func continueRequest(_ request: PipelineRequest, trail: inout [RouteID]) async -> NavigationOutcome {
        var onward: [RouteID] = []
        let (outcome, reached) = await resolve(request, trail: &onward)
        if let reached { trail.append(reached.route) }
        trail += onward
        return outcome
    }

    /// Puts a request in the waiting room and says so; what the room evicts is reported.
    func wait(_ request: PipelineRequest, until condition: ReadinessCondition) -> NavigationOutcome {
        let (outcome, evicted) = waitingRoom.wait(request, until: condition, now: configuration.now())
        for item in evicted {
            _ = events.finish(.rejected(.evicted), number: item.number, match: nil, source: item.source)
        }
        return outcome
    }
}
