/// One request at a time, first in first out, exactly one outcome each.
///
/// Each job runs in its caller's task, when its turn comes: at once when nothing runs, otherwise
/// once every job that came before it has finished; the job that finishes hands the turn to the
/// next. Identical requests that are both still waiting are coalesced: the job runs once and every
/// caller gets its outcome (a double tap shows one screen). A job that runs is no longer waiting.
@MainActor
final class RequestQueue {
    typealias Work = @MainActor () async -> NavigationOutcome
    /// Resumed with `nil` when the caller's turn comes, or with the outcome it gets without running.
    private typealias Turn = CheckedContinuation<NavigationOutcome?, Never>

    private struct Waiting {
        /// Jobs with equal keys that are both still waiting are coalesced; `nil` never is.
        let key: PipelineRequest.Entry?
        /// The caller that runs the job when its turn comes.
        let turn: Turn
        /// Callers of identical jobs, given the outcome of this one.
        var sharers: [Turn] = []
    }

    private var waiting: [Waiting] = []
    /// A job runs, or the turn has been handed to the next one: a new job waits its turn.
    private var isBusy = false
    /// The callers that share the outcome of the job that runs.
    private var sharers: [Turn] = []
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    private var numbered = 0

    /// The next request's number: requests are numbered in arrival order, from 1.
    func nextNumber() -> Int {
        numbered += 1
        return numbered
    }

    /// Runs `work` in its turn and returns its outcome; `key` coalesces it with an identical job
    /// still waiting.
    func run(key: PipelineRequest.Entry?, _ work: Work) async -> NavigationOutcome {
        if isBusy {
            let outcome = await withCheckedContinuation { (turn: Turn) in
                if let key, let index = waiting.firstIndex(where: { $0.key == key }) {
                    waiting[index].sharers.append(turn)
                } else {
                    waiting.append(Waiting(key: key, turn: turn))
                }
            }
            if let outcome { return outcome }
        }
        isBusy = true
        let outcome = await work()
        for sharer in sharers { sharer.resume(returning: outcome) }
        if waiting.isEmpty {
            sharers = []
            isBusy = false
            let waiters = idleWaiters
            idleWaiters.removeAll()
            for waiter in waiters { waiter.resume() }
        } else {
            let next = waiting.removeFirst()
            sharers = next.sharers
            next.turn.resume(returning: nil)
        }
        return outcome
    }

    /// Queues work whose outcome nobody awaits (replays report through events), in a task of its own
    /// that takes its place in the queue at once.
    func runDetached(_ work: @escaping Work) {
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            Task.immediate { @MainActor in _ = await self.run(key: nil, work) }
        } else {
            // Before `Task.immediate`, the task takes its place when it starts, behind what came meanwhile.
            Task { @MainActor in _ = await self.run(key: nil, work) }
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
            for turn in [job.turn] + job.sharers { turn.resume(returning: outcome) }
        }
    }
}
