import Payment
import Profile
import ShopRoutes
public import Waypoint

/// The delivery-address flow across two modules that do not import each other: the checkout
/// (Payment) asks for an address, the Account module's picker (Profile) hands one back.
extension ShopApplication {
    /// The checkout's "Choose address" button: the checkout asks for an address, and the picker
    /// shows as a sheet over it. What the checkout makes of the answer is printed by
    /// ``settleAddress()`` once the picker has left.
    ///
    /// - Throws: ``ShopError`` when the checkout is not on screen to ask.
    @discardableResult
    public func chooseAddress() async throws(ShopError) -> NavigationOutcome {
        guard manager.state.topEntry?.route == .checkout else {
            throw ShopError("the checkout is not on screen to ask for an address; tap checkout first")
        }
        let pick = await delivery.askForAddress()
        guard case .completed(let state) = pick.outcome, let picker = state.topEntry else {
            // Never shown: the picker has no guard and the app is attached, so the result is known.
            printLine("checkout", await delivery.deliveryLine(for: pick))
            return pick.outcome
        }
        waitingForAddress = (pick, picker.id)
        return pick.outcome
    }

    /// The user taps address `number` (from 1) in the picker: the Account module finishes the picker
    /// with it, which closes the sheet.
    ///
    /// - Throws: ``ShopError`` when no picker is shown or it lists no such address.
    @discardableResult
    public func pickAddress(_ number: Int) async throws(ShopError) -> NavigationOutcome {
        do {
            return try await addressBook.choose(number)
        } catch {
            throw ShopError(error.description)
        }
    }

    /// The user swipes the top sheet down. The terminal has no finger, so this does what the UIKit
    /// container does with the gesture: a sheet whose screens' leave check does not allow leaving
    /// refuses it (`presentationControllerShouldDismiss`) and reports the attempt
    /// (`presentationControllerDidAttemptToDismiss`), so a check that asks asks; any other sheet goes,
    /// and the manager follows what the user already did.
    ///
    /// - Returns: `nil` when the sheet went; otherwise what the refused swipe came to: the refusal,
    ///   or the outcome of the close once the user answered the check's question (start it with
    ///   ``untilAsked(_:)`` to answer).
    /// - Throws: ``ShopError`` when no sheet is shown: a full-screen modal cannot be swiped away.
    @discardableResult
    public func swipeDown() async throws(ShopError) -> NavigationOutcome? {
        guard let layer = manager.state.modalLayers.last, layer.style == .sheet, let root = layer.stack.first else {
            throw ShopError("no sheet to swipe down; a full-screen modal closes with back")
        }
        printLine("user", "swipes the sheet " + renderer.path(layer.stack) + " down")
        guard manager.leaveBlocked(closing: root.id) else {
            do {
                try manager.userDidNavigate(.userDismissed(layer.id))
            } catch {
                throw ShopError("the swipe was refused: \(error)")
            }
            return nil
        }
        printLine("sheet", "stays: the leave check of \(shown(root.route.rawValue)) does not allow leaving")
        return await manager.userAttemptedToLeave(closing: root.id)
    }

    /// The user drags the top sheet to rest at `detent`, reported as the UIKit and SwiftUI containers
    /// report it; the state keeps the height, so a restored session shows the sheet where it was left.
    ///
    /// - Throws: ``ShopError`` when no sheet is shown, or the sheet does not offer `detent`.
    public func dragSheet(to detent: SheetDetent) throws(ShopError) {
        guard let layer = manager.state.modalLayers.last, layer.style == .sheet else {
            throw ShopError("no sheet to drag")
        }
        printLine("user", "drags the sheet " + renderer.path(layer.stack) + " to \(detent)")
        do {
            try manager.userDidNavigate(.userSelectedDetent(detent, in: layer.id))
        } catch {
            throw ShopError("the drag was refused: \(error)")
        }
    }

    /// Once the picker the checkout asked for has left the screen, its result is known: prints
    /// what the checkout shows, `deliver to …` or `no address chosen (user)`.
    ///
    /// - Returns: The line printed; `nil` while the picker is on screen or nothing was asked.
    @discardableResult
    public func settleAddress() async -> String? {
        guard let waiting = waitingForAddress, !manager.state.entries.contains(where: { $0.id == waiting.picker })
        else { return nil }
        waitingForAddress = nil
        let line = await delivery.deliveryLine(for: waiting.pick)
        printLine("checkout", line)
        return line
    }
}
