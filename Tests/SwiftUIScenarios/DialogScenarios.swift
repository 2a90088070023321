import SwiftUI
import Waypoint
import WaypointTesting

/// Whether a screen holds unsaved changes: what a leave check reads.
@MainActor
final class Unsaved {
    var changes = true
}

/// Whether the manager waits for the user's answer.
@MainActor
final class Asked {
    var done = false
}

/// Dialogs as `.alert` and `.confirmationDialog`, and leave checks on the user's gestures, through
/// the real SwiftUI model: a link opens an alert, a button navigates, a request made meanwhile
/// waits, a sheet and a pushed screen that may not be left keep the user's gestures off, and a
/// leave check asks through a confirmation dialog.
@MainActor
enum DialogScenarios {
    static let view = DialogButton("View", destination: DeepLinkDescriptor(path: "/catalog/shoes"))
    static let later = DialogButton("Later", role: .cancel)
    static let offer = NavigationDialog("A new offer", message: "20% off shoes", buttons: [view, later])
    static let discard = NavigationDialog(
        "Discard your changes?", style: .confirmationDialog,
        buttons: [DialogButton("Discard", role: .destructive), DialogButton("Keep editing", role: .cancel)])

    /// An app whose `shop://promo` link asks ``offer``.
    static func promoApp() async throws -> ShopApp {
        var actions = ActionRegistry(module: "Catalog")
        actions.register("promo") { _, _ in .ask(offer) }
        return try await ShopApp(
            routes: [RouteDefinition("promo", pattern: "/promo", module: "Catalog", kind: .action)], actions: actions)
    }

    /// Runs the clock until the manager waits for the user's answer to a dialog, and SwiftUI has
    /// finished showing it: the request that shows it keeps running meanwhile.
    static func untilAsking(_ app: ShopApp) async {
        let manager = app.manager
        let asked = Asked()
        Task { @MainActor in
            _ = await manager.dialogWaitingForAnswer()
            asked.done = true
        }
        let start = ContinuousClock.now
        while !asked.done || SwiftUISimulation.nextEventTime != nil {
            await SwiftUISimulation.run(for: 0)
            if let next = SwiftUISimulation.nextEventTime {
                await SwiftUISimulation.run(for: max(0, next - SwiftUISimulation.now))
            } else {
                guard ContinuousClock.now - start < .seconds(20) else { return }
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }
    }

    static let all: [Scenario] = [
        Scenario(name: "an alert from a link, a button that navigates") { check in
            let app = try await promoApp()
            Scenarios.startOpen(app, "shop://promo")
            await untilAsking(app)
            check.atRest(app, "the alert is up")
            check.expect(SwiftUISimulation.User.tapAlertButton("View"), "the alert's View button")
            await Driver.settle()
            check.atRest(app, "the button's destination")
            check.expect(app.manager.state.topEntry?.route == "catalog.category", "the shoes are shown")
        },
        Scenario(name: "a request made while an alert is up waits for the answer") { check in
            let app = try await promoApp()
            Scenarios.startOpen(app, "shop://promo")
            await untilAsking(app)
            Scenarios.startOpen(app, "shop://login")
            await Driver.advance(1)
            check.atRest(app, "the sheet waits behind the alert")
            check.expect(app.manager.state.modalLayers.isEmpty, "no sheet yet")
            check.expect(SwiftUISimulation.User.tapAlertButton("Later"), "the alert's Later button")
            await Driver.settle()
            check.atRest(app, "the sheet once the alert is answered")
            check.expect(app.manager.state.modalLayers.count == 1, "the sheet is up")
        },
        Scenario(name: "a leave check keeps the swipe down and the back swipe off") { check in
            let unsaved = Unsaved()
            let app = try await ShopApp(leaveChecks: [
                "login": { _ in unsaved.changes ? .refuse("the form is not saved") : .allow },
                "catalog.product": { _ in unsaved.changes ? .refuse("the review is not saved") : .allow },
            ])
            await Scenarios.open(app, "shop://catalog/shoes/products/42")
            check.expect(!SwiftUISimulation.User.backSwipe(completing: true), "the back swipe is refused")
            check.expect(!SwiftUISimulation.User.tapBack(), "the back button is hidden")
            await Driver.settle()
            check.atRest(app, "the product stays")
            await Scenarios.open(app, "shop://login")
            check.expect(!SwiftUISimulation.User.swipeDownSheet(completing: true), "the swipe down is refused")
            await Driver.settle()
            check.atRest(app, "the sheet stays")
            check.expect(app.manager.state.modalLayers.count == 1, "the sheet is up")
        },
        Scenario(name: "a leave check asks through a confirmation dialog") { check in
            let app = try await ShopApp(leaveChecks: ["login": { _ in .ask(discard) }])
            await Scenarios.open(app, "shop://login")
            let manager = app.manager
            Driver.start { _ = await manager.dismiss() }
            await untilAsking(app)
            check.atRest(app, "the question is up over the sheet")
            check.expect(SwiftUISimulation.User.tapAlertButton("Keep editing"), "Keep editing")
            await Driver.settle()
            check.atRest(app, "the sheet stays")
            check.expect(app.manager.state.modalLayers.count == 1, "the sheet is up")
            Driver.start { _ = await manager.dismiss() }
            await untilAsking(app)
            check.expect(SwiftUISimulation.User.tapAlertButton("Discard"), "Discard")
            await Driver.settle()
            check.atRest(app, "the sheet discarded")
            check.expect(app.manager.state.modalLayers.isEmpty, "the sheet is gone")
        },
    ]
}
