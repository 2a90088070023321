import Payment
import ShopApp
import ShopRoutes
import Testing
import Waypoint

/// The checkout is a sheet: the user may swipe it away while its form is blank; while it holds a
/// delivery note the swipe is refused as the UIKit container refuses it, the attempt is reported,
/// and the leave check asks.
extension ShopQuestionsTests {
    static let springsBack = "sheet    stays: the leave check of checkout does not allow leaving"

    @Test("a blank checkout is a full-height sheet without grabber, and the user swipes it away unasked")
    func blankCheckoutSwipedAway() async throws {
        let (app, output) = try await shopAtCheckout()
        #expect(app.manager.state.modalLayers.map(\.style) == [.sheet])
        #expect(app.manager.state.modalLayers.map(\.sheet) == [SheetOptions(detents: [.large], showsGrabber: false)])
        #expect(try await app.swipeDown() == nil, "the sheet went")
        #expect(app.manager.state.modalLayers.isEmpty)
        #expect(!asked(app))
        #expect(output.lines.contains("user     swipes the sheet checkout down"))
        #expect(!output.lines.contains(Self.springsBack))
    }

    @Test("with a note the swipe is refused: the sheet stays, the attempt is reported, and the leave check asks")
    func noteBlocksSwipe() async throws {
        let (app, output) = try await shopAtCheckout()
        try app.typeDeliveryNote("Leave it with the neighbour")
        let checkout = try #require(app.manager.state.topEntry)
        let shown = app.manager.state.modalLayers
        #expect(app.manager.leaveBlocked(closing: checkout.id), "what presentationControllerShouldDismiss reads")
        var events = app.manager.events.makeAsyncIterator()

        let staying = await app.untilAsked { try? await app.swipeDown() }
        #expect(app.manager.state.modalLayers == shown, "the sheet stays while the question is up")
        #expect(app.manager.state.dialog?.dialog == CheckoutForm.discardQuestion)
        let attempt = await events.next()
        #expect(attempt?.kind == .leaveAttempted)
        #expect(attempt?.route == .checkout)
        try await app.answer("Keep editing")
        #expect(await staying.value?.code == "leaveRefused")
        #expect(app.manager.state.modalLayers == shown)
        #expect(app.checkoutForm.hasChanges(in: checkout.id), "the note is kept")
        #expect(app.manager.state.dialog == nil)
        #expect(output.lines.contains(Self.springsBack))
    }

    @Test("a swipe refused while the checkout holds a note closes it once the user answers 'Discard'")
    func swipeThenDiscard() async throws {
        let (app, output) = try await shopAtCheckout()
        try app.typeDeliveryNote("Ring twice")
        let leaving = await app.untilAsked { try? await app.swipeDown() }
        #expect(app.manager.state.dialog?.dialog == CheckoutForm.discardQuestion)
        try await app.answer("Discard")
        #expect(await leaving.value?.code == "completed")
        #expect(app.manager.state.modalLayers.isEmpty)
        #expect(app.manager.state.dialog == nil)
        #expect(output.lines.contains("user     taps [Discard]"))
        await #expect(throws: ShopError("no sheet to swipe down; a full-screen modal closes with back")) {
            try await app.swipeDown()
        }
    }
}
