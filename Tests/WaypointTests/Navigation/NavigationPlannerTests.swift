import Testing
import Waypoint

@Suite("Planner")
struct NavigationPlannerTests {
    @Test("equal states need no step")
    func noChange() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.login))
        #expect(NavigationPlanner.plan(from: state, to: state) == [])
    }

    @Test("a push is one push step carrying every new entry")
    func push() throws {
        let start = try Shop.tabs()
        let state = try reduceChecked(start, Shop.productLink("42"))
        #expect(NavigationPlanner.plan(from: start, to: state) == [
            .push(Array(state.visibleStack.dropFirst()), onto: .tab("shop"))
        ])
    }

    @Test("a pop is one pop step to the new top")
    func pop() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"))
        let state = try reduceChecked(start, .pop)
        #expect(NavigationPlanner.plan(from: start, to: state) == [.popTo(start.visibleStack[1].id, in: .tab("shop"))])
    }

    @Test("a modal is one present step carrying the layer with its whole stack")
    func present() throws {
        let start = try Shop.tabs()
        let state = try reduceChecked(start, Shop.destination(Shop.payment, parents: [Shop.checkout], .modal))
        let layer = try #require(state.modalLayers.first)
        #expect(layer.stack.count == 2)
        #expect(NavigationPlanner.plan(from: start, to: state) == [.present(layer)])
    }

    @Test("switching tab over a modal: dismiss, select, push")
    func switchTabOverModal() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let state = try reduceChecked(start, Shop.destination(Shop.orders, .switchTab("account")))
        #expect(NavigationPlanner.plan(from: start, to: state) == [
            .dismiss(start.modalLayers[0].id),
            .selectTab("account"),
            .push([state.visibleStack[1]], onto: .tab("account")),
        ])
    }

    @Test("a mix runs in phase order: dismiss, select tab, pop, push")
    func mix() throws {
        let start = try reduceChecked(
            Shop.tabs(),
            Shop.destination(Shop.basketItem, tab: "basket"),
            Shop.destination(Shop.search, tab: "basket"),
            .selectTab("shop"),
            Shop.destination(Shop.checkout),
            Shop.destination(Shop.login)
        )
        let state = try reduceChecked(start, Shop.destination(Shop.orders, .popToExistingOrPush, tab: "basket"))
        let basket = start.stack(ofTab: "basket")
        #expect(NavigationPlanner.plan(from: start, to: state) == [
            .dismiss(start.modalLayers[0].id),
            .selectTab("basket"),
            .push([state.topEntry].compactMap { $0 }, onto: .tab("basket")),
        ])
        // Replacing the basket's stack keeps its root: pop back to it, then push.
        let replaced = try reduceChecked(start, Shop.destination(Shop.orders, parents: [Shop.basket], .replaceStack, tab: "basket"))
        #expect(NavigationPlanner.plan(from: start, to: replaced) == [
            .dismiss(start.modalLayers[0].id),
            .selectTab("basket"),
            .popTo(basket[0].id, in: .tab("basket")),
            .push([replaced.visibleStack[1]], onto: .tab("basket")),
        ])
    }

    @Test("a stack that keeps nothing is set in one step")
    func setStack() throws {
        let start = NavigationState(stack: [Shop.search, Shop.hats])
        let state = try reduceChecked(start, Shop.destination(Shop.product("42"), parents: [Shop.home], .replaceStack))
        #expect(NavigationPlanner.plan(from: start, to: state) == [.setStack(state.visibleStack, in: .root)])
    }

    @Test("a kept modal's stack is edited in place, and new layers come last")
    func editKeptLayer() throws {
        let start = try reduceChecked(
            Shop.tabs(), Shop.destination(Shop.payment, parents: [Shop.checkout], .modal), Shop.destination(Shop.login))
        let popped = try reduceChecked(start, .userPopped(to: start.modalLayers[0].stack[0].id))
        let state = try reduceChecked(popped, .dismiss, Shop.destination(Shop.login, .modal(.fullScreen)))
        let kept = start.modalLayers[0]
        let steps = NavigationPlanner.plan(from: start, to: state)
        #expect(steps == [
            .dismiss(start.modalLayers[1].id),
            .popTo(kept.stack[0].id, in: .modal(kept.id)),
            .present(state.modalLayers[1]),
        ])
    }

    @Test("a hidden tab's changes are planned against that tab, without selecting it")
    func hiddenTab() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"), .selectTab("account"))
        let state = start.compactMap { $0.route == "catalog.product" ? nil : $0.screen }
        #expect(NavigationPlanner.plan(from: start, to: state) == [.popTo(start.stack(ofTab: "shop")[1].id, in: .tab("shop"))])
    }

    @Test("a changed root shape is replaced in one step after dismissing every layer")
    func replaceRoot() throws {
        let start = try reduceChecked(Shop.tabs(selected: "basket"), Shop.destination(Shop.login))
        let state = start.compactMap { $0.route == "basket.home" ? nil : $0.screen }
        #expect(state.tabs.map(\.id) == ["shop", "account"])
        let steps = NavigationPlanner.plan(from: start, to: state)
        #expect(steps == [.dismiss(start.modalLayers[0].id), .replaceRoot(state.root), .present(state.modalLayers[0])])
        var replayed = start
        for step in steps { replayed = try replayed.applying(step) }
        #expect(replayed == state)
    }

    @Test("steps read well in logs")
    func descriptions() throws {
        let start = try Shop.tabs()
        let state = try reduceChecked(start, Shop.destination(Shop.search, tab: "shop"), Shop.destination(Shop.login))
        #expect(NavigationPlanner.plan(from: start, to: state).map(\.description) == [
            "push [entry#3 catalog.search] onto tab shop",
            "present layer#4 (sheet) with [entry#5 auth.login]",
        ])
    }
}
