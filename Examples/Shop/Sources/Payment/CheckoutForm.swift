public import Waypoint

/// What the user has typed into a checkout and not yet placed: a delivery note.
///
/// The draft belongs to the checkout screen it was typed in, so a checkout opened afresh starts
/// blank. The Payment module's leave check reads it: a checkout holding a note asks "Discard your
/// order?" before anything takes it away, and the user's own gestures are blocked meanwhile.
///
/// ```swift
/// form.type(deliveryNote: "Leave it with the neighbour", in: checkout.id)
/// form.leaveDecision(for: checkout)   // .ask(CheckoutForm.discardQuestion)
/// ```
@MainActor
public final class CheckoutForm {
    /// The delivery note typed so far, and the checkout screen it was typed in; `nil` until one is typed.
    public private(set) var draft: (checkout: EntryID, deliveryNote: String)?

    /// Creates a blank form.
    public nonisolated init() {}

    /// The question asked before a checkout holding a note goes.
    public static let discardQuestion = NavigationDialog(
        "Discard your order?", message: "Your delivery note has not been placed.", style: .confirmationDialog,
        buttons: [DialogButton("Discard", role: .destructive), DialogButton("Keep editing", role: .cancel)])

    /// The user types a delivery note into the checkout `checkout`.
    public func type(deliveryNote: String, in checkout: EntryID) {
        draft = (checkout, deliveryNote)
    }

    /// Whether the checkout `checkout` holds a note the user would lose by leaving it.
    public func hasChanges(in checkout: EntryID) -> Bool {
        draft?.checkout == checkout
    }

    /// The checkout's leave check: a checkout holding a note asks first; a blank one may go.
    public func leaveDecision(for checkout: NavigationEntry) -> LeaveDecision {
        hasChanges(in: checkout.id) ? .ask(Self.discardQuestion) : .allow
    }
}
