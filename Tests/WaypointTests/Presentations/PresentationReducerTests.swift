import Testing
import Waypoint

@Suite("Presentations: the reducer and the planner")
struct PresentationReducerTests {
    @Test("a request's layer takes its route's options, and the request's detent within them")
    func resolution() throws {
        let guide = try Presentations.destination(Presentations.sizeGuide)
            .presenting(route: Presentations.sizeGuide, detent: nil, anchor: nil)
        #expect(guide.sheet == Presentations.guideSheet && guide.popover == nil)
        let large = try Presentations.destination(Presentations.sizeGuide)
            .presenting(route: Presentations.sizeGuide, detent: .large, anchor: nil)
        #expect(large.sheet.selectedDetent == .large)
        let share = try Presentations.destination(Presentations.share)
            .presenting(route: Presentations.share, detent: nil, anchor: nil)
        #expect(share.popover == PopoverOptions(anchor: "share", compactAdaptation: .sheet))
        let elsewhere = try Presentations.destination(Presentations.share)
            .presenting(route: Presentations.share, detent: nil, anchor: "toolbar")
        #expect(elsewhere.popover?.anchor == "toolbar")
        let pushed = try Presentations.destination(Presentations.sizeGuide, presentation: .push)
            .presenting(route: Presentations.sizeGuide, detent: .large, anchor: nil)
        #expect(pushed.sheet == SheetOptions())
    }

    @Test(
        "a request asking for what its route does not allow is refused, naming why",
        arguments: [
            (
                Presentations.sizeGuide, SheetDetent.fraction(0.9), nil,
                NavigationRejection.detentNotOffered(.fraction(0.9), offered: [.medium, .large])
            ),
            (Presentations.form, .medium, nil, .detentNotOffered(.medium, offered: [.large])),
            (Presentations.cover, .large, nil, .detentNotOffered(.large, offered: [])),
            (Presentations.unanchored, nil, nil, .popoverWithoutAnchor("unanchored")),
        ] as [(RouteDefinition, SheetDetent?, PopoverAnchor?, NavigationRejection)])
    func refusals(route: RouteDefinition, detent: SheetDetent?, anchor: PopoverAnchor?, refusal: NavigationRejection) {
        #expect(throws: refusal) {
            try Presentations.destination(route).presenting(route: route, detent: detent, anchor: anchor)
        }
        #expect(refusal.description.contains(detent.map(\.description) ?? "anchor"))
    }

    @Test("a presented layer carries the options; the user's drag becomes the selected detent")
    func dragBecomesState() throws {
        let guide = try Presentations.destination(Presentations.sizeGuide)
            .presenting(route: Presentations.sizeGuide, detent: nil, anchor: nil)
        let shown = try reduceChecked(Presentations.state(), .show(guide))
        let layer = try #require(shown.modalLayers.last)
        #expect(layer.sheet == Presentations.guideSheet)
        let dragged = try reduceChecked(shown, .userSelectedDetent(.large, in: layer.id))
        #expect(dragged.modalLayers.last?.sheet.selectedDetent == .large)
        #expect(NavigationPlanner.plan(from: shown, to: dragged) == [.selectDetent(.large, in: layer.id)])
    }

    @Test(
        "a drag reported to a detent the sheet does not offer, or for a layer gone, is refused and changes nothing")
    func dragRefusals() throws {
        let layer = Presentations.layer(1, sheet: Presentations.guideSheet)
        let state = try Presentations.state([layer])
        #expect(throws: NavigationRejection.detentNotOffered(.fraction(0.5), offered: [.medium, .large])) {
            try NavigationReducer.reduce(state, .userSelectedDetent(.fraction(0.5), in: layer.id))
        }
        #expect(throws: NavigationRejection.unknownModalLayer(ModalLayerID(rawValue: 9), presented: [layer.id])) {
            try NavigationReducer.reduce(state, .userSelectedDetent(.large, in: ModalLayerID(rawValue: 9)))
        }
    }

    @Test(
        "a layer is kept while its options are; pushing inside a sheet keeps it, another detent moves it, other options present it again"
    )
    func keptLayers() throws {
        let sheet = Presentations.layer(1, sheet: Presentations.guideSheet)
        let old = try Presentations.state([sheet])
        var pushed = old
        pushed = try reduceChecked(pushed, Shop.destination(Shop.search))
        #expect(NavigationPlanner.plan(from: old, to: pushed).map(\.description).allSatisfy { $0.hasPrefix("push") })
        var moved = sheet
        moved.sheet.selectedDetent = .large
        var bare = sheet
        bare.sheet.showsGrabber = false
        var unselected = sheet
        unselected.sheet.selectedDetent = nil
        for (layer, expected) in [
            (moved, [NavigationStep.selectDetent(.large, in: sheet.id)]),
            (bare, [.dismiss(sheet.id), .present(bare)]),
            (unselected, [.dismiss(sheet.id), .present(unselected)]),
        ] {
            let restored = try Presentations.state([layer])
            let plan = NavigationPlanner.plan(from: old, to: restored)
            #expect(plan == expected)
            var replayed = old
            for step in plan { replayed = try replayed.applying(step) }
            #expect(replayed == restored)
        }
    }

    @Test("a present step names the options that differ from the defaults")
    func stepDescription() {
        let sheet = Presentations.layer(1, sheet: Presentations.guideSheet)
        #expect(
            NavigationStep.present(sheet).description
                == "present layer#1 (sheet, detents medium large, at medium, grabber, undimmed up to medium) with [entry#101 auth.login]"
        )
        let popover = Presentations.layer(
            2, .popover, popover: PopoverOptions(anchor: "share", compactAdaptation: .popover))
        #expect(
            NavigationStep.present(popover).description
                == "present layer#2 (popover, anchor 'share', compact popover) with [entry#102 auth.login]")
        #expect(
            NavigationStep.present(Presentations.layer(3)).description
                == "present layer#3 (sheet) with [entry#103 auth.login]")
    }

    @Test("a popover on a compact width shows as its route says; every other layer keeps its style")
    func compactAdaptation() {
        let share = Presentations.layer(1, .popover, popover: PopoverOptions(anchor: "share"))
        #expect(share.shownStyle(compactWidth: true) == .sheet)
        #expect(share.shownStyle(compactWidth: false) == .popover)
        let cover = Presentations.layer(
            2, .popover, popover: PopoverOptions(anchor: "share", compactAdaptation: .fullScreen))
        #expect(cover.shownStyle(compactWidth: true) == .fullScreen)
        let kept = Presentations.layer(
            3, .popover, popover: PopoverOptions(anchor: "share", compactAdaptation: .popover))
        #expect(kept.shownStyle(compactWidth: true) == .popover)
        #expect(Presentations.layer(4, .fullScreen).shownStyle(compactWidth: true) == .fullScreen)
        #expect(Presentations.layer(5).shownStyle(compactWidth: false) == .sheet)
    }
}
