import Testing
import Waypoint
import WaypointTesting

/// Leave checks: every request that would remove a screen asks its check; the user's gestures are
/// refused while it does not allow, and the attempt is reported.
@Suite("Leave checks: asked on every removal path")
@MainActor
struct LeaveCheckTests {
    /// The app showing `[home, form]` with the editor sheet over it, both checks refusing.
    static func blocked(tabbed: Bool = false) async throws -> DialogApp {
        let app = try await DialogApp.attached(tabbed: tabbed)
        await app.manager.navigate(to: "form")
        await app.manager.navigate(to: "editor")
        app.editorDecision = .refuse("the draft is not saved")
        app.formDecision = .refuse("the form is not saved")
        app.recorder.reset()
        return app
    }

    @Test(
        "every request that would remove the editor asks it, and its refusal changes nothing",
        arguments: ["dismiss", "dismissAll", "selectTab", "close", "finish", "replace", "link"])
    func everyRemovalPathAsks(path: String) async throws {
        let app = try await Self.blocked(tabbed: true)
        app.formDecision = .allow
        let before = app.manager.state
        let editor = try #require(before.topEntry)
        let outcome: NavigationOutcome
        switch path {
        case "dismiss": outcome = await app.manager.dismiss()
        case "dismissAll": outcome = await app.manager.dismissAll()
        case "selectTab": outcome = await app.manager.selectTab("other")
        case "close": outcome = await app.manager.close(editor.id)
        case "finish": outcome = await app.manager.finish(editor.id, with: "saved")
        case "replace": outcome = await app.manager.navigate(to: "plain", presentation: .replaceStack)
        // A link lands in its route's tab: the layers over the tabs go.
        default: outcome = await app.manager.open("app://plain")
        }
        #expect(
            outcome.description
                == "rejected: leaveRefused: the screen of 'editor' may not be left: the draft is not saved")
        #expect(app.manager.state == before)
        #expect(app.recorder.steps.isEmpty)
        #expect(app.asked.first == "editor")
    }

    @Test("an unknown tab is refused before any screen would go: nothing is asked")
    func refusedBeforeAsking() async throws {
        let app = try await Self.blocked(tabbed: true)
        #expect(await app.manager.selectTab("nope").code == "invalidRequest")
        #expect(app.asked.isEmpty)
    }

    @Test("a pop of a pushed screen asks it; a request that removes nothing with a check asks none")
    func popAsksThePushedScreen() async throws {
        let app = try await DialogApp.attached()
        await app.manager.navigate(to: "form")
        app.formDecision = .refuse("unsaved")
        #expect(
            await app.manager.pop().description
                == "rejected: leaveRefused: the screen of 'form' may not be left: unsaved")
        app.asked.removeAll()
        #expect(await app.manager.navigate(to: "plain").code == "completed")
        #expect(app.asked.isEmpty)
        app.formDecision = .allow
        #expect(await app.manager.popToRoot().code == "completed")
        #expect(app.visible == ["home"])
    }

    @Test("the top-most screen is asked first, and each screen that goes is asked once")
    func order() async throws {
        let app = try await Self.blocked(tabbed: true)
        app.editorDecision = .allow
        app.formDecision = .allow
        #expect(await app.manager.navigate(to: "plain", presentation: .replaceStack).code == "completed")
        #expect(app.asked == ["editor", "form"])
    }

    @Test("a check that asks: the user confirms and the screen goes, or stays and the request is refused")
    func asks() async throws {
        let app = try await Self.blocked()
        app.formDecision = .allow
        app.editorDecision = .ask(DialogApp.discardChanges)
        let stay = Task.immediate { @MainActor in await app.manager.dismiss() }
        let question = try #require(await app.manager.dialogWaitingForAnswer())
        #expect(question.dialog == DialogApp.discardChanges)
        #expect(app.manager.userTapsDialogButton("Keep editing"))
        #expect(
            await stay.value.description
                == "rejected: leaveRefused: the screen of 'editor' may not be left: the user chose 'Keep editing'")
        #expect(app.manager.state.modalLayers.count == 1)

        let leave = Task.immediate { @MainActor in await app.manager.dismiss() }
        _ = await app.manager.dialogWaitingForAnswer()
        #expect(app.manager.userTapsDialogButton("Discard"))
        #expect(await leave.value.code == "completed")
        #expect(app.manager.state.modalLayers.isEmpty)
        // The question was asked once per request: the confirmed screen is not asked again.
        #expect(app.asked == ["editor", "editor"])
    }

    @Test("the user's swipe down is refused while the check does not allow, and the attempt is reported")
    func swipeDownRefused() async throws {
        let app = try await Self.blocked()
        var events = app.manager.events.makeAsyncIterator()
        let before = app.manager.state
        #expect(
            try await app.manager.userTriesToSwipeDown()?.description
                == "rejected: leaveRefused: the screen of 'editor' may not be left: the draft is not saved")
        #expect(app.manager.state == before)
        let event = await events.next()
        #expect(event?.kind == .leaveAttempted)
        #expect(event?.route == "editor")
        app.editorDecision = .allow
        #expect(try await app.manager.userTriesToSwipeDown() == nil)
        #expect(app.manager.state.modalLayers.isEmpty)
    }

    @Test("the user's back swipe is refused while the check does not allow; a check that asks closes on confirm")
    func backSwipeAsks() async throws {
        let app = try await DialogApp.attached()
        await app.manager.navigate(to: "form")
        app.formDecision = .ask(DialogApp.discardChanges)
        let attempt = Task.immediate { @MainActor in try await app.manager.userTriesToGoBack() }
        _ = await app.manager.dialogWaitingForAnswer()
        #expect(app.manager.userTapsDialogButton("Discard"))
        #expect(try await attempt.value?.code == "completed")
        #expect(app.visible == ["home"])
    }

    @Test("a gesture under a check that allows goes through without a report")
    func gestureAllowed() async throws {
        let app = try await DialogApp.attached()
        await app.manager.navigate(to: "form")
        #expect(!app.manager.leaveBlocked(closing: try #require(app.manager.state.topEntry?.id)))
        #expect(try await app.manager.userTriesToGoBack() == nil)
        #expect(app.visible == ["home"])
    }

    @Test("a restoration replaces the state without asking")
    func restorationDoesNotAsk() async throws {
        let app = try await Self.blocked()
        let report = await app.manager.restore(NavigationState())
        #expect(!report.startedFresh)
        #expect(app.asked.isEmpty)
    }

    @Test("an assembly refuses two leave checks for one route and one for a route that shows no screen")
    func assembly() throws {
        struct Forms: FeatureModule {
            let name: ModuleID
            func registerRoutes(in routes: inout RouteRegistry) {
                if name == "Forms" { routes.add("form", pattern: "/form") }
            }
            func registerScreens(in screens: inout ScreenRegistry<String>) {
                if name == "Forms" { screens.register("form") { _, _ in "form" } }
            }
            func registerGuards(in guards: inout GuardRegistry) {
                guards.registerLeaveCheck(for: "form") { _ in .allow }
                guards.registerLeaveCheck(for: "gone") { _ in .allow }
            }
        }
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "form"
        let assembly = AppAssembly<String>(
            modules: [Forms(name: "Forms"), Forms(name: "Other")], policy: LinkPolicy(), configuration: configuration)
        #expect(throws: AssemblyError.self) { try assembly.build() }
        do {
            _ = try assembly.build()
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "duplicateLeaveCheck: route 'form' has leave checks from modules 'Forms' and 'Other'",
                    "duplicateLeaveCheck: route 'gone' has leave checks from modules 'Forms' and 'Other'",
                    "leaveCheckWithoutRoute: module 'Other' registers a leave check for 'gone', which is not a screen route",
                ])
        }
    }
}
