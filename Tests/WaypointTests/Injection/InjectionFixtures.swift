import Foundation
import Testing
import Waypoint

/// A thread-safe counter for factories and deinitialisers.
final class LockedCounter: @unchecked Sendable {
    // `@unchecked`: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// Collects values from many threads.
final class LockedList<Element>: @unchecked Sendable {
    // `@unchecked`: `elements` is only touched under `lock`.
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        elements.append(element)
        lock.unlock()
    }

    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }
}

/// A gate that stays open once opened; threads wait for it with a deadline.
final class Latch: @unchecked Sendable {
    // `@unchecked`: `isOpen` is only touched under `condition`.
    private let condition = NSCondition()
    private var isOpen = false

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    @discardableResult
    func wait(seconds: TimeInterval = 10) -> Bool {
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
final class LateBound<Value: Sendable>: @unchecked Sendable {
    // `@unchecked`: `stored` is only touched under `lock`.
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
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
func finishes(within seconds: TimeInterval = 20, _ bodies: [@Sendable () -> Void]) -> Bool {
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

/// The error a throwing closure throws, if it is a `ResolutionError`.
func resolutionError(_ body: () throws -> Void) -> ResolutionError? {
    do {
        try body()
        return nil
    } catch let error as ResolutionError {
        return error
    } catch {
        return nil
    }
}

/// The parent suite of the dependency-injection tests, so `swift test --filter Injection` runs them all.
@Suite("Dependency injection")
enum InjectionTests {}
