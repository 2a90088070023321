import Testing
import Waypoint

@Suite("Reducer: split roots")
struct SplitReducerTests {
    /// The state as its description shows it, without the identity counter.
    static func shape(_ state: NavigationState) -> String {
        String(state.description.split(separator: " next#")[0])
    }

    static let detail42 = "split[sidebar: /shop > /categories/shoes | *detail: /products/42]"
    static let reviews42 = "split[sidebar: /shop > /categories/shoes | *detail: /products/42 > /products/42/reviews]"

    static let table: [(String, Bool, [SplitAct], String)] = [
        (
            "a detail link selects its parents in the sidebar and shows in the detail column",
            false, [SplitAct.request(Split.product("42"))], detail42
        ),
        (
            "a product of another category replaces the selection and the detail",
            false, [.request(Split.product("42")), .request(Split.product("7", in: Shop.hats))],
            "split[sidebar: /shop > /categories/hats | *detail: /products/7]"
        ),
        (
            "a detail link under the same selection pushes onto the detail column",
            false, [.request(Split.product("42")), .request(Split.reviews)], reviews42
        ),
        (
            "a double tap on a product changes nothing",
            false, [.request(Split.product("42")), .request(Split.product("42"))], detail42
        ),
        (
            "a sidebar link to the selection shown keeps the detail and puts the sidebar on top",
            false, [.request(Split.product("42")), .request(Split.category(Shop.shoes))],
            "split[*sidebar: /shop > /categories/shoes | detail: /products/42]"
        ),
        (
            "a sidebar link to another selection empties the detail",
            false, [.request(Split.product("42")), .request(Split.category(Shop.hats))],
            "split[*sidebar: /shop > /categories/hats | detail: ]"
        ),
        (
            "a three-column split shows the category in the supplementary column",
            true,
            [
                .request(
                    Split.show(
                        Shop.product("42"), parents: [Shop.home, Shop.shoes],
                        columns: [.sidebar, .supplementary, .detail]))
            ],
            "split[sidebar: /shop | supplementary: /categories/shoes | *detail: /products/42]"
        ),
        (
            "a two-column split shows a supplementary route in its detail column",
            false,
            [
                .request(
                    Split.show(
                        Shop.product("42"), parents: [Shop.home, Shop.shoes],
                        columns: [.sidebar, .supplementary, .detail]))
            ],
            "split[sidebar: /shop | *detail: /categories/shoes > /products/42]"
        ),
        (
            "a route that declares no column goes onto the stack the user is at",
            false, [.request(Split.product("42")), .request(Shop.destination(Shop.search))],
            "split[sidebar: /shop > /categories/shoes | *detail: /products/42 > /search]"
        ),
        (
            "a modal layer covers the split",
            false, [.request(Split.product("42")), .request(Shop.destination(Shop.login))],
            "split[sidebar: /shop > /categories/shoes | *detail: /products/42] modals[layer#3 sheet: /login]"
        ),
        (
            "a link into the columns dismisses the modal layers",
            false,
            [
                .request(Split.product("42")), .request(Shop.destination(Shop.login)),
                .request(Split.product("7", in: Shop.hats)),
            ],
            "split[sidebar: /shop > /categories/hats | *detail: /products/7]"
        ),
        (
            "collapsing keeps every column",
            false, [.request(Split.product("42")), .request(Split.collapse)],
            "split[compact sidebar: /shop > /categories/shoes | *detail: /products/42]"
        ),
        (
            "expanding shows the columns as they were",
            false,
            [.request(Split.product("42")), .request(Split.reviews), .request(Split.collapse), .request(Split.expand)],
            reviews42
        ),
        (
            "back from the detail's root in compact width empties the detail, back again pops the sidebar",
            false, [.request(Split.product("42")), .request(Split.collapse), .request(.pop), .request(.pop)],
            "split[compact sidebar: /shop | *detail: ]"
        ),
        (
            "a back swipe in the collapsed stack to the selection empties the detail column",
            false,
            [
                .request(Split.product("42")), .request(Split.reviews), .request(Split.collapse),
                .userPopped(to: "/categories/shoes"),
            ],
            "split[compact sidebar: /shop > /categories/shoes | *detail: ]"
        ),
        (
            "a back swipe in the collapsed stack to home pops the sidebar and empties the detail",
            false, [.request(Split.product("42")), .request(Split.collapse), .userPopped(to: "/shop")],
            "split[compact sidebar: /shop | *detail: ]"
        ),
        (
            "side by side, a back swipe in the sidebar leaves the detail",
            false, [.request(Split.product("42")), .request(Split.reviews), .userPopped(to: "/shop")],
            "split[sidebar: /shop | *detail: /products/42 > /products/42/reviews]"
        ),
        (
            "side by side, a back swipe in the detail column pops it",
            false, [.request(Split.product("42")), .request(Split.reviews), .userPopped(to: "/products/42")], detail42
        ),
        (
            "pop to root in compact width goes back to the sidebar's root",
            false,
            [.request(Split.product("42")), .request(Split.reviews), .request(Split.collapse), .request(.popToRoot)],
            "split[compact sidebar: /shop | *detail: ]"
        ),
        (
            "pop to root side by side goes back to the detail column's root",
            false, [.request(Split.product("42")), .request(Split.reviews), .request(.popToRoot)], detail42
        ),
        (
            "closing the detail's root empties the detail column",
            false, [.request(Split.product("42")), .close("/products/42")],
            "split[sidebar: /shop > /categories/shoes | *detail: ]"
        ),
    ]

