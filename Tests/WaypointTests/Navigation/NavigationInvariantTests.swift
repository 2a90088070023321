import Testing
import Waypoint

@Suite("NavigationState: invariants and step replay")
struct NavigationInvariantTests {
    static let home = NavigationEntry(id: EntryID(rawValue: 0), screen: Shop.home)
    static let search = NavigationEntry(id: EntryID(rawValue: 1), screen: Shop.search)

    @Test("building tabs refuses no tabs, duplicate tabs and an unknown selection")
    func tabInit() {
        #expect(throws: NavigationState.InvariantViolation.noTabs) {
            try NavigationState(tabs: [], selectedTab: nil)
        }
        #expect(throws: NavigationState.InvariantViolation.duplicateTab("shop")) {
            try NavigationState(tabs: [("shop", Shop.home), ("shop", Shop.search)])
        }
        #expect(throws: NavigationState.InvariantViolation.selectedTabMissing("basket")) {
            try NavigationState(tabs: [("shop", Shop.home)], selectedTab: "basket")
        }
    }

    @Test(
        "assembling from parts reports the first broken rule",
        arguments: [
            (NavigationRoot.stack([home, home]), [ModalLayer](), NavigationState.InvariantViolation.duplicateEntry(EntryID(rawValue: 0))),
            (.tabs([], selected: "shop"), [], .noTabs),
            (.tabs([NavigationTab(id: "shop", stack: [])], selected: "shop"), [], .emptyStack(.tab("shop"))),
            (.stack([]), [ModalLayer(id: ModalLayerID(rawValue: 3), style: .sheet, stack: [])], .emptyStack(.modal(ModalLayerID(rawValue: 3)))),
            (
                .stack([]),
                [ModalLayer(id: ModalLayerID(rawValue: 3), style: .sheet, stack: [home]), ModalLayer(id: ModalLayerID(rawValue: 3), style: .sheet, stack: [search])],
                .duplicateModalLayer(ModalLayerID(rawValue: 3))
            ),
            (.stack([NavigationEntry(id: EntryID(rawValue: .max), screen: Shop.home)]), [], .identityNotMinted(.max, nextIdentity: 0)),
        ])
    func parts(root: NavigationRoot, layers: [ModalLayer], violation: NavigationState.InvariantViolation) {
        #expect(throws: violation) { try NavigationState(root: root, modalLayers: layers) }
    }

    @Test("assembled states mint after their highest identity")
    func assembledCounter() throws {
        let state = try NavigationState(root: .stack([Self.home, Self.search]))
        let next = try NavigationReducer.reduce(state, Shop.destination(Shop.shoes))
        #expect(next.topEntry?.id == EntryID(rawValue: 2))
    }

    @Test("a step that does not fit the state is refused with the step and the reason")
    func badSteps() throws {
        let state = try Shop.tabs()
        let shopRoot = state.stack(ofTab: "shop")[0]
        let cases: [(NavigationStep, NavigationStepError)] = [
            (.dismiss(ModalLayerID(rawValue: 9)), .unknownModalLayer(ModalLayerID(rawValue: 9), step: .dismiss(ModalLayerID(rawValue: 9)))),
            (.selectTab("x"), .unknownTab("x", available: ["shop", "basket", "account"], step: .selectTab("x"))),
            (.popTo(shopRoot.id, in: .root), .unknownStack(.root, step: .popTo(shopRoot.id, in: .root))),
            (.popTo(EntryID(rawValue: 1), in: .tab("shop")), .unknownEntry(EntryID(rawValue: 1), in: .tab("shop"), step: .popTo(EntryID(rawValue: 1), in: .tab("shop")))),
            (.push([], onto: .modal(ModalLayerID(rawValue: 1))), .unknownStack(.modal(ModalLayerID(rawValue: 1)), step: .push([], onto: .modal(ModalLayerID(rawValue: 1))))),
            (.setStack([], in: .tab("shop")), .breaksInvariants([.emptyStack(.tab("shop"))], step: .setStack([], in: .tab("shop")))),
            (
                .push([shopRoot], onto: .tab("basket")),
                .breaksInvariants([.duplicateEntry(shopRoot.id)], step: .push([shopRoot], onto: .tab("basket")))
            ),
        ]
        for (step, error) in cases {
            #expect(throws: error, "\(step)") { try state.applying(step) }
        }
        let error = NavigationStepError.unknownStack(.root, step: .popTo(shopRoot.id, in: .root))
        #expect(error.description == "cannot pop root to entry#0: no stack at root")
    }

    @Test("replayed steps move the identity counter past what they bring")
    func replayCounter() throws {
        let state = NavigationState(stack: [Shop.home])
        let pushed = try state.applying(.push([NavigationEntry(id: EntryID(rawValue: 7), screen: Shop.search)], onto: .root))
        let next = try NavigationReducer.reduce(pushed, Shop.destination(Shop.shoes))
        #expect(next.topEntry?.id == EntryID(rawValue: 8))
    }
}
