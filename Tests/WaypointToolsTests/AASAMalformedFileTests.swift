import Foundation
import Testing
@testable import WaypointTools

@Suite("aasa check: a malformed part is named with its position and key, and the rest is read")
struct AASAMalformedFileTests {
    static let app = "ABCDE12345.com.example.shop"

    private func file(_ components: String) -> String {
        #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [\#(components)]}]}}"#
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let components: String
        let problem: String
        /// URL → whether it opens the app once the bad component is left out.
        let opens: [String: Bool]
        var testDescription: String { problem }
    }

    static let rows: [Row] = [
        Row(
            components: #"{"/": "/search", "?": {"q": 1}, "exclude": true}, {"/": "/*"}"#,
            problem: "details 1, component 1, '?.q': a query item's pattern must be a string, not a number; the component is left out",
            opens: ["https://shop.example.com/search?q=x": true, "https://shop.example.com/basket": true]),
        Row(
            components: #"{"/": "/admin/*", "exclude": "true"}, {"/": "/*"}"#,
            problem: #"details 1, component 1, 'exclude': must be true or false, not the string "true"; the component is left out"#,
            opens: ["https://shop.example.com/admin/x": true]),
        Row(
            components: #"{"/": "/admin/*", "exclude": true}, "/basket", {"/": "/*"}"#,
            problem: #"details 1, component 2: a component must be an object, not the string "/basket"; it is left out"#,
            opens: ["https://shop.example.com/admin/x": false, "https://shop.example.com/basket": true]),
        Row(
            components: #"{"/": ["/a"]}, {"/": "/b"}"#,
            problem: "details 1, component 1, '/': must be a string, not an array; the component is left out",
            opens: ["https://shop.example.com/a": false, "https://shop.example.com/b": true]),
        Row(
            components: #"{"/": "/a", "?": 7}"#,
            problem: "details 1, component 1, '?': must be a string or an object, not a number; the component is left out",
            opens: ["https://shop.example.com/a": false]),
        Row(
            components: #"{"/": "/a", "caseSensitive": null}"#,
            problem: "details 1, component 1, 'caseSensitive': must be true or false, not null; the component is left out",
            opens: ["https://shop.example.com/a": false]),
        Row(
            components: #"{"/": "/a", "exlude": true}"#,
            problem: "details 1, component 1, 'exlude': is not a component key; it is ignored",
            opens: ["https://shop.example.com/a": true]),
        Row(
            components: #"{"/": "/a", "comment": 3}"#,
            problem: "details 1, component 1, 'comment': is not a string; it is ignored",
            opens: ["https://shop.example.com/a": true]),
    ]

    @Test("each malformed value is reported where it is; the component is left out, not widened", arguments: rows)
    func malformed(row: Row) throws {
        let file = try AASAFile(jsonData: Data(file(row.components).utf8))
        #expect(file.problems.map(\.description) == [row.problem])
        let matcher = AASAMatcher(file: file)
        for (url, opens) in row.opens {
            #expect(matcher.decide(url).opensApp == opens, "\(url)")
        }
    }

    @Test("positions stay those of the file: a left-out component still counts")
    func positions() throws {
        let json = file(#"42, {"/": "/a"}"#)
        let decision = AASAMatcher(file: try AASAFile(jsonData: Data(json.utf8))).decide("https://shop.example.com/a")
        #expect(decision.component?.index == 1)
    }

    @Test("malformed entries, app IDs, paths and defaults are named, and the rest is read")
    func entries() throws {
        let json = #"""
            {"applinks": {"defaults": [], "details": [
                "not an entry",
                {"appID": 7, "appIDs": ["\#(Self.app)", 8], "paths": ["/a", 9, "NOT /b"]},
                {"appIDs": ["X.y"], "components": {"/": "/c"}, "paths": ["/c"]}
            ]}}
            """#
        let file = try AASAFile(jsonData: Data(json.utf8))
        #expect(file.problems.map(\.description) == [
            "applinks, 'defaults': must be an object; it is left out",
            "details 1: a details entry must be an object; it is left out",
            "details 2, 'appID': is not a string",
            "details 2, 'appIDs': must be an array of strings; other values are left out",
            "details 2, path 2: must be a string, not a number; it is left out",
            "details 3, 'components': must be an array of objects; it is left out",
        ])
        #expect(file.details.map(\.appIDs) == [[], [Self.app], ["X.y"]])
        #expect(file.details[1].components.map(\.path) == ["/a", nil, "/b"])
        // A malformed components key is not replaced by the legacy paths.
        #expect(file.details[2].components.isEmpty)
    }

    @Test("aasa check lists the problems first, keeps checking, and exits 1; --json has them with 0-based positions")
    func command() throws {
        let path = try TemporaryFile.write(file(#"{"/": "/search", "?": {"q": 1}, "exclude": true}, {"/": "/*"}"#))
        let output = AASACheckCommand(filePath: path, urls: ["https://shop.example.com/search?q=x"]).run()
        #expect(output.exitCode == 1)
        #expect(output.standardOutput.hasPrefix(
            "file    details 1, component 1, '?.q': a query item's pattern must be a string, not a number; the component is left out\n"))
        #expect(output.standardOutput.hasSuffix("1 link: 1 opens the app; 1 part of the file left out or ignored\n"))
        let json = AASACheckCommand(filePath: path, urls: ["https://shop.example.com/a"], json: true).run()
        #expect(json.exitCode == 1)
        #expect(json.standardOutput.contains(#""details": 0,"#) && json.standardOutput.contains(#""key": "?.q""#))
    }
}
