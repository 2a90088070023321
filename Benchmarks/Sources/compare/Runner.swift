import BenchmarkCases
import Foundation
import Synchronization

/// How long each measurement runs.
struct Timing {
    /// The wall time one timed batch aims at; the number of operations per batch is calibrated to it.
    let batch: Duration
    /// Timed batches per implementation; the median of their ns/op is reported.
    let batches: Int
    /// Untimed batches first, so that caches, branch predictors and lazy set-up are warm.
    let warmUps: Int

    static let full = Timing(batch: .milliseconds(25), batches: 11, warmUps: 2)
    static let quick = Timing(batch: .milliseconds(2), batches: 3, warmUps: 1)
}

/// One implementation's numbers.
struct Measurement {
    let caseName: String
    let impl: String
    let threads: Int
    /// ns per operation (per thread for multi-threaded cases): median, 10th and 90th percentile of the batches.
    let median: Double
    let p10: Double
    let p90: Double
    let operationsPerBatch: Int
    /// Heap bytes a built structure keeps (table builds).
    var retainedBytes: Int?
    /// Resident-set and heap growth over `memoryOperations` operations.
    var residentGrowth: Int?
    var heapGrowth: Int?
    /// Heap growth over the second half of the operations alone: a leak grows the heap in both halves
    /// alike, while what the allocator sets up once (a new thread's arena) lands in one of them.
    var heapGrowthSecondHalf: Int?
    var memoryOperations: Int?

    /// The number the JSON `bytes` key carries: a structure's size, or the growth over the memory probe.
    var bytes: Int? { retainedBytes ?? residentGrowth }
}

/// Times the implementations of one case, batch by batch in turn, so that a change of machine load
/// during the case touches every implementation alike.
@MainActor
struct Runner {
    let timing: Timing
    /// Operations run before a memory probe's first reading (at most the probe's own count).
    static let probeWarmUp = 20_000

    func measure(_ implementations: [Implementation], name: String, threads: Int) async -> [Measurement] {
        var sizes: [Int] = []
        for implementation in implementations {
            sizes.append(await calibrate(implementation, threads: threads))
        }
        for (implementation, size) in zip(implementations, sizes) {
            for _ in 0..<timing.warmUps { _ = await time(implementation, threads: threads, operations: size) }
        }
        var samples = Array(repeating: [Double](), count: implementations.count)
        for _ in 0..<timing.batches {
            for (index, implementation) in implementations.enumerated() {
                let elapsed = await time(implementation, threads: threads, operations: sizes[index])
                samples[index].append(nanoseconds(elapsed) / Double(sizes[index]))
            }
        }
        var measurements: [Measurement] = []
        for (index, implementation) in implementations.enumerated() {
            let sorted = samples[index].sorted()
            var measurement = Measurement(
                caseName: name, impl: implementation.impl, threads: threads,
                median: sorted[sorted.count / 2], p10: percentile(sorted, 0.1), p90: percentile(sorted, 0.9),
                operationsPerBatch: sizes[index])
            measurement.retainedBytes = implementation.retainedBytes?()
            if let operations = implementation.memoryProbeOperations {
                // What the first operations allocate once (runtime and allocator caches, the manager's
                // first buffers) is not growth; a warm-up takes it before the first reading, so that a
                // short probe (the smoke run's) reads the same as a long one.
                await run(implementation, threads: 1, operations: min(operations, Self.probeWarmUp))
                let residentBefore = Memory.residentBytes()
                let heapBefore = Memory.heapBytesInUse()
                await run(implementation, threads: 1, operations: operations / 2)
                await settle(implementation)
                let heapHalfway = Memory.heapBytesInUse()
                await run(implementation, threads: 1, operations: operations - operations / 2)
                await settle(implementation)
                measurement.residentGrowth = Memory.residentBytes() - residentBefore
                measurement.heapGrowth = Memory.heapBytesInUse() - heapBefore
                measurement.heapGrowthSecondHalf = Memory.heapBytesInUse() - heapHalfway
                measurement.memoryOperations = operations
            }
            measurements.append(measurement)
        }
        return measurements
    }

    /// Waits, after main-actor operations, for the tasks the last of them started (timers, cancelled
    /// workers) to finish on other threads: what is left after they settle is what the operations kept.
    private func settle(_ implementation: Implementation) async {
        if case .mainActor = implementation.body { try? await Task.sleep(for: .milliseconds(300)) }
    }

    /// Runs each implementation `operations` times, measuring nothing.
    func run(_ implementations: [Implementation], threads: Int, operations: Int) async {
        for implementation in implementations where operations > 0 {
            await run(implementation, threads: threads, operations: operations)
        }
    }

    /// Operations per batch: doubled until a batch takes an eighth of the target, then scaled to it.
    private func calibrate(_ implementation: Implementation, threads: Int) async -> Int {
        var operations = 1
        while true {
            let elapsed = await time(implementation, threads: threads, operations: operations)
            if elapsed >= timing.batch / 8 || operations >= 1 << 30 {
                let scaled = Double(operations) * nanoseconds(timing.batch) / max(nanoseconds(elapsed), 1)
                return max(1, Int(scaled))
            }
            operations *= 2
        }
    }

    private func time(_ implementation: Implementation, threads: Int, operations: Int) async -> Duration {
        let clock = ContinuousClock()
        switch implementation.body {
        case .sync(let body) where threads > 1:
            return Self.timeOnThreads(threads, operations: operations, body)
        case .sync(let body):
            let start = clock.now
            body(operations)
            return clock.now - start
        case .mainActor(let body):
            let start = clock.now
            await body(operations)
            return clock.now - start
        }
    }

    private func run(_ implementation: Implementation, threads: Int, operations: Int) async {
        _ = await time(implementation, threads: threads, operations: operations)
    }

    /// Runs the loop on `threads` threads at once and returns the mean of their own durations, so ns/op
    /// is per thread. The threads meet at a spinning barrier and each reads the clock itself after it:
    /// waking a thread blocked in the kernel can take milliseconds on a loaded machine, which would
    /// otherwise be charged to the operations.
    private static func timeOnThreads(_ threads: Int, operations: Int, _ body: @escaping (Int) -> Void) -> Duration {
        // The multi-threaded cases share only thread-safe containers (see InjectionCases).
        let shared = UncheckedSendable(body)
        let barrier = SpinBarrier(parties: threads)
        let durations = Mutex<[Duration]>([])
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            Thread {
                barrier.arriveAndWait()
                let clock = ContinuousClock()
                let start = clock.now
                shared.value(operations)
                let elapsed = clock.now - start
                durations.withLock { $0.append(elapsed) }
                done.signal()
            }.start()
        }
        for _ in 0..<threads { done.wait() }
        let all = durations.withLock { $0 }
        return all.reduce(.zero, +) / all.count
    }
}

/// Holds threads until all have arrived, spinning so that they leave together.
final class SpinBarrier: Sendable {
    private let parties: Int
    private let arrived = Atomic<Int>(0)

    init(parties: Int) { self.parties = parties }

    func arriveAndWait() {
        arrived.add(1, ordering: .acquiringAndReleasing)
        while arrived.load(ordering: .acquiring) < parties {}
    }
}

/// Hands a value to other threads when the caller knows that is safe.
final class UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted[Int((Double(sorted.count - 1) * fraction).rounded())]
}
