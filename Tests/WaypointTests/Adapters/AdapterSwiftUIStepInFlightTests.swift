import Testing
import Waypoint

@Suite("Adapters: what SwiftUI shows while a step runs, and the layers it still draws as they leave")
struct AdapterSwiftUIStepInFlightTests {
    /// The shop tab two screens deep (home > shoes > product 42).
    static func deep() throws -> NavigationState {
        try reduceChecked(Shop.tabs(), Shop.productLink("42"))
    }

    /// The step that presents the login sheet over `state`, as the manager hands it over.
    static func presentingLogin(over state: NavigationState) throws -> PlannedStep {
        let target = try reduceChecked(state, Shop.destination(Shop.login))
        let steps = try AdapterOnScreenReadingTests.handOver(from: state, to: target)
        return try #require(steps.count == 1 ? steps.first : nil)
    }

    @Test("between steps, SwiftUI is shown the manager's state")
    func betweenSteps() throws {
        let state = try Self.deep()
        #expect(OnScreenReading(state).showing == state)
        #expect(SwiftUIPresentation(showing: OnScreenReading(state), stage: 3) == SwiftUIPresentation(state))
    }

    @Test("a user's pop during a sheet's presentation is shown with the sheet still up")
    func popDuringPresentation() throws {
        let start = try Self.deep()
        let planned = try Self.presentingLogin(over: start)
        // The user's back swipe ends while the sheet slides up: the manager takes the pop.
        let shoes = try #require(start.stack(ofTab: "shop").dropLast().last)
        let popped = try NavigationReducer.reduce(start, .userPopped(to: shoes.id))
        let reading = OnScreenReading(popped, stepInFlight: planned)
        let shown = SwiftUIPresentation(showing: reading, stage: 0)
        #expect(shown.layers.map(\.id) == planned.to.modalLayers.map(\.id))
        #expect(shown.path(at: .tab("shop")) == [shoes.id])
        #expect(shown != SwiftUIPresentation(popped))
    }

    @Test("a tab tap during a push keeps the pushed screen")
    func tabTapDuringPush() throws {
        let start = try Shop.tabs()
        let target = try reduceChecked(start, Shop.productLink("42"))
        let planned = try #require(try AdapterOnScreenReadingTests.handOver(from: start, to: target).last)
        let tapped = try NavigationReducer.reduce(start, .userSelectedTab("basket"))
        let shown = SwiftUIPresentation(showing: OnScreenReading(tapped, stepInFlight: planned), stage: 0)
        #expect(shown.selectedTab == "basket")
        #expect(shown.path(at: .tab("shop")) == SwiftUIPresentation(target).path(at: .tab("shop")))
    }

    @Test("when the user's change and the step no longer fit, the user's change stands")
    func userWins() throws {
        let withSheet = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let layer = withSheet.modalLayers[0]
        // The step pushes inside the sheet; the user swiped the sheet away meanwhile.
        let hats = try #require(try reduceChecked(Shop.tabs(), Shop.destination(Shop.hats)).stack(ofTab: "shop").last)
        let planned = try PlannedStep(.push([hats], onto: .modal(layer.id)), from: withSheet)
        let dismissed = try NavigationReducer.reduce(withSheet, .userDismissed(layer.id))
        let reading = OnScreenReading(dismissed, stepInFlight: planned)
        #expect(reading.showing == dismissed)
        #expect(SwiftUIPresentation(showing: reading, stage: 0) == SwiftUIPresentation(dismissed))
    }

    @Test("a modal replaced at one depth keeps its first stage while the old layer leaves")
    func stagedReplacement() throws {
        let sheet = try AdapterSwiftUISequencingTests.withSheet()
        let cover = try NavigationReducer.reduce(sheet, Shop.destination(Shop.checkout, .modal(.fullScreen)))
        let replaced = try cover.applying(.dismiss(sheet.modalLayers[0].id))
        let target = try replaced.applying(.present(cover.modalLayers[1]))
        // One step from the sheet to the cover at its depth: the emptied depth, then the cover.
        let reading = OnScreenReading(sheet, stepInFlight: PlannedStep(.present(cover.modalLayers[1]), from: sheet, to: target))
        #expect(SwiftUIPresentation(showing: reading, stage: 0).layers == [])
        #expect(SwiftUIPresentation(showing: reading, stage: 1) == SwiftUIPresentation(target))
        #expect(SwiftUIPresentation(showing: reading, stage: 9) == SwiftUIPresentation(target))
    }

