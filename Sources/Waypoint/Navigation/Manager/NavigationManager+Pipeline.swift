/// One request through the pipeline: match → container → guards → action → reduce → screens → steps.
extension NavigationManager {
    func process(
        _ input: Input, number: Int, isReplay: Bool, redirects: [RouteID] = [], allowsFallback: Bool = true
    ) async -> NavigationOutcome {
        let match: RouteMatch
        let presentation: PresentationMode?
        do throws(LinkRejection) {
            switch input {
            case .link(let text, let source, let mode):
                match = try routes.match(parser.parse(text, source: source))
                presentation = mode
            case .descriptor(let descriptor):
                match = try routes.match(descriptor)
                presentation = descriptor.presentationMode
            }
        } catch {
            return await unmatched(input, rejection: error, number: number, allowsFallback: allowsFallback)
        }
        let outcome = await proceed(
            input, match: match, presentation: presentation, number: number, isReplay: isReplay, redirects: redirects)
        return finish(number: number, outcome: outcome, match: match, source: input.source)
    }

    /// Everything after a match: container, guards, action or transition.
    private func proceed(
        _ input: Input, match: RouteMatch, presentation: PresentationMode?, number: Int, isReplay: Bool,
        redirects: [RouteID]
    ) async -> NavigationOutcome {
        guard let route = routes.route(match.route) else {
            return .rejected(.link(LinkRejection(.notFound, "route '\(match.route)' is not in the table")))
        }
        guard container != nil else { return wait(input, number: number, until: .containerAttached) }
        if let (name, decision) = await firstObjection(to: route, match: match, state: state, isReplay: isReplay) {
            switch decision {
            case nil:
                return .rejected(.guardTimedOut(guard: name))
            case .reject(let reason):
                return .rejected(.guardDenied(guard: name, reason: reason))
            case .deferUntil(let condition):
                guard !satisfiedConditions.contains(condition) else {
                    return .rejected(
                        .guardDenied(guard: name, reason: "deferred until '\(condition)', which already holds"))
                }
                return wait(input, number: number, until: condition)
            case .redirect(let target, let condition):
                return await redirect(
                    input, number: number, to: target, byGuard: name, resumeWhen: condition,
                    chain: redirects + [route.id])
            case .allow:
                break
            }
        }
        if route.kind == .action {
            return await performAction(route, match: match, number: number, redirects: redirects)
        }
        let refused = await parentsRefusedByTheirGuards(route, match: match, isReplay: isReplay)
        let destination = self.destination(
            for: route, match: match, presentation: presentation ?? route.presentation, leavingOut: refused)
        return await transition(with: .show(destination))
    }

    /// The synthetic parents whose own guards do not allow them. They are shown too, so they
    /// meet their guards like any route; one that does not pass is left out of the back stack.
    private func parentsRefusedByTheirGuards(
        _ route: RouteDefinition, match: RouteMatch, isReplay: Bool
    ) async -> Set<RouteID> {
        var refused: Set<RouteID> = []
        for parent in routes.parents(of: route.id) where !parent.guards.isEmpty {
            if await firstObjection(to: parent, match: match, state: state, isReplay: isReplay, global: false) != nil {
                refused.insert(parent.id)
            }
        }
        return refused
    }

    /// Runs the global guards, then the route's own, in order, each with the guard deadline.
    /// Returns the first guard that does not allow and its decision (`nil` when it timed out),
    /// or `nil` when every guard allows. A name no guard is registered under refuses.
    func firstObjection(
        to route: RouteDefinition, match: RouteMatch, state: NavigationState, isReplay: Bool, global: Bool = true
    ) async -> (name: String, decision: GuardDecision?)? {
        let globals = global ? globalGuards.map { ("global", Optional($0)) } : []
        let checks = globals + route.guards.map { ($0, guards[$0]) }
        for (name, check) in checks {
            guard let check else { return (name, .reject("no guard is registered under this name")) }
            let context = GuardContext(
                guardName: name, route: route.id, parameters: match.parameters, source: match.link.source,
                state: state, satisfiedConditions: satisfiedConditions, isReplay: isReplay)
            let decision = await withDeadline(configuration.guardTimeout) { await check.check(context) }
            if decision != .allow { return (name, decision) }
        }
        return nil
    }

    /// The screen, its synthetic parents (filled from the match's parameters) and its tab.
    private func destination(
        for route: RouteDefinition, match: RouteMatch, presentation: PresentationMode, leavingOut refused: Set<RouteID>
    ) -> NavigationDestination {
        var parameters = match.parameters.dictionary
        var parents: [NavigationScreen] = []
        for parent in routes.parents(of: route.id) where !refused.contains(parent.id) {
            // The table checked that parents can be filled from the child's parameters.
            guard let link = try? routes.link(to: parent.id, parameters: parameters, source: match.link.source),
                let parentMatch = try? routes.match(
                    Link(source: .inApp, segments: link.segments, queryItems: link.queryItems))
            else { continue }
            parents.append(
                NavigationScreen(route: parent.id, descriptor: parentMatch.descriptor(presentationMode: .push)))
            parameters.merge(parentMatch.parameters.dictionary) { current, _ in current }
        }
        let screen = NavigationScreen(route: route.id, descriptor: match.descriptor(presentationMode: presentation))
        return NavigationDestination(
            screen: screen, parents: parents, presentation: presentation, owningTab: configuration.owningTab(of: route))
    }

    private func unmatched(
        _ input: Input, rejection: LinkRejection, number: Int, allowsFallback: Bool
    ) async -> NavigationOutcome {
        guard rejection.code == .notFound, allowsFallback else {
            return finish(number: number, outcome: .rejected(.link(rejection)), match: nil, source: input.source)
        }
        let link: Link?
        switch input {
        case .link(let text, let source, _): link = try? parser.parse(text, source: source)
        case .descriptor(let descriptor): link = try? descriptor.link()
        }
        guard let link else {
            return finish(number: number, outcome: .rejected(.link(rejection)), match: nil, source: input.source)
        }
        switch configuration.fallback(link) {
        case .reject:
            return finish(number: number, outcome: .rejected(.link(rejection)), match: nil, source: input.source)
        case .handOff:
            return finish(number: number, outcome: .handedOff(link), match: nil, source: input.source)
        case .show(let descriptor):
            // The fallback's own destination gets no fallback of its own.
            return await process(.descriptor(descriptor), number: number, isReplay: false, allowsFallback: false)
        }
    }

    private func redirect(
        _ input: Input, number: Int, to target: DeepLinkDescriptor, byGuard name: String,
        resumeWhen condition: ReadinessCondition?, chain: [RouteID]
    ) async -> NavigationOutcome {
        guard chain.count <= configuration.maxRedirects else { return .rejected(.tooManyRedirects(chain)) }
        let shown = await process(.descriptor(target), number: number, isReplay: false, redirects: chain)
        switch shown {
        case .completed, .performedAction, .redirected:
            // Resuming on a condition that already holds would only meet the same guard again.
            guard let condition, !satisfiedConditions.contains(condition) else {
                return .redirected(to: target, byGuard: name, resumeWhen: nil)
            }
            if case .rejected(let reason) = wait(input, number: number, until: condition) { return .rejected(reason) }
            return .redirected(to: target, byGuard: name, resumeWhen: condition)
        case .deferred, .handedOff, .rejected:
            return shown
        }
    }

    private func performAction(
        _ route: RouteDefinition, match: RouteMatch, number: Int, redirects: [RouteID]
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
            return await process(
                .descriptor(descriptor), number: number, isReplay: false, redirects: redirects + [route.id])
        }
    }
}
