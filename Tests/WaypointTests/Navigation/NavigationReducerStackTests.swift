import Testing
import Waypoint

@Suite("Reducer: pop, dismiss and tabs")
struct NavigationReducerStackTests {
    @Test("pop removes the top entry of the visible stack")
    func pop() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"))
        let state = try reduceChecked(start, .pop)
        #expect(state.visibleStack.paths == ["/shop", "/categories/shoes"])
    }

    @Test("pop inside a modal pops the modal's stack")
    func popModal() throws {
        let start = try reduceChecked(
            Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.payment, parents: [Shop.checkout], .modal))
        let state = try reduceChecked(start, .pop)
        #expect(state.modalLayers.first?.stack.paths == ["/checkout"])
        #expect(state.stack(ofTab: "shop").count == 3)
    }

    @Test(
        "pop never removes a stack's root",
        arguments: [
            (try Shop.tabs(), StackLocation.tab("shop")),
            (NavigationState(stack: [Shop.home]), .root),
            (NavigationState(), .root),
        ])
    func popAtRoot(state: NavigationState, location: StackLocation) {
        #expect(throws: NavigationRejection.nothingToPop(location)) {
            try NavigationReducer.reduce(state, .pop)
        }
    }

    @Test("pop at a modal's root is rejected: dismissing is a separate request")
    func popModalRoot() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let layer = try #require(start.modalLayers.first)
        #expect(throws: NavigationRejection.nothingToPop(.modal(layer.id))) {
            try NavigationReducer.reduce(start, .pop)
        }
    }

    @Test("pop to root keeps only the root of the visible stack; at the root it changes nothing")
    func popToRoot() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews))
        let state = try reduceChecked(start, .popToRoot)
        #expect(state.visibleStack.paths == ["/shop"])
        #expect(NavigationPlanner.plan(from: start, to: state) == [.popTo(start.visibleStack[0].id, in: .tab("shop"))])
        #expect(try reduceChecked(state, .popToRoot) == state)
        #expect(try reduceChecked(NavigationState(), .popToRoot) == NavigationState())
    }

    @Test("dismiss removes only the top modal layer")
    func dismiss() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.checkout), Shop.destination(Shop.login))
        let state = try reduceChecked(start, .dismiss)
        #expect(state.modalLayers.map(\.stack.paths) == [["/checkout"]])
        #expect(NavigationPlanner.plan(from: start, to: state) == [.dismiss(start.modalLayers[1].id)])
    }

    @Test("dismiss without a modal is rejected")
    func dismissNothing() throws {
        #expect(throws: NavigationRejection.noModalToDismiss) {
            try NavigationReducer.reduce(Shop.tabs(), .dismiss)
        }
    }

    @Test("dismiss all removes every layer in one step; without layers it changes nothing")
    func dismissAll() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.checkout), Shop.destination(Shop.login))
        let state = try reduceChecked(start, .dismissAll)
        #expect(state.modalLayers.isEmpty)
        #expect(NavigationPlanner.plan(from: start, to: state) == [.dismiss(start.modalLayers[0].id)])
        #expect(try reduceChecked(state, .dismissAll) == state)
    }

    @Test("select tab dismisses modals and selects the tab, keeping every stack")
    func selectTab() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.login))
        let state = try reduceChecked(start, .selectTab("account"))
        #expect(state.modalLayers.isEmpty)
        #expect(state.selectedTab == "account")
        #expect(state.stack(ofTab: "shop") == start.stack(ofTab: "shop"))
    }

    @Test("select tab with an unknown tab is rejected, listing the tabs")
    func selectUnknownTab() throws {
        let rejection = NavigationRejection.unknownTab("wishlist", available: ["shop", "basket", "account"])
        #expect(throws: rejection) { try NavigationReducer.reduce(Shop.tabs(), .selectTab("wishlist")) }
        #expect(rejection.description == "no tab 'wishlist'; the tabs are 'shop', 'basket', 'account'")
    }
}
