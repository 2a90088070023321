import SwiftUI
import Waypoint

/// A feature module's own presentation modifiers inside a screen Waypoint shows: the container
/// leaves them alone, so a screen's own detents and its own sheet work as they would without it.
@MainActor
enum OwnModifierScenarios {
    /// A notes screen, shown in a sheet with the default options, that declares its own detent and
    /// presents a colour picker of its own.
    nonisolated static let routes = [
        RouteDefinition("notes", pattern: "/notes", module: "Profile", presentation: .modal(.sheet))
    ]

    /// The notes screen: its own `presentationDetents` and its own `sheet(isPresented:)`.
    struct NotesScreen: View {
        let title: String
        @State private var picking = false

        var body: some View {
            Group {
                Text(title)
                Button("Pick a colour") { picking = true }
            }
            .navigationTitle(title)
            .presentationDetents([.medium])
            .sheet(isPresented: $picking) { Text("colour picker") }
        }
    }

    static let all: [Scenario] = [
        Scenario(name: "a screen's own detents and its own sheet work inside a sheet Waypoint shows") { check in
            let app = try await ShopApp()
            await Scenarios.open(app, "shop://notes")
            let shown = SwiftUISimulation.snapshot(of: app.host)
            check.expect(shown.modals.count == 1, "one sheet: \(shown.modals)")
            check.expect(shown.modals.first?.detent == "medium", "the screen's own detent: \(shown.modals)")
            check.hazardFree("the notes sheet is up")

            check.expect(SwiftUISimulation.User.tapButton("Pick a colour"), "the screen's own button")
            await Driver.settle()
            let picking = SwiftUISimulation.snapshot(of: app.host)
            check.expect(picking.modals.count == 2, "the screen's own sheet over Waypoint's: \(picking.modals)")
            check.expect(app.manager.state.modalLayers.count == 1, "the state keeps its one layer")
            check.expect(app.unsupported.isEmpty, "nothing taken as a change around the manager: \(app.unsupported)")
            check.hazardFree("the screen's own sheet is up")

            check.expect(SwiftUISimulation.User.swipeDownSheet(), "the user swipes the picker away")
            await Driver.settle()
            // At rest, SwiftUI shows the manager's state, with the detent the screen itself declared.
            let after = SwiftUISimulation.snapshot(of: app.host)
            var expected = app.expected
            expected.modals = expected.modals.map { modal in
                var modal = modal
                modal.detent = "medium"
                return modal
            }
            check.expect(expected.matches(after), "the picker is gone, the notes sheet stays: \(after)")
            check.expect(app.manager.state.modalLayers.count == 1, "the notes layer stays")
            check.hazardFree("the picker is gone")
        }
    ]
}
