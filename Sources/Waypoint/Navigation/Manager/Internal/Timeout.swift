internal import Dispatch
internal import Foundation

/// Runs async work with a deadline: the value if it arrives in time, `nil` otherwise. The work
/// is cancelled on timeout; a guard that ignores cancellation is left behind, never awaited.
///
/// The deadline is a dispatch timer, cancelled as soon as the work answers. (A sleeping task would
/// do the same job, but a cancelled `Task.sleep` keeps its timer queued until the original deadline:
/// with a 10-second guard timeout, every navigation of the last 10 seconds would hold memory.)
func withDeadline<Value: Sendable>(
    _ timeout: Duration, _ work: @escaping @Sendable () async -> Value
) async -> Value? {
    await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        let gate = ResumeOnce(continuation)
        let worker = Task {
            let value = await work()
            gate.resume(value)
        }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: deadline(after: timeout))
        // The timeout is delivered through a task, as the work's answer is: queued behind the work on
        // the same executor, a guard that answered at once is never overtaken by its timer when that
        // executor is busy.
        timer.setEventHandler { Task { gate.resume(nil) } }
        gate.install(worker: worker, timer: timer)
        timer.activate()
    }
}

/// The dispatch time `timeout` from now; a timeout beyond what dispatch counts never fires.
private func deadline(after timeout: Duration) -> DispatchTime {
    let (seconds, attoseconds) = timeout.components
    guard seconds < Int64.max / 1_000_000_000 - 1 else { return .distantFuture }
    let nanoseconds = max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    return .now() + .nanoseconds(Int(nanoseconds))
}

/// Resumes a continuation exactly once, whichever side gets there first, and cancels the other:
/// the worker on timeout, the timer when the worker answers.
private final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    // The lock guards the three properties; both sides run on arbitrary threads.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value?, Never>?
    private var worker: Task<Void, Never>?
    private var timer: (any DispatchSourceTimer)?

    init(_ continuation: CheckedContinuation<Value?, Never>) {
        self.continuation = continuation
    }

    /// Hands over the two sides once both exist. If the worker already answered, the timer is not
    /// needed: it is cancelled before it starts. (The timer cannot have fired: it starts after this.)
    func install(worker: Task<Void, Never>, timer: any DispatchSourceTimer) {
        let answered = lock.withLock { () -> Bool in
            guard continuation != nil else { return true }
            self.worker = worker
            self.timer = timer
            return false
        }
        if answered { timer.cancel() }
    }

    func resume(_ value: Value?) {
        let (pending, loser, deadline) = lock.withLock {
            () -> (CheckedContinuation<Value?, Never>?, Task<Void, Never>?, (any DispatchSourceTimer)?) in
            defer {
                continuation = nil
                worker = nil
                timer = nil
            }
            return (continuation, value == nil ? worker : nil, timer)
        }
        guard let pending else { return }
        pending.resume(returning: value)
        // Cancelling releases the timer at once, whether it fired or not.
        deadline?.cancel()
        loser?.cancel()
    }
}
