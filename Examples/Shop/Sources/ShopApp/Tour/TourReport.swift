public import ShopRoutes
public import Waypoint

/// What one step of the tour did, and whether it went as the tour expects.
public struct TourStepResult: Sendable {
    /// The step's number, from 1.
    public let number: Int
    /// What the step shows.
    public let title: String
    /// The outcome codes the step's requests got, in order (`deferred`, `completed`, …),
    /// including those of requests replayed during the step.
    public let outcomes: [String]
    /// The navigation state after the step.
    public let state: NavigationState
    /// The screen on top after the step.
    public let topScreen: ShopScreen?
    /// The expectations that were not met; empty when the step went as expected.
    public let failures: [String]

    /// Whether every expectation was met.
    public var passed: Bool { failures.isEmpty }

    /// The visible stack's routes after the step, root first.
    public var visibleRoutes: [RouteID] { state.visibleStack.map(\.route) }
}

/// The whole tour's result.
public struct TourReport: Sendable {
    /// Every step, in order.
    public let steps: [TourStepResult]
    /// Why the tour could not run at all, when it could not.
    public let setupFailure: String?

    /// Whether the tour ran and every step went as expected.
    public var passed: Bool { setupFailure == nil && !steps.isEmpty && steps.allSatisfy(\.passed) }

    /// The process exit code: 0 when the tour passed, 1 otherwise.
    public var exitCode: Int32 { passed ? 0 : 1 }
}

/// Collects one step's outcomes and unmet expectations while it runs.
struct TourStepRecorder {
    let number: Int
    let title: String
    private(set) var outcomes: [String] = []
    private(set) var failures: [String] = []

    init(number: Int, title: String) {
        self.number = number
        self.title = title
    }

    mutating func record(_ outcome: NavigationOutcome) {
        outcomes.append(outcome.code)
    }

    mutating func record(replays: [NavigationEvent]) {
        outcomes += replays.map { $0.outcome ?? "unknown" }
    }

    mutating func record(_ code: String) {
        outcomes.append(code)
    }

    /// Notes an unmet expectation when `condition` is false.
    mutating func expect(_ condition: Bool, _ expectation: @autoclosure () -> String) {
        if !condition { failures.append(expectation()) }
    }

    func result(state: NavigationState, topScreen: ShopScreen?) -> TourStepResult {
        TourStepResult(
            number: number, title: title, outcomes: outcomes, state: state, topScreen: topScreen, failures: failures)
    }
}
