/// The name of a guard: what a route lists, what a module registers its guard under, and what
/// outcomes and guard contexts report.
///
/// Declare each guard's identity once, beside the routes, so that the routes that list a guard
/// and the module that provides it cannot drift apart:
///
/// ```swift
/// extension GuardID {
///     static let signedIn: GuardID = "signedIn"
/// }
/// routes.add(.basket, pattern: "/basket", guards: [.signedIn])   // a module's routes
/// guards.register(.signedIn, SignedInGuard(session: session))     // the module that provides it
/// ```
public struct GuardID: RawIdentifier, ExpressibleByStringLiteral {
    /// The guard's name, such as `signedIn`.
    public let rawValue: String
    /// Wraps a name; a string literal does the same: `let signedIn: GuardID = "signedIn"`.
    public init(rawValue: String) { self.rawValue = rawValue }
}
