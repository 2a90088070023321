import Testing
import Waypoint

/// `.close(entry)`, what a screen's handle asks for: one row per place an entry can be.
@Suite("Reducer: closing a screen from inside")
struct NavigationReducerCloseTests {
    /// A state, the entry to close in it, and the state or rejection expected.
    struct Row: Sendable, CustomStringConvertible {
        let description: String
        let start: @Sendable () throws -> NavigationState
        /// The entry to close, read from the start state.
        let entry: @Sendable (NavigationState) throws -> EntryID
        let expected: Expected
    }

    enum Expected: Sendable {
        /// The next state, from the start state.
        case state(@Sendable (NavigationState) throws -> NavigationState)
        /// The rejection, from the start state.
        case rejected(@Sendable (NavigationState) throws -> NavigationRejection)
    }

    /// Shop: [home, shoes, 42, reviews]; checkout layer [checkout, payment]; login layer [login].
    static func deep() throws -> NavigationState {
        try reduceChecked(
            Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews),
            Shop.destination(Shop.payment, parents: [Shop.checkout], .modal(.fullScreen)),
            Shop.destination(Shop.login))
    }

    static let rows: [Row] = [
        Row(
            description: "a pushed entry on top pops back to the entry beneath it",
            start: { try reduceChecked(Shop.tabs(), Shop.productLink("42")) },
            entry: { try #require($0.topEntry).id },
            expected: .state { try reduceChecked($0, .pop) }),
        Row(
            description: "a pushed entry with screens above it takes them along",
            start: { try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews)) },
            entry: { $0.visibleStack[1].id },
            expected: .state { try reduceChecked($0, .userPopped(to: $0.visibleStack[0].id)) }),
        Row(
            description: "the root of a modal layer dismisses its layer and leaves the tabs alone",
            start: { try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.checkout)) },
            entry: { $0.visibleStack[0].id },
            expected: .state { try reduceChecked($0, .dismiss) }),
        Row(
            description: "the root of a layer under another layer dismisses both",
            start: deep,
            entry: { $0.modalLayers[0].stack[0].id },
            expected: .state { try reduceChecked($0, .dismissAll) }),
        Row(
            description: "a pushed entry of a lower layer cuts that layer and dismisses the layers above it",
            start: deep,
            entry: { $0.modalLayers[0].stack[1].id },
            expected: .state { try reduceChecked($0, .dismiss, .pop) }),
        Row(
            description: "a pushed entry of a tab's stack under modal layers leaves the layers alone",
            start: deep,
            entry: { $0.stack(ofTab: "shop")[2].id },
            expected: .state { try reduceChecked($0, .userPopped(to: $0.stack(ofTab: "shop")[1].id)) }),
        Row(
            description: "an entry of a tab that is not selected is closed in its tab, which stays unselected",
            start: { try reduceChecked(Shop.tabs(), Shop.productLink("42"), .selectTab("account")) },
            entry: { $0.stack(ofTab: "shop")[2].id },
            expected: .state { try reduceChecked($0, .userPopped(to: $0.stack(ofTab: "shop")[1].id)) }),
        Row(
            description: "a pushed entry of a root without tabs pops back beneath it",
            start: { NavigationState(stack: [Shop.home, Shop.shoes, Shop.product("42")]) },
            entry: { $0.visibleStack[1].id },
            expected: .state { try reduceChecked($0, .popToRoot) }),
        Row(
            description: "a tab's root is refused: nothing is beneath it",
            start: deep,
            entry: { $0.stack(ofTab: "shop")[0].id },
            expected: .rejected { .nothingToClose($0.stack(ofTab: "shop")[0].id, rootOf: .tab("shop")) }),
        Row(
            description: "the root of a root without tabs is refused: nothing is beneath it",
            start: { NavigationState(stack: [Shop.home, Shop.shoes]) },
            entry: { $0.visibleStack[0].id },
            expected: .rejected { .nothingToClose($0.visibleStack[0].id, rootOf: .root) }),
        Row(
            description: "an entry no stack holds is refused",
            start: deep,
            entry: { _ in EntryID(rawValue: 999) },
            expected: .rejected { _ in .entryGone(EntryID(rawValue: 999)) }),
        Row(
            description: "an entry closed already is refused, and the screen now on top is not popped",
            start: { try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews), .pop) },
            entry: { _ in
                let before = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews))
                return try #require(before.topEntry).id
            },
            expected: .rejected { _ in
                let before = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews))
                return .entryGone(try #require(before.topEntry).id)
            }),
    ]

    @Test("closing an entry, by where the entry is", arguments: rows)
    func close(row: Row) throws {
        let start = try row.start()
        let entry = try row.entry(start)
        switch row.expected {
        case .state(let expected):
            #expect(try reduceChecked(start, .close(entry)) == expected(start))
        case .rejected(let expected):
            let rejection = try expected(start)
            #expect(throws: rejection) { try NavigationReducer.reduce(start, .close(entry)) }
        }
    }

    @Test("a refused close leaves the state as it was and plans nothing")
    func refusalChangesNothing() throws {
        let start = try Self.deep()
        let root = start.stack(ofTab: "shop")[0].id
        var state = start
        #expect(throws: NavigationRejection.nothingToClose(root, rootOf: .tab("shop"))) {
            state = try NavigationReducer.reduce(start, .close(root))
        }
        #expect(state == start)
    }

    @Test("refusals say what was refused and why")
    func refusalWords() {
        #expect(
            NavigationRejection.entryGone(EntryID(rawValue: 7)).description
                == "entry#7 is no longer shown (closed, popped or replaced already); nothing to close")
        #expect(
            NavigationRejection.nothingToClose(EntryID(rawValue: 0), rootOf: .tab("shop"), route: "shop.home")
                .description == "'shop.home' is the root screen of the 'shop' tab; nothing to close")
        #expect(
            NavigationRejection.nothingToClose(EntryID(rawValue: 0), rootOf: .root).description
                == "entry#0 is the root screen of the navigation stack; nothing to close")
    }
}
