public import Waypoint

/// What a test needs to answer a dialog as the user would, without a screen.
///
/// The request that shows a dialog keeps its turn until the dialog is answered, so start it in a
/// task that takes its place in the queue at once, wait for the dialog, then tap:
///
/// ```swift
/// let asked = Task.immediate { @MainActor in await manager.present(dialog) }
/// let shown = await manager.dialogWaitingForAnswer()
/// #expect(shown?.dialog.title == "Discard your order?")
/// #expect(manager.userTapsDialogButton("Discard"))
/// #expect(await asked.value.result.value?.title == "Discard")
/// ```
extension NavigationManager {
    /// The dialog shown, once one waits for the user's answer; `nil` when every queued request
    /// finished without showing one.
    public func dialogWaitingForAnswer() async -> DialogLayer? {
        await waitUntilIdleOrAsking()
        return state.dialog
    }

    /// The user taps the button titled `title` of the dialog shown, reported as a container
    /// reports it.
    ///
    /// - Returns: `false`, changing nothing, when no dialog is shown or it has no such button.
    @discardableResult
    public func userTapsDialogButton(_ title: String) -> Bool {
        guard let shown = state.dialog, let index = shown.dialog.buttons.firstIndex(where: { $0.title == title })
        else { return false }
        return (try? userDidNavigate(.userAnswered(shown.id, button: index))) != nil
    }

    /// The user taps outside the confirmation dialog shown (on an iPad), which closes it without a
    /// button, reported as a container reports it.
    ///
    /// - Returns: `false`, changing nothing, when no dialog is shown.
    @discardableResult
    public func userTapsOutsideDialog() -> Bool {
        guard let shown = state.dialog else { return false }
        return (try? userDidNavigate(.userAnswered(shown.id, button: nil))) != nil
    }

    /// The user swipes the top modal layer down, as a container sees it: refused while a leave
    /// check of its screens does not allow, and the attempt reported (a check that asks then asks,
    /// in a request that waits for the answer); otherwise reported as a swipe down.
    ///
    /// - Returns: `nil` when the layer went; otherwise what the attempt came to (see
    ///   `userAttemptedToLeave`): the refusal, or the outcome of the close once the user answered.
    /// - Throws: `NavigationRejection.noModalToDismiss` when no modal layer is shown.
    public func userTriesToSwipeDown() async throws(NavigationRejection) -> NavigationOutcome? {
        guard let layer = state.modalLayers.last, let root = layer.stack.first else { throw .noModalToDismiss }
        guard leaveBlocked(closing: root.id) else {
            try userDidNavigate(.userDismissed(layer.id))
            return nil
        }
        return await userAttemptedToLeave(closing: root.id)
    }

    /// The user goes back one screen in the visible stack (back swipe), as a container sees it:
    /// refused while the top screen's leave check does not allow, and the attempt reported; see
    /// ``userTriesToSwipeDown()``.
    ///
    /// - Throws: `NavigationRejection.nothingToPop` at the root of the visible stack.
    public func userTriesToGoBack() async throws(NavigationRejection) -> NavigationOutcome? {
        let stack = state.visibleStack
        guard let top = stack.last, stack.count > 1 else { throw .nothingToPop(state.visibleLocation, in: state) }
        guard leaveBlocked(closing: top.id) else {
            try userDidNavigate(.userPopped(to: stack[stack.count - 2].id))
            return nil
        }
        return await userAttemptedToLeave(closing: top.id)
    }
}
