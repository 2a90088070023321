/// Runs a route's guards in order — the global ones first, then the route's own by name — and
/// returns the first objection.
///
/// A guard runs on the caller's executor (the main actor, for the manager): no thread changes hands.
/// Its deadline is armed only when it suspends, and disarmed as soon as it answers.
@MainActor
struct GuardRunner {
    /// A guard, or the closure of one that decides without suspending (a ``GuardFunction`` made
    /// from a closure that does not `await`): that one is called directly, with no task to run in
    /// and no deadline, since it cannot keep the request waiting.
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
    /// Whether every guard decides without suspending (the app's guards are all closures that do
    /// not `await`): then ``immediateObjection(to:match:state:satisfied:isReplay:)`` gives the answer
    /// ``firstObjection(to:match:state:satisfied:isReplay:includingGlobal:)`` would, with no async call.
    let decidesImmediately: Bool

    init(globalGuards: [any NavigationGuard], guards: [GuardID: any NavigationGuard], timeout: Duration) {
        self.globalGuards = globalGuards.map(Check.init)
        self.guards = guards.mapValues(Check.init)
        self.timeout = timeout
        decidesImmediately = (self.globalGuards + self.guards.values).allSatisfy {
            if case .immediate = $0 { true } else { false }
        }
    }

    /// The first guard that does not allow and its decision (`nil` when it timed out), or `nil`
    /// when every guard allows. A name no guard is registered under refuses.
    func firstObjection(
        to route: RouteDefinition, match: RouteMatch, state: NavigationState,
        satisfied: Set<ReadinessCondition>, isReplay: Bool, includingGlobal: Bool = true
    ) async -> (name: GuardID, decision: GuardDecision?)? {
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
                if answer != .allow { return ("global", answer) }
            }
        }
        for name in route.guards {
            guard let check = guards[name] else { return (name, .reject("no guard is registered under this name")) }
            let answer = await decision(of: check, named: name)
            if answer != .allow { return (name, answer) }
        }
        return nil
    }

    /// The global guards' and the route's own first objection, in the same order and with the same
    /// answers as ``firstObjection(to:match:state:satisfied:isReplay:includingGlobal:)``, for a runner
    /// that ``decidesImmediately``: each guard is a direct call, and the request makes no async call
    /// for its guards. `nil` (rather than an objection or `.some(nil)`, every guard allows) when the
    /// runner has a guard that may suspend, before any guard is asked: that one is for the async path.
    func immediateObjection(
        to route: RouteDefinition, match: RouteMatch, state: NavigationState,
        satisfied: Set<ReadinessCondition>, isReplay: Bool
    ) -> (name: GuardID, decision: GuardDecision?)?? {
        guard decidesImmediately else { return nil }
        // `nil` for a guard that may suspend, which a runner that decides immediately does not hold.
        func decision(of check: Check, named name: GuardID) -> GuardDecision?? {
            guard case .immediate(let decide) = check else { return nil }
            return decide(
                GuardContext(
                    guardName: name, route: route.id, parameters: match.parameters, source: match.link.source,
                    state: state, satisfiedConditions: satisfied, isReplay: isReplay))
        }
        for check in globalGuards {
            guard let answer = decision(of: check, named: "global") else { return nil }
            if answer != .allow { return ("global", answer) }
        }
        for name in route.guards {
            guard let check = guards[name] else { return (name, .reject("no guard is registered under this name")) }
            guard let answer = decision(of: check, named: name) else { return nil }
            if answer != .allow { return (name, answer) }
        }
        return .some(nil)
    }

    /// Asks one guard: its answer, or `nil` when it did not answer within `timeout`.
    ///
    /// The guard starts at once, on this executor, in a task of its own (so that a guard that never
    /// answers can be left behind). When it answers before its first suspension, the answer is
    /// already there when the task is created: no timer, no hop. Otherwise the deadline is armed
    /// and whichever comes first — the answer or the deadline — resumes the request.
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
