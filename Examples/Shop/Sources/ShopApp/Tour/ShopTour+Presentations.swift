import ShopRoutes
import Waypoint

/// The tour's step for presentations other than push and full-screen: a sheet with detents and a
/// popover, both declared by their routes.
extension ShopTour {
    func sheetsAndPopovers(_ app: ShopApplication) async -> TourStepResult {
        var step = begin(11, "A size guide at half height, dragged up; a share popover")
        let product = app.manager.state.topEntry?.descriptor.parameters ?? [:]

        app.printEntry(.inApp, "Size guide (the product's button)")
        let guide = await app.manager.navigate(to: .sizeGuide, parameters: product)
        step.record(guide)
        app.printOutcome(guide)
        app.printState()
        step.expect(
            app.manager.state.modalLayers.last?.sheet.selectedDetent == .medium,
            "the size guide at medium; got \(app.manager.state.modalLayers.map(\.sheet))")

        do {
            try app.dragSheet(to: .large)
        } catch {
            step.expect(false, "the drag to be taken; \(error)")
        }
        app.printState()
        step.expect(
            app.manager.state.modalLayers.last?.sheet.selectedDetent == .large,
            "the state to keep the height the user dragged to; got \(app.manager.state.modalLayers.map(\.sheet))")
        do {
            try await app.swipeDown()
        } catch {
            step.expect(false, "the swipe to be taken; \(error)")
        }

        app.printEntry(.inApp, "Share (the product's share button)")
        let share = await app.manager.navigate(to: .share, parameters: product)
        step.record(share)
        app.printOutcome(share)
        app.printState()
        step.expect(
            app.manager.state.modalLayers.map(\.style) == [.popover]
                && app.manager.state.modalLayers.last?.popover?.anchor == "share",
            "a popover anchored to the share button; got \(app.manager.state.modalLayers)")

        app.printEntry(.inApp, "back (the popover's close button)")
        let closed = await app.back()
        step.record(closed)
        app.printOutcome(closed)
        app.printState()
        step.expect(app.manager.state.modalLayers.isEmpty, "the popover closed")
        return end(step, app, shows: "the sheet's height and the popover's anchor are navigation state")
    }
}
