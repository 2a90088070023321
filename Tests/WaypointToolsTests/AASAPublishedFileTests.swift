import Foundation
import Testing
import WaypointTools

/// `aasa check` on files real websites publish (see `Tests/Fixtures/aasa/README.md` for where
/// each comes from): old `paths`, new `components`, and both in one entry.
@Suite("aasa check on published files")
struct AASAPublishedFileTests {
    static let directory = ShopManifest.root.appendingPathComponent("Tests/Fixtures/aasa")

    struct Row: Sendable, CustomTestStringConvertible {
        let fixture: String
        let url: String
        /// The apps it opens, in the order the file lists them; empty for the website.
        let opens: [String]
        var testDescription: String { "\(fixture): \(url)" }
    }

    static let rows: [Row] = [
        // Old format: one entry per app, each app decided by its own entry.
        Row(
            fixture: "2stable.com.json", url: "https://2stable.com/anything",
            opens: ["GU5DN6BL3Y.com.2stable.2fa", "GU5DN6BL3Y.com.2stable.passwords", "GU5DN6BL3Y.com.2stable.passkeys"]),
        Row(fixture: "314-apps.com.json", url: "https://314-apps.com/invite/abc", opens: ["P695VHWK4P.com.chafin.consignment.ios"]),
        Row(fixture: "314-apps.com.json", url: "https://314-apps.com/invite", opens: []),
        Row(fixture: "314-apps.com.json", url: "https://314-apps.com/", opens: []),
        // New format: several entries, each with its own paths.
        Row(
            fixture: "256Arts.github.io.json", url: "https://256arts.github.io/countdowns/appstoreevent",
            opens: ["VA3SY54YU8.com.256arts.countdowns"]),
        Row(
            fixture: "256Arts.github.io.json", url: "https://256arts.github.io/spritepencil/importfromapp",
            opens: ["VA3SY54YU8.com.jaydenirwin.spritepencil"]),
        // Its comment says "starts with", but the pattern has no '*': only the exact path matches.
        Row(fixture: "256Arts.github.io.json", url: "https://256arts.github.io/spritepencil/importfromapp/x", opens: []),
        Row(fixture: "256Arts.github.io.json", url: "https://256arts.github.io/", opens: []),
        // Exclusions first, then everything else.
        Row(fixture: "app.beagle.chat.json", url: "https://app.beagle.chat/", opens: []),
        Row(fixture: "app.beagle.chat.json", url: "https://app.beagle.chat/connect/x", opens: []),
        Row(fixture: "app.beagle.chat.json", url: "https://app.beagle.chat/main.js", opens: []),
        Row(fixture: "app.beagle.chat.json", url: "https://app.beagle.chat/room/42", opens: ["67TTX4VP39.chat.beagle.meeting"]),
        // Both formats in one entry: components are read, with their query dictionary.
        Row(
            fixture: "Universal-Links-SwiftUI.json", url: "https://example.com/join/x?channel=abc",
            opens: ["DEVELOPMENT_TEAM.PRODUCT_BUNDLE_IDENTIFIER"]),
        Row(fixture: "Universal-Links-SwiftUI.json", url: "https://example.com/join/x", opens: []),
        Row(
            fixture: "Universal-Links-SwiftUI.json", url: "https://example.com/test/1",
            opens: ["DEVELOPMENT_TEAM.PRODUCT_BUNDLE_IDENTIFIER"]),
    ]

    @Test("each published file reads without a problem and decides as Apple documents", arguments: rows)
    func decides(row: Row) throws {
        let path = Self.directory.appendingPathComponent(row.fixture).path
        let output = AASACheckCommand(filePath: path, urls: [row.url], json: true).run()
        #expect(output.exitCode == 0, "\(output.standardError)")
        #expect(output.standardOutput.contains(#""fileProblems": []"#))
        let file = try AASAFile(jsonData: try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(file.problems.isEmpty)
        #expect(AASAMatcher(file: file).decide(row.url).appIDs == row.opens)
    }

    @Test("the fixtures directory holds exactly the files its README lists")
    func fixturesAreListed() throws {
        let readme = try String(contentsOf: Self.directory.appendingPathComponent("README.md"), encoding: .utf8)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 3)
        for file in files {
            #expect(readme.contains("| `\(file)` |"), "\(file) is not listed with its origin")
        }
        #expect(Set(Self.rows.map(\.fixture)) == Set(files))
    }
}
