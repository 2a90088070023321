import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Presentations: through the manager, restored, and as a container reads them")
struct PresentationManagerTests {
    private static func app() async throws -> ManagerFixture {
        let app = try ManagerFixture(routes: ShopRoutes.definitions + Presentations.all)
        await app.attach()
        return app
    }

    @Test("a sheet opens as its route declares, or at another of its detents when the request asks")
    func detents() async throws {
        let app = try await Self.app()
        #expect(await app.manager.open("/sizes").code == "completed")
        #expect(app.manager.state.modalLayers.last?.sheet == Presentations.guideSheet)
        #expect(app.recorder.stepLog.last?.contains("(sheet, detents medium large, at medium, grabber") == true)
        _ = await app.manager.dismiss()
        let asked = DeepLinkDescriptor(path: "/sizes", detent: .large)
        #expect(await app.manager.navigate(using: asked).code == "completed")
        #expect(app.manager.state.modalLayers.last?.sheet.selectedDetent == .large)
    }

    @Test("a detent the route does not offer, or a popover with no anchor, is refused; nothing is shown")
    func refusals() async throws {
        let app = try await Self.app()
        let before = app.manager.state
        let outcome = await app.manager.navigate(using: DeepLinkDescriptor(path: "/sizes", detent: .fraction(0.9)))
        guard case .rejected(.invalidRequest(.detentNotOffered(.fraction(0.9), let offered))) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(offered == [.medium, .large])
        let unanchored = await app.manager.open("/unanchored")
        #expect(unanchored.description.contains("neither the request nor the route names its anchor"))
        #expect(app.manager.state == before && app.recorder.steps.isEmpty)
        let anchored = await app.manager.navigate(using: DeepLinkDescriptor(path: "/unanchored", anchor: "toolbar"))
        #expect(anchored.code == "completed")
        #expect(app.manager.state.modalLayers.last?.popover?.anchor == "toolbar")
    }

    @Test("the user's drag becomes state, and a restored session brings the sheet back where the user left it")
    func dragAndRestore() async throws {
        let app = try await Self.app()
        _ = await app.manager.open("/sizes")
        try app.manager.userDragsSheet(to: .large)
        #expect(app.manager.state.modalLayers.last?.sheet.selectedDetent == .large)
        #expect(throws: NavigationRejection.detentNotOffered(.height(10), offered: [.medium, .large])) {
            try app.manager.userDragsSheet(to: .height(10))
        }
        let saved = try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(app.manager.state))
        let later = try ManagerFixture(routes: ShopRoutes.definitions + Presentations.all)
        await later.attach()
        let report = await later.manager.restore(saved)
        #expect(report.dropped.isEmpty)
        #expect(later.manager.state.modalLayers.last?.sheet.selectedDetent == .large)
        #expect(later.recorder.stepLog.last?.contains("at large") == true)
    }

    @Test("a sheet's drag reads as the user's, the container's own, nothing, or a detent the state does not offer")
    func interpreter() throws {
        let layer = Presentations.layer(1, sheet: Presentations.guideSheet)
        let state = try Presentations.state([layer])
        let reading = OnScreenReading(state)
        #expect(reading.sheetDidRest(at: "large", in: layer.id) == .user(.userSelectedDetent(.large, in: layer.id)))
        #expect(reading.sheetDidRest(at: "medium", in: layer.id) == .unchanged)
        #expect(reading.sheetDidRest(at: "large", in: ModalLayerID(rawValue: 7)) == .unchanged)
        #expect(
            reading.sheetDidRest(at: "fraction:0.2", in: layer.id)
                == .unsupported(.unknownDetent("fraction:0.2", in: layer.id)))
        #expect(
            reading.sheetDidRest(at: "com.example.peek", in: layer.id)
                == .unsupported(.unknownDetent("com.example.peek", in: layer.id)))
        var large = layer
        large.sheet.selectedDetent = .large
        let planned = try PlannedStep(.dismiss(layer.id), from: state)
        let restoring = PlannedStep(planned.step, from: state, to: try Presentations.state([large]))
        #expect(OnScreenReading(state, stepInFlight: restoring).sheetDidRest(at: "large", in: layer.id) == .ownStep)
    }
}
