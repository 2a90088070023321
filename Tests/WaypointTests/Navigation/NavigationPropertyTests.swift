import Foundation
import TestSupport
import Testing
import Waypoint

/// Random request sequences from a seeded generator: every request must keep the invariants,
/// and replaying its plan must reach exactly the reducer's state.
@Suite("Navigation properties")
struct NavigationPropertyTests {
    static let sequenceCount = 10_000

    @Test("10,000 random request sequences keep the invariants, and every plan replays to the reducer's state")
    func randomSequences() throws {
        var totals = Totals()
        for index in 0..<Self.sequenceCount {
            let seed = 0x5EED_0000 + UInt64(index)
            try Self.run(seed: seed, totals: &totals)
        }
        // The generator must actually reach every kind of outcome, or the property says little.
        #expect(totals.applied > 50_000)
        #expect(totals.rejected > 5_000)
        #expect(totals.noChange > 5_000)
        // Requests never change the root's shape, so every kind of step but replaceRoot shows up.
        #expect(
            totals.stepKinds == [
                "dismiss", "selectTab", "popTo", "push", "setStack", "present", "presentDialog", "dismissDialog",
            ])
    }

    @Test("a sequence replayed from its seed ends in the same state")
    func deterministic() throws {
        for seed in UInt64(0)..<100 {
            var first = Totals()
            var second = Totals()
            #expect(try Self.run(seed: seed, totals: &first) == Self.run(seed: seed, totals: &second))
        }
    }

    struct Totals {
        var applied = 0
        var rejected = 0
        var noChange = 0
        var stepKinds: Set<String> = []
    }

    /// Runs one sequence; returns its final state.
    @discardableResult
    static func run(seed: UInt64, totals: inout Totals) throws -> NavigationState {
        var random = SplitMix64(seed: seed)
        var state = try randomStart(&random)
        var everMinted = Set(state.entries.map(\.id.rawValue) + state.modalLayers.map(\.id.rawValue))
        let length = 1 + random.below(20)
        for position in 0..<length {
            let request = randomRequest(in: state, &random)
            let context = Comment(rawValue: "seed \(seed), request \(position): \(request)")
            let next: NavigationState
            do {
                next = try NavigationReducer.reduce(state, request)
            } catch {
                totals.rejected += 1
                continue
            }
            try #require(next.invariantViolations() == [], context)

            let steps = NavigationPlanner.plan(from: state, to: next)
            try #require(steps.isEmpty == (state == next), context)
            try #require(isInPhaseOrder(steps), Comment(rawValue: "\(context.rawValue): \(steps)"))
            var replayed = state
            for step in steps {
                replayed = try replayed.applying(step)
                totals.stepKinds.insert(kind(of: step))
            }
            try #require(replayed == next, context)

            if case .show(let destination) = request {
                try #require(next.topEntry?.screen.isSameScreen(as: destination.screen) == true, context)
            }
            if case .userPopped(let entry) = request {
                try #require(next.location(of: entry).flatMap { next.stack(at: $0)?.last?.id } == entry, context)
            }
            let oldIdentities = Set(state.entries.map(\.id.rawValue) + state.modalLayers.map(\.id.rawValue))
            for identity in next.entries.map(\.id.rawValue) + next.modalLayers.map(\.id.rawValue)
            where !oldIdentities.contains(identity) {
                try #require(
                    everMinted.insert(identity).inserted,
                    Comment(rawValue: "\(context.rawValue): identity \(identity) minted twice"))
            }

            if next == state { totals.noChange += 1 } else { totals.applied += 1 }
            state = next
        }
        let decoded = try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(state))
        try #require(decoded == state, "seed \(seed): Codable round trip")
        return state
    }

    static let tabs: [TabID] = ["shop", "basket", "account"]
    static let screens: [(screen: NavigationScreen, parents: [NavigationScreen], tab: TabID?)] = [
        (Shop.home, [], "shop"),
        (Shop.shoes, [Shop.home], "shop"),
        (Shop.hats, [Shop.home], "shop"),
        (Shop.product("42"), [Shop.home, Shop.shoes], "shop"),
        (Shop.product("7"), [Shop.home, Shop.hats], "shop"),
        (Shop.reviews, [Shop.home, Shop.shoes, Shop.product("42")], "shop"),
        (Shop.search, [], nil),
        (Shop.basketItem, [Shop.basket], "basket"),
        (Shop.orders, [Shop.account], "account"),
        (Shop.login, [], nil),
        (Shop.payment, [Shop.checkout], nil),
    ]

    static func randomStart(_ random: inout SplitMix64) throws -> NavigationState {
        switch random.below(4) {
        case 0: return try Shop.tabs(selected: random.pick(tabs))
        case 1: return try NavigationState(tabs: [("solo", Shop.home)])
        case 2: return NavigationState()
        default: return NavigationState(stack: [Shop.home])
        }
    }

    static func randomRequest(in state: NavigationState, _ random: inout SplitMix64) -> NavigationRequest {
        let knownOrNot: [TabID] = tabs + ["wishlist"]
        switch random.below(20) {
        case 0..<10:
            let pick = random.pick(screens)
            let modes: [PresentationMode] = [
                .push, .push, .modal(.sheet), .modal(.fullScreen), .replaceStack, .popToExistingOrPush,
                .switchTab(random.pick(knownOrNot)),
            ]
            let owner: TabID? = random.oneIn(10) ? "wishlist" : (random.oneIn(4) ? nil : pick.tab)
            return .show(
                NavigationDestination(
                    screen: pick.screen,
                    parents: random.oneIn(3) ? [] : pick.parents,
                    presentation: random.pick(modes),
                    owningTab: owner
                ))
        case 10, 11: return .pop
        case 12: return .popToRoot
        case 13: return .dismiss
        case 14: return random.oneIn(2) ? .dismissAll : .selectTab(random.pick(knownOrNot))
        case 15, 16:
            let entries = state.entries
            if entries.isEmpty || random.oneIn(8) { return .userPopped(to: EntryID(rawValue: random.next() % 500)) }
            return .userPopped(to: random.pick(entries).id)
        case 17, 18:
            if state.modalLayers.isEmpty || random.oneIn(8) {
                return .userDismissed(ModalLayerID(rawValue: random.next() % 500))
            }
            return .userDismissed(random.pick(state.modalLayers).id)
        default:
            // Dialogs: shown, answered (now and then a stale or out-of-range answer), or a tab tap.
            switch random.below(4) {
            case 0:
                let buttons = [DialogButton("OK"), DialogButton("Cancel", role: .cancel)]
                return .showDialog(NavigationDialog("Sure?", buttons: Array(buttons.prefix(random.below(3)))))
            case 1:
                let id = state.dialog?.id ?? ModalLayerID(rawValue: random.next() % 500)
                return .userAnswered(id, button: random.oneIn(4) ? nil : random.below(3))
            default:
                return .userSelectedTab(random.pick(knownOrNot))
            }
        }
    }

    static func kind(of step: NavigationStep) -> String {
        switch step {
        case .dismiss: "dismiss"
        case .replaceRoot: "replaceRoot"
        case .selectTab: "selectTab"
        case .showColumn: "showColumn"
        case .popTo: "popTo"
        case .push: "push"
        case .setStack: "setStack"
        case .present: "present"
        case .presentDialog: "presentDialog"
        case .dismissDialog: "dismissDialog"
        }
    }

    /// Dismiss, root, pops, pushes, presents; at most one dismiss and one root step, and at
    /// most one pop and one push (or set) per stack.
    static func isInPhaseOrder(_ steps: [NavigationStep]) -> Bool {
        func phase(_ step: NavigationStep) -> Int {
            switch step {
            case .dismissDialog: -1
            case .dismiss: 0
            case .replaceRoot, .selectTab: 1
            case .popTo: 2
            case .push, .setStack, .showColumn: 3
            case .present: 4
            case .presentDialog: 5
            }
        }
        let phases = steps.map(phase)
        guard phases == phases.sorted() else { return false }
        guard phases.filter({ $0 == 0 }).count <= 1, phases.filter({ $0 == 1 }).count <= 1 else { return false }
        var popped: Set<StackLocation> = []
        var pushed: Set<StackLocation> = []
        for step in steps {
            switch step {
            case .popTo(_, let location): if !popped.insert(location).inserted { return false }
            case .push(_, let location), .setStack(_, let location):
                if !pushed.insert(location).inserted { return false }
            default: break
            }
        }
        return true
    }
}
