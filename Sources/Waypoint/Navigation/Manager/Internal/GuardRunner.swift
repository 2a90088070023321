/// Runs a route's guards in order — the global ones first, then the route's own by name — and
/// returns the first objection.
///
/// A guard runs on the caller's executor (the main actor, for the manager), so no thread changes
/// hands. Its deadline is armed only when it suspends, and disarmed as soon as it answers.
@MainActor
struct GuardRunner {
    /// A guard, or the closure of one that decides without suspending (a ``GuardFunction`` made
    /// from a closure that does not `await`): that one is called directly and has no deadline,
    /// since it cannot keep the request waiting.
    enum Check {
        case immediate(GuardFunction.ImmediateBody)
        case suspending(any NavigationGuard)

        init(_ check: any NavigationGuard) {
            if let function = check as? GuardFunction, let immediate = function.immediate {
                self = .immediate(immediate)
            } else {
                self = .suspending(check)
            }
        }
    }

    let globalGuards: [Check]
    let guards: [GuardID: Check]
    let timeout: Duration

    init(globalGuards: [any NavigationGuard], guards: [GuardID: any NavigationGuard], timeout: Duration) {
        self.globalGuards = globalGuards.map(Check.init)
        self.guards = guards.mapValues(Check.init)
        self.timeout = timeout
    }

    /// The first guard that does not allow and its decision (`nil` when it timed out), or `nil`
    /// when every guard allows. A name no guard is registered under refuses. A guard that asks a
    /// question the user already `confirmed` in this request allows.
    func firstObjection(
        to route: RouteDefinition, match: RouteMatch, state: NavigationState,
        satisfied: Set<ReadinessCondition>, isReplay: Bool, includingGlobal: Bool = true,
        confirmed: Set<NavigationDialog> = []
    ) async -> (name: GuardID, decision: GuardDecision?)? {
        func objects(_ answer: GuardDecision?) -> Bool {
            if case .confirm(let dialog)? = answer { return !confirmed.contains(dialog) }
            return answer != .allow
        }
        func decision(of check: Check, named name: GuardID) async -> GuardDecision? {
            let context = GuardContext(
                guardName: name, route: route.id, parameters: match.parameters, source: match.link.source,
                state: state, satisfiedConditions: satisfied, isReplay: isReplay)
            switch check {
            case .immediate(let decide): return decide(context)
            case .suspending(let check): return await Self.ask(check, context, timeout: timeout)
            }
        }
        if includingGlobal {
            for check in globalGuards {
                let answer = await decision(of: check, named: "global")
                if objects(answer) { return ("global", answer) }
            }
        }
        for name in route.guards {
            guard let check = guards[name] else { return (name, .reject("no guard is registered under this name")) }
            let answer = await decision(of: check, named: name)
            if objects(answer) { return (name, answer) }
        }
        return nil
    }

    /// Asks one guard: its answer, or `nil` when it did not answer within `timeout`.
    ///
    /// The guard starts at once, on this executor, in a task of its own (so that a guard that never
    /// answers can be left behind). When it answers before its first suspension, its answer is
    /// taken as it is; otherwise the deadline is armed and whichever comes first — the answer or
    /// the deadline — resumes the request.
    static func ask(_ check: any NavigationGuard, _ context: GuardContext, timeout: Duration) async -> GuardDecision? {
        let answer = GuardAnswer()
        let worker: Task<Void, Never>
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            worker = Task.immediate { @MainActor in answer.deliver(await check.check(context)) }
        } else {
            // Before `Task.immediate`, a task starts later; the guard still runs on the main actor.
            worker = Task { @MainActor in answer.deliver(await check.check(context)) }
        }
        if let value = answer.value { return value }
        return await answer.wait(timeout: timeout, cancelling: worker)
    }
}
