package import Foundation

/// A thread-safe counter for factories and deinitialisers.
package final class LockedCounter: @unchecked Sendable {
    // `@unchecked`: `count` is only touched under `lock`.
    package init() {}
    private let lock = NSLock()
    private var count = 0

    package func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    package var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// Collects values from many threads.
package final class LockedList<Element>: @unchecked Sendable {
    // `@unchecked`: `elements` is only touched under `lock`.
    package init() {}
    private let lock = NSLock()
    private var elements: [Element] = []

    package func append(_ element: Element) {
        lock.lock()
        elements.append(element)
        lock.unlock()
    }

    package var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }
}

/// A gate that stays open once opened; threads wait for it with a deadline.
package final class Latch: @unchecked Sendable {
    // `@unchecked`: `isOpen` is only touched under `condition`.
    package init() {}
    private let condition = NSCondition()
    private var isOpen = false

    package func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    @discardableResult
    package func wait(seconds: TimeInterval = 10) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: seconds)
        while !isOpen {
            if !condition.wait(until: deadline) { return false }
        }
        return true
    }
}

/// Holds a value set after the container that uses it is built.
package final class LateBound<Value: Sendable>: @unchecked Sendable {
    // `@unchecked`: `stored` is only touched under `lock`.
    package init() {}
    private let lock = NSLock()
    private var stored: Value?

    package var value: Value? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}

/// Runs each body on its own new thread and waits at most `seconds` for all; `false`: some never finished.
package func finishes(within seconds: TimeInterval = 20, _ bodies: [@Sendable () -> Void]) -> Bool {
    let group = DispatchGroup()
    for body in bodies {
        group.enter()
        Thread.detachNewThread {
            body()
            group.leave()
        }
    }
    return group.wait(timeout: .now() + seconds) == .success
}

