/// One request at a time, first in first out, exactly one outcome each.
///
/// A request that arrives while nothing runs and nothing waits runs at once, in the caller's own
/// task: no task is created and no executor changes hands. A request that arrives while another
/// runs waits its turn; the requests that are waiting when one finishes are run by a task of the
/// queue's own, in order. Identical requests that are both still waiting are coalesced: they run
/// once and every caller gets that outcome (a double tap shows one screen).
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
    /// A job runs, or waiting jobs are being run: a new job waits its turn.
    private var isBusy = false
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    private var numbered = 0

    /// Runs after every job, before the next: the manager replays requests whose condition now holds.
    var afterEachJob: @MainActor () -> Void = {}

    /// The next request's number: requests are numbered in arrival order, from 1.
    func nextNumber() -> Int {
        numbered += 1
        return numbered
    }

    /// Runs `work` in its turn and returns its outcome.
    func run(key: PipelineRequest.Entry?, _ work: @escaping Work) async -> NavigationOutcome {
        if beginInlineIfIdle() {
            let outcome = await work()
            finishedInline()
            return outcome
        }
        return await withCheckedContinuation { continuation in
            if let key, let index = waiting.firstIndex(where: { $0.key == key }) {
                waiting[index].waiters.append(continuation)
            } else {
                waiting.append(Job(key: key, work: work, waiters: [continuation]))
            }
        }
    }

    /// Starts a job in its caller's task when nothing runs or waits, and returns `true`; the caller
    /// runs it and then calls ``finishedInline()``. Lets a caller whose work is idle-queue fast
    /// skip making the closure ``run(key:_:)`` stores.
    func beginInlineIfIdle() -> Bool {
        guard !isBusy else { return false }
        isBusy = true
        return true
    }

    /// Ends a job begun by ``beginInlineIfIdle()``.
    func finishedInline() { jobFinished() }

    /// Queues work whose outcome nobody awaits (replays report through events).
    func runDetached(_ work: @escaping Work) {
        waiting.append(Job(key: nil, work: work, waiters: []))
        if !isBusy {
            isBusy = true
            Task { await self.drain() }
        }
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

    /// After a job ran in its caller's task: hands what waits meanwhile to the queue's own task.
    private func jobFinished() {
        afterEachJob()
        if waiting.isEmpty {
            becameIdle()
        } else {
            Task { await self.drain() }
        }
    }

    private func drain() async {
        while !waiting.isEmpty {
            let job = waiting.removeFirst()
            let outcome = await job.work()
            for waiter in job.waiters { waiter.resume(returning: outcome) }
            afterEachJob()
        }
        becameIdle()
    }

    private func becameIdle() {
        isBusy = false
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }
}
