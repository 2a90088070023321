import Foundation
import UIKit
import Waypoint
import WaypointTesting
import WaypointUIKitUnderTest

/// A product screen that names one anchor, `share`: its view, where a share button would be.
@MainActor
final class AnchoredViewController: UIViewController, PopoverAnchoring {
    func popoverSource(for anchor: PopoverAnchor) -> (any UIPopoverPresentationControllerSourceItem)? {
        anchor == "share" ? view : nil
    }
}

/// Sheets with detents, popovers and a sheet the user may not swipe away, through the real UIKit
/// container: what UIKit shows follows the state, the user's drag becomes state, and a popover
/// without a source is refused before UIKit sees it.
@MainActor
enum PresentationScenarios {
    /// A size guide as a medium-or-large sheet, a share popover anchored to the product screen's
    /// `share`, and a form that may not be swiped away.
    nonisolated static let routes: [RouteDefinition] = {
        var sizes = RouteDefinition("sizes", pattern: "/sizes", module: "Shop", presentation: .modal(.sheet))
        sizes.sheet = SheetOptions(detents: [.medium, .large], selectedDetent: .medium, showsGrabber: true)
        var share = RouteDefinition("share", pattern: "/share", module: "Shop", presentation: .modal(.popover))
        share.popover = PopoverOptions(anchor: "share")
        var form = RouteDefinition("form", pattern: "/form", module: "Account", presentation: .modal(.sheet))
        form.sheet.allowsSwipeToDismiss = false
        return [sizes, share, form]
    }()

    /// The style UIKit shows a layer in, as the container's adaptation answers.
    static func style(of layer: ModalLayer, compactWidth: Bool) -> UIModalPresentationStyle {
        switch layer.shownStyle(compactWidth: compactWidth) {
        case .sheet: .pageSheet
        case .fullScreen: .fullScreen
        case .popover: .popover
        }
    }

    /// The detent the top sheet rests at, as UIKit names it.
    static func shownDetent(_ app: ScenarioApp) -> String? {
        UIKitSimulation.snapshot(of: app.window).modals.last?.detent
    }

    static let all: [Scenario] = [
        Scenario(name: "a detent sheet: shown at its detent, dragged by the user, restored where the user left it") {
            let app = await ScenarioApp()
            app.open("/sizes")
            await app.settle()
            app.check("the size guide is up")
            app.expect(shownDetent(app) == UISheetPresentationController.Detent.Identifier.medium.rawValue, "at medium: \(String(describing: shownDetent(app)))")
            app.expect(UIKitSimulation.User.dragSheet(to: .large), "the drag")
            await app.settle()
            app.check("dragged to large")
            app.expect(app.manager.state.modalLayers.last?.sheet.selectedDetent == .large, "the state follows the drag")
            let saved = app.manager.state
            let restored = await ScenarioApp(restoring: saved)
            restored.check("restored")
            restored.expect(shownDetent(restored) == UISheetPresentationController.Detent.Identifier.large.rawValue, "restored at large: \(String(describing: shownDetent(restored)))")
            return app.failures + restored.failures
        },
        Scenario(name: "the app moves a shown sheet to another detent: in place, as state, restored there") {
            let app = await ScenarioApp()
            app.open("/sizes")
            await app.settle()
            let sheet = app.window.rootViewController?.presentedViewController
            let large = UISheetPresentationController.Detent.Identifier.large.rawValue
            app.selectDetent(.large)
            await app.settle()
            app.check("moved to large")
            app.expect(shownDetent(app) == large, "at large: \(String(describing: shownDetent(app)))")
            app.expect(app.outcome(of: "selectDetent large")?.code == "completed", "\(app.outcomes)")
            app.expect(app.window.rootViewController?.presentedViewController === sheet, "the same sheet, not presented again")
            app.expect(app.manager.state.modalLayers.last?.sheet.selectedDetent == .large, "the state rests at large")
            app.selectDetent(.height(10))
            await app.settle()
            app.check("a detent the sheet does not offer")
            app.expect(
                app.outcome(of: "selectDetent height:10.0")?.code == "invalidRequest" && shownDetent(app) == large,
                "refused: \(app.outcomes)")
            let restored = await ScenarioApp(restoring: app.manager.state)
            restored.check("restored")
            restored.expect(shownDetent(restored) == large, "restored at large: \(String(describing: shownDetent(restored)))")
            return app.failures + restored.failures
        },
        Scenario(name: "a popover with a known anchor: a sheet on a compact width, a popover on a regular one") {
            let app = await ScenarioApp()
            app.open("/c/shoes/p/42")
            await app.settle()
            app.open("/share")
            await app.settle()
            app.check("the popover adapted to a sheet")
            app.expect(app.manager.state.modalLayers.last?.popover?.anchor == "share", "anchored: \(app.manager.state)")
            app.expect(UIKitSimulation.snapshot(of: app.window).modals.last?.style == .pageSheet, "a sheet on a compact width")
            app.dismiss()
            await app.settle()
            UIKitSimulation.User.changeHorizontalSizeClass(to: .regular)
            app.open("/share")
            await app.settle()
            app.check("the popover on a regular width")
            app.expect(UIKitSimulation.snapshot(of: app.window).modals.last?.style == .popover, "a popover on a regular width")
            return app.failures
        },
        Scenario(name: "a popover whose anchor no screen gives is refused, naming it, and UIKit never sees it") {
            let app = await ScenarioApp()
            app.open("/share")
            await app.settle()
            app.check("nothing presented")
            app.expect(app.manager.state.modalLayers.isEmpty, "no layer: \(app.manager.state)")
            let outcome = app.outcome(of: "/share").map { "\($0)" } ?? "none"
            app.expect(outcome.contains("interrupted") && outcome.contains("anchor 'share'"), "the refusal: \(outcome)")
            return app.failures
        },
        Scenario(name: "a sheet whose route forbids swipe dismissal refuses the user's swipe") {
            let app = await ScenarioApp()
            app.open("/form")
            await app.settle()
            app.check("the form is up")
            app.expect(!UIKitSimulation.User.swipeDownSheet(completing: true), "UIKit refuses the swipe")
            await app.settle()
            app.check("after the refused swipe")
            app.expect(app.manager.state.modalLayers.count == 1, "the form stays")
            return app.failures
        },
    ]
}
