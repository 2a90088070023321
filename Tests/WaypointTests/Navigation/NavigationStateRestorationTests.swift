import Testing
import Waypoint

@Suite("NavigationState: restoration compactMap")
struct NavigationStateRestorationTests {
    static func saved() throws -> NavigationState {
        try reduceChecked(
            Shop.tabs(),
            Shop.productLink("42"),
            Shop.destination(Shop.basketItem, tab: "basket"),
            Shop.destination(Shop.payment, parents: [Shop.checkout], .modal(.fullScreen)),
            Shop.destination(Shop.login)
        )
    }

    @Test("keeping every screen changes nothing")
    func identity() throws {
        let saved = try Self.saved()
        #expect(saved.compactMap { $0.screen } == saved)
    }

    @Test("a dropped entry leaves the rest of its stack in order, identities kept")
    func dropMiddle() throws {
        let saved = try Self.saved()
        let restored = saved.compactMap { $0.route == "catalog.category" ? nil : $0.screen }
        #expect(restored.invariantViolations() == [])
        let shop = restored.stack(ofTab: "shop")
        #expect(shop.paths == ["/shop", "/products/42"])
        #expect(shop.map(\.id) == [saved.stack(ofTab: "shop")[0].id, saved.stack(ofTab: "shop")[2].id])
    }

    @Test("the transform can update what an entry shows")
    func rematch() throws {
        let saved = try Self.saved()
        let restored = saved.compactMap { entry in
            var screen = entry.screen
            screen.descriptor.source = .restoration
            return screen
        }
        #expect(restored.entries.allSatisfy { $0.descriptor.source == .restoration })
        #expect(restored.entries.map(\.id) == saved.entries.map(\.id))
    }

    @Test("a modal layer left empty is removed; the layers above it stay")
    func dropLayer() throws {
        let saved = try Self.saved()
        let restored = saved.compactMap { $0.route.rawValue.hasPrefix("checkout.") ? nil : $0.screen }
        #expect(restored.invariantViolations() == [])
        #expect(restored.modalLayers.map(\.stack.paths) == [["/login"]])
        #expect(restored.modalLayers.first?.id == saved.modalLayers.last?.id)
    }

    @Test("a tab left empty is removed and the selection moves to the first tab left")
    func dropSelectedTab() throws {
        let saved = try Self.saved()
        #expect(saved.selectedTab == "basket")
        let restored = saved.compactMap { $0.route.rawValue.hasPrefix("basket.") ? nil : $0.screen }
        #expect(restored.invariantViolations() == [])
        #expect(restored.tabs.map(\.id) == ["shop", "account"])
        #expect(restored.selectedTab == "shop")
    }

    @Test("with nothing left, the root becomes one empty stack")
    func dropEverything() throws {
        let restored = try Self.saved().compactMap { _ in nil }
        #expect(restored.invariantViolations() == [])
        #expect(restored.root == .stack([]))
        #expect(restored.modalLayers.isEmpty)
    }

    @Test("identities are never reused after entries are dropped")
    func counterKept() throws {
        let saved = try Self.saved()
        let restored = saved.compactMap { $0.route == "auth.login" ? nil : $0.screen }
        let next = try reduceChecked(restored, Shop.destination(Shop.login))
        let newest = try #require(next.modalLayers.last)
        #expect(!saved.entries.map(\.id).contains(newest.stack[0].id))
        #expect(!saved.modalLayers.map(\.id).contains(newest.id))
    }

    struct Unmatched: Error, Equatable { let path: String }

    @Test("an error thrown by the transform propagates")
    func throwing() throws {
        let saved = try Self.saved()
        #expect(throws: Unmatched(path: "/login")) {
            try saved.compactMap { (entry: NavigationEntry) throws(Unmatched) -> NavigationScreen? in
                if entry.route == "auth.login" { throw Unmatched(path: entry.descriptor.path) }
                return entry.screen
            }
        }
    }

    @Test("a restored state is planned from the app's start like any other")
    func planFromStart() throws {
        let start = try Shop.tabs()
        let restored = try Self.saved().compactMap { $0.route == "catalog.category" ? nil : $0.screen }
        var replayed = start
        for step in NavigationPlanner.plan(from: start, to: restored) {
            replayed = try replayed.applying(step)
        }
        #expect(replayed == restored)
    }
}
