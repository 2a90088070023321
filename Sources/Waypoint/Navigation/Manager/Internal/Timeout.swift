internal import Foundation

/// Runs async work with a deadline: the value if it arrives in time, `nil` otherwise. The work
/// is cancelled on timeout; a guard that ignores cancellation is left behind, never awaited.
func withDeadline<Value: Sendable>(
    _ timeout: Duration, _ work: @escaping @Sendable () async -> Value
) async -> Value? {
    await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        let gate = ResumeOnce(continuation)
        let worker = Task {
            let value = await work()
            gate.resume(value)
        }
        gate.onTimeout = { worker.cancel() }
        Task {
            try? await Task.sleep(for: timeout)
            gate.resume(nil)
        }
    }
}

/// Resumes a continuation exactly once, whichever side gets there first.
private final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    // The lock guards `continuation` and `onTimeout`; both sides run on arbitrary threads.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value?, Never>?
    private var cancelWork: (@Sendable () -> Void)?

    init(_ continuation: CheckedContinuation<Value?, Never>) {
        self.continuation = continuation
    }

    var onTimeout: (@Sendable () -> Void)? {
        get { lock.withLock { cancelWork } }
        set { lock.withLock { cancelWork = newValue } }
    }

    func resume(_ value: Value?) {
        let (pending, cancel) = lock.withLock { () -> (CheckedContinuation<Value?, Never>?, (@Sendable () -> Void)?) in
            defer { continuation = nil }
            return (continuation, value == nil ? cancelWork : nil)
        }
        guard let pending else { return }
        pending.resume(returning: value)
        cancel?()
    }
}
