import Testing
import Waypoint

@Suite("Reducer: synthetic back stack")
struct NavigationSyntheticBackStackTests {
    @Test("cold start on a tab builds the parents the tab's root does not already show")
    func coldStartOnTab() throws {
        let state = try reduceChecked(Shop.tabs(selected: "account"), Shop.productLink("42"))
        #expect(state.selectedTab == "shop")
        #expect(state.visibleStack.paths == ["/shop", "/categories/shoes", "/products/42"])
        #expect(state.visibleStack.first?.id == (try Shop.tabs()).stack(ofTab: "shop").first?.id, "the tab's root is kept")
    }

    @Test("cold start without a first screen builds the whole chain")
    func coldStartEmpty() throws {
        let state = try reduceChecked(NavigationState(), Shop.productLink("42"))
        #expect(state.visibleStack.paths == ["/shop", "/categories/shoes", "/products/42"])
    }

    @Test("parent already on top: only the child is pushed")
    func parentOnTop() throws {
        let start = NavigationState(stack: [Shop.home, Shop.shoes])
        let state = try reduceChecked(start, Shop.productLink("42"))
        #expect(state.visibleStack.paths == ["/shop", "/categories/shoes", "/products/42"])
        #expect(NavigationPlanner.plan(from: start, to: state) == [.push([state.visibleStack[2]], onto: .root)])
    }

    @Test("parent deeper in the stack: the chain is anchored there and what is on screen is kept")
    func parentDeeper() throws {
        let start = NavigationState(stack: [Shop.home, Shop.shoes, Shop.search])
        let state = try reduceChecked(start, Shop.productLink("42"))
        #expect(state.visibleStack.paths == ["/shop", "/categories/shoes", "/search", "/products/42"])
    }

    @Test("only the first parent held: the missing tail of parents is pushed on top")
    func missingTail() throws {
        let start = NavigationState(stack: [Shop.home, Shop.search])
        let state = try reduceChecked(start, Shop.productLink("42"))
        #expect(state.visibleStack.paths == ["/shop", "/search", "/categories/shoes", "/products/42"])
    }

    @Test("no parent held: the whole chain goes on top of what is shown")
    func noParentHeld() throws {
        let start = NavigationState(stack: [Shop.search])
        let state = try reduceChecked(start, Shop.productLink("42"))
        #expect(state.visibleStack.paths == ["/search", "/shop", "/categories/shoes", "/products/42"])
    }

    @Test("a parent with other parameters is not the parent")
    func parentParametersMatter() throws {
        let start = NavigationState(stack: [Shop.home, Shop.hats])
        let state = try reduceChecked(start, Shop.productLink("42"))
        #expect(state.visibleStack.paths == ["/shop", "/categories/hats", "/categories/shoes", "/products/42"])
    }

    @Test("a route without parents pushes just itself")
    func noParents() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.destination(Shop.search, tab: "shop"))
        #expect(state.visibleStack.paths == ["/shop", "/search"])
    }

    @Test("the child already on top: nothing is pushed, even if parents are missing below")
    func childOnTop() throws {
        let start = NavigationState(stack: [Shop.product("42")])
        #expect(try reduceChecked(start, Shop.productLink("42")) == start)
    }
}
