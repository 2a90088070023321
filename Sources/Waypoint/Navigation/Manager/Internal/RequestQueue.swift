/// One request at a time, first in first out, exactly one outcome each.
///
/// Every job is appended to the queue, and the queue runs its jobs in order, in a task of its own
/// that it starts when it finds itself idle. That task starts at once, on the caller's executor,
/// so a request made while nothing runs begins before its caller's call returns. Identical
/// requests that are both still waiting are coalesced: they run once and every caller gets that
/// outcome (a double tap shows one screen). A job that runs is no longer waiting.
@MainActor
final class RequestQueue {
    typealias Work = @MainActor () async -> NavigationOutcome

    private struct Job {
        /// Jobs with equal keys that are both still waiting are coalesced; `nil` never is.
        let key: PipelineRequest.Entry?
        let work: Work
        var waiters: [CheckedContinuation<NavigationOutcome, Never>]
    }

    private var waiting: [Job] = []
    /// The queue's task is running jobs: a new job waits its turn.
    private var isBusy = false
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    private var numbered = 0

    /// The next request's number: requests are numbered in arrival order, from 1.
    func nextNumber() -> Int {
        numbered += 1
        return numbered
    }

    /// Runs `work` in its turn and returns its outcome; `key` coalesces it with an identical job
    /// still waiting.
    func run(key: PipelineRequest.Entry?, _ work: @escaping Work) async -> NavigationOutcome {
        await withCheckedContinuation { continuation in
            if let key, let index = waiting.firstIndex(where: { $0.key == key }) {
                waiting[index].waiters.append(continuation)
            } else {
                enqueue(Job(key: key, work: work, waiters: [continuation]))
            }
        }
    }

    /// Queues work whose outcome nobody awaits (replays report through events).
    func runDetached(_ work: @escaping Work) {
        enqueue(Job(key: nil, work: work, waiters: []))
    }

    /// Whether no job runs or waits.
    var isIdle: Bool { !isBusy }

    /// Returns once every queued job — replays included — has finished.
    func waitUntilIdle() async {
        guard isBusy else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    /// Drops every job that has not started; each caller gets `outcome`.
    func cancelWaiting(with outcome: NavigationOutcome) {
        let dropped = waiting
        waiting.removeAll()
        for job in dropped {
            for waiter in job.waiters { waiter.resume(returning: outcome) }
        }
    }

    private func enqueue(_ job: Job) {
        waiting.append(job)
        guard !isBusy else { return }
        isBusy = true
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            Task.immediate { @MainActor in await self.drain() }
        } else {
            // Before `Task.immediate`, the task starts later; jobs still run in order, one at a time.
            Task { @MainActor in await self.drain() }
        }
    }

    private func drain() async {
        while !waiting.isEmpty {
            let job = waiting.removeFirst()
            let outcome = await job.work()
            for waiter in job.waiters { waiter.resume(returning: outcome) }
        }
        isBusy = false
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }
}
