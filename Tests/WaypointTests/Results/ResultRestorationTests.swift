import Testing
import Waypoint
import WaypointTesting

/// A waiting caller cannot be saved with the state. What a screen that owed a result does after a
/// restoration, and what a screen no caller awaits does with its value.
@MainActor
@Suite("Results: restoration, links and the route's handler")
struct ResultRestorationTests {
    @Test("restoring a state over a screen that owes a result cancels the caller as `restored`")
    func restoredOver() async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        let saved = app.manager.state
        let pick = await app.manager.requestResult(PickAddressRoute())
        await app.manager.restore(saved)
        #expect(app.manager.state.modalLayers.isEmpty)
        #expect("\(await pick.result)" == "cancelled: restored")
    }

    @Test("a restored picker finishes into the route's handler, registered where the app is assembled")
    func restoredPickerReachesHandler() async throws {
        let before = try ResultApp()
        await before.manager.attach(before.recorder)
        _ = await before.manager.requestResult(PickAddressRoute())
        let saved = before.manager.state

        // The next launch: a new manager, the handler registered, the state restored.
        let app = try ResultApp()
        var handled: [Address] = []
        app.manager.onResult(of: PickAddressRoute.self) { handled.append($0) }
        await app.manager.attach(app.recorder)
        let report = await app.manager.restore(saved)
        #expect(report.dropped.isEmpty)
        #expect(app.visible == ["address.pick"])
        let log = EventLog(app.manager)
        let outcome = await app.manager.topScreenHandle?.finish(
            PickAddressRoute.self, with: Address(street: "Restored 3"))
        #expect(outcome?.code == "completed")
        #expect(handled == [Address(street: "Restored 3")])
        #expect(app.manager.state.modalLayers.isEmpty)
        await log.settle()
        #expect(log.events.filter { $0.kind == .resultDelivered }.map(\.detail) == ["to the route's handler"])
    }

    @Test("a picker opened by a link, with no handler, closes and reports its value undelivered")
    func undelivered() async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        await app.manager.open("app://addresses/pick")
        let log = EventLog(app.manager)
        let outcome = await app.manager.topScreenHandle?.finish(PickAddressRoute.self, with: Address(street: "Nowhere"))
        #expect(outcome?.code == "completed")
        #expect(app.manager.state.modalLayers.isEmpty)
        await log.settle()
        #expect(log.events.filter { $0.kind == .resultUndelivered }.map(\.route) == ["address.pick"])
        #expect(log.events.filter { $0.kind == .resultDelivered }.isEmpty)
    }

    @Test("a caller that awaits the screen comes first: the handler gets only values no caller awaits")
    func callerBeforeHandler() async throws {
        let app = try ResultApp()
        var handled: [String] = []
        app.manager.onResult(of: PickColorRoute.self) { handled.append($0) }
        await app.manager.attach(app.recorder)
        let pick = await app.manager.requestResult(PickColorRoute())
        await app.manager.topScreenHandle?.finish(PickColorRoute.self, with: "green")
        #expect(await pick.result.value == "green")
        #expect(handled.isEmpty)
        await app.manager.open("/colors/pick")
        await app.manager.topScreenHandle?.finish(PickColorRoute.self, with: "grey")
        #expect(handled == ["grey"])
    }
}
