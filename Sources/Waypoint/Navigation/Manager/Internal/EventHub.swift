/// The manager's observers: every subscriber of ``NavigationManager/events`` gets every event,
/// and every outcome is reported here once, with its parameters redacted unless the route opts in.
@MainActor
final class EventHub {
    private let routes: RouteTable
    private var subscribers: [Int: AsyncStream<NavigationEvent>.Continuation] = [:]
    private var nextSubscriber = 0
    /// Called synchronously with every refused request; see ``NavigationManager/onFailure``.
    var onFailure: (@MainActor (NavigationFailure) -> Void)?

    init(routes: RouteTable) {
        self.routes = routes
    }

    deinit {
        // Subscribers' loops end with the manager instead of waiting for events that never come.
        for continuation in subscribers.values { continuation.finish() }
    }

    /// A new subscription that receives every event from now on.
    func subscribe() -> AsyncStream<NavigationEvent> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: NavigationEvent.self, bufferingPolicy: .bufferingNewest(256))
        nextSubscriber += 1
        let id = nextSubscriber
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.subscribers[id] = nil }
        }
        return stream
    }

    /// Sends an event; builds it only when somebody listens.
    func emit(_ event: @autoclosure () -> NavigationEvent) {
        guard !subscribers.isEmpty else { return }
        let event = event()
        for continuation in subscribers.values { continuation.yield(event) }
    }

    /// Reports a request's outcome as a `finished` event (or `kind`) and hands the outcome back;
    /// `redirectedTo` names the routes redirects and actions sent the request on to, in order.
    func finish(
        _ outcome: NavigationOutcome, number: Int, match: RouteMatch?, source: LinkSource,
        kind: NavigationEvent.Kind = .finished, redirectedTo trail: [RouteID] = []
    ) -> NavigationOutcome {
        if case .rejected(let reason) = outcome, let onFailure {
            onFailure(NavigationFailure(request: number, route: match?.route, source: source, reason: reason))
        }
        emit(
            NavigationEvent(
                request: number, kind: kind, route: match?.route, source: source,
                parameters: self.loggedParameters(of: match), outcome: outcome.code,
                detail: Self.detail(of: outcome, match: match, redirectedTo: trail)))
        return outcome
    }

    private func loggedParameters(of match: RouteMatch?) -> [String: String] {
        guard let match else { return [:] }
        let logged = routes.position(of: match).map { routes.routes[$0].loggedParameters } ?? []
        var parameters: [String: String] = [:]
        for element in match.parameters {
            parameters[element.name] = logged.contains(element.name) ? element.value : NavigationEvent.redacted
        }
        return parameters
    }

    /// The redacted detail, then where the request was sent on to: `redirected to login`.
    private static func detail(
        of outcome: NavigationOutcome, match: RouteMatch?, redirectedTo trail: [RouteID]
    ) -> String {
        let detail = redactedDetail(of: outcome, match: match)
        guard !trail.isEmpty else { return detail }
        let redirect = "redirected to " + trail.map { "\($0)" }.joined(separator: " → ")
        return detail.isEmpty ? redirect : "\(redirect); \(detail)"
    }

    /// Rejection details can quote parameter values (`'abc' is not a valid int`): events keep only the code.
    private static func redactedDetail(of outcome: NavigationOutcome, match: RouteMatch?) -> String {
        guard case .rejected(let reason) = outcome else { return undeclaredDetail(of: match) }
        switch reason {
        case .link(let rejection): return rejection.parameter.map { "parameter '\($0)'" } ?? ""
        case .guardDenied(let name, _), .guardTimedOut(let name): return "guard '\(name)'"
        case .screenUnavailable(let route, _), .actionFailed(let route, _): return "route '\(route)'"
        default: return ""
        }
    }

    /// Names, never values, of the parameters the route does not declare, and what became of them:
    /// `undeclared parameters given to the screen: campaign` (in-app) or `… ignored: utm_source`.
    private static func undeclaredDetail(of match: RouteMatch?) -> String {
        guard let match else { return "" }
        let names = match.undeclaredParameters.map(\.name)
        guard !names.isEmpty else { return "" }
        let fate = match.link.source == .inApp ? "given to the screen" : "ignored"
        return "undeclared parameters \(fate): " + names.joined(separator: ", ")
    }
}

extension NavigationEvent {
    /// What the user did on screen, reported after the state followed it.
    static func userNavigated(_ request: NavigationRequest, number: Int, top: RouteID?) -> NavigationEvent {
        NavigationEvent(
            request: number, kind: .userNavigated, route: top, source: .inApp, parameters: [:], outcome: nil,
            detail: "\(request)")
    }
}
