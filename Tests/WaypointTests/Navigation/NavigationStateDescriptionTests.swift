import Testing
import Waypoint

@Suite("NavigationState: description")
struct NavigationStateDescriptionTests {
    @Test("a state describes itself as its stacks' paths")
    func description() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.login))
        #expect(state.description
            == "tabs[*shop: /shop > /categories/shoes > /products/42 | basket: /basket | account: /account] modals[layer#5 sheet: /login] next#7")
        #expect(NavigationState(stack: [Shop.home]).description == "stack[/shop] next#1")
    }
}

@Suite("Navigation rejections and violations: wording")
struct NavigationRejectionWordingTests {
    @Test(
        "every rejection says what was wrong and what there is",
        arguments: [
            (NavigationRejection.unknownTab("x", available: []), "no tab 'x': this navigation state has no tabs"),
            (.unknownEntry(EntryID(rawValue: 4)), "no stack holds entry#4"),
            (.unknownModalLayer(ModalLayerID(rawValue: 4), presented: []), "layer#4 is not presented: no modal layer is"),
            (
                .unknownModalLayer(ModalLayerID(rawValue: 4), presented: [ModalLayerID(rawValue: 1), ModalLayerID(rawValue: 2)]),
                "layer#4 is not presented; the layers are layer#1, layer#2"
            ),
            (.nothingToPop(.tab("shop")), "the 'shop' tab shows only its root screen; nothing to pop"),
            (.nothingToPop(.modal(ModalLayerID(rawValue: 5))), "the modal layer#5 shows only its root screen; nothing to pop"),
            (.noModalToDismiss, "no modal layer is presented; nothing to dismiss"),
        ])
    func rejection(rejection: NavigationRejection, text: String) {
        #expect(rejection.description == text)
    }

    @Test(
        "a refused pop names the tab or the modal the user sees, and its root screen",
        arguments: [
            (try Shop.tabs(), "the 'shop' tab shows only its root screen (shop.home); nothing to pop"),
            (try Shop.tabs(selected: "basket"), "the 'basket' tab shows only its root screen (basket.home); nothing to pop"),
            (
                try reduceChecked(Shop.tabs(), Shop.destination(Shop.login)),
                "the modal sheet shows only its root screen (auth.login); nothing to pop"
            ),
            (
                try reduceChecked(Shop.tabs(), Shop.destination(Shop.checkout)),
                "the full-screen modal shows only its root screen (checkout.start); nothing to pop"
            ),
            (NavigationState(stack: [Shop.home]), "the navigation stack shows only its root screen (shop.home); nothing to pop"),
            (NavigationState(), "the navigation stack shows no screen; nothing to pop"),
        ])
    func refusedPop(state: NavigationState, text: String) throws {
        let error = try #require(throws: NavigationRejection.self) { try NavigationReducer.reduce(state, .pop) }
        #expect(error.description == text)
        #expect(error == .nothingToPop(state.visibleLocation), "the words do not change what the rejection is")
    }

    @Test("violations name the rule and the culprit")
    func violations() {
        let cases: [(NavigationState.InvariantViolation, String)] = [
            (.emptyStack(.modal(ModalLayerID(rawValue: 2))), "the stack of layer#2 is empty but must keep its root entry"),
            (.duplicateEntry(EntryID(rawValue: 3)), "two entries share the identity entry#3"),
            (.identityNotMinted(9, nextIdentity: 5), "identity 9 is not below the identity counter 5"),
        ]
        for (violation, text) in cases {
            #expect(violation.description == text)
        }
    }
}
