internal import Dispatch

/// A guard's answer: already there, coming later, or not before a deadline.
///
/// Main-actor isolated, so both sides — the worker's answer and the deadline — meet on one
/// executor without a lock. The deadline is a dispatch timer armed only by ``wait(timeout:cancelling:)``
/// and cancelled as soon as the answer comes. (A sleeping task would do the same job, but a
/// cancelled `Task.sleep` keeps its timer queued until the original deadline: with a 10-second
/// guard timeout, every suspended guard of the last 10 seconds would hold memory.)
@MainActor
final class GuardAnswer {
    /// The answer, once it came before anybody waited.
    private(set) var value: GuardDecision?
    private var waiter: CheckedContinuation<GuardDecision?, Never>?
    private var timer: (any DispatchSourceTimer)?
    private var worker: Task<Void, Never>?

    /// The worker's answer: resumes the waiter, or is kept for ``value``.
    func deliver(_ answer: GuardDecision) {
        guard let waiter else {
            value = answer
            return
        }
        self.waiter = nil
        disarm()
        waiter.resume(returning: answer)
    }

    /// Waits for the answer until `timeout` passes; on expiry, cancels `worker` and returns `nil`.
    func wait(timeout: Duration, cancelling worker: Task<Void, Never>) async -> GuardDecision? {
        if let value { return value }
        return await withCheckedContinuation { continuation in
            waiter = continuation
            self.worker = worker
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.schedule(deadline: dispatchDeadline(after: timeout))
            // Not main-actor isolated: dispatch calls it on a queue of its own.
            let fire: @Sendable () -> Void = { Task { @MainActor in self.expire() } }
            timer.setEventHandler(handler: fire)
            self.timer = timer
            timer.activate()
        }
    }

    private func expire() {
        guard let waiter else { return }
        self.waiter = nil
        let worker = self.worker
        disarm()
        worker?.cancel()
        waiter.resume(returning: nil)
    }

    private func disarm() {
        timer?.cancel()
        timer = nil
        worker = nil
    }
}

/// The dispatch time `timeout` from now; a timeout beyond what dispatch counts never fires.
private func dispatchDeadline(after timeout: Duration) -> DispatchTime {
    let (seconds, attoseconds) = timeout.components
    guard seconds < Int64.max / 1_000_000_000 - 1 else { return .distantFuture }
    let nanoseconds = max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    return .now() + .nanoseconds(Int(nanoseconds))
}
