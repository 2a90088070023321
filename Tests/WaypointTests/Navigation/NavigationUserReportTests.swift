import Testing
import Waypoint

@Suite("Reducer: what the user did")
struct NavigationUserReportTests {
    @Test("a back swipe over several screens cuts the stack at the reported entry")
    func backSwipe() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews))
        let category = start.visibleStack[1]
        let state = try reduceChecked(start, .userPopped(to: category.id))
        #expect(state.visibleStack.paths == ["/shop", "/categories/shoes"])
        #expect(state.topEntry == category)
    }

    @Test("a back swipe to the entry already on top changes nothing")
    func backSwipeToTop() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"))
        let top = try #require(start.topEntry)
        #expect(try reduceChecked(start, .userPopped(to: top.id)) == start)
    }

    @Test("a back swipe inside a modal cuts only the modal's stack")
    func backSwipeInModal() throws {
        let start = try reduceChecked(
            Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.payment, parents: [Shop.checkout], .modal))
        let layer = try #require(start.modalLayers.first)
        let state = try reduceChecked(start, .userPopped(to: layer.stack[0].id))
        #expect(state.modalLayers.first?.stack.paths == ["/checkout"])
        #expect(state.stack(ofTab: "shop") == start.stack(ofTab: "shop"))
    }

    @Test("a tab stack popped while another tab is selected is followed too")
    func popHiddenTab() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"), .selectTab("account"))
        let root = start.stack(ofTab: "shop")[0]
        let state = try reduceChecked(start, .userPopped(to: root.id))
        #expect(state.stack(ofTab: "shop").paths == ["/shop"])
        #expect(state.selectedTab == "account")
        #expect(NavigationPlanner.plan(from: start, to: state) == [.popTo(root.id, in: .tab("shop"))])
    }

    @Test("an interactive dismiss of the top layer removes it")
    func interactiveDismiss() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.checkout), Shop.destination(Shop.login))
        let state = try reduceChecked(start, .userDismissed(start.modalLayers[1].id))
        #expect(state.modalLayers == [start.modalLayers[0]])
    }

    @Test("dismissing a lower layer takes the layers it presents along")
    func interactiveDismissLower() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.checkout), Shop.destination(Shop.login))
        let state = try reduceChecked(start, .userDismissed(start.modalLayers[0].id))
        #expect(state.modalLayers.isEmpty)
    }

    @Test("a tab tap selects the tab and leaves modals and stacks alone")
    func tabTap() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.login))
        let state = try reduceChecked(start, .userSelectedTab("basket"))
        #expect(state.selectedTab == "basket")
        #expect(state.modalLayers == start.modalLayers)
        #expect(state.stack(ofTab: "shop") == start.stack(ofTab: "shop"))
        #expect(NavigationPlanner.plan(from: start, to: state) == [.selectTab("basket")])
    }

    @Test("reports naming what the state does not hold are refused and change nothing")
    func invalidReports() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.login))
        let layer = try #require(start.modalLayers.first)
        let cases: [(NavigationRequest, NavigationRejection)] = [
            (.userPopped(to: EntryID(rawValue: 999)), .unknownEntry(EntryID(rawValue: 999))),
            (.userPopped(to: EntryID(rawValue: layer.id.rawValue)), .unknownEntry(EntryID(rawValue: layer.id.rawValue))),
            (.userDismissed(ModalLayerID(rawValue: 999)), .unknownModalLayer(ModalLayerID(rawValue: 999), presented: [layer.id])),
            (.userSelectedTab("wishlist"), .unknownTab("wishlist", available: ["shop", "basket", "account"])),
        ]
        for (request, rejection) in cases {
            #expect(throws: rejection, "\(request)") { try NavigationReducer.reduce(start, request) }
        }
        #expect(throws: NavigationRejection.unknownTab("shop", available: [])) {
            try NavigationReducer.reduce(NavigationState(stack: [Shop.home]), .userSelectedTab("shop"))
        }
        #expect(throws: NavigationRejection.unknownModalLayer(ModalLayerID(rawValue: 1), presented: [])) {
            try NavigationReducer.reduce(Shop.tabs(), .userDismissed(ModalLayerID(rawValue: 1)))
        }
    }

    @Test("a report about an entry popped meanwhile is refused")
    func staleReport() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews))
        let reviews = try #require(start.topEntry)
        let popped = try reduceChecked(start, .popToRoot)
        #expect(throws: NavigationRejection.unknownEntry(reviews.id)) {
            try NavigationReducer.reduce(popped, .userPopped(to: reviews.id))
        }
    }
}
