import Testing
import Waypoint
import WaypointTesting

/// Dialogs through the manager: asked in the queue, answered by the user, from app code, a link
/// and a guard; what arrives while one is up waits.
@Suite("Dialogs: the manager asks and waits for the answer")
@MainActor
struct DialogFlowTests {
    static let yes = DialogButton("Yes")
    static let no = DialogButton("No", role: .cancel)
    static let question = NavigationDialog("Empty the basket?", buttons: [yes, no])

    @Test("a dialog the app asks for is shown last, answered by a tap, and its result is the button")
    func presentAndTap() async throws {
        let app = try await DialogApp.attached()
        let asked = Task.immediate { @MainActor in await app.manager.present(Self.question) }
        let shown = try #require(await app.manager.dialogWaitingForAnswer())
        #expect(app.recorder.stepLog == ["present \(shown.id) (alert) 'Empty the basket?' with 'Yes', 'No'"])
        #expect(app.manager.userTapsDialogButton("Yes"))
        let request = await asked.value
        #expect(await request.result.value == Self.yes)
        guard case .completed(let state) = request.outcome else {
            Issue.record("not completed: \(request.outcome)")
            return
        }
        #expect(state.dialog == nil)
        // The container already took the alert away: no step dismisses it.
        #expect(app.recorder.stepLog.count == 1)
    }

    @Test("a tap outside a dialog answers with its cancel button, or cancels the result without one")
    func tapOutside() async throws {
        let app = try await DialogApp.attached()
        let asked = Task.immediate { @MainActor in await app.manager.present(Self.question) }
        _ = await app.manager.dialogWaitingForAnswer()
        #expect(app.manager.userTapsOutsideDialog())
        #expect(await asked.value.result.value == Self.no)

        let bare = Task.immediate { @MainActor in
            await app.manager.present(NavigationDialog("Saved", buttons: [DialogButton("OK")]))
        }
        _ = await app.manager.dialogWaitingForAnswer()
        #expect(app.manager.userTapsOutsideDialog())
        #expect(await bare.value.result.description == "cancelled: user")
    }

    @Test("a request made while a dialog is up waits for the answer, then runs after the button's destination")
    func requestsWait() async throws {
        let app = try await DialogApp.attached()
        let go = NavigationDialog(
            "Go?", buttons: [DialogButton("Plain", destination: DeepLinkDescriptor(path: "/plain"))])
        let asked = Task.immediate { @MainActor in await app.manager.present(go) }
        _ = await app.manager.dialogWaitingForAnswer()
        let link = Task.immediate { @MainActor in await app.manager.open("app://login") }
        // The link waits: nothing but the dialog is shown.
        #expect(app.visible == ["home"])
        #expect(app.manager.state.modalLayers.isEmpty)
        #expect(app.manager.userTapsDialogButton("Plain"))
        #expect(await asked.value.outcome.code == "completed")
        #expect(await link.value.code == "completed")
        // The button's destination first (pushed on the root stack), then the link, over it; had the
        // link gone first, the destination would have been pushed onto the login sheet.
        #expect(app.manager.state.root.allEntries.map(\.route) == ["home", "plain"])
        #expect(app.manager.state.modalLayers.map { $0.stack.map(\.route) } == [["login"]])
    }

    @Test("a second dialog asked while one is up waits its turn instead of being refused")
    func secondDialogWaits() async throws {
        let app = try await DialogApp.attached()
        let first = Task.immediate { @MainActor in await app.manager.present(Self.question) }
        _ = await app.manager.dialogWaitingForAnswer()
        let second = Task.immediate { @MainActor in
            await app.manager.present(NavigationDialog("Sure?", buttons: [Self.yes]))
        }
        await Task.yield()
        #expect(app.manager.userTapsDialogButton("No"))
        #expect(await first.value.result.value == Self.no)
        let shown = try #require(await app.manager.dialogWaitingForAnswer())
        #expect(shown.dialog.title == "Sure?")
        #expect(app.manager.userTapsDialogButton("Yes"))
        #expect(await second.value.result.value == Self.yes)
    }

