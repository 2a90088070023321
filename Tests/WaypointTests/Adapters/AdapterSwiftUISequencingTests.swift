import Testing
import Waypoint

@Suite("Adapters: SwiftUI changes a modal's style in two updates, and knows when a step is done")
struct AdapterSwiftUISequencingTests {
    /// The tabs with a login sheet at depth 0.
    static func withSheet() throws -> NavigationState {
        try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
    }

    @Test("a sheet replaced by a full-screen cover at one depth: dismiss first, then present")
    func styleChange() throws {
        let sheet = try Self.withSheet()
        let cover = try NavigationReducer.reduce(sheet, Shop.destination(Shop.checkout, .modal(.fullScreen)))
        // The reducer stacks the cover on the sheet; replace depth 0 to get one depth, two styles.
        let replaced = try cover.applying(.dismiss(sheet.modalLayers[0].id)).applying(.present(cover.modalLayers[1]))
        let from = SwiftUIPresentation(sheet)
        let to = SwiftUIPresentation(replaced)
        let steps = from.publications(to: to)
        #expect(steps.count == 2)
        #expect(steps.first?.layers == [])
        #expect(steps.first?.root == to.root)
        #expect(steps.last == to)
        #expect(from.layer(at: 0, style: .sheet) != nil)
        #expect(to.layer(at: 0, style: .fullScreen) != nil)
    }

    @Test("a layer added on top, a layer removed, or a push is one update")
    func oneUpdate() throws {
        let sheet = try Self.withSheet()
        let two = try NavigationReducer.reduce(sheet, Shop.destination(Shop.checkout, .modal(.fullScreen)))
        let pushed = try NavigationReducer.reduce(sheet, Shop.productLink("42"))
        let none = try sheet.applying(.dismiss(sheet.modalLayers[0].id))
        for (from, to) in [(sheet, two), (two, sheet), (sheet, none), (none, sheet), (sheet, pushed)] {
            #expect(SwiftUIPresentation(from).publications(to: SwiftUIPresentation(to)) == [SwiftUIPresentation(to)])
        }
    }

    @Test("only the replaced depth and those above it leave first; the layers below stay")
    func deeper() throws {
        let sheet = try Self.withSheet()
        let two = try NavigationReducer.reduce(sheet, Shop.destination(Shop.checkout, .modal(.fullScreen)))
        // The cover at depth 1 shown as a sheet instead: depth 1 changes style.
        var asSheet = two.modalLayers[1]
        asSheet.style = .sheet
        let other = try two.applying(.dismiss(asSheet.id)).applying(.present(asSheet))
        #expect(other.modalLayers.map(\.style) == [.sheet, .sheet])
        #expect(two.modalLayers.map(\.style) == [.sheet, .fullScreen])
        let steps = SwiftUIPresentation(two).publications(to: SwiftUIPresentation(other))
        #expect(steps.count == 2)
        #expect(steps.first?.layers.map(\.id) == [sheet.modalLayers[0].id])
    }

    @Test("a step nobody sees is done at once; one the user sees waits for the animation, or the timer before iOS 17")
    func completion() throws {
        let state = try Self.withSheet()
        let timing = SwiftUITransitionTiming()
        let present = NavigationStep.present(state.modalLayers[0])
        #expect(timing.completion(for: present, before: state, animationCompletionAvailable: true) == .animationCompletion(atLeast: timing.modal))
        #expect(timing.completion(for: present, before: state, animationCompletionAvailable: false) == .timer(timing.modal))
        let hidden = NavigationStep.selectTab("basket")
        #expect(timing.completion(for: hidden, before: state, animationCompletionAvailable: true) == .immediate)
        #expect(timing.completion(for: hidden, before: state, animationCompletionAvailable: false) == .immediate)
        #expect(timing.dismissalCompletion(animationCompletionAvailable: false) == .timer(timing.modal))
        #expect(timing.dismissalCompletion(animationCompletionAvailable: true) == .animationCompletion(atLeast: timing.modal))
    }
}
