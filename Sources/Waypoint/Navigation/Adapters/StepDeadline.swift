import Foundation

/// A bound on how long a container waits for a toolkit to report the end of one step.
///
/// UIKit ignores a `present` issued while another transition runs, or while a view controller
/// is being dismissed, and then never calls its completion; a `dismiss` during the user's
/// interactive swipe can behave alike. A container that simply awaited the completion would
/// stall the manager's queue behind that step forever. So a container starts each toolkit call
/// through ``wait(isolation:for:_:)``, which returns when the call reports its end, or throws
/// ``StepTimedOut`` once ``limit`` has passed. The manager reports the request as
/// interrupted, and the next request runs.
///
/// ```swift
/// try await deadline.wait(for: "present \(layer)") { done in
///     presenting.present(navigation, animated: true) { done() }
/// }
/// ```
///
/// A completion that arrives after the deadline is ignored; the continuation is resumed
/// exactly once either way.
package struct StepDeadline: Hashable, Sendable {
    /// How long one toolkit call may take to report its end.
    package var limit: Duration

    /// Creates a deadline.
    ///
    /// - Parameter limit: How long one toolkit call may take. The default, 3 seconds, is
    ///   several times the longest system transition (a sheet, about half a second) and leaves
    ///   room for a slow device, so only a call the toolkit dropped reaches it.
    package init(limit: Duration = .seconds(3)) {
        self.limit = limit
    }

    /// Starts a toolkit call and waits for it to report its end, at most ``limit``.
    ///
    /// - Parameters:
    ///   - isolation: Where `start` runs: the caller's actor (the main actor for a container).
    ///   - what: The call, in words, for the error.
    ///   - start: Makes the toolkit call; it calls `done` (from any thread, any number of
    ///     times) when the toolkit reports the end.
    /// - Throws: ``StepTimedOut`` when `done` was not called within ``limit``, or the waiting
    ///   task was cancelled first.
    package func wait(
        isolation: isolated (any Actor)? = #isolation,
        for what: String,
        _ start: (_ done: @escaping @Sendable () -> Void) -> Void
    ) async throws(StepTimedOut) {
        let gate = OnceGate()
        let limit = self.limit
        let timer = Task {
            try? await Task.sleep(for: limit)
            gate.open(.timedOut)
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation(isolation: isolation) {
                (continuation: CheckedContinuation<OnceGate.Result, Never>) in
                // A deadline already past (or a cancelled task) makes no toolkit call at all.
                if gate.install(continuation) { start { gate.open(.finished) } }
            }
        } onCancel: {
            gate.open(.timedOut)
        }
        timer.cancel()
        if result == .timedOut { throw StepTimedOut(what: what, limit: limit) }
    }
}

/// A toolkit call that did not report its end within a container's ``StepDeadline``.
///
/// The container drops the step, reads the screen back (``OnScreenReading/reread(_:)``) and
/// throws this; the manager's state stays as it was before the step, the request is reported as
/// interrupted, and the manager stays usable for the next one.
package struct StepTimedOut: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable code for logs and dashboards.
    package static let code = "stepTimedOut"
    /// The toolkit call, in words.
    package let what: String
    /// The deadline it missed.
    package let limit: Duration

    /// Creates the error.
    package init(what: String, limit: Duration) {
        self.what = what
        self.limit = limit
    }

    /// One line for logs, starting with ``code``.
    package var description: String {
        "\(Self.code): \(what) did not finish within \(limit)"
    }
}

/// Resumes one continuation once, with whichever result comes first; a result that comes
/// before the continuation is installed is kept for it.
private final class OnceGate: Sendable {
    enum Result: Sendable { case finished, timedOut }

    private struct State: Sendable {
        var continuation: CheckedContinuation<Result, Never>?
        var result: Result?
    }

    private let state = LockedValue(State())

    /// Keeps the continuation; `false` when a result came first (it is resumed with it then).
    func install(_ continuation: CheckedContinuation<Result, Never>) -> Bool {
        let early = state.withLock { state -> Result? in
            if let result = state.result { return result }
            state.continuation = continuation
            return nil
        }
        guard let early else { return true }
        continuation.resume(returning: early)
        return false
    }

    func open(_ result: Result) {
        let waiting = state.withLock { state -> CheckedContinuation<Result, Never>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.continuation = nil }
            return state.continuation
        }
        waiting?.resume(returning: result)
    }
}
