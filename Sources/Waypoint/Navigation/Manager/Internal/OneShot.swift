/// A value given once and awaited by any number of callers, from any thread: what a
/// ``NavigationTicket`` and a ``ResultRequest`` wait on.
///
/// The first ``finish(_:)`` gives the value and resumes every caller waiting for it, outside the
/// lock; a later call changes nothing, so no caller is resumed twice.
final class OneShot<Value: Sendable>: Sendable {
    private enum State: Sendable {
        case waiting([CheckedContinuation<Value, Never>])
        case finished(Value)
    }

    private let state = LockedValue(State.waiting([]))

    /// The value: at once when it was given, otherwise when it is.
    nonisolated(nonsending) var value: Value {
        get async {
            if let value = finishedValue { return value }
            return await withCheckedContinuation { continuation in
                let value = state.withLock { state -> Value? in
                    switch state {
                    case .finished(let value): return value
                    case .waiting(let waiters): state = .waiting(waiters + [continuation])
                    }
                    return nil
                }
                // Finished between the first look and now: no value is given later.
                if let value { continuation.resume(returning: value) }
            }
        }
    }

    /// The value, when it was given.
    var finishedValue: Value? {
        state.withLock { state in
            guard case .finished(let value) = state else { return nil }
            return value
        }
    }

    /// Gives the value, once.
    func finish(_ value: Value) {
        let waiters = state.withLock { state -> [CheckedContinuation<Value, Never>]? in
            guard case .waiting(let waiters) = state else { return nil }
            state = .finished(value)
            return waiters
        }
        for waiter in waiters ?? [] { waiter.resume(returning: value) }
    }
}
