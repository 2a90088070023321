/// Dialogs: an alert or a confirmation dialog as a request of its own.
extension NavigationManager {
    /// Shows an alert or confirmation dialog over everything, and returns once the user answered
    /// it, with the button they picked as the result: `await manager.present(dialog).result.value`.
    ///
    /// The dialog takes its turn in the request queue and keeps it until it is answered: requests
    /// made meanwhile, links from outside included, wait for the answer and then run, in order,
    /// against the state the answer left. A button with a destination shows it in the same turn,
    /// before any of them.
    ///
    /// - Returns: The request, whose ``ResultRequest/result`` is the button picked (`value`), or
    ///   `cancelled(.user)` when the dialog went without a button and has no cancel button, or
    ///   `notShown` with why the dialog could not show (another dialog is shown; one no toolkit can
    ///   show, ``NavigationDialog/problem``; no container). Its ``ResultRequest/outcome`` is the
    ///   outcome of the button's destination when it has one, else `completed`.
    public func present(_ dialog: NavigationDialog) async -> ResultRequest<DialogButton> {
        let shot = OneShot<NavigationResult<DialogButton>>()
        let (outcome, number) = await requestResolver.runNumbered { [requestResolver] number in
            var trail: [RouteID] = []
            let (button, outcome) = await requestResolver.ask(dialog, number: number, trail: &trail)
            switch outcome {
            case .rejected where button == nil: shot.finish(.notShown(outcome))
            default: shot.finish(button.map { .value($0) } ?? .cancelled(.user))
            }
            return outcome
        }
        // Refused before its turn (the manager cancelled what waited).
        shot.finish(.notShown(outcome))
        return ResultRequest(outcome: outcome, number: number, shot: shot)
    }

    /// Returns once a dialog waits for the user's answer, or once every queued request has its
    /// outcome without one: ``waitUntilIdle()`` waits for the answer too, since the request that
    /// shows a dialog keeps its turn until then.
    package func waitUntilIdleOrAsking() async {
        guard state.dialog == nil else { return }
        let settled = OneShot<Void>()
        transition.whenAsking { settled.finish(()) }
        Task { @MainActor in
            await self.waitUntilIdle()
            settled.finish(())
        }
        await settled.value
    }
}
