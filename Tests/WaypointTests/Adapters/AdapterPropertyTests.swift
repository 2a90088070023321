import TestSupport
import Testing
import Waypoint

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

    @Test(
        "2,000 random sequences: the simulated hierarchy always shows the state, gestures read as the reducer expects")
    func randomSequences() throws {
        var totals = Totals()
        for index in 0..<Self.sequenceCount {
            try Self.run(seed: 0xADA9_0000 + UInt64(index), totals: &totals)
        }
        #expect(
            totals.operations == [
                "installStack", "installTabs", "selectTab", "push", "setViewControllers", "popTo", "dismiss", "present",
                "presentDialog", "dismissDialog",
            ])
        #expect(totals.userReports > 1_000)
    }

    static func run(seed: UInt64, totals: inout Totals) throws {
        var random = SplitMix64(seed: seed)
        var state = try NavigationPropertyTests.randomStart(&random)
        var toolkit = SimulatedUIKit()
        // Attached: the first step starts from an empty screen.
        try carryOut(
            [PlannedStep(.replaceRoot(state.root), from: NavigationState())], toolkit: &toolkit, totals: &totals,
            seed: seed)
        for position in 0..<(1 + random.below(20)) {
            let request = NavigationPropertyTests.randomRequest(in: state, &random)
            let context = Comment(rawValue: "seed \(seed), request \(position): \(request)")
            guard let next = try? NavigationReducer.reduce(state, request) else { continue }
            switch request {
            case .userPopped, .userDismissed, .userSelectedTab, .userAnswered:
                // An alert covers the screen: the user reaches only its buttons.
                if state.dialog != nil {
                    guard case .userAnswered = request else { continue }
                }
                // The user does it on screen; the container reads it back.
                let change = try gesture(request, in: state, toolkit: &toolkit)
                try #require(change == (next == state ? .unchanged : .user(request)), context)
                if case .user(let reported) = change {
                    totals.userReports += 1
                    // The manager takes the report to the state the gesture shows.
                    try #require(try NavigationReducer.reduce(state, reported) == next, context)
                }
            default:
                let planned = try AdapterOnScreenReadingTests.handOver(from: state, to: next)
                try carryOut(planned, toolkit: &toolkit, totals: &totals, seed: seed)
            }
            try #require(
                toolkit.snapshot == SimulatedUIKit.Snapshot(next),
                Comment(rawValue: "\(context.rawValue): \(toolkit.snapshot)"))
            try checkSwiftUIShape(of: next, context)
            state = next
        }
    }

    /// Carries out steps as the UIKit container does, as the manager hands them over, checking
    /// that its own callbacks are recognised as its own.
    static func carryOut(
        _ steps: [PlannedStep], toolkit: inout SimulatedUIKit, totals: inout Totals, seed: UInt64
    ) throws {
        for planned in steps {
            let operation = try UIKitOperation.operation(for: planned.step, in: planned.from)
            totals.operations.insert(String("\(operation)".prefix { $0 != "(" }))
            try toolkit.apply(operation)
            // While the step runs, the manager's state is the one it started from.
            let reading = OnScreenReading(planned.from, stepInFlight: planned)
            for change in toolkit.changed {
                let observed = (toolkit.stacks[change.location] ?? []).map(Optional.some)
                let callback = reading.stackDidShow(observed, at: change.location)
                try #require(
                    callback == .ownStep || callback == .unchanged, "seed \(seed): \(planned.step) read as \(callback)")
                // Only what the user can see animates.
                try #require(
                    change.animated == (planned.from.visibleLocation == change.location),
                    "seed \(seed): \(planned.step)")
            }
        }
    }

    /// Performs a user report's gesture on the simulated hierarchy and reads it back against the
    /// manager's state.
    static func gesture(
        _ request: NavigationRequest, in state: NavigationState, toolkit: inout SimulatedUIKit
    ) throws -> ObservedChange {
        let reading = OnScreenReading(state)
        switch request {
        case .userPopped(let entry):
            let location = try #require(state.location(of: entry))
            let popped = toolkit.userPops(to: entry, at: location)
            let kept = try #require(popped)
            // SwiftUI reads the same gesture from its path binding, to the same report.
            let path = reading.pathDidChange(Array(kept.dropFirst()), at: location)
            let change = reading.stackDidShow(kept.map(Optional.some), at: location)
            try #require(path == change)
            return change
        case .userDismissed(let layer):
            let dismissed = toolkit.userDismisses(layer)
            try #require(dismissed)
            return reading.layerDidDismiss(layer)
        case .userSelectedTab(let tab):
            let index = try #require(state.tabs.firstIndex { $0.id == tab })
            toolkit.userTaps(tabAt: index)
            return reading.tabDidSelect(at: index)
        case .userAnswered(let dialog, let button):
            let tapped = toolkit.userTapsAlert(dialog)
            try #require(tapped)
            return reading.dialogDidClose(dialog, button: button)
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
