/// One caller's claim on a result, without its type: what the ledger keeps for a
/// ``ResultRequest`` while the screen it asked for is on its way, on screen, or gone.
struct ResultWaiter: Sendable {
    /// How a claim ends.
    enum Ending: Sendable {
        case value(any Sendable)
        case cancelled(ResultCancellation)
        case notShown(NavigationOutcome)
    }

    /// The number of the request that asks for the result.
    let number: Int
    /// The route asked for.
    let route: RouteID
    /// The type of value the caller expects, named for messages.
    let expected: String
    /// Whether a value is of the type the caller expects.
    let accepts: @Sendable (any Sendable) -> Bool
    /// Resolves the claim; only its first ending counts.
    let resolve: @Sendable (Ending) -> Void

    init<Value: Codable & Sendable>(number: Int, route: RouteID, shot: OneShot<NavigationResult<Value>>) {
        self.number = number
        self.route = route
        expected = "\(Value.self)"
        accepts = { $0 is Value }
        resolve = { ending in
            switch ending {
            // The ledger checks the type before a screen finishes; a value of another type never
            // reaches a caller.
            case .value(let value): shot.finish((value as? Value).map { .value($0) } ?? .cancelled(.navigation))
            case .cancelled(let reason): shot.finish(.cancelled(reason))
            case .notShown(let outcome): shot.finish(.notShown(outcome))
            }
        }
    }
}

/// Where the values of a route's screens go when no caller awaits them (the screen was opened by a
/// link, or restored): a handler the app registered for the route.
struct ResultHandler {
    /// The type of value the handler takes, named for messages.
    let expected: String
    let accepts: (any Sendable) -> Bool
    let deliver: @MainActor (any Sendable) -> Void

    init<Value: Codable & Sendable>(_ handle: @escaping @MainActor (Value) -> Void) {
        expected = "\(Value.self)"
        accepts = { $0 is Value }
        deliver = { value in if let value = value as? Value { handle(value) } }
    }
}
