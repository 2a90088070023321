import SwiftUI
import Waypoint

/// What one scenario found wrong; empty when it passed.
@MainActor
final class Check {
    private(set) var failures: [String] = []
    /// Hazards a known limit lets through (see ``Scenario/knownLimit``), and those it saw.
    var tolerated: Set<SwiftUISimulation.Hazard.Kind> = []
    private(set) var knownHazards: [String] = []

    func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition { failures.append(what()) }
    }

    /// At a quiescent point: SwiftUI shows the manager's state, no transition runs, no hazard was
    /// logged so far, and nothing was refused as a change around the manager.
    func atRest(_ app: ShopApp, _ moment: String) {
        let shown = SwiftUISimulation.snapshot(of: app.host)
        let expected = app.expected
        if !expected.matches(shown) {
            failures.append("\(moment): SwiftUI shows\n\(indent(shown.description))\n    the manager's state is\n\(indent(expected.description))")
        }
        hazardFree(moment)
        expect(app.unsupported.isEmpty, "\(moment): changes refused as unsupported: \(app.unsupported)")
    }

    /// No hazard was logged so far.
    func hazardFree(_ moment: String) {
        let all = SwiftUISimulation.hazards
        knownHazards += all.filter { tolerated.contains($0.kind) }.map(\.description)
        let hazards = all.filter { !tolerated.contains($0.kind) }
        SwiftUISimulation.clearHazards()
        if !hazards.isEmpty {
            failures.append("\(moment): hazards:\n" + hazards.map { "      \($0)" }.joined(separator: "\n"))
        }
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
    }
}

/// The titles of a snapshot's stacks and modals, to watch what the user sees between rests.
extension SwiftUISimulation.Snapshot {
    /// The screens of the stack of the tab tagged `tag`.
    func tabScreens(_ tag: String) -> [String]? {
        guard case .tabs(let tabs, _) = root else { return nil }
        return tabs.first { $0.tag == tag }?.stack?.screens
    }
}
