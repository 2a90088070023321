import Testing
import TestSupport
import WaypointRouting

@Suite("Display text: untrusted text shown to people")
struct DisplayTextTests {
    @Test(
        "control and format characters are written as escapes",
        arguments: [
            ("shop://x\u{1B}]0;owned\u{7}\u{1B}[31mred", "shop://x\\u{1B}]0;owned\\u{07}\\u{1B}[31mred"),
            ("a\r\nforged: line", "a\\u{0D}\\u{0A}forged: line"),
            ("tab\there", "tab\\u{09}here"),
            ("del\u{7F} c1\u{9B}31m nul\u{0}", "del\\u{7F} c1\\u{9B}31m nul\\u{00}"),
            ("abc\u{202E}gpj.exe", "abc\\u{202E}gpj.exe"),
            ("zero\u{200B}width\u{FEFF}", "zero\\u{200B}width\\u{FEFF}"),
            ("line\u{2028}para\u{2029}", "line\\u{2028}para\\u{2029}"),
            ("tag\u{E0041}", "tag\\u{E0041}"),
            ("/catalog/chaussures-été/✓/😀", "/catalog/chaussures-été/✓/😀"),
        ])
    func escapes(text: String, expected: String) {
        #expect(DisplayText.escaped(text) == expected)
    }

    @Test("long text is clipped to 200 scalars and says its whole length")
    func clips() {
        let link = "shop://x/" + String(repeating: "a", count: 21_000)
        let shown = DisplayText.escaped(link)
        #expect(shown == "shop://x/" + String(repeating: "a", count: 191) + "… (21,009 bytes in all)")
        #expect(DisplayText.escaped(String(repeating: "b", count: 200)) == String(repeating: "b", count: 200))
        #expect(DisplayText.escaped(link, limit: nil) == link)
        // One character of ten thousand combining marks is clipped too: the limit counts scalars.
        let marks = "e" + String(repeating: "\u{301}", count: 10_000)
        #expect(DisplayText.escaped(marks).unicodeScalars.count < 250)
    }

    @Test("escaped text holds no character that acts on a terminal")
    func nothingRaw() {
        let hostile = (0..<0x100).map { String(Unicode.Scalar(UInt8($0))) }.joined() + "\u{202E}\u{2066}\u{2028}"
        let shown = DisplayText.escaped(hostile, limit: nil)
        #expect(
            !shown.unicodeScalars.contains {
                $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.properties.generalCategory == .format
            })
    }
}
