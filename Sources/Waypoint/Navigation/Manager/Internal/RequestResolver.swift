/// Entry → policy → match → guards → what to do: show a destination, run an action, wait for a
/// condition, follow a redirect or the app's fallback, or refuse. Requests go through the queue,
/// one at a time; each is reported once, by ``process(_:)``, wherever redirects and actions send it.
@MainActor
final class RequestResolver<Screen> {
    let routes: RouteTable
    let parser: LinkParser
    let configuration: NavigationConfiguration
    let guards: GuardRunner
    private let actions: ActionRegistry
    /// The dependency container actions are run with.
    private let services: any Resolver
    let transition: Transition<Screen>
    private let events: EventHub
    private let waitingRoom: WaitingRoom
    private let queue: RequestQueue
    let results: ResultLedger

    init(
        routes: RouteTable, parser: LinkParser, configuration: NavigationConfiguration, guards: GuardRunner,
        actions: ActionRegistry, services: any Resolver, transition: Transition<Screen>, events: EventHub,
        waitingRoom: WaitingRoom, queue: RequestQueue, results: ResultLedger
    ) {
        self.routes = routes
        self.parser = parser
        self.configuration = configuration
        self.guards = guards
        self.actions = actions
        self.services = services
        self.transition = transition
        self.events = events
        self.waitingRoom = waitingRoom
        self.queue = queue
        self.results = results
    }

    /// Numbers an entry, queues it, and returns its outcome once processed in its turn. A copy of
    /// the top is never coalesced with an identical request.
    func run(_ entry: PipelineRequest.Entry, pushingCopyOfTop: Bool = false) async -> NavigationOutcome {
        var request = PipelineRequest(entry: entry, number: queue.nextNumber())
        request.pushesCopyOfTop = pushingCopyOfTop
        return await queue.run(key: pushingCopyOfTop ? nil : entry) { [unowned self] in await self.process(request) }
    }

    /// Runs an entry whose caller awaits the result of the screen it shows; `shot` gets the result.
    /// Never coalesced in the queue, so that each caller's claim is its own, even when the reducer
    /// shows one screen for both (a double tap).
    func run<Value: Codable & Sendable>(
        _ entry: PipelineRequest.Entry, route: RouteID, awaiting shot: OneShot<NavigationResult<Value>>
    ) async -> ResultRequest<Value> {
        let request = PipelineRequest(entry: entry, number: queue.nextNumber())
        results.wait(ResultWaiter(number: request.number, route: route, shot: shot))
        let outcome = await queue.run(key: nil) { [unowned self] in await self.process(request) }
        // A request cancelled before its turn never reached `process`.
        results.requestEnded(request.number, outcome)
        return ResultRequest(outcome: outcome, number: request.number, shot: shot)
    }

    /// Runs a request that needs no resolving (a pop, attaching a container) in its turn, reports
    /// it, and then replays what its outcome made ready, as after any request. `work` gets the
    /// request's number.
    func run(_ work: @escaping @MainActor (Int) async -> NavigationOutcome) async -> NavigationOutcome {
        await runNumbered(work).outcome
    }

    /// The same, returning the request's number with its outcome.
    func runNumbered(
        _ work: @escaping @MainActor (Int) async -> NavigationOutcome
    ) async -> (outcome: NavigationOutcome, number: Int) {
        let number = queue.nextNumber()
        let outcome = await queue.run(key: nil) { [unowned self] in
            let finished = events.finish(await work(number), number: number, match: nil, source: .inApp)
            replayReadyRequests()
            return finished
        }
        return (outcome, number)
    }

    /// Queues a replay of every waiting request whose condition now holds, its guards run again,
    /// after reporting what waited too long.
    func replayReadyRequests() {
        for replay in waitingRoom.takeReady() {
            queue.runDetached { [unowned self] in await self.process(replay) }
        }
    }

