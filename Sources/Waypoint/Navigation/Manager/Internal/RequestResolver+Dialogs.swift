/// Dialogs in a request's turn: the question the user answers before the turn moves on.
extension RequestResolver {
    /// Asks the user in request `number`'s turn, which the dialog keeps until it is answered. The
    /// button picked (`nil` when the dialog went without one and has no cancel button), and the
    /// outcome: the dialog's refusal when it did not show, the outcome of the button's destination
    /// when it has one (a request of its own in this turn, its guards included), else `completed`.
    func ask(
        _ dialog: NavigationDialog, number: Int, trail: inout [RouteID]
    ) async -> (button: DialogButton?, outcome: NavigationOutcome) {
        switch await transition.ask(dialog) {
        case .failure(let refusal):
            return (nil, refusal.outcome)
        case .success(let button):
            guard let destination = button?.destination else { return (button, .completed(transition.state)) }
            let onward = PipelineRequest(entry: .descriptor(destination), number: number)
            return (button, await continueRequest(onward, trail: &trail))
        }
    }
}
