import SwiftUI
import Waypoint
import WaypointTesting

/// Sheets with detents, popovers and a sheet the user may not swipe away, through the real
/// SwiftUI model: what SwiftUI shows follows the state, the user's drag becomes state, and a
/// popover whose anchor no view names is refused before SwiftUI sees it.
@MainActor
enum PresentationScenarios {
    /// A size guide as a medium-or-large sheet, a share popover anchored to a product screen's
    /// `share`, and a form that may not be swiped away.
    nonisolated static let routes: [RouteDefinition] = {
        var sizes = RouteDefinition("sizes", pattern: "/sizes", module: "Catalog", presentation: .modal(.sheet))
        sizes.sheet = SheetOptions(detents: [.medium, .large], selectedDetent: .medium, showsGrabber: true)
        var share = RouteDefinition("share", pattern: "/share", module: "Catalog", presentation: .modal(.popover))
        share.popover = PopoverOptions(anchor: "share")
        var form = RouteDefinition("form", pattern: "/form", module: "Profile", presentation: .modal(.sheet))
        form.sheet.allowsSwipeToDismiss = false
        return [sizes, share, form]
    }()

    /// The style the user sees a layer in.
    static func style(of layer: ModalLayer, compactWidth: Bool) -> _SimModalStyle {
        switch layer.shownStyle(compactWidth: compactWidth) {
        case .sheet: .sheet
        case .fullScreen: .fullScreenCover
        case .popover: .popover
        }
    }

    /// The detent a sheet shows when its content declares detents (the model declares them for a
    /// layer whose options are not the defaults), as SwiftUI names it.
    static func detent(of layer: ModalLayer, compactWidth: Bool) -> String? {
        guard layer.shownStyle(compactWidth: compactWidth) == .sheet, layer.sheet != SheetOptions() || layer.popover != nil
        else { return nil }
        switch layer.sheet.selectedDetent ?? layer.sheet.detents.first ?? .large {
        case .medium: return "medium"
        case .large: return "large"
        case .fraction(let value): return "fraction(\(value))"
        case .height(let value): return "height(\(value))"
        }
    }

    static func outcome(_ app: ShopApp, _ link: String) async -> NavigationOutcome? {
        let manager = app.manager
        var outcome: NavigationOutcome?
        await Driver.perform { outcome = await manager.open(link) }
        return outcome
    }

    static let all: [Scenario] = [
        Scenario(name: "a detent sheet: shown at its detent, dragged by the user, restored where the user left it") { check in
            let app = try await ShopApp()
            await Scenarios.open(app, "shop://sizes")
            check.atRest(app, "the size guide is up")
            check.expect(SwiftUISimulation.snapshot(of: app.host).modals.last?.detent == "medium", "at medium")
            check.expect(SwiftUISimulation.User.dragSheet(to: .large), "the drag")
            await Driver.settle()
            check.atRest(app, "dragged to large")
            check.expect(app.manager.state.modalLayers.last?.sheet.selectedDetent == .large, "the state follows the drag")
            let restored = try await ShopApp(restoring: app.manager.state)
            check.atRest(restored, "restored")
            check.expect(SwiftUISimulation.snapshot(of: restored.host).modals.last?.detent == "large", "restored at large")
        },
        Scenario(name: "the app moves a shown sheet to another detent: through the selection, as state, restored there") {
            check in
            let app = try await ShopApp()
            await Scenarios.open(app, "shop://sizes")
            let manager = app.manager
            var moved: NavigationOutcome?
            await Driver.perform { moved = await manager.selectDetent(.large) }
            check.atRest(app, "moved to large")
            check.expect(moved?.code == "completed", "\(String(describing: moved))")
            check.expect(SwiftUISimulation.snapshot(of: app.host).modals.last?.detent == "large", "the sheet rests at large")
            check.expect(app.manager.state.modalLayers.last?.sheet.selectedDetent == .large, "the state rests at large")
            var refused: NavigationOutcome?
            await Driver.perform { refused = await manager.selectDetent(.fraction(0.2)) }
            check.atRest(app, "a detent the sheet does not offer")
            check.expect(refused?.code == "invalidRequest", "\(String(describing: refused))")
            let restored = try await ShopApp(restoring: app.manager.state)
            check.atRest(restored, "restored")
            check.expect(SwiftUISimulation.snapshot(of: restored.host).modals.last?.detent == "large", "restored at large")
        },
        Scenario(name: "a popover with a known anchor: a sheet on a compact width, a popover on a regular one") { check in
            let app = try await ShopApp()
            await Scenarios.open(app, "shop://catalog/shoes/products/42")
            await Scenarios.open(app, "shop://share")
            check.atRest(app, "the popover adapted to a sheet")
            check.expect(app.manager.state.modalLayers.last?.popover?.anchor == "share", "anchored: \(app.manager.state)")
            let manager = app.manager
            await Driver.perform { _ = await manager.dismiss() }
            app.host.horizontalSizeClass = .regular
            await Driver.settle()
            await Scenarios.open(app, "shop://share")
            check.atRest(app, "the popover on a regular width")
            check.expect(SwiftUISimulation.snapshot(of: app.host).modals.last?.style == .popover, "a popover")
            check.expect(SwiftUISimulation.User.tapOutside(), "a tap outside")
            await Driver.settle()
            check.atRest(app, "tapped away")
            check.expect(app.manager.state.modalLayers.isEmpty, "the state follows: \(app.manager.state)")
        },
        Scenario(name: "a popover whose anchor no view names is refused, naming it, and SwiftUI never sees it") { check in
            let app = try await ShopApp()
            let outcome = await outcome(app, "shop://share")
            check.atRest(app, "nothing presented")
            check.expect(app.manager.state.modalLayers.isEmpty, "no layer: \(app.manager.state)")
            let words = outcome.map { "\($0)" } ?? "none"
            check.expect(words.contains("interrupted") && words.contains("anchor 'share'"), "the refusal: \(words)")
        },
        Scenario(name: "a sheet whose route forbids swipe dismissal refuses the user's swipe") { check in
            let app = try await ShopApp()
            await Scenarios.open(app, "shop://form")
            check.atRest(app, "the form is up")
            check.expect(!SwiftUISimulation.User.swipeDownSheet(completing: true), "SwiftUI refuses the swipe")
            await Driver.settle()
            check.atRest(app, "after the refused swipe")
            check.expect(app.manager.state.modalLayers.count == 1, "the form stays")
        },
    ]
}