    /// Takes a request through the pipeline and reports its outcome, once: one `finished` event
    /// and, when it is refused, one failure call, wherever redirects and actions sent it. Then
    /// replays what its outcome made ready, and expires what waited too long.
    func process(_ request: PipelineRequest) async -> NavigationOutcome {
        var trail: [RouteID] = []
        let (outcome, match) = await resolve(request, trail: &trail)
        let finished = events.finish(
            outcome, number: request.number, match: match, source: request.source, redirectedTo: trail)
        results.requestEnded(request.number, finished)
        replayReadyRequests()
        return finished
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

    func match(_ entry: PipelineRequest.Entry) throws(LinkRejection) -> (RouteMatch, PresentationMode?) {
        switch entry {
        case .link(let text, let source, let mode):
            return (try routes.match(parser.parse(text, source: source)), mode)
        case .descriptor(let descriptor):
            return (try routes.match(descriptor), descriptor.requestedPresentation)
        case .matched(let match, let mode):
            return (match, mode)
        }
    }

    /// What the route's guards make of the request: `nil` when every guard lets it through,
    /// otherwise its outcome (refused, waiting, redirected). A guard that asks the user is asked
    /// again once they confirmed, and its confirmed question then lets the request through.
    private func guardsStop(
        _ route: RouteDefinition, match: RouteMatch, request: PipelineRequest, trail: inout [RouteID]
    ) async -> NavigationOutcome? {
        var confirmed: Set<NavigationDialog> = []
        while let (name, decision) = await guards.firstObjection(
            to: route, match: match, state: transition.state, satisfied: waitingRoom.satisfied,
            isReplay: request.isReplay, confirmed: confirmed)
        {
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
                return waitingRoom.wait(request, until: condition)
            case .redirect(let target, let condition):
                return await redirect(
                    request, from: route.id, to: target, byGuard: name, resumeWhen: condition, trail: &trail)
            case .confirm(let dialog):
                let (button, outcome) = await ask(dialog, number: request.number, trail: &trail)
                guard button?.proceeds == true else {
                    if case .rejected = outcome { return outcome }
                    if let destination = button?.destination {
                        return .redirected(to: destination, byGuard: name, resumeWhen: nil)
                    }
                    return .rejected(
                        .guardDenied(guard: name, reason: "the user chose '\(button?.title ?? "no button")'"))
                }
                confirmed.insert(dialog)
            case .allow:
                return nil
            }
        }
        return nil
    }

    /// The detent and anchor a request asks of the layer it presents: a descriptor's; a link or a
    /// route value asks for none, and shows as its route declares.
    private func layerAsks(_ entry: PipelineRequest.Entry) -> (detent: SheetDetent?, anchor: PopoverAnchor?) {
        guard case .descriptor(let descriptor) = entry else { return (nil, nil) }
        return (descriptor.detent, descriptor.anchor)
    }

