import Foundation
import Testing
import Waypoint
import WaypointTesting

/// The windows' rule through the real managers: where requests go, what waits, what is refused.
@Suite("Navigation windows", .timeLimit(.minutes(1)))
@MainActor
struct NavigationWindowsTests {
    @Test("a request that names no window goes to the most recently active one")
    func mostRecentlyActive() async throws {
        let mail = try WindowsApp()
        await mail.show("a")
        await mail.show("b")
        #expect(mail.windows.recentWindows == ["a", "b"])
        #expect(await mail.windows.open("/messages/1").code == "completed")
        #expect(mail.top(of: "a") == "message")
        mail.windows.activate("b")
        #expect(await mail.windows.open("mail://messages/2").code == "completed")
        #expect(mail.top(of: "b") == "message")
        #expect(mail.windows.manager(for: "a")?.state.entries.count == 2)
    }

    @Test("a request that names a window goes there, and is refused when that window is not open")
    func namedWindow() async throws {
        let mail = try WindowsApp()
        await mail.show("a")
        await mail.show("b")
        #expect(await mail.windows.open("/messages/1", in: "b").code == "completed")
        #expect(mail.top(of: "b") == "message")
        #expect(mail.top(of: "a") == "inbox")
        let outcome = await mail.windows.navigate(using: DeepLinkDescriptor(path: "/messages/2"), in: "gone")
        guard case .rejected(.window(.notOpen("gone"))) = outcome else {
            Issue.record("expected windowNotOpen, got \(outcome)")
            return
        }
        #expect(outcome.code == "windowNotOpen")
    }

    @Test("a request the rule refuses is heard by the active window's manager: its failure hook and a finished event")
    func refusalsAreReported() async throws {
        let mail = try WindowsApp()
        await mail.show("a")
        await mail.show("b")
        mail.windows.activate("b")
        let manager = try #require(mail.windows.manager(for: "b"))
        var failures: [NavigationFailure] = []
        manager.onFailure = { failures.append($0) }
        var events = manager.events.makeAsyncIterator()

        let outcome = await mail.windows.open("mail://messages/2", in: "gone")

        #expect(outcome.code == "windowNotOpen")
        #expect(failures.map(\.reason.code) == ["windowNotOpen"])
        #expect(failures.first?.source == .customScheme)
        let event = await events.next()
        #expect(event?.kind == .finished)
        #expect(event?.outcome == "windowNotOpen")
        #expect(event?.request == failures.first?.request)
        #expect(mail.windows.manager(for: "a")?.state.entries.count == 1)
    }

    @Test("an own-window route asks the platform for a window and goes on there once it is attached")
    func ownWindow() async throws {
        let mail = try WindowsApp()
        await mail.show("main")
        let outcome = Task { await mail.windows.open("/compose") }
        let requested = try #require(await mail.requests(1).first)
        #expect(mail.windows.manager(for: requested) == nil)
        await mail.show(requested)
        #expect(await code(of: outcome) == "completed")
        #expect(mail.top(of: requested) == "compose")
        #expect(mail.top(of: "main") == "inbox")
    }

    @Test("where the app cannot open windows, an own-window route opens in the active window")
    func noMultipleWindows() async throws {
        let mail = try WindowsApp(canOpenWindows: false)
        await mail.show("phone")
        #expect(mail.windows.openWindow == nil)
        #expect(await mail.windows.open("/compose").code == "completed")
        #expect(mail.top(of: "phone") == "compose")
        #expect(mail.requested.isEmpty)
    }

    @Test("a link that arrives before any window exists waits for the first window")
    func waitsForFirstWindow() async throws {
        let mail = try WindowsApp()
        let outcome = Task { await mail.windows.open("mail://messages/7") }
        await Task.yield()
        await mail.show("first")
        #expect(await code(of: outcome) == "completed")
        #expect(mail.top(of: "first") == "message")
    }

    @Test("a request waiting for a window that closes is refused: windowClosed")
    func closedWhileWaiting() async throws {
        let mail = try WindowsApp()
        await mail.show("main")
        let outcome = Task { await mail.windows.open("/compose") }
        let requested = try #require(await mail.requests(1).first)
        mail.windows.connect(requested)
        mail.windows.disconnect(requested)
        let result = await value(of: outcome)
        guard case .rejected(.window(.closed(let window)))? = result else {
            Issue.record("expected windowClosed, got \(result)")
            return
        }
        #expect(window == requested)
    }

