import Foundation
import Testing
import Waypoint
import WaypointTools

/// `waypoint` is pointed at hostile links: human output never writes a control or format character
/// from its input, and clips what it echoes; JSON keeps every value whole, escaped by its encoder.
@Suite("waypoint: safe to point at hostile input")
struct TerminalSafetyTests {
    static let shop = ShopManifest.path
    static let hostile = [
        "shop://x\u{1B}]0;owned\u{7}\u{1B}[31mred", "/help/a\r\nmatched forged.route (module Forged)",
        "/help/abc\u{202E}gpj.exe", "shop://help/x\u{9B}31m", "/nowhere\u{1B}[2J", "https://shop.example.com\u{1B}[31m/x",
        "not a link \u{1B}[31m",
    ]

    /// Whether the text holds a character that acts on a terminal rather than shows.
    static func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
                || $0.properties.generalCategory == .format || $0 == "\u{2028}" || $0 == "\u{2029}"
        }
    }

    @Test("resolve's explanation escapes control characters from the link", arguments: hostile)
    func resolveEscapes(link: String) {
        let output = ResolveCommand(manifestPath: Self.shop, link: link).run()
        #expect(!Self.hasRawControl(output.standardOutput), "\(output.standardOutput.debugDescription)")
        #expect(!Self.hasRawControl(output.standardError), "\(output.standardError.debugDescription)")
        #expect((output.standardOutput + output.standardError).contains("\\u{"))
        // No forged line: the link's own line breaks are escapes, not lines.
        #expect(!output.standardOutput.contains("\nmatched forged.route"))
    }

    @Test("a 21 KB link is echoed clipped, with its whole length")
    func clipsLongLinks() {
        let link = "shop://x/" + String(repeating: "a", count: 21_000)
        let output = ResolveCommand(manifestPath: Self.shop, link: link).run()
        #expect(output.standardOutput.utf8.count < 1_000)
        #expect(output.standardOutput.contains("… (21,009 bytes in all)"))
        let json = ResolveCommand(manifestPath: Self.shop, link: link, json: true).run()
        #expect(json.standardOutput.hasPrefix(#"{"outcome":"rejected","reason":"tooLong""#))
    }

    @Test("JSON keeps values whole, with control and format characters escaped by the encoder")
    func jsonStaysWhole() throws {
        let link = "/help/abc\u{202E}gpj.exe"
        let output = ResolveCommand(manifestPath: Self.shop, link: link, json: true).run()
        #expect(!Self.hasRawControl(output.standardOutput))
        #expect(output.standardOutput.contains(#"abc\u202egpj.exe"#))
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let parameters = try #require(object["parameters"] as? [String: String])
        #expect(parameters["path"] == "abc\u{202E}gpj.exe")
        #expect(output.terminalSafe == output, "the terminal pass leaves JSON as it is")
    }

    @Test("the terminal pass escapes whatever a command would write, line breaks kept")
    func terminalPass() {
        let output = ToolOutput(standardOutput: "route \u{1B}[31mx\nnext\u{7}\n", standardError: "e\u{202E}\n")
        let safe = output.terminalSafe
        #expect(safe.standardOutput == "route \\u{1B}[31mx\nnext\\u{07}\n")
        #expect(safe.standardError == "e\\u{202E}\n")
    }

    @Test("the built command writes no escape sequence from its arguments to the terminal")
    func endToEnd() throws {
        for arguments in [
            ["resolve", "-m", "Examples/Shop/routes.json", "shop://x\u{1B}]0;owned\u{7}\u{1B}[31mred"],
            ["resolve", "-m", "Examples/Shop/routes.json", "--source", "custom-scheme", "/help/a%0d%0a\u{1B}[2J"],
            ["resolve", "-m", "Examples/Shop/routes.json", "--\u{1B}[31mred"],
            ["aasa", "check", "--file", "nowhere\u{1B}[31m.json", "https://shop.example.com/\u{1B}[31m"],
        ] {
            let result = try Executable.run(arguments)
            #expect(!Self.hasRawControl(result.standardOutput), "\(arguments): \(result.standardOutput.debugDescription)")
            #expect(!Self.hasRawControl(result.standardError), "\(arguments): \(result.standardError.debugDescription)")
        }
    }
}
