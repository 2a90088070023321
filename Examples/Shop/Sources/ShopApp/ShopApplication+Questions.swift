import Basket
import Payment
import ShopRoutes
import Waypoint

/// The questions the Shop asks before the user loses something: the basket's "Empty" button, and
/// the checkout's leave check while it holds a delivery note. A question keeps its request's turn
/// until the user answers, so the tour and the console start the work with ``untilAsked(_:)``,
/// look at the question, and answer it with ``answer(_:)``.
extension ShopApplication {
    /// Starts `work` and returns once it is done, or once a dialog waits for the user's answer: the
    /// work then goes on when ``answer(_:)`` taps a button. Await the task for what the work returns.
    public func untilAsked<Value: Sendable>(
        _ work: @escaping @MainActor () async -> Value
    ) async -> Task<Value, Never> {
        let task = Task.immediate { @MainActor in await work() }
        await manager.waitUntilIdleOrAsking()
        return task
    }

    /// The user taps the button titled `title` of the dialog on screen, reported as the UIKit and
    /// SwiftUI containers report it; returns once what the answer lets go on is done, or asks again.
    ///
    /// - Throws: ``ShopError`` when no dialog is shown, or it has no such button (the error lists
    ///   the buttons it has).
    public func answer(_ title: String) async throws(ShopError) {
        guard let asked = manager.state.dialog else { throw ShopError("no question on screen to answer") }
        let buttons = asked.dialog.buttons
        guard let index = buttons.firstIndex(where: { $0.title == title }) else {
            let offered = buttons.map { "'\(shown($0.title))'" }.joined(separator: ", ")
            throw ShopError("\"\(shown(asked.dialog.title))\" has no button '\(shown(title))'; it offers \(offered)")
        }
        printLine("user", "taps [\(shown(title))]")
        do {
            try manager.userDidNavigate(.userAnswered(asked.id, button: index))
        } catch {
            throw ShopError("the answer was refused: \(error)")
        }
        await manager.waitUntilIdleOrAsking()
    }

    /// The basket screen's "Empty" button (Basket's ``EmptyBasket``): asks "Empty the basket?" and
    /// empties it when the user confirms. Prints what the basket says; start it with
    /// ``untilAsked(_:)`` to answer the question.
    @discardableResult
    public func emptyBasket() async -> String {
        let line = await emptyBasketButton()
        printLine("basket", line)
        return line
    }

    /// The user types a delivery note into the checkout on screen. The checkout then holds edits:
    /// whatever would take it away asks "Discard your order?" first (Payment's ``CheckoutForm``).
    ///
    /// - Throws: ``ShopError`` when the checkout is not the screen on top.
    public func typeDeliveryNote(_ note: String) throws(ShopError) {
        guard let checkout = manager.state.topEntry, checkout.route == .checkout else {
            throw ShopError("the checkout is not on screen to type into; tap checkout first")
        }
        checkoutForm.type(deliveryNote: note, in: checkout.id)
        printLine("checkout", "delivery note \"\(shown(note))\", not yet placed")
    }
}
