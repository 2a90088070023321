import Foundation
import UIKit
import Waypoint
import WaypointTesting
import WaypointUIKitUnderTest

/// The kinds of the manager's events, in order, as they arrive.
@MainActor
final class EventLog {
    private(set) var kinds: [NavigationEvent.Kind] = []
    private var listener: Task<Void, Never>?

    init(_ manager: NavigationManager<UIViewController>) {
        let events = manager.events
        listener = Task { @MainActor [weak self] in
            for await event in events { self?.kinds.append(event.kind) }
        }
    }

    deinit { listener?.cancel() }
}

/// Whether a screen holds unsaved changes: what a leave check reads.
@MainActor
final class Unsaved {
    var changes = true
}

/// Dialogs as alert controllers and leave checks on the user's gestures, through the real UIKit
/// container: a link opens an alert, a button navigates, a request made meanwhile waits, and a
/// screen that may not be left refuses the swipe down and the back swipe, reporting them.
@MainActor
enum DialogScenarios {
    static let view = DialogButton("View", destination: DeepLinkDescriptor(path: "/c/shoes"))
    static let later = DialogButton("Later", role: .cancel)
    static let offer = NavigationDialog("A new offer", message: "20% off shoes", buttons: [view, later])
    static let discard = NavigationDialog(
        "Discard your changes?", style: .confirmationDialog,
        buttons: [DialogButton("Discard", role: .destructive), DialogButton("Keep editing", role: .cancel)])

    /// An app whose `/promo` link asks ``offer``.
    static func promoApp(tabs: Int = 3) async -> ScenarioApp {
        var actions = ActionRegistry(module: "Shop")
        actions.register("promo") { _, _ in .ask(offer) }
        return await ScenarioApp(
            tabs: tabs,
            routes: ScenarioRoutes.routes + [
                RouteDefinition("promo", pattern: "/promo", module: "Shop", kind: .action)
            ],
            actions: actions)
    }

    static let all: [Scenario] = [
        Scenario(name: "an alert from a link, a button that navigates") {
            let app = await promoApp()
            app.open("/promo")
            await app.settleUntilAsking()
            app.check("the alert is up")
            app.expect(app.manager.state.dialog?.dialog == offer, "the state shows the dialog")
            app.expect(UIKitSimulation.User.tapAlertAction(titled: "View"), "the alert's View button")
            await app.settle()
            app.check("the button's destination")
            app.expect(app.manager.state.dialog == nil, "the dialog is gone")
            app.expect(app.manager.state.topEntry?.route == "category", "the shoes are shown")
            app.expect(
                app.outcome(of: "/promo")?.code == "completed", "\(String(describing: app.outcome(of: "/promo")))")
            return app.failures
        },
        Scenario(name: "a request made while an alert is up waits for the answer") {
            let app = await promoApp()
            app.open("/promo")
            await app.settleUntilAsking()
            app.open("/login")
            await app.run(for: 1)
            app.check("the sheet waits behind the alert")
            app.expect(app.outcome(of: "/login") == nil, "the sheet's request waits")
            app.expect(UIKitSimulation.User.tapAlertAction(titled: "Later"), "the alert's Later button")
            await app.settle()
            app.check("the sheet once the alert is answered")
            app.expect(app.manager.state.modalLayers.count == 1, "the sheet is up")
            app.expect(
                app.outcome(of: "/login")?.code == "completed", "\(String(describing: app.outcome(of: "/login")))")
            app.expect(
                app.outcome(of: "/promo")?.description == "performed promo: asked 'A new offer': Later",
                "\(String(describing: app.outcome(of: "/promo")))")
            return app.failures
        },
        Scenario(name: "a confirmation dialog on a regular width is an anchored action sheet") {
            let app = await ScenarioApp()
            UIKitSimulation.User.changeHorizontalSizeClass(to: .regular)
            let asked = Task { @MainActor in await app.manager.present(discard) }
            await app.settleUntilAsking()
            app.check("the action sheet is up")
            app.expect(UIKitSimulation.User.tapAlertAction(titled: "Discard"), "the Discard button")
            await app.settle()
            let result = await asked.value.result
            app.expect(result.value?.title == "Discard", "the answer: \(result)")
            app.check("the action sheet answered")
            return app.failures
        },
        Scenario(name: "a leave check blocks the swipe down and the back swipe, and the attempts are reported") {
            let unsaved = Unsaved()
            let app = await ScenarioApp(leaveChecks: [
                "login": { _ in unsaved.changes ? .refuse("the form is not saved") : .allow },
                "product": { _ in unsaved.changes ? .refuse("the review is not saved") : .allow },
            ])
            let log = EventLog(app.manager)
            app.open("/c/shoes/p/42")
            await app.settle()
            app.expect(!UIKitSimulation.User.backSwipe(completing: true), "the back swipe is refused")
            app.expect(!UIKitSimulation.User.tapBackButton(), "the back button is hidden")
            await app.settle()
            app.check("the product stays")
            app.expect(app.manager.state.topEntry?.route == "product", "the product is on top")
            app.open("/login")
            await app.settle()
            app.expect(!UIKitSimulation.User.swipeDownSheet(completing: true), "the swipe down is refused")
            await app.settle()
            app.check("the sheet stays")
            app.expect(app.manager.state.modalLayers.count == 1, "the sheet is up")
            app.expect(log.kinds.filter { $0 == .leaveAttempted }.count == 2, "two attempts reported: \(log.kinds)")
            unsaved.changes = false
            app.expect(UIKitSimulation.User.swipeDownSheet(completing: true), "the swipe down, allowed")
            await app.settle()
            app.container.leaveChecksDidChange()
            app.expect(UIKitSimulation.User.tapBackButton(), "the back button, shown again")
            await app.settle()
            app.check("both left once the checks allow")
            app.expect(app.manager.state.topEntry?.route == "category", "back at the category")
            return app.failures
        },
        Scenario(name: "a leave check asks through a confirmation dialog when the user swipes back") {
            let app = await ScenarioApp(leaveChecks: ["product": { _ in .ask(discard) }])
            app.open("/c/shoes/p/42")
            await app.settle()
            app.expect(!UIKitSimulation.User.backSwipe(completing: true), "the back swipe is refused")
            await app.settleUntilAsking()
            app.check("the question is up")
            app.expect(UIKitSimulation.User.tapAlertAction(titled: "Keep editing"), "Keep editing")
            await app.settle()
            app.check("the product stays")
            app.expect(app.manager.state.topEntry?.route == "product", "the product is on top")
            app.expect(!UIKitSimulation.User.backSwipe(completing: true), "the back swipe is refused again")
            await app.settleUntilAsking()
            app.expect(UIKitSimulation.User.tapAlertAction(titled: "Discard"), "Discard")
            await app.settle()
            app.check("the product discarded")
            app.expect(app.manager.state.topEntry?.route == "category", "back at the category")
            return app.failures
        },
    ]
}
