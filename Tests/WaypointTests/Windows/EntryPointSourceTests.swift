import Testing
import Waypoint
import WaypointTesting

/// Handoff and Spotlight activities, App Intents and widgets arrive as their own sources, which routes
/// allow or refuse as they do universal links.
@Suite("Entry points beyond links")
@MainActor
struct EntryPointSourceTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let link: String
        let source: LinkSource
        let expected: String
        var testDescription: String { "\(source) \(link) → \(expected)" }
    }

    nonisolated static let rows: [Row] = [
        Row(link: "/shared", source: .userActivity, expected: "completed"),
        Row(link: "mail://shared", source: .widget, expected: "completed"),
        Row(link: "/shared", source: .appIntent, expected: "sourceNotAllowed"),
        Row(link: "/messages/4", source: .appIntent, expected: "completed"),
        Row(link: "mail://messages/4", source: .widget, expected: "completed"),
        Row(link: "/messages/4", source: .userActivity, expected: "completed"),
    ]

    @Test(
        "a route that lists its sources allows those and refuses the others; one that lists none allows all",
        arguments: rows)
    func sources(_ row: Row) async throws {
        let mail = try WindowsApp()
        await mail.show("main")
        #expect(await mail.windows.open(row.link, source: row.source).code == row.expected)
    }

    @Test("each new source has its own raw value")
    func rawValues() {
        #expect(LinkSource.userActivity.rawValue == "user-activity")
        #expect(LinkSource.appIntent.rawValue == "app-intent")
        #expect(LinkSource.widget.rawValue == "widget")
        #expect(Set(LinkSource.allCases.map(\.rawValue)).count == LinkSource.allCases.count)
    }
}
