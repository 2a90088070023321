import Testing
import Waypoint

@Suite("Adapters: planned steps as UIKit calls")
struct AdapterUIKitOperationTests {
    /// The operations for a plan, each computed from the state the previous steps left.
    static func operations(from old: NavigationState, to new: NavigationState) throws -> [UIKitOperation] {
        var shown = old
        var operations: [UIKitOperation] = []
        for step in NavigationPlanner.plan(from: old, to: new) {
            operations.append(try UIKitOperation.operation(for: step, in: shown))
            shown = try shown.applying(step)
        }
        return operations
    }

    @Test("attaching installs a tab bar with one navigation controller per tab, then presents each layer")
    func attach() throws {
        let state = try reduceChecked(Shop.tabs(selected: "basket"), Shop.destination(Shop.checkout), Shop.destination(Shop.login))
        var shown = NavigationState()
        var operations: [UIKitOperation] = []
        for step in [NavigationStep.replaceRoot(state.root)] + state.modalLayers.map({ .present($0) }) {
            operations.append(try UIKitOperation.operation(for: step, in: shown))
            shown = try shown.applying(step)
        }
        let tabs = state.tabs
        let (checkout, login) = (state.modalLayers[0], state.modalLayers[1])
        #expect(operations == [
            .installTabs(tabs, selectedIndex: 1),
            .present(checkout.id, entries: checkout.stack.map(\.id), style: .fullScreen, presenter: .root),
            .present(login.id, entries: login.stack.map(\.id), style: .sheet, presenter: .layer(checkout.id)),
        ])
    }

    @Test("the stack an operation changes: pushes, pops and new screens name it, the others none")
    func stackLocation() {
        let entry = EntryID(rawValue: 1)
        #expect(UIKitOperation.push(entry, onto: .tab("shop"), animated: true).stackLocation == .tab("shop"))
        #expect(UIKitOperation.setViewControllers([entry], in: .root, animated: false).stackLocation == .root)
        #expect(UIKitOperation.popTo(entry, in: .tab("basket"), animated: true).stackLocation == .tab("basket"))
        #expect(UIKitOperation.selectTab("shop", index: 0).stackLocation == nil)
        #expect(UIKitOperation.installStack([entry]).stackLocation == nil)
        #expect(UIKitOperation.dismiss(ModalLayerID(rawValue: 2), presenter: .root).stackLocation == nil)
    }

    @Test("a root without tabs installs one navigation controller")
    func installStack() throws {
        let state = NavigationState(stack: [Shop.home, Shop.shoes])
        #expect(try UIKitOperation.operation(for: .replaceRoot(state.root), in: NavigationState())
            == .installStack(state.visibleStack.map(\.id)))
    }

    @Test("pushing one entry is one animated pushViewController")
    func pushOne() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"))
        let state = try reduceChecked(start, Shop.destination(Shop.reviews))
        #expect(try Self.operations(from: start, to: state) == [.push(state.visibleStack[3].id, onto: .tab("shop"), animated: true)])
    }

    @Test("pushing several entries is one setViewControllers of the current stack plus the new ones")
    func pushMany() throws {
        let start = try Shop.tabs()
        let state = try reduceChecked(start, Shop.productLink("42"))
        #expect(try Self.operations(from: start, to: state) == [
            .setViewControllers(state.stack(ofTab: "shop").map(\.id), in: .tab("shop"), animated: true)
        ])
    }

    @Test("a pop is popToViewController, to the root too")
    func pop() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"))
        let popped = try reduceChecked(start, .pop)
        #expect(try Self.operations(from: start, to: popped) == [.popTo(start.visibleStack[1].id, in: .tab("shop"), animated: true)])
        let root = try reduceChecked(start, .popToRoot)
        #expect(try Self.operations(from: start, to: root) == [.popTo(start.visibleStack[0].id, in: .tab("shop"), animated: true)])
    }

    @Test("setStack is setViewControllers of exactly the new stack")
    func setStack() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let layer = state.modalLayers[0]
        let replacement = [NavigationEntry(id: EntryID(rawValue: 90), screen: Shop.search)]
        #expect(try UIKitOperation.operation(for: .setStack(replacement, in: .modal(layer.id)), in: state)
            == .setViewControllers([EntryID(rawValue: 90)], in: .modal(layer.id), animated: true))
    }

    @Test("a tab is selected by its position in the tab bar")
    func selectTab() throws {
        let state = try Shop.tabs()
        #expect(try UIKitOperation.operation(for: .selectTab("account"), in: state) == .selectTab("account", index: 2))
    }

    @Test("a layer is dismissed from the controller that presented it: the root, or the layer beneath")
    func dismiss() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.destination(Shop.checkout), Shop.destination(Shop.login))
        let (checkout, login) = (state.modalLayers[0].id, state.modalLayers[1].id)
        #expect(try UIKitOperation.operation(for: .dismiss(checkout), in: state) == .dismiss(checkout, presenter: .root))
        #expect(try UIKitOperation.operation(for: .dismiss(login), in: state) == .dismiss(login, presenter: .layer(checkout)))
    }

    @Test("a layer is presented from the top-most layer, with its style and its whole stack")
    func present() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let state = try reduceChecked(start, Shop.destination(Shop.payment, parents: [Shop.checkout], .modal(.fullScreen)))
        let payment = state.modalLayers[1]
        #expect(try Self.operations(from: start, to: state) == [
            .present(payment.id, entries: payment.stack.map(\.id), style: .fullScreen, presenter: .layer(start.modalLayers[0].id))
        ])
    }

    @Test("changes to stacks the user cannot see are not animated")
    func hiddenStacks() throws {
        // Shop's stack changes while Account is selected; the login sheet hides the Basket tab.
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"), .selectTab("account"))
        let popped = try reduceChecked(start, .userPopped(to: start.stack(ofTab: "shop")[0].id))
        #expect(try Self.operations(from: start, to: popped) == [.popTo(start.stack(ofTab: "shop")[0].id, in: .tab("shop"), animated: false)])
        let covered = try reduceChecked(Shop.tabs(selected: "basket"), Shop.destination(Shop.login))
        let basketItem = NavigationEntry(id: EntryID(rawValue: 80), screen: Shop.basketItem)
        #expect(try UIKitOperation.operation(for: .push([basketItem], onto: .tab("basket")), in: covered)
            == .push(basketItem.id, onto: .tab("basket"), animated: false))
    }

    @Test("a plan that mixes dismiss, tab switch, pop and push becomes the same calls in the same order")
    func mixedPlan() throws {
        // Basket shows [basket, item, search]; Shop is selected under a checkout cover and a login sheet.
        let start = try reduceChecked(
            Shop.tabs(),
            Shop.destination(Shop.basketItem, tab: "basket"),
            Shop.destination(Shop.search, tab: "basket"),
            .selectTab("shop"),
            Shop.destination(Shop.checkout),
            Shop.destination(Shop.login)
        )
        // A replace-stack link into the basket keeps [basket, item] and pushes orders above.
        let state = try reduceChecked(start, Shop.destination(Shop.orders, parents: [Shop.basket, Shop.basketItem], .replaceStack, tab: "basket"))
        let basket = start.stack(ofTab: "basket")
        let steps = NavigationPlanner.plan(from: start, to: state)
        #expect(steps == [
            .dismiss(start.modalLayers[0].id),
            .selectTab("basket"),
            .popTo(basket[1].id, in: .tab("basket")),
            .push([state.visibleStack[2]], onto: .tab("basket")),
        ])
        #expect(try Self.operations(from: start, to: state) == [
            .dismiss(start.modalLayers[0].id, presenter: .root),
            .selectTab("basket", index: 1),
            .popTo(basket[1].id, in: .tab("basket"), animated: true),
            .push(state.visibleStack[2].id, onto: .tab("basket"), animated: true),
        ])
        var toolkit = SimulatedUIKit()
        for operation in try Self.operations(from: NavigationState(), to: start) { try toolkit.apply(operation) }
        #expect(toolkit.snapshot == SimulatedUIKit.Snapshot(start))
        for operation in try Self.operations(from: start, to: state) { try toolkit.apply(operation) }
        #expect(toolkit.snapshot == SimulatedUIKit.Snapshot(state))
    }

    @Test("steps that do not fit what is shown are refused with the step's error")
    func refusals() throws {
        let state = try Shop.tabs()
        let stray = EntryID(rawValue: 999)
        #expect(throws: NavigationStepError.unknownTab("wishlist", available: ["shop", "basket", "account"], step: .selectTab("wishlist"))) {
            try UIKitOperation.operation(for: .selectTab("wishlist"), in: state)
        }
        #expect(throws: NavigationStepError.unknownEntry(stray, in: .tab("shop"), step: .popTo(stray, in: .tab("shop")))) {
            try UIKitOperation.operation(for: .popTo(stray, in: .tab("shop")), in: state)
        }
        #expect(throws: NavigationStepError.unknownStack(.root, step: .push([], onto: .root))) {
            try UIKitOperation.operation(for: .push([], onto: .root), in: state)
        }
        #expect(throws: NavigationStepError.unknownModalLayer(ModalLayerID(rawValue: 5), step: .dismiss(ModalLayerID(rawValue: 5)))) {
            try UIKitOperation.operation(for: .dismiss(ModalLayerID(rawValue: 5)), in: state)
        }
    }
}
