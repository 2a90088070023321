/// The result of every request the ``NavigationManager`` takes. Never silence: each request
/// gets exactly one.
///
/// ```swift
/// switch await manager.open("shop://basket", source: .customScheme) {
/// case .completed(let state): print(state)
/// case .redirected(let target, let guardName, _): print("\(guardName) sent us to \(target.path)")
/// case .deferred(let condition): print("waiting for \(condition)")
/// case .performedAction(let route, let message): print("\(route): \(message)")
/// case .handedOff(let link): openInBrowser(link)
/// case .rejected(let reason): print(reason.code, reason)
/// }
/// ```
public enum NavigationOutcome: Sendable, CustomStringConvertible {
    /// The destination is shown; the state is the new state.
    case completed(NavigationState)
    /// A guard sent the user elsewhere (sign in). When `resumeWhen` is set, the original
    /// request waits for that condition and then replays once.
    case redirected(to: DeepLinkDescriptor, byGuard: GuardID, resumeWhen: ReadinessCondition?)
    /// The request waits for a condition (a container to attach, a sign-in) and replays once
    /// when it holds, unless it expires first.
    case deferred(until: ReadinessCondition)
    /// An action route ran; its message says what it did.
    case performedAction(RouteID, message: String)
    /// The app's fallback handed an unmatched link back, for the system to open (a browser).
    case handedOff(Link)
    /// Refused, with a typed reason.
    case rejected(Reason)

    /// A short stable word for the outcome, for logs and tests: `completed`, `redirected`,
    /// `deferred`, `performedAction`, `handedOff`, or the rejection's ``Reason/code``.
    public var code: String {
        switch self {
        case .completed: "completed"
        case .redirected: "redirected"
        case .deferred: "deferred"
        case .performedAction: "performedAction"
        case .handedOff: "handedOff"
        case .rejected(let reason): reason.code
        }
    }

    /// One line for logs and tests: `completed: catalog.product`, `rejected: sourceNotAllowed: …`.
    public var description: String {
        switch self {
        case .completed(let state): "completed: \(state.topEntry.map { "\($0.route)" } ?? "empty")"
        case .redirected(let target, let guardName, let condition):
            "redirected to \(target.path) by guard '\(guardName)'"
                + (condition.map { "; resumes when \($0)" } ?? "")
        case .deferred(let condition): "deferred until \(condition)"
        case .performedAction(let route, let message): "performed \(route): \(message)"
        case .handedOff(let link): "handed off \(link)"
        case .rejected(let reason): "rejected: \(reason)"
        }
    }

    /// Why a request was refused.
    public enum Reason: Sendable, CustomStringConvertible {
        /// The link or descriptor was refused by the policy or the route table: its code says
        /// which (`hostNotAllowed`, `notFound`, `sourceNotAllowed`, `invalidParameter`, …).
        case link(LinkRejection)
        /// A guard said no.
        case guardDenied(guard: GuardID, reason: String)
        /// A guard did not answer in time.
        case guardTimedOut(guard: GuardID)
        /// Redirects led to more redirects than the manager allows.
        case tooManyRedirects([RouteID])
        /// The destination's screen could not be built.
        case screenUnavailable(RouteID, ResolutionError)
        /// An action route's action failed.
        case actionFailed(RouteID, String)
        /// The request cannot wait for a container and none is attached.
        case noContainer
        /// The manager was told to drop waiting requests, or a submitted link's manager was
        /// released before it took the link in.
        case cancelled
        /// The request waited longer than the pending lifetime.
        case expired
        /// The pending queue was full and a newer request took this one's place.
        case evicted
        /// The state cannot do what was asked (pop at a root, an unknown tab).
        case invalidRequest(NavigationRejection)
        /// The container failed a step; the state is kept as far as the steps got.
        case interrupted(step: NavigationStep, error: String)
        /// A screen finished with a value of another type than its caller (or its route's handler)
        /// expects; nothing was closed.
        case resultMismatch(RouteID, expected: String, got: String)
        /// ``NavigationWindows`` could not take the request to a window: its code says why
        /// (`windowNotOpen`, `windowClosed`, `windowNotOpened`).
        case window(WindowRefusal)
        /// The request would remove a screen of this route, whose leave check refused, or asked the
        /// user, who chose to stay; `reason` says which. Nothing changed.
        case leaveRefused(RouteID, reason: String)

        /// A stable code: the link rejection's code, or the case name.
        public var code: String {
            switch self {
            case .link(let rejection): rejection.code.rawValue
            case .guardDenied: "guardDenied"
            case .guardTimedOut: "guardTimedOut"
            case .tooManyRedirects: "tooManyRedirects"
            case .screenUnavailable: "screenUnavailable"
            case .actionFailed: "actionFailed"
            case .noContainer: "noContainer"
            case .cancelled: "cancelled"
            case .expired: "expired"
            case .evicted: "evicted"
            case .invalidRequest: "invalidRequest"
            case .interrupted: "interrupted"
            case .resultMismatch: "resultMismatch"
            case .window(let refusal): refusal.code
            case .leaveRefused: "leaveRefused"
            }
        }

        /// The code followed by what happened, such as `guardDenied: guard 'no' refused: closed`.
        public var description: String {
            switch self {
            case .link(let rejection): "\(rejection)"
            case .guardDenied(let name, let reason): "guardDenied: guard '\(name)' refused: \(reason)"
            case .guardTimedOut(let name): "guardTimedOut: guard '\(name)' did not answer in time"
            case .tooManyRedirects(let chain):
                "tooManyRedirects: " + chain.map(\.rawValue).joined(separator: " → ")
            case .screenUnavailable(let route, let error):
                if error.code == .factoryFailed, error.chain.count == 1, let underlying = error.underlyingError {
                    // The screen's own factory threw: its route, its module and its error say it all.
                    "screenUnavailable: the screen of '\(route)'"
                        + (error.registrationSite?.module.map { " (module \($0))" } ?? "")
                        + " could not be built: \(underlying)"
                } else {
                    "screenUnavailable: \(route): \(error)"
                }
            case .actionFailed(let route, let message): "actionFailed: \(route): \(message)"
            case .noContainer: "noContainer: no navigation container is attached"
            case .cancelled: "cancelled"
            case .expired: "expired: the request waited longer than the pending lifetime"
            case .evicted: "evicted: the pending queue was full"
            case .invalidRequest(let rejection): "invalidRequest: \(rejection)"
            case .interrupted(let step, let error): "interrupted: '\(step)' failed: \(error)"
            case .resultMismatch(let route, let expected, let got):
                "resultMismatch: \(route) finished with a \(got), but its caller expects a \(expected)"
            case .window(let refusal): "\(refusal)"
            case .leaveRefused(let route, let reason):
                "leaveRefused: the screen of '\(route)' may not be left: \(reason)"
            }
        }
    }
}
