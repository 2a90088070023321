/// What the manager tells observers — analytics, logging — about each request and change.
///
/// Parameter values are redacted (`‹redacted›`) unless the route lists the parameter in its
/// `RouteDefinition.loggedParameters`: links carry user ids, tokens and search terms that
/// should not reach logs by default.
///
/// ```swift
/// Task {
///     for await event in manager.events where event.kind == .finished {
///         print(event)   // #3 finished catalog.product [universal-link] {…} → completed
///     }
/// }
/// ```
public struct NavigationEvent: Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, Hashable {
        /// A request finished with an outcome (``outcome`` holds its code).
        case finished
        /// A waiting request is being replayed.
        case replayed
        /// The user navigated on screen (back swipe, dismiss, tab tap) and the state followed.
        case userNavigated
        /// A saved state was restored.
        case restored
        /// A screen finished with a value, handed to the caller that awaited it (the event has that
        /// caller's request number) or to its route's handler (the finish's number).
        case resultDelivered
        /// A screen owed a result and left without one, or its request never showed it; ``detail``
        /// says why (`user`, `navigation`, `restored`, `not shown: …`).
        case resultCancelled
        /// A screen finished with a value no caller awaited and no handler took (opened by a link,
        /// or restored, with no handler registered for its route).
        case resultUndelivered
        /// The user tried to leave a screen whose leave check did not allow it (a swipe down, a back
        /// swipe), and the container kept it; ``detail`` says what the check decided.
        case leaveAttempted
    }

    /// The request's number, in arrival order; replays keep the original's number.
    public let request: Int
    /// What happened.
    public let kind: Kind
    /// The route, when the request matched one.
    public let route: RouteID?
    /// Where the request came from.
    public let source: LinkSource?
    /// The parameters, redacted unless the route opts in.
    public let parameters: [String: String]
    /// The outcome's code for `finished` events (see ``NavigationOutcome/code``).
    public let outcome: String?
    /// A readable account, without parameter values.
    public let detail: String

    /// The text that replaces parameter values the route does not opt in to logging.
    package static let redacted = "‹redacted›"

    /// One line for logs: `#3 finished catalog.product [universal-link] {category: ‹redacted›, productId: ‹redacted›} → completed`.
    public var description: String {
        var text = "#\(request) \(kind.rawValue)"
        if let route { text += " \(route)" }
        if let source { text += " [\(source)]" }
        if !parameters.isEmpty {
            text +=
                " {"
                + parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
                .joined(separator: ", ") + "}"
        }
        if let outcome { text += " → \(outcome)" }
        if !detail.isEmpty { text += ": \(detail)" }
        return text
    }
}
