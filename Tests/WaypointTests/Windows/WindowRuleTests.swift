import Testing

@testable import Waypoint

/// The window rule, one row per line of it.
@Suite("Window rule")
struct WindowRuleTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let named: WindowID?
        let opensInOwnWindow: Bool
        let recent: [WindowID]
        let canOpen: Bool
        let expected: WindowRule.Choice
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "no window yet: waits for the first", named: nil, opensInOwnWindow: false, recent: [], canOpen: true,
            expected: .firstWindow),
        Row(
            name: "no window yet, own-window route: waits for the first", named: nil, opensInOwnWindow: true,
            recent: [], canOpen: true, expected: .firstWindow),
        Row(
            name: "no window yet, a named window: waits for the first", named: "b", opensInOwnWindow: false,
            recent: [], canOpen: true, expected: .firstWindow),
        Row(
            name: "a named open window", named: "b", opensInOwnWindow: false, recent: ["a", "b"], canOpen: true,
            expected: .window("b")),
        Row(
            name: "a named window wins over an own-window route", named: "b", opensInOwnWindow: true,
            recent: ["a", "b"], canOpen: true, expected: .window("b")),
        Row(
            name: "a named window that is not open", named: "c", opensInOwnWindow: false, recent: ["a", "b"],
            canOpen: true, expected: .refused(.notOpen("c"))),
        Row(
            name: "own-window route where windows open", named: nil, opensInOwnWindow: true, recent: ["a"],
            canOpen: true, expected: .newWindow),
        Row(
            name: "own-window route where windows cannot open: the active one", named: nil, opensInOwnWindow: true,
            recent: ["b", "a"], canOpen: false, expected: .window("b")),
        Row(
            name: "otherwise the most recently active", named: nil, opensInOwnWindow: false, recent: ["b", "a"],
            canOpen: true, expected: .window("b")),
    ]

    @Test("chooses the window", arguments: rows)
    func chooses(_ row: Row) {
        let choice = WindowRule.choose(
            named: row.named, opensInOwnWindow: row.opensInOwnWindow, recentWindows: row.recent,
            canOpenWindows: row.canOpen)
        #expect(choice == row.expected)
    }
}
