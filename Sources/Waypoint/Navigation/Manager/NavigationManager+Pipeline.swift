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
        guard let route = routes.route(match.route) else {
            return finish(number: number, outcome: .rejected(.link(LinkRejection(.notFound, "route '\(match.route)' vanished"))), match: match, source: input.source)
        }
        if container == nil {
            return finish(number: number, outcome: wait(input, number: number, until: .containerAttached), match: match, source: input.source)
        }

        // Guards: global first, then the route's own, in order; the first that does not allow wins.
        let checks = globalGuards.map { ("global", Optional($0)) } + route.guards.map { ($0, guards[$0]) }
        for (name, check) in checks {
            guard let check else {
                return finish(number: number, outcome: .rejected(.guardDenied(guard: name, reason: "no guard is registered under this name")), match: match, source: input.source)
            }
            let context = GuardContext(
                guardName: name, route: route.id, parameters: match.parameters, source: match.link.source,
                state: state, satisfiedConditions: satisfiedConditions, isReplay: isReplay)
            guard let decision = await withDeadline(configuration.guardTimeout, { await check.check(context) }) else {
                return finish(number: number, outcome: .rejected(.guardTimedOut(guard: name)), match: match, source: input.source)
            }
            switch decision {
            case .allow:
                continue
            case .reject(let reason):
                return finish(number: number, outcome: .rejected(.guardDenied(guard: name, reason: reason)), match: match, source: input.source)
            case .deferUntil(let condition):
                let outcome: NavigationOutcome = satisfiedConditions.contains(condition)
                    ? .rejected(.guardDenied(guard: name, reason: "deferred until '\(condition)', which already holds"))
                    : wait(input, number: number, until: condition)
                return finish(number: number, outcome: outcome, match: match, source: input.source)
            case .redirect(let target, let condition):
                let outcome = await redirect(input, number: number, to: target, byGuard: name, resumeWhen: condition, chain: redirects + [route.id])
                return finish(number: number, outcome: outcome, match: match, source: input.source)
            }
        }

        if route.kind == .action {
            return await performAction(route, match: match, number: number, source: input.source, redirects: redirects)
        }
        let destination = self.destination(for: route, match: match, presentation: presentation ?? route.presentation)
        let outcome = await transition(with: .show(destination))
        return finish(number: number, outcome: outcome, match: match, source: input.source)
    }

    /// The screen, its synthetic parents (filled from the match's parameters) and its tab.
    private func destination(for route: RouteDefinition, match: RouteMatch, presentation: PresentationMode) -> NavigationDestination {
        var parameters = match.parameters.dictionary
        var parents: [NavigationScreen] = []
        for parent in routes.parents(of: route.id) {
            // The table checked that parents can be filled from the child's parameters.
            guard let link = try? routes.link(to: parent.id, parameters: parameters, source: match.link.source),
                let parentMatch = try? routes.match(Link(source: .inApp, segments: link.segments, queryItems: link.queryItems))
            else { continue }
            parents.append(NavigationScreen(route: parent.id, descriptor: parentMatch.descriptor(presentationMode: .push)))
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
        _ route: RouteDefinition, match: RouteMatch, number: Int, source: LinkSource, redirects: [RouteID]
    ) async -> NavigationOutcome {
        guard let action = actions.action(for: route.id) else {
            return finish(number: number, outcome: .rejected(.actionFailed(route.id, "no action is registered for this route")), match: match, source: source)
        }
        let result: ActionRegistry.Result
        do {
            result = try await action(ActionRegistry.Context(match: match), resolver)
        } catch {
            return finish(number: number, outcome: .rejected(.actionFailed(route.id, "\(error)")), match: match, source: source)
        }
        switch result {
        case .done(let message):
            return finish(number: number, outcome: .performedAction(route.id, message: message), match: match, source: source)
        case .navigate(let descriptor):
            return await process(.descriptor(descriptor), number: number, isReplay: false, redirects: redirects + [route.id])
        }
    }
}
