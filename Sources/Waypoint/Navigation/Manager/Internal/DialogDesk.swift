/// Who waits for the answer to the dialog shown, and what the answer was.
///
/// The request that shows a dialog keeps its turn in the queue until the dialog is gone, so at
/// most one waits here. The user's answer arrives as a report (``NavigationRequest/userAnswered(_:button:)``),
/// noted before the state follows it; whatever else takes the dialog away (a restoration, a
/// container that fails) answers without a button.
@MainActor
final class DialogDesk {
    private struct Waiter {
        let dialog: ModalLayerID
        let answer: CheckedContinuation<Int?, Never>
    }

    private var waiting: Waiter?
    /// The last answer reported, until the waiter takes it.
    private var answered: (dialog: ModalLayerID, button: Int?)?
    /// Called once the next dialog waits for its answer.
    private var onAsking: [@MainActor () -> Void] = []

    /// Calls `body` once a dialog waits for its answer.
    func whenAsking(_ body: @escaping @MainActor () -> Void) { onAsking.append(body) }

    /// The position of the button the user picks on `dialog`, or `nil` when the dialog goes without
    /// one; at once when it is no longer shown in `state`.
    func answer(to dialog: ModalLayerID, in state: NavigationState) async -> Int? {
        guard state.dialog?.id == dialog else { return takeAnswer(to: dialog) }
        return await withCheckedContinuation { continuation in
            waiting = Waiter(dialog: dialog, answer: continuation)
            let asking = onAsking
            onAsking.removeAll()
            for body in asking { body() }
        }
    }

    /// The user answered `dialog`; the state follows next.
    func userAnswered(_ dialog: ModalLayerID, button: Int?) {
        answered = (dialog, button)
    }

    /// Reads a new state: a dialog waited for that is gone resumes its waiter.
    func stateDidChange(_ state: NavigationState) {
        guard let waiting, state.dialog?.id != waiting.dialog else { return }
        self.waiting = nil
        waiting.answer.resume(returning: takeAnswer(to: waiting.dialog))
    }

    private func takeAnswer(to dialog: ModalLayerID) -> Int? {
        defer { answered = nil }
        return answered?.dialog == dialog ? answered?.button : nil
    }
}
