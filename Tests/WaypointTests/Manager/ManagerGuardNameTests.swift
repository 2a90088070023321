import Testing
import Waypoint
import WaypointTesting
import TestSupport

@MainActor
@Suite("NavigationManager: a guard name nothing is registered under refuses")
struct ManagerGuardNameTests {
    @Test("when every guard answers at once, a route with a misspelt guard is refused, not opened")
    func misspeltGuardRefusesWhenGuardsAnswerAtOnce() async throws {
        // The fixture's guards are closures that do not `await`, so the manager asks them without
        // an async call: this is that path, not the one for guards that suspend.
        let routes = ShopRoutes.definitions + [
            RouteDefinition("typo", pattern: "/typo", module: "Catalog", guards: ["signedInn"])
        ]
        let app = try ManagerFixture(routes: routes)
        app.session.signIn("ada")
        await app.attach()
        let outcome = await app.manager.open("/typo")
        #expect(
            outcome.description
                == "rejected: guardDenied: guard 'signedInn' refused: no guard is registered under this name")
        #expect(app.visibleRoutes == ["home"])
        #expect(app.recorder.steps.isEmpty)
    }
}
