/// Links handed to the manager from any thread, waiting for the main actor to take them into the
/// request queue: appended under a lock, taken in the order they were appended, each exactly once
/// — by the drain, or by cancellation.
///
/// At most one drain is scheduled while the inbox holds links: the append that finds no drain
/// under way asks for one, and the drain ends only when it finds the inbox empty, under the same
/// lock, so a link appended at that moment asks for the next drain. The drain takes every link
/// appended so far under one lock into a batch of the main actor's, and runs the batch one link at
/// a time: the submitting threads and the main actor meet at the lock once a batch, not once a
/// link. Cancellation, on the main actor too, takes what is left of the batch and of the inbox.
///
/// Whoever waits for the drain to end (``waitUntilDrained()``) is resumed when it finds the inbox
/// empty: every link appended until then has its outcome.
final class SubmissionInbox: Sendable {
    /// One submitted link and who waits for its outcome.
    struct Submission: Sendable {
        let entry: PipelineRequest.Entry
        let ticket: NavigationTicket
        let onOutcome: (@MainActor @Sendable (NavigationOutcome) -> Void)?

        /// Gives the link its outcome: the ticket's awaiting callers, then the closure.
        @MainActor func finish(_ outcome: NavigationOutcome) {
            ticket.finish(outcome)
            onOutcome?(outcome)
        }
    }

    private struct Contents: Sendable {
        var submissions: [Submission] = []
        /// A drain is scheduled or running: appends need not ask for another.
        var isDraining = false
    }

    private let contents = LockedValue(Contents())
    /// The lock the tickets share: each finishes or is awaited under it, never nested.
    private let ticketLock = LockedValue(())
    /// Links taken from the inbox by the drain and not yet run; those before `batchNext` have run.
    @MainActor private var batch: [Submission] = []
    @MainActor private var batchNext = 0
    /// Callers waiting for the drain under way to end. Only the main actor ends a drain, so one
    /// found under way cannot end before its waiter is added.
    @MainActor private var drainWaiters: [CheckedContinuation<Void, Never>] = []

    /// Whether links wait in the inbox or a drain of them is scheduled or running.
    var isDraining: Bool { contents.withLock { $0.isDraining } }

    /// Returns once no drain is under way: every link appended before it found the inbox empty has
    /// its outcome.
    @MainActor func waitUntilDrained() async {
        guard isDraining else { return }
        await withCheckedContinuation { drainWaiters.append($0) }
    }

    /// Returns at a moment when no link waits here and `queue` is idle, both at once: a drain runs
    /// its links through the queue, and a request in the queue may be followed by submissions, so
    /// it waits for each in turn until neither has work.
    @MainActor func waitUntilIdle(with queue: RequestQueue) async {
        repeat {
            await waitUntilDrained()
            await queue.waitUntilIdle()
        } while isDraining || !queue.isIdle
    }

    /// Appends a link and returns its ticket, and `true` when no drain is under way, and the caller
    /// must schedule one (``drain(running:)``).
    func append(
        _ entry: PipelineRequest.Entry, onOutcome: (@MainActor @Sendable (NavigationOutcome) -> Void)?
    ) -> (ticket: NavigationTicket, startsDrain: Bool) {
        let ticket = NavigationTicket(sharingLockOf: ticketLock)
        let submission = Submission(entry: entry, ticket: ticket, onOutcome: onOutcome)
        let startsDrain = contents.withLock { contents in
            contents.submissions.append(submission)
            guard !contents.isDraining else { return false }
            contents.isDraining = true
            return true
        }
        return (ticket, startsDrain)
    }

    /// Takes the links one at a time, each into the request queue through `run`, until the inbox is
    /// empty; `run` gives `nil` when the manager is gone, and the link is `cancelled`.
    ///
    /// Navigations that finish without suspending would hold the main actor for a whole burst, so
    /// every ``linksPerTurn`` links the drain goes on in a new main-actor task, behind the main
    /// actor's other work (the screen's events).
    @MainActor func drain(running run: @escaping @MainActor (PipelineRequest.Entry) async -> NavigationOutcome?) async {
        for _ in 0..<Self.linksPerTurn {
            guard let submission = takeNext() else { return }
            submission.finish(await run(submission.entry) ?? .rejected(.cancelled))
        }
        Task { @MainActor in await self.drain(running: run) }
    }

    /// How many links a drain runs before it lets the main actor's other work go first.
    static let linksPerTurn = 64

    /// The next submission for the drain: the batch's next, or the first of a new batch of all the
    /// inbox holds; `nil` when the inbox is empty, which ends the drain.
    @MainActor private func takeNext() -> Submission? {
        if batchNext == batch.count {
            batch.removeAll(keepingCapacity: true)
            batchNext = 0
            let isEmpty = contents.withLock { contents in
                swap(&batch, &contents.submissions)
                if batch.isEmpty { contents.isDraining = false }
                return batch.isEmpty
            }
            if isEmpty {
                let waiters = drainWaiters
                drainWaiters.removeAll()
                for waiter in waiters { waiter.resume() }
                return nil
            }
        }
        defer { batchNext += 1 }
        return batch[batchNext]
    }

    /// Takes every submission not yet run — what is left of the drain's batch, then the inbox's —
    /// for cancellation; a drain under way stays under way and ends when it finds the inbox empty.
    @MainActor func takeAll() -> [Submission] {
        var rest = Array(batch[batchNext...])
        batch.removeAll(keepingCapacity: true)
        batchNext = 0
        contents.withLock { contents in
            rest += contents.submissions
            contents.submissions.removeAll()
        }
        return rest
    }
}
