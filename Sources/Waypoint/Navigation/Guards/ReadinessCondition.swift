/// A condition that deferred and redirected requests wait for, such as being signed in.
///
/// The app says when a condition starts or stops holding
/// (``NavigationManager/satisfy(_:)`` / ``NavigationManager/revoke(_:)``); requests waiting for
/// it replay, exactly once and with their guards re-run, as soon as it holds.
/// ``containerAttached`` is managed by the manager itself.
///
/// ```swift
/// extension ReadinessCondition {
///     static let signedIn: ReadinessCondition = "signedIn"
/// }
/// manager.satisfy(.signedIn)   // after sign-in: the requests waiting for it replay
/// manager.revoke(.signedIn)    // after sign-out
/// ```
public struct ReadinessCondition: RawIdentifier, ExpressibleByStringLiteral {
    /// The condition's name, such as `signedIn`.
    public let rawValue: String
    /// Wraps a name; a string literal does the same: `let signedIn: ReadinessCondition = "signedIn"`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Holds while a ``NavigationContainer`` is attached to the manager.
    public static let containerAttached: ReadinessCondition = "containerAttached"
}
