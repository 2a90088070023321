/// Who waits for which screen's result, and where each result goes.
///
/// A request for a result leaves a waiter here under its request number. When the request's own
/// route shows, the waiter is bound to the entry that shows it; when the request ends without
/// showing it, the waiter resolves `notShown` with the request's outcome. Every change of the
/// state is read here: an entry that leaves resolves its waiters `cancelled` — except the entry a
/// finish is closing, whose waiters wait for the close's outcome: completed, they get the value
/// (awaited by none, the route's handler gets it); refused or interrupted, they are cancelled as
/// the entry left. Each waiter resolves once, and is reported once in the events.
@MainActor
final class ResultLedger {
    /// The entry being closed by a finish, its route and value, the finish's request number, and
    /// why the entry left the state once it has.
    private struct Finishing {
        let entry: EntryID
        let route: RouteID
        let value: any Sendable
        let number: Int
        var left: ResultCancellation?
    }

    /// Waiters whose request has not shown its route yet, by request number.
    private var unbound: [Int: ResultWaiter] = [:]
    /// Waiters by the entry that owes them its result.
    private var bound: [EntryID: [ResultWaiter]] = [:]
    private var finishing: Finishing?
    private var handlers: [RouteID: ResultHandler] = [:]
    private let events: EventHub

    init(events: EventHub) {
        self.events = events
    }

    deinit {
        // Callers awaiting a result are told the manager went away instead of waiting for ever.
        for waiter in unbound.values { waiter.resolve(.cancelled(.managerGone)) }
        for waiters in bound.values {
            for waiter in waiters { waiter.resolve(.cancelled(.managerGone)) }
        }
    }

    /// Resolves every waiter `cancelled(.managerGone)` at once, as when the manager goes away: its
    /// window closed, and whatever still holds the manager will not show its screens again.
    func cancelAll() {
        let waiters = Array(unbound.values) + bound.values.joined()
        unbound.removeAll()
        bound.removeAll()
        for waiter in waiters { waiter.resolve(.cancelled(.managerGone)) }
    }

    /// Keeps a waiter until its request shows its route or ends.
    func wait(_ waiter: ResultWaiter) { unbound[waiter.number] = waiter }

    /// Registers where the values of `route`'s screens go when no caller awaits them.
    func setHandler(_ handler: ResultHandler, for route: RouteID) { handlers[route] = handler }

    /// The request's own route is shown, as `entry`: its waiter now waits for that entry. An entry
    /// the user took away while it was being shown cancels it at once.
    func shown(_ number: Int, as entry: EntryID, in state: NavigationState) {
        guard let waiter = unbound.removeValue(forKey: number) else { return }
        guard state.location(of: entry) != nil else { return end(waiter, .cancelled(.user)) }
        bound[entry, default: []].append(waiter)
    }

    /// A request ended with `outcome`. Its waiter, when its route did not show, resolves `notShown`
    /// — unless the request waits to be replayed (deferred, or redirected until a condition holds).
    func requestEnded(_ number: Int, _ outcome: NavigationOutcome) {
        guard !unbound.isEmpty, unbound[number] != nil else { return }
        switch outcome {
        case .deferred, .redirected(_, _, resumeWhen: .some):
            return
        case .completed, .redirected, .performedAction, .handedOff, .rejected:
            if let waiter = unbound.removeValue(forKey: number) { end(waiter, .notShown(outcome)) }
        }
    }

    /// Why `value` may not finish `entry`: a waiter, or the route's handler when none waits,
    /// expects another type. `nil` when it may.
    func mismatch(of value: any Sendable, finishing entry: EntryID, route: RouteID) -> NavigationOutcome.Reason? {
        let got = "\(type(of: value))"
        if let waiters = bound[entry], !waiters.isEmpty {
            guard let other = waiters.first(where: { !$0.accepts(value) }) else { return nil }
            return .resultMismatch(route, expected: other.expected, got: got)
        }
        guard let handler = handlers[route], !handler.accepts(value) else { return nil }
        return .resultMismatch(route, expected: handler.expected, got: got)
    }

    /// Runs `close` with `entry` marked as finishing with `value`. The value is delivered when the
    /// close completes; when it does not, the entry's waiters are cancelled if the entry left (the
    /// user took it away meanwhile) and keep waiting if it did not.
    func finish(
        _ entry: EntryID, route: RouteID, with value: any Sendable, number: Int,
        closing close: () async -> NavigationOutcome
    ) async -> NavigationOutcome {
        finishing = Finishing(entry: entry, route: route, value: value, number: number)
        let outcome = await close()
        guard let finished = finishing else { return outcome }
        finishing = nil
        if case .completed = outcome, finished.left != nil {
            deliver(finished)
        } else if let cause = finished.left {
            for waiter in bound.removeValue(forKey: entry) ?? [] { end(waiter, .cancelled(cause)) }
        }
        return outcome
    }

    /// Reads a new state: the entries that left it resolve their waiters, but for the one a finish
    /// is closing, which waits for the close's outcome.
    func stateDidChange(_ state: NavigationState, cause: ResultCancellation) {
        if let entry = finishing?.entry, finishing?.left == nil, state.location(of: entry) == nil {
            finishing?.left = cause
        }
        guard !bound.isEmpty else { return }
        for entry in bound.keys where entry != finishing?.entry && state.location(of: entry) == nil {
            for waiter in bound.removeValue(forKey: entry) ?? [] { end(waiter, .cancelled(cause)) }
        }
    }

    private func deliver(_ finishing: Finishing) {
        let waiters = bound.removeValue(forKey: finishing.entry) ?? []
        for waiter in waiters {
            waiter.resolve(.value(finishing.value))
            report(.resultDelivered, number: waiter.number, route: finishing.route, detail: "to the caller")
        }
        guard waiters.isEmpty else { return }
        if let handler = handlers[finishing.route] {
            handler.deliver(finishing.value)
            report(.resultDelivered, number: finishing.number, route: finishing.route, detail: "to the route's handler")
        } else {
            report(
                .resultUndelivered, number: finishing.number, route: finishing.route,
                detail: "no caller awaits this screen and the route has no result handler")
        }
    }

    private func end(_ waiter: ResultWaiter, _ ending: ResultWaiter.Ending) {
        waiter.resolve(ending)
        switch ending {
        case .cancelled(let reason):
            report(.resultCancelled, number: waiter.number, route: waiter.route, detail: "\(reason)")
        case .notShown(let outcome):
            report(.resultCancelled, number: waiter.number, route: waiter.route, detail: "not shown: \(outcome.code)")
        case .value:
            break
        }
    }

    private func report(_ kind: NavigationEvent.Kind, number: Int, route: RouteID, detail: String) {
        events.emit(
            NavigationEvent(
                request: number, kind: kind, route: route, source: nil, parameters: [:], outcome: nil, detail: detail))
    }
}