    @Test("a link to an action route opens an alert; the link's outcome names the button")
    func linkOpensAlert() async throws {
        let app = try await DialogApp.attached()
        let opened = Task.immediate { @MainActor in await app.manager.open("app://promo") }
        let shown = try #require(await app.manager.dialogWaitingForAnswer())
        #expect(shown.dialog == DialogApp.promo)
        #expect(app.manager.userTapsDialogButton("Later"))
        #expect(await opened.value.description == "performed promo: asked 'A new offer': Later")
    }

    @Test("a button with a destination shows it, and the link's outcome is the destination's")
    func buttonNavigates() async throws {
        let app = try await DialogApp.attached()
        let opened = Task.immediate { @MainActor in await app.manager.open("app://promo") }
        _ = await app.manager.dialogWaitingForAnswer()
        #expect(app.manager.userTapsDialogButton("View"))
        #expect(await opened.value.code == "completed")
        #expect(app.visible == ["home", "plain"])
    }

    @Test("a guard that asks: a confirming button goes on, cancel refuses, a destination redirects")
    func guardAsks() async throws {
        let app = try await DialogApp.attached()
        let proceeded = Task.immediate { @MainActor in await app.manager.navigate(to: "checkout") }
        _ = await app.manager.dialogWaitingForAnswer()
        #expect(app.manager.userTapsDialogButton("Leave"))
        #expect(await proceeded.value.code == "completed")
        #expect(app.visible == ["home", "checkout"])

        let stayed = Task.immediate { @MainActor in await app.manager.open("app://checkout") }
        _ = await app.manager.dialogWaitingForAnswer()
        #expect(app.manager.userTapsDialogButton("Stay"))
        #expect(
            await stayed.value.description == "rejected: guardDenied: guard 'confirm' refused: the user chose 'Stay'")

        let redirected = Task.immediate { @MainActor in await app.manager.open("app://checkout") }
        _ = await app.manager.dialogWaitingForAnswer()
        #expect(app.manager.userTapsDialogButton("Sign in"))
        #expect(await redirected.value.description == "redirected to /login by guard 'confirm'")
        #expect(app.manager.state.modalLayers.map { $0.stack.map(\.route) } == [["login"]])
    }

    @Test("a dialog that cannot show is not shown, and its result says why")
    func notShown() async throws {
        let app = try await DialogApp.attached()
        let request = await app.manager.present(NavigationDialog("Nothing to tap", buttons: []))
        #expect(request.outcome.description == "rejected: invalidRequest: the dialog 'Nothing to tap' has no button")
        #expect(await request.result.description.hasPrefix("notShown: rejected: invalidRequest"))

        let bare = try DialogApp()
        let unattached = await bare.manager.present(Self.question)
        #expect(unattached.outcome.code == "noContainer")
    }

    @Test("a container that cannot show dialogs (five calls) refuses the step, and the request is not left waiting")
    func pushPresentContainer() async throws {
        let app = try DialogApp()
        final class Calls: PushPresentContainer {
            func push(_ screen: String) async throws {}
            func present(_ screen: String) async throws {}
        }
        await app.manager.attach(PushPresentSteps(Calls()))
        let request = await app.manager.present(Self.question)
        #expect(request.outcome.code == "interrupted")
        #expect(app.manager.state.dialog == nil)
    }

    @Test(
        "a container that goes away takes the dialog with it: the dialog is cancelled and the next container attaches")
    func detachWhileAsking() async throws {
        let app = try await DialogApp.attached()
        let asked = Task.immediate { @MainActor in await app.manager.present(Self.question) }
        _ = await app.manager.dialogWaitingForAnswer()
        app.manager.detach()
        // Without a button, the dialog answers with its cancel button.
        #expect(await asked.value.result.value == Self.no)
        let second = RecordingContainer<String>()
        #expect(await app.manager.attach(second).code == "completed")
        #expect(app.manager.state.dialog == nil)
    }
}

extension NavigationRoot {
    /// Every entry of the root's stacks.
    var allEntries: [NavigationEntry] {
        switch self {
        case .stack(let entries): entries
        case .tabs(let tabs, _): tabs.flatMap(\.stack)
        case .split(let split): split.entries
        }
    }
}
