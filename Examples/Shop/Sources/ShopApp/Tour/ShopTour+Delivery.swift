import ShopRoutes
import Waypoint

/// The tour's result steps: the checkout (Payment) asks the Account module (Profile) for a delivery
/// address, though neither imports the other.
extension ShopTour {
    func addressPicked(_ app: ShopApplication) async -> TourStepResult {
        var step = begin(9, "Checkout asks the Account module for an address, and gets one")
        app.printEntry(.inApp, "tap checkout")
        let checkout = await app.manager.navigate(to: .checkout)
        step.record(checkout)
        app.printOutcome(checkout)
        guard await askForAddress(app, &step) else { return end(step, app, shows: "") }

        app.printEntry(.inApp, "pick 1 (the picker's row: Profile finishes the picker with the address)")
        do {
            let picked = try await app.pickAddress(1)
            step.record(picked)
            app.printOutcome(picked)
        } catch {
            step.expect(false, "the picker to take address 1; \(error)")
        }
        let line = await app.settleAddress()
        app.printState()
        step.expect(
            line == "deliver to Home, 12 Harbour Road, Leith",
            "the checkout to get the address; got \(line ?? "nothing")")
        step.expect(app.topScreen?.route == .checkout, "the picker closed over the checkout; got \(app.visibleRoutes)")
        return end(step, app, shows: "the address went from Profile to Payment through the navigator; the sheet closed")
    }

    func addressSwipedAway(_ app: ShopApplication) async -> TourStepResult {
        var step = begin(10, "The user swipes the address picker away")
        guard await askForAddress(app, &step) else { return end(step, app, shows: "") }
        do {
            try await app.swipeDown()
            step.record("swiped")
        } catch {
            step.expect(false, "the sheet to swipe down; \(error)")
        }
        let line = await app.settleAddress()
        app.printState()
        step.expect(
            line == "no address chosen (user)", "the checkout to hear `cancelled (user)`; got \(line ?? "nothing")")
        step.expect(app.topScreen?.route == .checkout, "the checkout still on screen; got \(app.visibleRoutes)")

        app.printEntry(.inApp, "back (the checkout's close button)")
        let closed = await app.back()
        step.record(closed)
        app.printOutcome(closed)
        app.printState()
        step.expect(app.manager.state.modalLayers.isEmpty, "the checkout closed")
        return end(step, app, shows: "the swipe-down reached the checkout as a cancellation by the user")
    }

    /// The checkout's "Choose address" button, and the picker sheet it shows over the checkout.
    private func askForAddress(_ app: ShopApplication, _ step: inout TourStepRecorder) async -> Bool {
        app.printEntry(.inApp, "Choose address (the checkout's button: Payment asks for PickAddressRoute)")
        do {
            let asked = try await app.chooseAddress()
            step.record(asked)
            app.printOutcome(asked)
        } catch {
            step.expect(false, "the checkout to ask; \(error)")
            return false
        }
        app.printState()
        let shown = app.manager.state.modalLayers.map { "\($0.style.rawValue): \($0.stack.map(\.route.rawValue))" }
        step.expect(
            shown == ["sheet: [\"checkout\"]", "sheet: [\"address.pick\"]"],
            "the picker sheet over the checkout; got \(shown)")
        return true
    }
}
