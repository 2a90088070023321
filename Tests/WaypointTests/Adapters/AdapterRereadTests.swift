import Testing
import Waypoint

@Suite("Adapters: reading the screen back after a step that timed out")
struct AdapterRereadTests {
    /// Shop shows home › shoes › product 42 › reviews, under a login sheet.
    static func state() throws -> NavigationState {
        try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews), Shop.destination(Shop.login))
    }

    static func observed(_ state: NavigationState) -> ObservedScreen {
        var stacks: [StackLocation: [EntryID?]] = [:]
        for location in state.stackLocations {
            stacks[location] = state.stack(at: location)?.map { Optional($0.id) }
        }
        return ObservedScreen(stacks: stacks, layers: state.modalLayers.map(\.id), selection: .tab(state.selectedTab ?? ""))
    }

    @Test("a screen that shows what the record holds changes nothing")
    func same() throws {
        let state = try Self.state()
        var onScreen = OnScreenState(state)
        #expect(onScreen.reread(Self.observed(state)) == [])
        #expect(onScreen.shown == state)
    }

    @Test("a layer gone, a stack popped and another tab become the user's changes, in that order")
    func userChanges() throws {
        let state = try Self.state()
        var onScreen = OnScreenState(state)
        var screen = Self.observed(state)
        let shop = state.stack(ofTab: "shop")
        screen.layers = []
        screen.stacks[.tab("shop")] = [shop[0].id, shop[1].id]
        screen.selection = .tab("basket")
        #expect(
            onScreen.reread(screen) == [
                .user(.userDismissed(state.modalLayers[0].id)), .user(.userPopped(to: shop[1].id)),
                .user(.userSelectedTab("basket")),
            ])
        #expect(onScreen.shown.modalLayers.isEmpty)
        #expect(onScreen.shown.stack(ofTab: "shop").count == 2)
        #expect(onScreen.shown.selectedTab == "basket")
    }

    @Test("a screen the toolkit pushed late is unsupported and stays out of the record")
    func latePush() throws {
        let state = try Self.state()
        var onScreen = OnScreenState(state)
        var screen = Self.observed(state)
        let shop = state.stack(ofTab: "shop").map { Optional($0.id) }
        screen.stacks[.tab("shop")] = shop + [EntryID(rawValue: 9_999)]
        #expect(onScreen.reread(screen) == [.unsupported(.pushOutsideManager(.tab("shop")))])
        #expect(onScreen.shown == state)
    }

    @Test("a step still in flight is abandoned before the screen is read")
    func inFlight() throws {
        let state = try Self.state()
        var onScreen = OnScreenState(state)
        try onScreen.begin(.dismiss(state.modalLayers[0].id))
        _ = onScreen.reread(Self.observed(state))
        #expect(onScreen.stepInFlight == nil)
        #expect(onScreen.shown == state)
    }
}
