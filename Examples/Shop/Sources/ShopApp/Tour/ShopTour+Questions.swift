import Payment
import ShopRoutes
import Waypoint

/// The tour's step for the questions asked before the user loses something: a checkout sheet that
/// may not be left while it holds a note (its swipe down refused, its close button asking), and a
/// basket emptied only once the user confirms. Each question is answered both ways.
extension ShopTour {
    func questions(_ app: ShopApplication) async -> TourStepResult {
        var step = begin(12, "Asked first: leaving a checkout that holds a note, emptying the basket")
        app.printEntry(.inApp, "tap checkout")
        let checkout = await app.manager.navigate(to: .checkout)
        step.record(checkout)
        app.printOutcome(checkout)
        app.printEntry(.inApp, "note Leave it with the neighbour (the checkout's delivery-note field)")
        do {
            try app.typeDeliveryNote("Leave it with the neighbour")
        } catch {
            step.expect(false, "the note to be typed; \(error)")
        }

        let swiped = await leaveCheckout(app, by: .swipe, answering: "Keep editing", &step)
        step.expect(
            swiped?.code == "leaveRefused" && app.topScreen?.route == .checkout,
            "the refused swipe, then 'Keep editing', to keep the checkout on screen; got \(swiped.map(\.description) ?? "gone"), \(app.visibleRoutes)"
        )
        let stayed = await leaveCheckout(app, by: .closeButton, answering: "Keep editing", &step)
        step.expect(
            stayed?.code == "leaveRefused" && app.topScreen?.route == .checkout,
            "'Keep editing' to keep the checkout on screen; got \(stayed.map(\.description) ?? "gone"), \(app.visibleRoutes)"
        )
        let left = await leaveCheckout(app, by: .closeButton, answering: "Discard", &step)
        step.expect(
            left?.code == "completed" && app.manager.state.modalLayers.isEmpty,
            "'Discard' to close the checkout; got \(left.map(\.description) ?? "gone")")

        app.printEntry(.inApp, "tap basket")
        let basket = await app.manager.navigate(to: .basket)
        step.record(basket)
        app.printOutcome(basket)
        app.printState()
        await emptyBasket(app, answering: "Cancel", &step)
        step.expect(app.basket.count == 1, "'Cancel' to keep the item; the basket holds \(app.basket.count)")
        await emptyBasket(app, answering: "Empty basket", &step)
        step.expect(app.basket.count == 0, "'Empty basket' to empty it; the basket holds \(app.basket.count)")
        step.expect(app.manager.state.dialog == nil, "no question left on screen")
        return end(
            step, app, shows: "each question kept its request's turn until answered; each answer did what it says")
    }

    /// How the user tries to leave the checkout.
    private enum Leaving {
        /// The close button, a request the manager's leave check asks about.
        case closeButton
        /// The swipe down, which the container refuses while the leave check does not allow it.
        case swipe
    }

    /// The user tries to leave the checkout while it holds a note: its leave check asks, and the
    /// user answers. `nil` when the checkout went without a question.
    private func leaveCheckout(
        _ app: ShopApplication, by leaving: Leaving, answering answer: String, _ step: inout TourStepRecorder
    ) async -> NavigationOutcome? {
        let attempt: Task<NavigationOutcome?, Never>
        switch leaving {
        case .closeButton:
            app.printEntry(.inApp, "back (the checkout's close button)")
            attempt = await app.untilAsked { await app.back() }
        case .swipe:
            app.printEntry(.inApp, "swipe (the user drags the checkout sheet down)")
            attempt = await app.untilAsked { try? await app.swipeDown() }
        }
        app.printState()
        step.expect(
            app.manager.state.dialog?.dialog == CheckoutForm.discardQuestion,
            "the checkout's leave check to ask; got \(app.manager.state.dialog.map(\.dialog.title) ?? "no question")")
        await reply(app, answer, &step)
        guard let outcome = await attempt.value else {
            step.record("gone")
            return nil
        }
        step.record(outcome)
        app.printOutcome(outcome)
        app.printState()
        return outcome
    }

    /// The basket's "Empty" button: it asks, and the user answers.
    private func emptyBasket(_ app: ShopApplication, answering answer: String, _ step: inout TourStepRecorder) async {
        let before = app.basket.count
        // The basket screen was drawn at sign-in, before step 7 added the item: say what the store holds.
        app.printLine("basket", "\(before) item\(before == 1 ? "" : "s") in the BasketStore")
        app.printEntry(.inApp, "Empty (the basket screen's button)")
        let emptying = await app.untilAsked { await app.emptyBasket() }
        app.printState()
        step.expect(
            app.manager.state.dialog?.dialog.title == "Empty the basket?",
            "the basket to ask first; got \(app.manager.state.dialog.map(\.dialog.title) ?? "no question")")
        await reply(app, answer, &step)
        _ = await emptying.value
        step.record(app.basket.count == before ? "kept" : "emptied")
    }

    private func reply(_ app: ShopApplication, _ answer: String, _ step: inout TourStepRecorder) async {
        do {
            try await app.answer(answer)
        } catch {
            step.expect(false, "the answer '\(answer)' to be taken; \(error)")
        }
    }
}
