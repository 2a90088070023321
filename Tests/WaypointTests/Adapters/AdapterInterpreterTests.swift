import Testing
import Waypoint

extension Array where Element == NavigationEntry {
    /// The entries' identities, bottom first, as a toolkit reports them.
    var observed: [EntryID?] { map { Optional($0.id) } }
}

@Suite("Adapters: what a toolkit's callback means")
struct AdapterInterpreterTests {
    /// Shop shows home › shoes › product 42 › reviews; a login sheet is not presented.
    static func deepShop() throws -> NavigationState {
        try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews))
    }

    // MARK: Stacks (UINavigationController after didShow)

    @Test("a back swipe of one screen is a user pop to the new top")
    func popOne() throws {
        let state = try Self.deepShop()
        let stack = state.stack(ofTab: "shop")
        let change = UserNavigationInterpreter.stack(
            stack.dropLast().observed, at: .tab("shop"), shown: state, expected: nil)
        #expect(change == .user(.userPopped(to: stack[2].id)))
    }

    @Test("popping N screens at once (the back button's menu) is one user pop to the new top", arguments: 1...3)
    func popMany(count: Int) throws {
        let state = try Self.deepShop()
        let stack = state.stack(ofTab: "shop")
        let kept = Array(stack.dropLast(count))
        let change = UserNavigationInterpreter.stack(kept.observed, at: .tab("shop"), shown: state, expected: nil)
        let top = try #require(kept.last)
        #expect(change == .user(.userPopped(to: top.id)))
        // The report, reduced, leaves exactly what the navigation controller shows.
        let next = try reduceChecked(state, .userPopped(to: top.id))
        #expect(next.stack(ofTab: "shop") == kept)
    }

    @Test("a pop in a tab the user cannot see is still reported for that tab")
    func popHiddenTab() throws {
        let state = try reduceChecked(Self.deepShop(), .selectTab("account"))
        let home = state.stack(ofTab: "shop")[0]
        let change = UserNavigationInterpreter.stack([home.id], at: .tab("shop"), shown: state, expected: nil)
        #expect(change == .user(.userPopped(to: home.id)))
    }

    @Test("the stack the state already shows is no change")
    func unchanged() throws {
        let state = try Self.deepShop()
        let change = UserNavigationInterpreter.stack(
            state.stack(ofTab: "shop").observed, at: .tab("shop"), shown: state, expected: nil)
        #expect(change == .unchanged)
    }

    @Test("the stack the running step leads to is the container's own step, not a user's")
    func ownPush() throws {
        let before = try Shop.tabs()
        let after = try reduceChecked(before, Shop.productLink("42"))
        let change = UserNavigationInterpreter.stack(
            after.stack(ofTab: "shop").observed, at: .tab("shop"), shown: before, expected: after)
        #expect(change == .ownStep)
    }

    @Test("the container's own pop is not mistaken for the user's")
    func ownPop() throws {
        let before = try Self.deepShop()
        let after = try reduceChecked(before, .popToRoot)
        let change = UserNavigationInterpreter.stack(
            after.stack(ofTab: "shop").observed, at: .tab("shop"), shown: before, expected: after)
        #expect(change == .ownStep)
        // Without the running step, the same callback is the user's.
        let alone = UserNavigationInterpreter.stack(
            after.stack(ofTab: "shop").observed, at: .tab("shop"), shown: before, expected: nil)
        #expect(alone == .user(.userPopped(to: after.stack(ofTab: "shop")[0].id)))
    }

    @Test("a user's pop on another stack while a step runs is still the user's")
    func userPopDuringStep() throws {
        let before = try reduceChecked(Self.deepShop(), .selectTab("account"))
        let after = try reduceChecked(before, Shop.destination(Shop.orders, tab: "account"))
        let home = before.stack(ofTab: "shop")[0]
        let change = UserNavigationInterpreter.stack([home.id], at: .tab("shop"), shown: before, expected: after)
        #expect(change == .user(.userPopped(to: home.id)))
    }

    @Test("a stack that grew beyond the state is a push outside the manager")
    func foreignPush() throws {
        let state = try Self.deepShop()
        let grown = state.stack(ofTab: "shop").observed + [nil]
        #expect(UserNavigationInterpreter.stack(grown, at: .tab("shop"), shown: state, expected: nil)
            == .unsupported(.pushOutsideManager(.tab("shop"))))
    }

    @Test("reordered, emptied or foreign-bottomed stacks are refused, not guessed at")
    func unrecognized() throws {
        let state = try Self.deepShop()
        let stack = state.stack(ofTab: "shop").observed
        let cases: [[EntryID?]] = [Array(stack.reversed()), [], [nil] + stack.dropFirst(), [stack[0], stack[2]]]
        for observed in cases {
            #expect(UserNavigationInterpreter.stack(observed, at: .tab("shop"), shown: state, expected: nil)
                == .unsupported(.unrecognizedStack(.tab("shop"))))
        }
    }

    @Test("a stack the state does not have is refused unless the running step brings it")
    func unknownStack() throws {
        let before = try Shop.tabs()
        let after = try reduceChecked(before, Shop.destination(Shop.login))
        let layer = try #require(after.modalLayers.first)
        #expect(UserNavigationInterpreter.stack(layer.stack.observed, at: .modal(layer.id), shown: before, expected: after)
            == .ownStep)
        #expect(UserNavigationInterpreter.stack(layer.stack.observed, at: .modal(layer.id), shown: before, expected: nil)
            == .unsupported(.unknownStack(.modal(layer.id))))
    }

    // MARK: SwiftUI paths

    @Test("a shorter path is a user pop; an empty path pops to the stack's root entry")
    func pathPop() throws {
        let state = try Self.deepShop()
        let stack = state.stack(ofTab: "shop")
        #expect(UserNavigationInterpreter.path([stack[1].id], at: .tab("shop"), shown: state, expected: nil)
            == .user(.userPopped(to: stack[1].id)))
        #expect(UserNavigationInterpreter.path([], at: .tab("shop"), shown: state, expected: nil)
            == .user(.userPopped(to: stack[0].id)))
        #expect(UserNavigationInterpreter.path(stack.dropFirst().map(\.id), at: .tab("shop"), shown: state, expected: nil)
            == .unchanged)
    }

    @Test("a path that grew (NavigationLink(value:)) is refused as a push outside the manager")
    func pathGrowth() throws {
        let state = try Self.deepShop()
        let path = state.stack(ofTab: "shop").dropFirst().map(\.id) + [EntryID(rawValue: 999)]
        #expect(UserNavigationInterpreter.path(path, at: .tab("shop"), shown: state, expected: nil)
            == .unsupported(.pushOutsideManager(.tab("shop"))))
    }

    @Test("a path on a root stack before the first screen can only be foreign")
    func pathOnEmptyRoot() {
        let state = NavigationState()
        #expect(UserNavigationInterpreter.path([EntryID(rawValue: 5)], at: .root, shown: state, expected: nil)
            == .unsupported(.pushOutsideManager(.root)))
        #expect(UserNavigationInterpreter.path([], at: .root, shown: state, expected: nil) == .unchanged)
    }

    // MARK: Modal layers

    @Test("an interactive dismiss of a presented layer is a user dismissal of that layer")
    func interactiveDismiss() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.destination(Shop.checkout), Shop.destination(Shop.login))
        let login = state.modalLayers[1].id
        #expect(UserNavigationInterpreter.dismissed(login, shown: state, expected: nil) == .user(.userDismissed(login)))
        let next = try reduceChecked(state, .userDismissed(login))
        #expect(next.modalLayers.map(\.id) == [state.modalLayers[0].id])
    }

    @Test("a dismissal the running step makes is the container's own; a layer already gone is no change")
    func ownOrStaleDismiss() throws {
        let before = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let after = try reduceChecked(before, .dismiss)
        let login = before.modalLayers[0].id
        #expect(UserNavigationInterpreter.dismissed(login, shown: before, expected: after) == .ownStep)
        #expect(UserNavigationInterpreter.dismissed(login, shown: after, expected: nil) == .unchanged)
    }

    // MARK: Tabs

    @Test("a tab tap is a user tab selection; the selected tab and the running step's tab are not")
    func tabSwitch() throws {
        let state = try Shop.tabs()
        #expect(UserNavigationInterpreter.selected("basket", shown: state, expected: nil) == .user(.userSelectedTab("basket")))
        #expect(UserNavigationInterpreter.selected("shop", shown: state, expected: nil) == .unchanged)
        let switched = try reduceChecked(state, .selectTab("account"))
        #expect(UserNavigationInterpreter.selected("account", shown: state, expected: switched) == .ownStep)
        #expect(UserNavigationInterpreter.selected("wishlist", shown: state, expected: nil) == .unsupported(.unknownTab("wishlist")))
    }

    @Test("a tab bar's index maps to the state's tabs in order")
    func tabIndex() throws {
        let state = try Shop.tabs()
        #expect(UserNavigationInterpreter.selected(tabAt: 2, shown: state, expected: nil) == .user(.userSelectedTab("account")))
        #expect(UserNavigationInterpreter.selected(tabAt: 0, shown: state, expected: nil) == .unchanged)
        #expect(UserNavigationInterpreter.selected(tabAt: 3, shown: state, expected: nil) == .unsupported(.unknownTabIndex(3)))
        #expect(UserNavigationInterpreter.selected(tabAt: 0, shown: NavigationState(), expected: nil)
            == .unsupported(.unknownTabIndex(0)))
    }

    @Test("unsupported changes describe themselves for logs")
    func descriptions() {
        #expect(UnsupportedChange.pushOutsideManager(.tab("shop")).description
            == "a screen was pushed onto tab shop outside the navigation manager")
        #expect(UnsupportedChange.unknownTabIndex(5).description == "the state has no tab at position 5")
    }
}
