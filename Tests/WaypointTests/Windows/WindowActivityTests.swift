import Foundation
import Testing
import WaypointTesting

@testable import Waypoint

/// What the adapters read from and write to scenes and activities.
@Suite("Window activities")
@MainActor
struct WindowActivityTests {
    @Test("a scene keeps the identity its session saved, else takes the one asked for, else its session's")
    func identity() {
        let asked: [(type: String, userInfo: [AnyHashable: Any]?)] = [
            (type: "other", userInfo: [WindowActivity.windowKey: "wrong"]),
            (type: WindowActivity.openWindowType, userInfo: WindowActivity.openingUserInfo("asked")),
        ]
        let kept = WindowActivity.identity(
            sessionUserInfo: [WindowActivity.windowKey: "kept"], connectionActivities: asked,
            persistentIdentifier: "session")
        #expect(kept == "kept")
        let requested = WindowActivity.identity(
            sessionUserInfo: nil, connectionActivities: asked, persistentIdentifier: "session")
        #expect(requested == "asked")
        let fresh = WindowActivity.identity(
            sessionUserInfo: [:], connectionActivities: [asked[0]], persistentIdentifier: "session")
        #expect(fresh == "session")
    }

    @Test("a web page opens as a universal link; Handoff, intents and Spotlight open their link as a user activity")
    func links() throws {
        let page = WindowActivity.link(
            type: WindowActivity.browsingWebType, webpageURL: URL(string: "https://mail.example.com/compose"),
            userInfo: [WindowActivity.linkKey: "/inbox"])
        #expect(page?.link == "https://mail.example.com/compose")
        #expect(page?.source == .universalLink)
        let handoff = WindowActivity.link(
            type: "com.example.mail.reading", webpageURL: nil, userInfo: [WindowActivity.linkKey: "/messages/3"])
        #expect(handoff?.link == "/messages/3")
        #expect(handoff?.source == .userActivity)
        let spotlight = WindowActivity.link(
            type: WindowActivity.spotlightType, webpageURL: nil,
            userInfo: [WindowActivity.spotlightIdentifierKey: "mail://messages/4"])
        #expect(spotlight?.link == "mail://messages/4")
        #expect(spotlight?.source == .userActivity)
        let opening = WindowActivity.link(
            type: WindowActivity.openWindowType, webpageURL: nil, userInfo: WindowActivity.openingUserInfo("new"))
        #expect(opening == nil)
    }

    @Test("a window's navigation saved in an activity's user info reads back; anything else reads as none")
    func savedState() async throws {
        let mail = try WindowsApp()
        await mail.show("a")
        await mail.windows.open("/messages/5", in: "a")
        let state = try #require(mail.windows.manager(for: "a")?.state)
        let userInfo = try #require(WindowActivity.userInfo(saving: state))
        #expect(WindowActivity.state(from: userInfo)?.entries.map(\.descriptor) == state.entries.map(\.descriptor))
        #expect(WindowActivity.state(from: [WindowActivity.stateKey: Data("{}".utf8)]) == nil)
        #expect(WindowActivity.state(from: nil) == nil)
    }
}
