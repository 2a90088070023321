import Testing
import Waypoint

@Suite("Adapters: reading the screen back after a step that timed out")
struct AdapterRereadTests {
    /// Shop shows home › shoes › product 42 › reviews, under a login sheet.
    static func state() throws -> NavigationState {
        try reduceChecked(
            Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews), Shop.destination(Shop.login))
    }

    static func observed(_ state: NavigationState) -> ObservedScreen {
        var stacks: [StackLocation: [EntryID?]] = [:]
        for location in state.stackLocations {
            stacks[location] = state.stack(at: location)?.map { Optional($0.id) }
        }
        return ObservedScreen(
            stacks: stacks, layers: state.modalLayers.map(\.id), selection: .tab(state.selectedTab ?? ""))
    }

    @Test("a screen that shows the manager's state changes nothing")
    func same() throws {
        let state = try Self.state()
        #expect(OnScreenReading(state).reread(Self.observed(state)) == [])
    }

    @Test("a layer gone, a stack popped and another tab become the user's changes, in that order")
    func userChanges() throws {
        let state = try Self.state()
        var screen = Self.observed(state)
        let shop = state.stack(ofTab: "shop")
        screen.layers = []
        screen.stacks[.tab("shop")] = [shop[0].id, shop[1].id]
        screen.selection = .tab("basket")
        let changes = OnScreenReading(state).reread(screen)
        #expect(
            changes == [
                .user(.userDismissed(state.modalLayers[0].id)), .user(.userPopped(to: shop[1].id)),
                .user(.userSelectedTab("basket")),
            ])
        // The manager takes them one after the other, each read against the state the earlier led to.
        var followed = state
        for case .user(let request) in changes { followed = try NavigationReducer.reduce(followed, request) }
        #expect(followed.modalLayers.isEmpty)
        #expect(followed.stack(ofTab: "shop").count == 2)
        #expect(followed.selectedTab == "basket")
    }

    @Test("a screen the toolkit pushed late is unsupported and stays out of the state")
    func latePush() throws {
        let state = try Self.state()
        var screen = Self.observed(state)
        let shop = state.stack(ofTab: "shop").map { Optional($0.id) }
        screen.stacks[.tab("shop")] = shop + [EntryID(rawValue: 9_999)]
        #expect(OnScreenReading(state).reread(screen) == [.unsupported(.pushOutsideManager(.tab("shop")))])
    }

    @Test("a step still in flight is left out: what it would have done on screen reads as not done")
    func inFlight() throws {
        let state = try Self.state()
        let dismissing = try PlannedStep(.dismiss(state.modalLayers[0].id), from: state)
        var screen = Self.observed(state)
        screen.layers = []
        #expect(
            OnScreenReading(state, stepInFlight: dismissing).reread(screen) == [
                .user(.userDismissed(state.modalLayers[0].id))
            ])
    }

    @Test("a collapsed split is read as its one stack: the user's pop from the detail column into the sidebar's")
    func collapsedSplit() throws {
        let state = try reduceSplitChecked(Split.start(), Split.product("42"), Split.reviews, Split.collapse)
        let split = try #require(state.split)
        let category = split.sidebar[1].id
        // The sidebar's navigation controller holds the collapsed stack, the detail's nothing; the
        // user went back past the detail column's root to the category.
        let screen = ObservedScreen(
            stacks: [.column(.sidebar): split.sidebar.map { Optional($0.id) }, .column(.detail): []], layers: [])
        let changes = OnScreenReading(state).reread(screen)
        #expect(changes == [.user(.userPopped(to: category))])
        var followed = state
        for case .user(let request) in changes { followed = try NavigationReducer.reduce(followed, request) }
        #expect(followed.split?.detail.isEmpty == true)
        #expect(followed.split?.collapsedStack.map(\.id) == split.sidebar.map(\.id))
        // Unchanged, the collapsed stack reads as nothing done.
        let same = ObservedScreen(
            stacks: [.column(.sidebar): split.collapsedStack.map { Optional($0.id) }, .column(.detail): []], layers: [])
        #expect(OnScreenReading(state).reread(same) == [])
    }
}
