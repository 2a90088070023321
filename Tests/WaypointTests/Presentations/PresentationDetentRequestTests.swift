import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTesting

@Suite("Presentations: the app moves a shown sheet to another detent")
struct PresentationDetentRequestTests {
    private static let guide = Presentations.layer(1, sheet: Presentations.guideSheet)
    private static let form = Presentations.layer(2)
    private static let cover = Presentations.layer(3, .fullScreen)
    private static let share = Presentations.layer(
        4, .popover, sheet: Presentations.guideSheet, popover: PopoverOptions(anchor: "share"))

    @Test(
        "a request rests the named sheet, or the top one, at a detent it offers, and is planned as one step",
        arguments: [
            ([guide], SheetDetent.large, ModalLayerID?.none, ModalLayerID(rawValue: 1)),
            ([guide, form], .large, ModalLayerID(rawValue: 1), ModalLayerID(rawValue: 1)),
            ([form, guide], .large, nil, ModalLayerID(rawValue: 1)),
            ([guide, form], .large, nil, ModalLayerID(rawValue: 2)),
            ([share], .large, nil, ModalLayerID(rawValue: 4)),
        ])
    func selects(layers: [ModalLayer], detent: SheetDetent, named: ModalLayerID?, moved: ModalLayerID) throws {
        let state = try Presentations.state(layers)
        let next = try reduceChecked(state, .selectDetent(detent, in: named))
        #expect(next.modalLayers.first { $0.id == moved }?.sheet.selectedDetent == detent)
        #expect(next.modalLayers.map(\.stack) == state.modalLayers.map(\.stack))
        let plan = NavigationPlanner.plan(from: state, to: next)
        #expect(plan == [.selectDetent(detent, in: moved)])
        #expect(try state.applying(.selectDetent(detent, in: moved)) == next)
        #expect(try UIKitOperation.operation(for: plan[0], in: state) == .selectDetent(detent, in: moved))
    }

    @Test(
        "a detent the sheet does not offer, a full-screen cover, no layer, or a layer gone is refused and changes nothing",
        arguments: [
            (
                [guide], SheetDetent.fraction(0.5), ModalLayerID?.none,
                NavigationRejection.detentNotOffered(.fraction(0.5), offered: [.medium, .large])
            ),
            ([guide, form], .medium, nil, .detentNotOffered(.medium, offered: [.large])),
            ([guide, cover], .large, nil, .detentNotOffered(.large, offered: [])),
            ([], .large, nil, .detentNotOffered(.large, offered: [])),
            (
                [guide], .large, ModalLayerID(rawValue: 9),
                .unknownModalLayer(ModalLayerID(rawValue: 9), presented: [guide.id])
            ),
        ])
    func refusals(
        layers: [ModalLayer], detent: SheetDetent, named: ModalLayerID?, refusal: NavigationRejection
    ) throws {
        let state = try Presentations.state(layers)
        #expect(throws: refusal) { try NavigationReducer.reduce(state, .selectDetent(detent, in: named)) }
        #expect(refusal.description.contains(detent.description) || refusal.description.contains("layer#9"))
    }

    @Test("the user's drag on a full-screen cover is refused by the same rule")
    func coverDrag() throws {
        let state = try Presentations.state([Self.cover])
        #expect(throws: NavigationRejection.detentNotOffered(.large, offered: [])) {
            try NavigationReducer.reduce(state, .userSelectedDetent(.large, in: Self.cover.id))
        }
    }

    @Test("a kept sheet moves after the pushes inside it and before a new layer over it")
    func phaseOrder() throws {
        let old = try Presentations.state([Self.guide])
        var guide = Self.guide
        guide.sheet.selectedDetent = .large
        let pushed = NavigationEntry(id: EntryID(rawValue: 50), screen: Shop.search)
        guide.stack.append(pushed)
        let new = try Presentations.state([guide, Self.form])
        #expect(
            NavigationPlanner.plan(from: old, to: new) == [
                .push([pushed], onto: .modal(Self.guide.id)), .selectDetent(.large, in: Self.guide.id),
                .present(Self.form),
            ])
    }

    @Test("the step reads as the sheet resting at the detent")
    func description() {
        #expect(
            NavigationStep.selectDetent(.fraction(0.3), in: Self.guide.id).description == "rest layer#1 at fraction:0.3"
        )
    }

    private static func refusal(of outcome: NavigationOutcome) -> NavigationRejection? {
        guard case .rejected(.invalidRequest(let rejection)) = outcome else { return nil }
        return rejection
    }

    @MainActor
    @Test("through the manager: carried out by the container, refused with a typed reason, restored where it rests")
    func manager() async throws {
        let app = try ManagerFixture(routes: ShopRoutes.definitions + Presentations.all)
        await app.attach()
        let none = await app.manager.selectDetent(.large)
        #expect(Self.refusal(of: none) == .detentNotOffered(.large, offered: []))
        #expect(await app.manager.open("/sizes").code == "completed")
        #expect(await app.manager.selectDetent(.large).code == "completed")
        #expect(app.manager.state.modalLayers.last?.sheet.selectedDetent == .large)
        #expect(app.recorder.stepLog.last == "rest \(try #require(app.manager.state.modalLayers.last).id) at large")
        let refused = await app.manager.selectDetent(.height(10))
        #expect(Self.refusal(of: refused) == .detentNotOffered(.height(10), offered: [.medium, .large]))
        #expect(app.manager.state.modalLayers.last?.sheet.selectedDetent == .large)
        let saved = try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(app.manager.state))
        let later = try ManagerFixture(routes: ShopRoutes.definitions + Presentations.all)
        await later.attach()
        #expect(await later.manager.restore(saved).dropped.isEmpty)
        #expect(later.manager.state.modalLayers.last?.sheet.selectedDetent == .large)
    }
}
