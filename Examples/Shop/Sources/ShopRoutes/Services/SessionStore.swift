import Foundation

/// Who is signed in, and the token the Shop's services send with their requests.
///
/// One instance lives in the app's dependency container (the Login module registers it). The
/// sign-in flow stores a token in it; Basket and Payment screens resolve it from the container
/// and read the token, so no module hands it to another. A class with a lock rather than an
/// actor, because screen factories and guards read it synchronously.
public final class SessionStore: @unchecked Sendable {
    /// A signed-in user and their token.
    public struct Session: Hashable, Sendable {
        /// The user's name.
        public let user: String
        /// The token issued at sign-in, such as `tok-ada-1`.
        public let token: String
    }

    // The lock guards `current` and `issuedTokens`.
    private let lock = NSLock()
    private var current: Session?
    private var issuedTokens = 0

    /// Creates a store with nobody signed in.
    public init() {}

    /// The signed-in session; `nil` when signed out.
    public var session: Session? { lock.withLock { current } }

    /// The signed-in user's token; `nil` when signed out.
    public var token: String? { session?.token }

    /// Signs a user in with a fresh token, replacing any previous session.
    ///
    /// Tokens are numbered per store (`tok-ada-1`, then `tok-bob-2`) rather than random, so
    /// that the example prints the same thing on every run.
    @discardableResult
    public func signIn(user: String) -> Session {
        lock.withLock {
            issuedTokens += 1
            let session = Session(user: user, token: "tok-\(user.lowercased())-\(issuedTokens)")
            current = session
            return session
        }
    }

    /// Signs out and forgets the token.
    public func signOut() {
        lock.withLock { current = nil }
    }
}
