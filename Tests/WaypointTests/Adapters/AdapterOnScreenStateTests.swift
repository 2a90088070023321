import Testing
import Waypoint

@Suite("Adapters: the container's record of what is on screen")
struct AdapterOnScreenStateTests {
    /// A record that has shown `state`, as after the manager's attach steps.
    static func record(showing state: NavigationState) throws -> OnScreenState {
        var record = OnScreenState()
        for step in [NavigationStep.replaceRoot(state.root)] + state.modalLayers.map({ .present($0) }) {
            try record.begin(step)
            record.finish()
        }
        return record
    }

    @Test("the attach steps bring an empty record to the manager's state")
    func attach() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.login))
        let record = try Self.record(showing: state)
        #expect(record.shown.root == state.root)
        #expect(record.shown.modalLayers == state.modalLayers)
        #expect(record.stepInFlight == nil)
    }

    @Test("begin names the state a step leads to; finish makes it the shown one")
    func beginFinish() throws {
        let start = try Shop.tabs()
        let target = try reduceChecked(start, Shop.productLink("42"))
        var record = try Self.record(showing: start)
        let step = try #require(NavigationPlanner.plan(from: start, to: target).first)
        let expected = try record.begin(step)
        #expect(record.stepInFlight == step)
        #expect(record.expected == expected)
        #expect(record.shown.root == start.root)
        record.finish()
        #expect(record.shown.root == target.root)
        #expect(record.stepInFlight == nil && record.expected == nil)
    }

    @Test("the toolkit's callback for the step in flight is the container's own, before and after finish")
    func ownCallbacks() throws {
        let start = try Shop.tabs()
        let target = try reduceChecked(start, Shop.productLink("42"))
        var record = try Self.record(showing: start)
        for step in NavigationPlanner.plan(from: start, to: target) { try record.begin(step) }
        let shop = target.stack(ofTab: "shop").observed
        #expect(record.stackDidShow(shop, at: .tab("shop")) == .ownStep)
        record.finish()
        // UIKit may deliver didShow after the transition's completion has resumed the step.
        #expect(record.stackDidShow(shop, at: .tab("shop")) == .unchanged)
    }

    @Test("a user pop is applied to the record exactly as the reducer applies it to the manager's state")
    func userPopApplied() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews))
        var record = try Self.record(showing: state)
        let home = state.stack(ofTab: "shop")[0]
        let change = record.stackDidShow([home.id], at: .tab("shop"))
        #expect(change == .user(.userPopped(to: home.id)))
        let reduced = try NavigationReducer.reduce(state, .userPopped(to: home.id))
        #expect(record.shown.root == reduced.root)
        // The same callback again changes nothing.
        #expect(record.stackDidShow([home.id], at: .tab("shop")) == .unchanged)
    }

    @Test("a user's change while a step runs survives the step's finish")
    func userChangeDuringStep() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"), .selectTab("account"))
        let target = try reduceChecked(start, Shop.destination(Shop.orders, tab: "account"))
        var record = try Self.record(showing: start)
        let steps = NavigationPlanner.plan(from: start, to: target)
        try #require(steps.count == 1)
        try record.begin(steps[0])
        let home = start.stack(ofTab: "shop")[0]
        #expect(record.stackDidShow([home.id], at: .tab("shop")) == .user(.userPopped(to: home.id)))
        record.finish()
        #expect(record.shown.stack(ofTab: "shop") == [home])
        #expect(record.shown.stack(ofTab: "account") == target.stack(ofTab: "account"))
    }

    @Test("when the user's change and the step conflict, the user's change stands, as in the manager")
    func conflictingUserChange() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let target = try reduceChecked(start, Shop.destination(Shop.search, .push))
        var record = try Self.record(showing: start)
        let login = start.modalLayers[0]
        let steps = NavigationPlanner.plan(from: start, to: target)
        #expect(steps == [.push([target.modalLayers[0].stack[1]], onto: .modal(login.id))])
        try record.begin(steps[0])
        #expect(record.layerDidDismiss(login.id) == .user(.userDismissed(login.id)))
        record.finish()
        #expect(record.shown.modalLayers.isEmpty)
    }

    @Test("abandoning a failed step keeps what was shown before it")
    func abandon() throws {
        let start = try Shop.tabs()
        var record = try Self.record(showing: start)
        try record.begin(.selectTab("basket"))
        record.abandon()
        #expect(record.shown.selectedTab == "shop")
        #expect(record.stepInFlight == nil)
    }

    @Test("a step that does not fit what is shown is refused and not recorded")
    func refusedStep() throws {
        var record = try Self.record(showing: Shop.tabs())
        #expect(throws: NavigationStepError.self) { try record.begin(.selectTab("wishlist")) }
        #expect(record.stepInFlight == nil)
    }

    @Test("beginning a step while another runs finishes the other first")
    func overlappingBegin() throws {
        var record = try Self.record(showing: Shop.tabs())
        try record.begin(.selectTab("basket"))
        try record.begin(.selectTab("account"))
        #expect(record.shown.selectedTab == "basket")
        record.finish()
        #expect(record.shown.selectedTab == "account")
    }

    @Test("live entries and stacks are the shown ones plus those the step in flight brings")
    func liveScreens() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"))
        let target = try reduceChecked(start, .popToRoot, Shop.destination(Shop.login))
        var record = try Self.record(showing: start)
        #expect(record.liveEntries == Set(start.entries.map(\.id)))
        let steps = NavigationPlanner.plan(from: start, to: target)
        try record.begin(steps[0])   // the pop
        record.finish()
        try record.begin(steps[1])   // the present
        #expect(record.liveEntries == Set(target.entries.map(\.id)))
        #expect(record.liveLocations == Set(target.stackLocations))
        record.finish()
        #expect(record.liveEntries == Set(target.entries.map(\.id)))
        #expect(!record.liveEntries.contains(start.stack(ofTab: "shop")[2].id))
    }

    @Test("tab taps and swipe-downs are recorded; the running step's own are not reported")
    func tabsAndLayers() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        var record = try Self.record(showing: start)
        #expect(record.tabDidSelect(at: 1) == .user(.userSelectedTab("basket")))
        #expect(record.shown.selectedTab == "basket")
        #expect(record.tabDidSelect("basket") == .unchanged)
        let login = start.modalLayers[0].id
        try record.begin(.dismiss(login))
        #expect(record.layerDidDismiss(login) == .ownStep)
        record.finish()
        #expect(record.shown.modalLayers.isEmpty)
        #expect(record.layerDidDismiss(login) == .unchanged)
    }

    @Test("a path binding's write is interpreted against the stack's root entry")
    func path() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.productLink("42"))
        var record = try Self.record(showing: state)
        let stack = state.stack(ofTab: "shop")
        #expect(record.pathDidChange([], at: .tab("shop")) == .user(.userPopped(to: stack[0].id)))
        #expect(record.shown.stack(ofTab: "shop") == [stack[0]])
    }
}
