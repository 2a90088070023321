import Testing
import Waypoint

@Suite("Reducer: presentation modes")
struct NavigationReducerPresentationTests {
    @Test("push adds the screen on top of the visible stack, keeping what is on screen")
    func push() throws {
        let start = NavigationState(stack: [Shop.home, Shop.search])
        let state = try reduceChecked(start, Shop.destination(Shop.product("42")))
        #expect(state.visibleStack.paths == ["/shop", "/search", "/products/42"])
        #expect(state.visibleLocation == .root)
    }

    @Test("push with an owning tab selects that tab and pushes onto its stack")
    func pushOwningTab() throws {
        let state = try reduceChecked(Shop.tabs(selected: "account"), Shop.destination(Shop.basketItem, tab: "basket"))
        #expect(state.selectedTab == "basket")
        #expect(state.stack(ofTab: "basket").paths == ["/basket", "/basket/items/7"])
        #expect(state.stack(ofTab: "account").paths == ["/account"])
    }

    @Test("push without an owning tab lands on the selected tab")
    func pushNoTab() throws {
        let state = try reduceChecked(Shop.tabs(selected: "account"), Shop.destination(Shop.orders))
        #expect(state.selectedTab == "account")
        #expect(state.stack(ofTab: "account").paths == ["/account", "/account/orders"])
    }

    @Test("push with an owning tab while a modal is shown dismisses every layer first")
    func pushOwningTabOverModal() throws {
        let start = try reduceChecked(
            Shop.tabs(), Shop.destination(Shop.login), Shop.destination(Shop.checkout))
        #expect(start.modalLayers.count == 2)
        let state = try reduceChecked(start, Shop.destination(Shop.basketItem, tab: "basket"))
        #expect(state.modalLayers.isEmpty)
        #expect(state.selectedTab == "basket")
        #expect(state.topEntry?.descriptor.path == "/basket/items/7")
    }

