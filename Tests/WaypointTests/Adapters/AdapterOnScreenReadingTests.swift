import Testing
import Waypoint

@Suite("Adapters: reading a toolkit's callback against the manager's state and the step in flight")
struct AdapterOnScreenReadingTests {
    /// The plan from `start` to `target` as the manager hands it over: each step from the state
    /// the previous one led to.
    static func handOver(from start: NavigationState, to target: NavigationState) throws -> [PlannedStep] {
        var shown = start
        return try NavigationPlanner.plan(from: start, to: target).map { step in
            let planned = try PlannedStep(step, from: shown)
            shown = planned.to
            return planned
        }
    }

    @Test("a planned step leads to the state it started from with the step applied")
    func plannedStep() throws {
        let start = try Shop.tabs()
        let target = try reduceChecked(start, Shop.productLink("42"))
        let planned = try Self.handOver(from: start, to: target)
        #expect(planned.count == 1)
        #expect(planned.first?.from == start)
        #expect(planned.last?.to.root == target.root)
    }

    @Test("a step that does not fit the state it starts from is refused before it is handed over")
    func refusedStep() throws {
        #expect(throws: NavigationStepError.self) { try PlannedStep(.selectTab("wishlist"), from: Shop.tabs()) }
    }

    @Test("the toolkit's callback for the step in flight is the container's own, before and after the step ends")
    func ownCallbacks() throws {
        let start = try Shop.tabs()
        let target = try reduceChecked(start, Shop.productLink("42"))
        let planned = try #require(try Self.handOver(from: start, to: target).first)
        let shop = target.stack(ofTab: "shop").observed
        #expect(OnScreenReading(start, stepInFlight: planned).stackDidShow(shop, at: .tab("shop")) == .ownStep)
        // UIKit may deliver didShow after the transition's completion has resumed the step.
        #expect(OnScreenReading(planned.to).stackDidShow(shop, at: .tab("shop")) == .unchanged)
    }

    @Test("once the step ends, the reading is the state it leads to when the user did nothing meanwhile")
    func afterStep() throws {
        let start = try Shop.tabs()
        let planned = try PlannedStep(.selectTab("basket"), from: start)
        let finished = OnScreenReading(start, stepInFlight: planned).afterStep
        #expect(finished.shown == planned.to)
        #expect(finished.stepInFlight == nil)
        #expect(OnScreenReading(start).afterStep.shown == start)
    }

    @Test("a user pop is reported as the reducer takes it, and the same callback on the new state changes nothing")
    func userPop() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.productLink("42"), Shop.destination(Shop.reviews))
        let home = state.stack(ofTab: "shop")[0]
        #expect(OnScreenReading(state).stackDidShow([home.id], at: .tab("shop")) == .user(.userPopped(to: home.id)))
        let reduced = try NavigationReducer.reduce(state, .userPopped(to: home.id))
        #expect(OnScreenReading(reduced).stackDidShow([home.id], at: .tab("shop")) == .unchanged)
    }

    @Test("a user's change while a step runs survives the step's end, as the manager applies the step to it")
    func userChangeDuringStep() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"), .selectTab("account"))
        let target = try reduceChecked(start, Shop.destination(Shop.orders, tab: "account"))
        let steps = try Self.handOver(from: start, to: target)
        try #require(steps.count == 1)
        let home = start.stack(ofTab: "shop")[0]
        let change = OnScreenReading(start, stepInFlight: steps[0]).stackDidShow([home.id], at: .tab("shop"))
        #expect(change == .user(.userPopped(to: home.id)))
        // The manager follows the user; the container's reading follows the manager.
        let followed = try NavigationReducer.reduce(start, .userPopped(to: home.id))
        let finished = OnScreenReading(followed, stepInFlight: steps[0]).afterStep.shown
        #expect(finished.stack(ofTab: "shop") == [home])
        #expect(finished.stack(ofTab: "account") == target.stack(ofTab: "account"))
    }

    @Test("when the user's change and the step conflict, the user's change stands, as in the manager")
    func conflictingUserChange() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        let target = try reduceChecked(start, Shop.destination(Shop.search, .push))
        let login = start.modalLayers[0]
        let steps = try Self.handOver(from: start, to: target)
        #expect(steps.map(\.step) == [.push([target.modalLayers[0].stack[1]], onto: .modal(login.id))])
        #expect(OnScreenReading(start, stepInFlight: steps[0]).layerDidDismiss(login.id) == .user(.userDismissed(login.id)))
        let followed = try NavigationReducer.reduce(start, .userDismissed(login.id))
        #expect(OnScreenReading(followed, stepInFlight: steps[0]).afterStep.shown.modalLayers.isEmpty)
    }

    @Test("live entries and stacks are the shown ones plus those the step in flight brings")
    func liveScreens() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.productLink("42"))
        let target = try reduceChecked(start, .popToRoot, Shop.destination(Shop.login))
        #expect(OnScreenReading(start).liveEntries == Set(start.entries.map(\.id)))
        let steps = try Self.handOver(from: start, to: target)
        try #require(steps.count == 2)   // the pop, then the present
        let presenting = OnScreenReading(steps[1].from, stepInFlight: steps[1])
        #expect(presenting.liveEntries == Set(target.entries.map(\.id)))
        #expect(presenting.liveLocations == Set(target.stackLocations))
        #expect(!presenting.liveEntries.contains(start.stack(ofTab: "shop")[2].id))
        // While the pop runs, the screens it removes are still live.
        #expect(OnScreenReading(start, stepInFlight: steps[0]).liveEntries == Set(start.entries.map(\.id)))
    }

    @Test("tab taps and swipe-downs are the user's; the running step's own are not reported")
    func tabsAndLayers() throws {
        let start = try reduceChecked(Shop.tabs(), Shop.destination(Shop.login))
        #expect(OnScreenReading(start).tabDidSelect(at: 1) == .user(.userSelectedTab("basket")))
        let basket = try NavigationReducer.reduce(start, .userSelectedTab("basket"))
        #expect(OnScreenReading(basket).tabDidSelect("basket") == .unchanged)
        let login = start.modalLayers[0].id
        let dismissing = try PlannedStep(.dismiss(login), from: start)
        #expect(OnScreenReading(start, stepInFlight: dismissing).layerDidDismiss(login) == .ownStep)
        #expect(OnScreenReading(dismissing.to).layerDidDismiss(login) == .unchanged)
    }

    @Test("a path binding's write is interpreted against the stack's root entry")
    func path() throws {
        let state = try reduceChecked(Shop.tabs(), Shop.productLink("42"))
        let stack = state.stack(ofTab: "shop")
        #expect(OnScreenReading(state).pathDidChange([], at: .tab("shop")) == .user(.userPopped(to: stack[0].id)))
    }
}
