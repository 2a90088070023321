import Testing
import Waypoint
import TestSupport

/// Random request sequences, carried out through the adapters' decisions on a simulated
/// UIKit: every plan's operations leave the hierarchy showing the reducer's state, no own
/// callback is mistaken for the user's, every user gesture is read as the report the reducer
/// expects, and SwiftUI's shape of every state puts back together into the state.
@Suite("Adapters: properties over random request sequences")
struct AdapterPropertyTests {
    static let sequenceCount = 2_000

    struct Totals {
        var operations: Set<String> = []
        var userReports = 0
    }

    @Test("2,000 random sequences: the simulated hierarchy always shows the state, gestures read as the reducer expects")
    func randomSequences() throws {
        var totals = Totals()
        for index in 0..<Self.sequenceCount {
            try Self.run(seed: 0xADA9_0000 + UInt64(index), totals: &totals)
        }
        #expect(totals.operations == [
            "installStack", "installTabs", "selectTab", "push", "setViewControllers", "popTo", "dismiss", "present",
        ])
        #expect(totals.userReports > 1_000)
    }

    static func run(seed: UInt64, totals: inout Totals) throws {
        var random = SplitMix64(seed: seed)
        var state = try NavigationPropertyTests.randomStart(&random)
        var toolkit = SimulatedUIKit()
        var record = OnScreenState()
        try carryOut([.replaceRoot(state.root)], toolkit: &toolkit, record: &record, totals: &totals, seed: seed)
        for position in 0..<(1 + random.below(20)) {
            let request = NavigationPropertyTests.randomRequest(in: state, &random)
            let context = Comment(rawValue: "seed \(seed), request \(position): \(request)")
            guard let next = try? NavigationReducer.reduce(state, request) else { continue }
            switch request {
            case .userPopped, .userDismissed, .userSelectedTab:
                // The user does it on screen; the container reads it back.
                let change = try gesture(request, in: state, toolkit: &toolkit, record: &record)
                try #require(change == (next == state ? .unchanged : .user(request)), context)
                if case .user = change { totals.userReports += 1 }
                try #require(record.shown.root == next.root && record.shown.modalLayers == next.modalLayers, context)
            default:
                try carryOut(NavigationPlanner.plan(from: state, to: next), toolkit: &toolkit, record: &record, totals: &totals, seed: seed)
            }
            try #require(toolkit.snapshot == SimulatedUIKit.Snapshot(next), Comment(rawValue: "\(context.rawValue): \(toolkit.snapshot)"))
            try checkSwiftUIShape(of: next, context)
            state = next
        }
    }

    /// Carries out steps as the UIKit container does, checking that its own callbacks are
    /// recognised as its own.
    static func carryOut(
        _ steps: [NavigationStep], toolkit: inout SimulatedUIKit, record: inout OnScreenState, totals: inout Totals, seed: UInt64
    ) throws {
        for step in steps {
            let operation = try UIKitOperation.operation(for: step, in: record.shown)
            totals.operations.insert(String("\(operation)".prefix { $0 != "(" }))
            try record.begin(step)
            try toolkit.apply(operation)
            for change in toolkit.changed {
                let observed = (toolkit.stacks[change.location] ?? []).map(Optional.some)
                let callback = record.stackDidShow(observed, at: change.location)
                try #require(callback == .ownStep || callback == .unchanged, "seed \(seed): \(step) read as \(callback)")
                // Only what the user can see animates.
                try #require(change.animated == (record.shown.visibleLocation == change.location), "seed \(seed): \(step)")
            }
            record.finish()
        }
    }

    /// Performs a user report's gesture on the simulated hierarchy and reads it back.
    static func gesture(
        _ request: NavigationRequest, in state: NavigationState, toolkit: inout SimulatedUIKit, record: inout OnScreenState
    ) throws -> ObservedChange {
        switch request {
        case .userPopped(let entry):
            let location = try #require(state.location(of: entry))
            let popped = toolkit.userPops(to: entry, at: location)
            let kept = try #require(popped)
            // SwiftUI reads the same gesture from its path binding, to the same report.
            let path = UserNavigationInterpreter.path(Array(kept.dropFirst()), at: location, shown: record.shown, expected: nil)
            let change = record.stackDidShow(kept.map(Optional.some), at: location)
            try #require(path == change)
            return change
        case .userDismissed(let layer):
            let dismissed = toolkit.userDismisses(layer)
            try #require(dismissed)
            return record.layerDidDismiss(layer)
        case .userSelectedTab(let tab):
            let index = try #require(state.tabs.firstIndex { $0.id == tab })
            toolkit.userTaps(tabAt: index)
            return record.tabDidSelect(at: index)
        default:
            Issue.record("not a user report: \(request)")
            return .unchanged
        }
    }

    static func checkSwiftUIShape(of state: NavigationState, _ context: Comment) throws {
        let presentation = SwiftUIPresentation(state)
        for location in state.stackLocations {
            let stack = try #require(presentation.stack(at: location), context)
            try #require([stack.root].compactMap { $0 } + stack.path == state.stack(at: location)?.map(\.id), context)
        }
        try #require(presentation.layers.map(\.id) == state.modalLayers.map(\.id), context)
        try #require(presentation.selectedTab == state.selectedTab, context)
    }
}