    @Test("a window the platform could not open refuses what waited for it: windowNotOpened")
    func notOpened() async throws {
        let mail = try WindowsApp()
        await mail.show("main")
        let outcome = Task { await mail.windows.open("/compose") }
        let requested = try #require(await mail.requests(1).first)
        mail.windows.windowNotOpened(requested, reason: "scenes are not supported")
        #expect(await code(of: outcome) == "windowNotOpened")
    }

    @Test("requests wait for a window within the pending capacity; the oldest is evicted beyond it")
    func capacity() async throws {
        let mail = try WindowsApp { $0.pendingCapacity = 1 }
        let first = Task { await mail.windows.open("/messages/1") }
        await Task.yield()
        let second = Task { await mail.windows.open("/messages/2") }
        #expect(await code(of: first) == "evicted")
        await mail.show("main")
        #expect(await code(of: second) == "completed")
        #expect(mail.windows.manager(for: "main")?.state.topEntry?.descriptor.parameters["id"] == "2")
    }

    @Test("a request that waits for a window longer than the pending lifetime expires")
    func lifetime() async throws {
        let mail = try WindowsApp { $0.pendingLifetime = .milliseconds(20) }
        #expect(await code(of: Task { await mail.windows.open("/messages/1") }) == "expired")
    }

    @Test("a closed window's manager goes away: awaited results are cancelled as managerGone")
    func closingCancelsResults() async throws {
        let mail = try WindowsApp()
        await mail.show("a")
        let manager = try #require(mail.windows.manager(for: "a"))
        let request = await manager.requestResult("label.pick", as: String.self)
        #expect(request.outcome.code == "completed")
        mail.windows.disconnect("a")
        guard case .cancelled(.managerGone)? = await value(of: Task { await request.result }) else {
            Issue.record("expected managerGone")
            return
        }
        #expect(mail.windows.manager(for: "a") == nil)
        #expect(mail.windows.recentWindows.isEmpty)
    }

    @Test("modules register their services once, and every window shares the services built once")
    func sharedServices() async throws {
        let mail = try WindowsApp()
        for window in ["a", "b", "c"] as [WindowID] {
            await mail.show(window)
            #expect(await mail.windows.open("/messages/1", in: window).code == "completed")
        }
        #expect(mail.counts.serviceRegistrations == 1)
        #expect(mail.counts.storesMade == 1)
    }

    @Test("a screen resolves its own window's manager; the app's services resolve the windows' rule")
    func navigators() async throws {
        let mail = try WindowsApp()
        await mail.show("a")
        await mail.show("b")
        await mail.windows.open("/messages/1", in: "a")
        await mail.windows.open("/messages/2", in: "b")
        #expect(mail.module.navigators["message 1"] === mail.windows.manager(for: "a"))
        #expect(mail.module.navigators["message 2"] === mail.windows.manager(for: "b"))
        let appNavigator = try mail.app.container.resolve((any NavigationManaging).self)
        mail.windows.activate("b")
        #expect(await appNavigator.open("/messages/3", source: nil).code == "completed")
        #expect(mail.windows.manager(for: "b")?.state.topEntry?.descriptor.parameters["id"] == "3")
    }

    @Test("requests to two windows at once each reach their window, in order")
    func concurrentWindows() async throws {
        let mail = try WindowsApp()
        await mail.show("a")
        await mail.show("b")
        let requests = (1...20).map { id in
            Task { await mail.windows.open("/messages/\(id)", in: id.isMultiple(of: 2) ? "a" : "b").code }
        }
        for request in requests { #expect(await request.value == "completed") }
        let a = try #require(mail.windows.manager(for: "a")).state.entries.compactMap { $0.descriptor.parameters["id"] }
        let b = try #require(mail.windows.manager(for: "b")).state.entries.compactMap { $0.descriptor.parameters["id"] }
        #expect(a == stride(from: 2, through: 20, by: 2).map(String.init))
        #expect(b == stride(from: 1, through: 19, by: 2).map(String.init))
    }
}