    @Test("push without an owning tab while a modal is shown pushes inside the modal")
    func pushInsideModal() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.checkout))
        let state = try reduceChecked(start, Shop.destination(Shop.payment, .push))
        #expect(state.modalLayers.count == 1)
        #expect(state.visibleStack.paths == ["/checkout", "/checkout/payment"])
        #expect(state.stack(ofTab: "shop").paths == ["/shop"])
    }

    @Test("push with an unknown owning tab is rejected and changes nothing")
    func pushUnknownTab() throws {
        let start = try Shop.tabs()
        #expect(throws: NavigationRejection.unknownTab("wishlist", available: ["shop", "basket", "account"])) {
            try NavigationReducer.reduce(start, Shop.destination(Shop.product("1"), tab: "wishlist"))
        }
    }

    @Test("the owning tab is ignored by a state without tabs")
    func owningTabWithoutTabs() throws {
        let state = try reduceChecked(NavigationState(stack: [Shop.home]), Shop.destination(Shop.basketItem, tab: "basket"))
        #expect(state.visibleStack.paths == ["/shop", "/basket/items/7"])
    }

    @Test("pushing the screen already on top is a no-op, so a double tap shows one screen")
    func doublePush() throws {
        let once = try reduceChecked(Shop.tabs(), Shop.productLink("42"))
        let twice = try reduceChecked(once, Shop.productLink("42"))
        #expect(twice == once)
        #expect(NavigationPlanner.plan(from: once, to: twice) == [])
        // Arriving from a push notification does not make it another screen.
        let fromPush = Shop.screen("catalog.product", "/products/42", ["id": "42"], source: .pushNotification)
        #expect(try reduceChecked(once, Shop.destination(fromPush, tab: "shop")) == once)
    }

    @Test("a screen with other parameters is another screen and is pushed")
    func otherParameters() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.productLink("43"))
        #expect(state.visibleStack.paths == ["/shop", "/categories/shoes", "/products/42", "/products/43"])
    }

    @Test(
        "modal presents a new layer of the requested style over the current tab",
        arguments: [(PresentationMode.modal, ModalStyle.sheet), (.modal(.fullScreen), .fullScreen)]
    )
    func modal(mode: PresentationMode, style: ModalStyle) throws {
        let start = try reduceChecked(Shop.tabs(selected: "account"), Shop.destination(Shop.orders))
        let state = try reduceChecked(start, Shop.destination(Shop.login, mode, tab: "shop"))
        let layer = try #require(state.modalLayers.first)
        #expect(state.modalLayers.count == 1)
        #expect(layer.style == style)
        #expect(layer.stack.paths == ["/login"])
        #expect(state.selectedTab == "account", "a modal ignores the owning tab")
        #expect(state.stack(ofTab: "account").paths == ["/account", "/account/orders"])
        #expect(state.visibleLocation == .modal(layer.id))
    }

    @Test("a modal's stack holds its synthetic parents, and a modal can present another")
    func modalChain() throws {
        let state = try reduceChecked(
            Shop.tabs(),
            Shop.destination(Shop.payment, parents: [Shop.checkout], .modal(.fullScreen)),
            Shop.destination(Shop.login)
        )
        #expect(state.modalLayers.map(\.stack.paths) == [["/checkout", "/checkout/payment"], ["/login"]])
        #expect(state.modalLayers.map(\.style) == [.fullScreen, .sheet])
    }

    @Test("presenting the screen the top layer already shows is a no-op")
    func doubleModal() throws {
        let once = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        #expect(try reduceChecked(once, Shop.destination(Shop.login)) == once)
        // Another style is another presentation.
        let other = try reduceChecked(once, Shop.destination(Shop.login, .modal(.fullScreen)))
        #expect(other.modalLayers.count == 2)
    }

    @Test("replace stack makes the stack exactly the chain")
    func replaceStack() throws {
        let start = NavigationState(stack: [Shop.search, Shop.hats])
        let state = try reduceChecked(
            start, Shop.destination(Shop.product("42"), parents: [Shop.home, Shop.shoes], .replaceStack))
        #expect(state.visibleStack.paths == ["/shop", "/categories/shoes", "/products/42"])
        #expect(Set(state.visibleStack.map(\.id)).isDisjoint(with: start.visibleStack.map(\.id)))
    }

    @Test("replace stack keeps the bottom entries that already show the chain, with their identities")
    func replaceStackKeepsPrefix() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews))
        let state = try reduceChecked(start, Shop.productLink("43", .replaceStack))
        #expect(state.visibleStack.paths == ["/shop", "/categories/shoes", "/products/43"])
        #expect(Array(state.visibleStack.prefix(2)) == Array(start.visibleStack.prefix(2)))
        let steps = NavigationPlanner.plan(from: start, to: state)
        #expect(steps == [
            .popTo(start.visibleStack[1].id, in: .tab("shop")),
            .push([state.visibleStack[2]], onto: .tab("shop")),
        ])
    }

    @Test("replace stack with an owning tab replaces that tab's stack, dismissing modals")
    func replaceStackOwningTab() throws {
        let start = try reduceChecked(Shop.tabs(selected: "account"), Shop.destination(Shop.login))
        let state = try reduceChecked(start, Shop.destination(Shop.basketItem, .replaceStack, tab: "basket"))
        #expect(state.modalLayers.isEmpty)
        #expect(state.selectedTab == "basket")
        #expect(state.stack(ofTab: "basket").paths == ["/basket/items/7"])
    }

    @Test("pop to existing pops back to the screen when the stack shows it")
    func popToExisting() throws {
        let start = try reduceChecked(
            Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews), Shop.destination(Shop.search))
        let state = try reduceChecked(start, Shop.productLink("42", .popToExistingOrPush))
        #expect(state.visibleStack.paths == ["/shop", "/categories/shoes", "/products/42"])
        #expect(state.topEntry?.id == start.visibleStack[2].id, "the existing entry, not a new one")
    }

    @Test("pop to existing pops to the top-most of several equal screens")
    func popToExistingTopMost() throws {
        let start = try reduceChecked(
            NavigationState(stack: [Shop.home]), Shop.destination(Shop.search), Shop.destination(Shop.shoes),
            Shop.destination(Shop.search), Shop.destination(Shop.hats))
        let state = try reduceChecked(start, Shop.destination(Shop.search, .popToExistingOrPush))
        #expect(state.visibleStack.paths == ["/shop", "/search", "/categories/shoes", "/search"])
    }

    @Test("pop to existing pushes, with the synthetic back stack, when the stack does not show it")
    func popToExistingPushes() throws {
        let state = try reduceChecked(Shop.tabs(selected: "account"), Shop.productLink("42", .popToExistingOrPush))
        #expect(state.selectedTab == "shop")
        #expect(state.visibleStack.paths == ["/shop", "/categories/shoes", "/products/42"])
    }

    @Test("switch tab selects the tab, then pushes onto it, whatever the owning tab says")
    func switchTab() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.checkout))
        let state = try reduceChecked(start, Shop.destination(Shop.orders, .switchTab("account"), tab: "shop"))
        #expect(state.modalLayers.isEmpty)
        #expect(state.selectedTab == "account")
        #expect(state.stack(ofTab: "account").paths == ["/account", "/account/orders"])
        #expect(state.stack(ofTab: "shop").paths == ["/shop"])
    }

    @Test("switch tab to an unknown tab, or without tabs, is rejected")
    func switchTabUnknown() throws {
        #expect(throws: NavigationRejection.unknownTab("wishlist", available: ["shop", "basket", "account"])) {
            try NavigationReducer.reduce(Shop.tabs(), Shop.destination(Shop.orders, .switchTab("wishlist")))
        }
        #expect(throws: NavigationRejection.unknownTab("account", available: [])) {
            try NavigationReducer.reduce(NavigationState(stack: [Shop.home]), Shop.destination(Shop.orders, .switchTab("account")))
        }
    }

    @Test("the presentation defaults to the descriptor's mode")
    func presentationFromDescriptor() {
        #expect(NavigationDestination(screen: Shop.checkout).presentation == .modal(.fullScreen))
        #expect(NavigationDestination(screen: Shop.checkout, presentation: .push).presentation == .push)
    }

    @Test("equal runs produce equal states, identities included")
    func deterministic() throws {
        func run() throws -> NavigationState {
            try reduceChecked(
                Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.login), Shop.destination(Shop.basketItem, tab: "basket"))
        }
        #expect(try run() == run())
        let ids = try run().entries.map(\.id)
        #expect(Set(ids).count == ids.count)
    }
}
