/// A request for a result: how the request itself ended, and the result to await.
///
/// Made by ``NavigationManaging/requestResult(_:presentation:)`` and
/// ``NavigationManager/requestResult(_:parameters:as:presentation:)``. ``result`` resolves exactly
/// once: with the value the screen finishes with, `cancelled` when the screen leaves without one,
/// or `notShown` with the request's outcome when it never showed. A request that waits (for a
/// container, for a sign-in a guard redirected to) keeps its result pending until it is replayed.
///
/// The request holds neither the manager nor the screen: awaiting ``result`` keeps nothing alive,
/// and a manager that goes away resolves it `cancelled(.managerGone)`.
public struct ResultRequest<Value: Codable & Sendable>: Sendable {
    /// The request's own outcome: `completed` once the screen shows, `deferred` or `redirected` while
    /// it waits, or why it was refused.
    public let outcome: NavigationOutcome
    /// The request's number, as ``NavigationEvent/request`` reports it.
    public let number: Int
    let shot: OneShot<NavigationResult<Value>>

    init(outcome: NavigationOutcome, number: Int, shot: OneShot<NavigationResult<Value>>) {
        self.outcome = outcome
        self.number = number
        self.shot = shot
    }

    /// A request whose result is already known, for a test double of ``NavigationManaging``:
    /// `ResultRequest(outcome: .completed(state), resolved: .value(address))`.
    public init(outcome: NavigationOutcome, number: Int = 0, resolved result: NavigationResult<Value>) {
        self.init(outcome: outcome, number: number, shot: OneShot())
        shot.finish(result)
    }

    /// The result: at once when the screen already finished or left, otherwise when it does. Any
    /// number of callers may await it; all get the same result.
    public nonisolated(nonsending) var result: NavigationResult<Value> {
        get async { await shot.value }
    }
}
