import Testing
import Waypoint

@Suite("Adapters: the state in SwiftUI's shape")
struct AdapterSwiftUIPresentationTests {
    @Test("each tab becomes a NavigationStack: its root entry and the path above it")
    func tabs() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.productLink("42"), .selectTab("basket"))
        let presentation = SwiftUIPresentation(state)
        let shop = state.stack(ofTab: "shop")
        guard case .tabs(let tabs, let selected) = presentation.root else {
            Issue.record("expected tabs, got \(presentation.root)")
            return
        }
        #expect(tabs.map(\.id) == ["shop", "basket", "account"])
        #expect(selected == "basket")
        #expect(presentation.selectedTab == "basket")
        #expect(tabs[0].stack == shop)
        #expect(presentation.stack(at: .tab("shop")) == SwiftUIPresentation.Stack(location: .tab("shop"), entries: shop))
        #expect(presentation.stack(at: .tab("shop"))?.root == shop[0].id)
        #expect(presentation.path(at: .tab("shop")) == [shop[1].id, shop[2].id])
        #expect(presentation.path(at: .tab("basket")) == [])
        #expect(presentation.layers == [])
    }

    @Test("a root without tabs is one NavigationStack; before the first screen it has no root entry")
    func singleStack() {
        let state = NavigationState(stack: [Shop.home, Shop.search])
        let presentation = SwiftUIPresentation(state)
        #expect(presentation.root == .stack(SwiftUIPresentation.Stack(location: .root, entries: state.visibleStack)))
        #expect(presentation.path(at: .root) == [state.visibleStack[1].id])
        #expect(presentation.selectedTab == nil)
        #expect(SwiftUIPresentation(NavigationState()).stack(at: .root)?.root == nil)
    }

    @Test("modal layers nest by depth, each with its style and its own path")
    func layers() throws {
        let state = try reduceChecked(
            Shop.tabs(), Shop.destination(Shop.payment, parents: [Shop.checkout], .modal(.fullScreen)), Shop.destination(Shop.login))
        let presentation = SwiftUIPresentation(state)
        let (payment, login) = (state.modalLayers[0], state.modalLayers[1])
        #expect(presentation.layers.map(\.id) == [payment.id, login.id])
        #expect(presentation.layers.map(\.depth) == [0, 1])
        #expect(presentation.path(at: .modal(payment.id)) == [payment.stack[1].id])
        #expect(presentation.stack(at: .modal(login.id))?.root == login.stack[0].id)
        // At each depth a .sheet and a .fullScreenCover are attached; exactly one gets the layer.
        #expect(presentation.layer(at: 0, style: .fullScreen)?.id == payment.id)
        #expect(presentation.layer(at: 0, style: .sheet) == nil)
        #expect(presentation.layer(at: 1, style: .sheet)?.id == login.id)
        #expect(presentation.layer(at: 1, style: .fullScreen) == nil)
        #expect(presentation.layer(at: 1)?.id == login.id)
        #expect(presentation.layer(at: 2, style: .sheet) == nil)
        #expect(presentation.layer(at: -1) == nil)
    }

    @Test("asking for a stack the state does not have gives nothing")
    func missingStacks() throws {
        let presentation = SwiftUIPresentation(try Shop.tabs())
        #expect(presentation.stack(at: .root) == nil)
        #expect(presentation.stack(at: .tab("wishlist")) == nil)
        #expect(presentation.stack(at: .modal(ModalLayerID(rawValue: 3))) == nil)
        #expect(presentation.path(at: .tab("wishlist")) == [])
    }

    @Test("every stack's root and path put together are the state's stack")
    func roundTrip() throws {
        let state = try reduceChecked(
            Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.orders, tab: "account"), Shop.destination(Shop.login),
            Shop.destination(Shop.search))
        let presentation = SwiftUIPresentation(state)
        for location in state.stackLocations {
            let stack = try #require(presentation.stack(at: location))
            #expect([stack.root].compactMap { $0 } + stack.path == state.stack(at: location)?.map(\.id))
        }
    }

    @Test("SwiftUI waits for the animations it starts, and only for those")
    func settleTimes() throws {
        let timing = SwiftUITransitionTiming(stack: .milliseconds(300), modal: .milliseconds(500))
        let state = try reduceChecked(Shop.tabs(), Shop.productLink("42"))
        let product = state.visibleStack[2]
        let login = try reduceChecked(state, Shop.destination(Shop.login)).modalLayers[0]
        #expect(timing.settleTime(for: .push([product], onto: .tab("shop")), before: state) == .milliseconds(300))
        #expect(timing.settleTime(for: .popTo(product.id, in: .tab("shop")), before: state) == .milliseconds(300))
        #expect(timing.settleTime(for: .setStack([product], in: .tab("shop")), before: state) == .milliseconds(300))
        #expect(timing.settleTime(for: .push([product], onto: .tab("basket")), before: state) == .zero)
        #expect(timing.settleTime(for: .present(login), before: state) == .milliseconds(500))
        #expect(timing.settleTime(for: .dismiss(login.id), before: state) == .milliseconds(500))
        #expect(timing.settleTime(for: .selectTab("basket"), before: state) == .zero)
        #expect(timing.settleTime(for: .replaceRoot(state.root), before: state) == .zero)
        #expect(SwiftUITransitionTiming() == SwiftUITransitionTiming(stack: .milliseconds(400), modal: .milliseconds(550)))
    }
}
