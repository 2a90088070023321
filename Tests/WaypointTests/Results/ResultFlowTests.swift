import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Results: a screen hands a typed value back, exactly once")
struct ResultFlowTests {
    @Test("the value path: the request shows the picker, the picker finishes, the caller gets the value")
    func valuePath() async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        let log = EventLog(app.manager)
        let pick = await app.manager.requestResult(PickAddressRoute())
        #expect(pick.outcome.code == "completed")
        #expect(app.visible == ["address.pick"])
        let finished = await app.manager.topScreenHandle?.finish(PickAddressRoute.self, with: Address(street: "Main 1"))
        #expect(finished?.code == "completed")
        #expect(await pick.result.value == Address(street: "Main 1"))
        #expect(app.manager.state.modalLayers.isEmpty, "finishing closes the picker")
        await log.settle()
        let delivered = log.events.filter { $0.kind == .resultDelivered }
        #expect(delivered.map(\.request) == [pick.number])
        #expect(delivered.map(\.route) == ["address.pick"])
    }

    @Test("a pushed picker finishes back onto the screen that asked")
    func pushedPicker() async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        await app.manager.open("/plain")
        let pick = await app.manager.requestResult(PickColorRoute())
        #expect(app.visible == ["home", "plain", "color.pick"])
        await app.manager.topScreenHandle?.finish(PickColorRoute.self, with: "teal")
        #expect(await pick.result.value == "teal")
        #expect(app.visible == ["home", "plain"])
    }

    @Test("the user swiping the sheet down cancels the result as `user`")
    func swipeDown() async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        let log = EventLog(app.manager)
        let pick = await app.manager.requestResult(PickAddressRoute())
        try app.manager.userSwipesDown()
        guard case .cancelled(.user) = await pick.result else {
            Issue.record("expected cancelled(user), got \(await pick.result)")
            return
        }
        await log.settle()
        #expect(log.events.filter { $0.kind == .resultCancelled }.map(\.detail) == ["user"])
    }

    @Test("the user going back from a pushed picker cancels it as `user`")
    func userBack() async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        let pick = await app.manager.requestResult(PickColorRoute())
        try app.manager.userGoesBack()
        #expect("\(await pick.result)" == "cancelled: user")
    }

    @Test(
        "a later navigation that removes the picker cancels it as `navigation`",
        arguments: ["dismissAll", "link resetting the stack", "close", "pop"])
    func removedByNavigation(_ how: String) async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        // A pop reaches a pushed picker; the others a sheet.
        let result: () async -> String
        if how == "pop" {
            let pick = await app.manager.requestResult(PickColorRoute())
            result = { "\(await pick.result)" }
        } else {
            let pick = await app.manager.requestResult(PickAddressRoute())
            result = { "\(await pick.result)" }
        }
        switch how {
        case "dismissAll": await app.manager.dismissAll()
        case "link resetting the stack": await app.manager.navigate(to: "home", presentation: .replaceStack)
        case "close": await app.manager.topScreenHandle?.close()
        default: await app.manager.pop()
        }
        #expect(await result() == "cancelled: navigation", "\(how)")
    }

    @Test("a tab switch that drops the sheet cancels it as `navigation`; the user's tab tap keeps it")
    func tabSwitch() async throws {
        let app = try ManagerFixture()
        await app.attach()
        let kept = await app.manager.requestResult("login", as: String.self)
        try app.manager.userDidNavigate(.userSelectedTab("basket"))
        #expect(app.manager.state.modalLayers.count == 1, "a tab tap the user could reach keeps the sheet")
        let dropped = await app.manager.requestResult("login", as: String.self)
        await app.manager.selectTab("account")
        #expect(app.manager.state.modalLayers.isEmpty)
        #expect("\(await kept.result)" == "cancelled: navigation")
        #expect("\(await dropped.result)" == "cancelled: navigation")
    }

    @Test("a second finish is refused and reported, never delivered")
    func secondFinish() async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        let pick = await app.manager.requestResult(PickAddressRoute())
        let handle = try #require(app.manager.topScreenHandle)
        await handle.finish(PickAddressRoute.self, with: Address(street: "first"))
        let log = EventLog(app.manager)
        let second = await handle.finish(PickAddressRoute.self, with: Address(street: "second"))
        guard case .rejected(.invalidRequest(.entryGone(let entry))) = second else {
            Issue.record("expected entryGone, got \(second)")
            return
        }
        #expect(entry == handle.entry)
        #expect(await pick.result.value == Address(street: "first"))
        await log.settle()
        #expect(log.finished.map(\.outcome) == ["invalidRequest"])
        #expect(log.events.filter { $0.kind == .resultDelivered }.isEmpty)
    }

    @Test("a request that never shows resolves with its own refusal")
    func notShown() async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        for (route, code) in [
            ("refused.pick", "guardDenied"), ("broken.pick", "screenUnavailable"), ("nowhere", "notFound"),
        ] {
            let request = await app.manager.requestResult(RouteID(rawValue: route), as: Address.self)
            guard case .notShown(let outcome) = await request.result else {
                Issue.record("\(route): expected notShown, got \(await request.result)")
                continue
            }
            #expect(outcome.code == code, "\(route)")
            #expect(request.outcome.code == code)
        }
        #expect(app.visible == ["home"])
    }

    @Test("a guard that redirects to sign-in and resumes: the result comes from the picker, not the sign-in screen")
    func redirectAndResume() async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        let pick = await app.manager.requestResult("gated.pick", as: Address.self)
        #expect(pick.outcome.code == "redirected")
        #expect(app.visible == ["login"])
        // Signing in closes the login sheet; its close owes nothing to the request.
        await app.manager.topScreenHandle?.close()
        app.manager.satisfy(ResultApp.signedIn)
        await app.manager.waitUntilIdle()
        #expect(app.visible == ["home", "gated.pick"])
        await app.manager.topScreenHandle?.finish(with: Address(street: "after sign-in"))
        #expect(await pick.result.value == Address(street: "after sign-in"))
    }

    @Test("a request that waits for a container keeps its result pending until it shows")
    func waitsForContainer() async throws {
        let app = try ResultApp()
        let pick = await app.manager.requestResult(PickAddressRoute())
        #expect(pick.outcome.code == "deferred")
        await app.manager.attach(app.recorder)
        await app.manager.waitUntilIdle()
        #expect(app.visible == ["address.pick"])
        await app.manager.topScreenHandle?.finish(PickAddressRoute.self, with: Address(street: "late"))
        #expect(await pick.result.value == Address(street: "late"))
    }

    @Test("a waiting request that is cancelled resolves notShown(cancelled)")
    func cancelledWhileWaiting() async throws {
        let app = try ResultApp()
        let pick = await app.manager.requestResult(PickAddressRoute())
        app.manager.cancelPending()
        guard case .notShown(let outcome) = await pick.result else {
            Issue.record("expected notShown, got \(await pick.result)")
            return
        }
        #expect(outcome.code == "cancelled")
    }

    @Test("where only the id is known, a value of another type is a typed refusal and nothing closes")
    func mismatch() async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        let pick = await app.manager.requestResult("color.pick", as: Int.self)
        let handle = try #require(app.manager.topScreenHandle)
        let refused = await handle.finish(with: "teal")
        guard case .rejected(.resultMismatch(let route, let expected, let got)) = refused else {
            Issue.record("expected resultMismatch, got \(refused)")
            return
        }
        #expect(route == "color.pick" && expected == "Int" && got == "String")
        #expect(app.visible == ["home", "color.pick"], "nothing closed")
        await handle.finish(with: 7)
        #expect(await pick.result.value == 7)
    }

    @Test("a double tap shows one picker, and both callers get its value")
    func doubleTap() async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        let first = await app.manager.requestResult(PickColorRoute())
        let second = await app.manager.requestResult(PickColorRoute())
        #expect(app.visible == ["home", "color.pick"], "coalesced as any double tap")
        await app.manager.topScreenHandle?.finish(PickColorRoute.self, with: "red")
        #expect(await first.result.value == "red")
        #expect(await second.result.value == "red")
        #expect(app.visible == ["home"])
    }

    @Test("a caller whose picker is covered by another one still gets its own value")
    func nestedPickers() async throws {
        let app = try ResultApp()
        await app.manager.attach(app.recorder)
        let color = await app.manager.requestResult(PickColorRoute())
        let colorHandle = try #require(app.manager.topScreenHandle)
        let address = await app.manager.requestResult(PickAddressRoute())
        await app.manager.topScreenHandle?.finish(PickAddressRoute.self, with: Address(street: "Side 2"))
        await colorHandle.finish(PickColorRoute.self, with: "blue")
        #expect(await address.result.value == Address(street: "Side 2"))
        #expect(await color.result.value == "blue")
        #expect(app.visible == ["home"])
    }

    @Test("the manager going away resolves a pending result as managerGone")
    func managerGone() async throws {
        var app: ResultApp? = try ResultApp()
        await app?.manager.attach(app!.recorder)
        let pick = try #require(await app?.manager.requestResult(PickAddressRoute()))
        weak let manager = app?.manager
        app = nil
        #expect(manager == nil, "awaiting a result keeps no manager alive")
        #expect("\(await pick.result)" == "cancelled: managerGone")
    }
}
