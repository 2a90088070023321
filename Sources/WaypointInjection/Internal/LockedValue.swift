import Foundation

/// A value behind a lock: the one place the core keeps mutable state that several threads share
/// without an actor (the submission inbox, a one-shot result, a step's deadline gate).
///
/// `@unchecked Sendable` because the compiler cannot see the lock: it is safe because `value` is
/// private, read and written only inside `withLock`, which holds `lock` for the whole access, and
/// the value itself is `Sendable`, so nothing that leaves the lock can be shared unsafely. A
/// `Mutex` would say so to the compiler, but needs iOS 18 and macOS 15.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Creates the box with its first value.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock; `body` must not take this lock again.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