    @Test("links land in their columns, the user's reports change the right column", arguments: table)
    func rows(name: String, threeColumns: Bool, acts: [SplitAct], expected: String) throws {
        var state = try Split.start(threeColumns: threeColumns)
        for act in acts { state = try reduceSplitChecked(state, act.request(in: state)) }
        #expect(Self.shape(state) == expected, Comment(rawValue: name))
    }

    @Test("the sidebar keeps its root; a split has no tabs")
    func rejections() throws {
        let start = try Split.start()
        let home = start.entries[0]
        #expect(throws: NavigationRejection.nothingToPop(.column(.sidebar))) {
            try NavigationReducer.reduce(start, .pop)
        }
        #expect(throws: NavigationRejection.nothingToClose(home.id, rootOf: .column(.sidebar), route: home.route)) {
            try NavigationReducer.reduce(start, .close(home.id))
        }
        #expect(throws: NavigationRejection.unknownTab("shop", available: [])) {
            try NavigationReducer.reduce(start, Shop.destination(Shop.product("42"), .switchTab("shop")))
        }
    }

    @Test("a size-class report changes only a split's presentation; other roots and the dialog stay")
    func sizeClass() throws {
        for state in [try Shop.tabs(), NavigationState(stack: [Shop.home]), NavigationState()] {
            #expect(try NavigationReducer.reduce(state, Split.collapse) == state)
        }
        let asked = try reduceSplitChecked(
            Split.start(), Split.product("42"), .showDialog(NavigationDialog("Sure?", buttons: [DialogButton("OK")])))
        let collapsed = try reduceSplitChecked(asked, Split.collapse)
        #expect(collapsed.dialog == asked.dialog)
        #expect(collapsed.entries == asked.entries)
        #expect(NavigationPlanner.plan(from: asked, to: collapsed).isEmpty)
    }

    @Test("the collapsed stack is the columns up to the one the user is at")
    func collapsedStack() throws {
        let state = try reduceSplitChecked(Split.start(), Split.product("42"), Split.reviews, Split.collapse)
        let split = try #require(state.split)
        #expect(split.collapsedStack.paths == ["/shop", "/categories/shoes", "/products/42", "/products/42/reviews"])
        #expect(state.visibleLocation == .column(.detail) && state.topEntry?.descriptor.path == "/products/42/reviews")
        let atSidebar = try reduceSplitChecked(state, Split.category(Shop.shoes))
        #expect(atSidebar.split?.collapsedStack.paths == ["/shop", "/categories/shoes"])
        #expect(atSidebar.split?.detail.paths == ["/products/42", "/products/42/reviews"])
    }
}