    /// Everything after a match: container, guards, action or transition.
    private func proceed(
        _ request: PipelineRequest, match: RouteMatch, presentation: PresentationMode?, trail: inout [RouteID]
    ) async -> NavigationOutcome {
        guard let position = routes.position(of: match) else {
            return .rejected(.link(LinkRejection(.notFound, "route '\(match.route)' is not in the table")))
        }
        let route = routes.routes[position]
        guard transition.isAttached else { return waitingRoom.wait(request, until: .containerAttached) }
        if let refusal = await guardsStop(route, match: match, request: request, trail: &trail) { return refusal }
        if route.kind == .action { return await performAction(route, match: match, request: request, trail: &trail) }
        // Both the parents' guards and the synthetic back stack read the chain.
        let ancestors = routes.parents(of: route)
        let refused = await parentsRefusedByTheirGuards(ancestors, match: match, isReplay: request.isReplay)
        var destination: NavigationDestination
        do throws(NavigationRejection) {
            let asks = layerAsks(request.entry)
            destination = try self.destination(
                for: route, ancestors: ancestors, match: match, presentation: presentation ?? route.presentation,
                leavingOut: refused
            ).presenting(route: route, detent: asks.detent, anchor: asks.anchor)
        } catch {
            return .rejected(.invalidRequest(error))
        }
        destination.pushesCopyOfTop = request.pushesCopyOfTop
        let (outcome, shown) = await transition.show(destination)
        // Only the request's own route owes its caller a result, not where a redirect sent it.
        if let shown, request.redirects.isEmpty {
            results.shown(request.number, as: shown, in: transition.state)
        }
        return outcome
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

    /// The screen, its synthetic parents (filled from the match's parameters), its tab and their
    /// columns; each screen keeps the match it was made from, so that building it matches nothing
    /// again.
    private func destination(
        for route: RouteDefinition, ancestors: [RouteDefinition], match: RouteMatch, presentation: PresentationMode,
        leavingOut refused: Set<RouteID>
    ) -> NavigationDestination {
        var parents: [NavigationScreen] = []
        var parentRoutes: [RouteDefinition] = []
        if !ancestors.isEmpty {
            // One value per name, in name order, as the child matched them.
            var values = match.parameters.firstValuesByName
            for (position, parent) in ancestors.enumerated() where !refused.contains(parent.id) {
                // The table checked that parents can be filled from the child's parameters. Made from
                // its id, a parent is its own route even where its link opens another (`/catalog/sale`).
                guard let parentMatch = try? routes.match(route: parent.id, values: values) else { continue }
                parents.append(NavigationScreen(match: parentMatch, presentationMode: .push))
                parentRoutes.append(parent)
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
        var destination = NavigationDestination(
            screen: NavigationScreen(match: match, presentationMode: presentation), parents: parents,
            presentation: presentation, owningTab: configuration.owningTab(of: route))
        destination.columns = NavigationDestination.columns(screen: route, parents: parentRoutes)
        return destination
    }

    /// An unmatched request: refused, or handed to the app's fallback when no route matched or the
    /// route declined the link.
    private func unmatched(
        _ request: PipelineRequest, rejection: LinkRejection, trail: inout [RouteID]
    ) async -> (NavigationOutcome, RouteMatch?) {
        let refused = NavigationOutcome.rejected(.link(rejection))
        let fallsBack = rejection.code == .notFound || rejection.code == .declinedByRoute
        guard fallsBack, request.allowsFallback, let link = fallbackLink(for: request.entry) else {
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
        var onward = request.redirected(to: target, by: route)
        onward.mayResume = false
        let shown = await continueRequest(onward, trail: &trail)
        switch shown {
        case .completed, .performedAction, .redirected:
            // Resuming on a condition that already holds would only meet the same guard again.
            guard let condition, request.mayResume, !waitingRoom.satisfied.contains(condition) else {
                return .redirected(to: target, byGuard: name, resumeWhen: nil)
            }
            if case .rejected(let reason) = waitingRoom.wait(request, until: condition) { return .rejected(reason) }
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
            result = try await action(ActionRegistry.Context(match: match), services)
        } catch {
            return .rejected(.actionFailed(route.id, "\(error)"))
        }
        switch result {
        case .done(let message):
            return .performedAction(route.id, message: message)
        case .ask(let dialog):
            let (button, outcome) = await ask(dialog, number: request.number, trail: &trail)
            guard case .completed = outcome, button?.destination == nil else { return outcome }
            return .performedAction(route.id, message: "asked '\(dialog.title)': \(button?.title ?? "no answer")")
        case .navigate(let descriptor):
            return await continueRequest(request.redirected(to: descriptor, by: route.id), trail: &trail)
        }
    }

    /// The outcome of a request a redirect or an action sent on; the route it reached, and the
    /// routes it was sent on to from there, are added to `trail`.
    func continueRequest(_ request: PipelineRequest, trail: inout [RouteID]) async -> NavigationOutcome {
        var onward: [RouteID] = []
        let (outcome, reached) = await resolve(request, trail: &onward)
        if let reached { trail.append(reached.route) }
        trail += onward
        return outcome
    }
}
