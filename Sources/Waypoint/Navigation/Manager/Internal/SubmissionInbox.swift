/// Links handed to the manager from any thread, waiting for the main actor to take them into the
/// request queue: appended under a lock, taken one at a time in the order they were appended, each
/// exactly once — by the drain, or by cancellation.
///
/// At most one drain is scheduled while the inbox holds links: the append that finds no drain
/// under way asks for one, and the drain ends only when it finds the inbox empty, under the same
/// lock, so a link appended at that moment asks for the next drain.
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
        /// Submissions in the order they were appended; those before `taken` have left.
        var submissions: [Submission] = []
        var taken = 0
        /// A drain is scheduled or running: appends need not ask for another.
        var isDraining = false
    }

    private let contents = LockedValue(Contents())

    /// Appends a submission; returns `true` when no drain is under way, and the caller must
    /// schedule one.
    func append(_ submission: Submission) -> Bool {
        contents.withLock { contents in
            contents.submissions.append(submission)
            guard !contents.isDraining else { return false }
            contents.isDraining = true
            return true
        }
    }

    /// The next submission for the drain; `nil` when the inbox is empty, which ends the drain.
    func takeNext() -> Submission? {
        contents.withLock { contents in
            guard contents.taken < contents.submissions.count else {
                contents.submissions.removeAll()
                contents.taken = 0
                contents.isDraining = false
                return nil
            }
            let next = contents.submissions[contents.taken]
            contents.taken += 1
            // Drop what has left once it is half the array, so a steady stream stays small and
            // each submission is moved at most once on average.
            if contents.taken >= 64, contents.taken * 2 >= contents.submissions.count {
                contents.submissions.removeFirst(contents.taken)
                contents.taken = 0
            }
            return next
        }
    }

    /// Takes every submission not yet taken, for cancellation; a drain under way stays under way
    /// and ends when it finds the inbox empty.
    func takeAll() -> [Submission] {
        contents.withLock { contents in
            let rest = Array(contents.submissions[contents.taken...])
            contents.submissions.removeAll()
            contents.taken = 0
            return rest
        }
    }
}
