import ShopApp
import Testing
import Waypoint

/// The interactive Shop echoes what is typed at it (route ids, links, file names) and what links
/// carry: every control or format character is written as an escape, and long input is clipped.
@MainActor
@Suite("Shop console: hostile input reaches the terminal escaped")
struct ShopConsoleSafetyTests {
    func session(_ commands: [String]) async throws -> [String] {
        let output = CapturedOutput()
        let console = try ShopConsole(output: output)
        var lines = commands.makeIterator()
        await console.run(prompt: nil) { lines.next() }
        return output.lines
    }

    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.properties.generalCategory == .format
        }
    }

    @Test("escape sequences in a route id, a command, a link and a file name are shown escaped")
    func escapes() async throws {
        let lines = try await session([
            "tap \u{1B}]0;owned\u{7}\u{1B}[31mred",
            "bogus\u{1B}[2J",
            "open shop://help/abc\u{202E}gpj.exe",
            "tap home a\u{9B}31m=1",
            "restore /nowhere/\u{1B}[31m.json",
            "sign-in ada\u{1B}[31m",
        ])
        for line in lines { #expect(!Self.hasRawControl(line), "\(line.debugDescription)") }
        let text = lines.joined(separator: "\n")
        #expect(text.contains("no route has the id '\\u{1B}]0;owned\\u{07}\\u{1B}[31mred'"))
        #expect(text.contains("unknown command 'bogus\\u{1B}[2J'"))
        #expect(text.contains("help.article(abc\\u{202E}gpj.exe)"))
        #expect(text.contains("signed in as ada\\u{1B}[31m"))
    }

    @Test("a 21 KB route id is echoed clipped, with its whole length")
    func clips() async throws {
        let id = String(repeating: "x", count: 21_000)
        let lines = try await session(["tap \(id)", "bogus\(id)"])
        #expect(lines.allSatisfy { $0.utf8.count < 600 }, "\(lines.map(\.utf8.count))")
        // The outcome's explanation quotes the id: clipped as a whole, with its whole length.
        #expect(lines.contains { $0.hasPrefix("outcome  rejected: notFound: no route has the id 'xxx") && $0.contains(" bytes in all)") })
        #expect(lines.contains { $0.contains("unknown command 'bogusxxx") && $0.contains("… (21,005 bytes in all)") })
    }
}