    @Test("a layer dropped from the presentation departs until its modifier reports the dismissal over")
    func departing() throws {
        let sheet = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let two = try reduceChecked(sheet, Shop.destination(Shop.checkout, .modal(.fullScreen)))
        let none = try two.applying(.dismiss(two.modalLayers[0].id))
        var departing = SwiftUIDepartingLayers()
        departing.record(from: SwiftUIPresentation(two), to: SwiftUIPresentation(none))
        #expect(departing.layers.map(\.id) == two.modalLayers.map(\.id))
        #expect(departing.entries == Set(two.modalLayers.flatMap(\.stack).map(\.id)))
        // The cover's modifier (depth 1) ends first: the sheet still departs.
        departing.dismissalEnded(at: 1, style: .fullScreen, presented: SwiftUIPresentation(none))
        #expect(departing.layers.map(\.id) == [two.modalLayers[0].id])
        // Another style's modifier at depth 0 does not end the sheet's dismissal.
        departing.dismissalEnded(at: 0, style: .fullScreen, presented: SwiftUIPresentation(none))
        #expect(departing.layers.count == 1)
        departing.dismissalEnded(at: 0, style: .sheet, presented: SwiftUIPresentation(none))
        #expect(departing.layers.isEmpty)
        #expect(departing.entries.isEmpty)
    }

    @Test("the sheet's modifier ending its dismissal takes the layers above it; a layer shown again stops departing")
    func departingAbove() throws {
        let sheet = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let two = try reduceChecked(sheet, Shop.destination(Shop.checkout, .modal(.fullScreen)))
        let none = try two.applying(.dismiss(two.modalLayers[0].id))
        var departing = SwiftUIDepartingLayers()
        departing.record(from: SwiftUIPresentation(two), to: SwiftUIPresentation(none))
        departing.dismissalEnded(at: 0, style: nil, presented: SwiftUIPresentation(none))
        #expect(departing.layers.isEmpty)
        departing.record(from: SwiftUIPresentation(sheet), to: SwiftUIPresentation(none))
        departing.record(from: SwiftUIPresentation(none), to: SwiftUIPresentation(sheet))
        #expect(departing.layers.isEmpty)
    }

    @Test("a departing layer's content is built from the layer it was presented with, and presents nothing new")
    func departingContent() throws {
        let sheet = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let two = try reduceChecked(sheet, Shop.destination(Shop.checkout, .modal(.fullScreen)))
        let layer = try #require(SwiftUIPresentation(sheet).layers.first)
        let none = SwiftUIPresentation(try sheet.applying(.dismiss(layer.id)))
        #expect(none.stack(of: layer) == layer.stack)
        #expect(none.stack(of: layer).root != nil)
        #expect(SwiftUIPresentation(sheet).stack(of: layer) == layer.stack)
        let shownTwo = SwiftUIPresentation(two)
        #expect(shownTwo.layer(at: 1, style: .fullScreen, presentedBy: layer.id)?.id == two.modalLayers[1].id)
        #expect(shownTwo.layer(at: 1, style: .fullScreen, presentedBy: two.modalLayers[1].id) == nil)
        #expect(shownTwo.layer(at: 0, style: .sheet, presentedBy: nil)?.id == layer.id)
        #expect(shownTwo.layer(at: 0, style: .sheet, presentedBy: layer.id) == nil)
    }

    @Test("on iOS 17+ a step waits for withAnimation's completion and for the transition's own duration")
    func completionFloor() throws {
        let start = try Shop.tabs()
        let timing = SwiftUITransitionTiming()
        let push = NavigationStep.push(try reduceChecked(start, Shop.destination(Shop.hats)).stack(ofTab: "shop").suffix(1), onto: .tab("shop"))
        #expect(timing.completion(for: push, before: start, animationCompletionAvailable: true) == .animationCompletion(atLeast: timing.stack))
        #expect(timing.completion(for: .selectTab("basket"), before: start, animationCompletionAvailable: true) == .immediate)
    }
}
