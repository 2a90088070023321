import Foundation
import Testing
import WaypointTools

@Suite("aasa check: Apple's matching, and the router's answer beside it")
struct AASAMatcherTests {
    static let app = "ABCDE12345.com.example.shop"

    private func decide(_ json: String, _ url: String) throws -> AASAMatcher.Decision {
        AASAMatcher(file: try AASAFile(jsonData: Data(json.utf8))).decide(url)
    }

    private func file(_ components: String, defaults: String = "") -> String {
        #"{"applinks": {\#(defaults)"details": [{"appIDs": ["\#(Self.app)"], "components": [\#(components)]}]}}"#
    }

    static let rows: [(components: String, url: String, opens: Bool)] = [
        // Components in order, first match wins; an exclusion only works before the include.
        (#"{"/": "/checkout", "exclude": true}, {"/": "/*"}"#, "https://shop.example.com/checkout", false),
        (#"{"/": "/*"}, {"/": "/checkout", "exclude": true}"#, "https://shop.example.com/checkout", true),
        (#"{"/": "/catalog/*"}"#, "https://shop.example.com/catalog/a/b", true),
        (#"{"/": "/catalog/*"}"#, "https://shop.example.com/catalogue", false),
        (#"{"/": "/p/???"}"#, "https://shop.example.com/p/abc", true),
        (#"{"/": "/p/???"}"#, "https://shop.example.com/p/abcd", false),
        // Case: sensitive unless told otherwise.
        (#"{"/": "/Basket"}"#, "https://shop.example.com/basket", false),
        (#"{"/": "/Basket", "caseSensitive": false}"#, "https://shop.example.com/basket", true),
        // Percent-encoding: compared as written by default; decoded with percentEncoded false.
        (#"{"/": "/café"}"#, "https://shop.example.com/caf%C3%A9", false),
        (#"{"/": "/caf%C3%A9"}"#, "https://shop.example.com/caf%C3%A9", true),
        (#"{"/": "/café", "percentEncoded": false}"#, "https://shop.example.com/caf%C3%A9", true),
        // Query and fragment.
        (#"{"/": "/search", "?": {"q": "?*"}}"#, "https://shop.example.com/search?q=shoes", true),
        (#"{"/": "/search", "?": {"q": "?*"}}"#, "https://shop.example.com/search?page=2", false),
        (#"{"/": "/search", "?": "q=*"}"#, "https://shop.example.com/search?q=shoes", true),
        (##"{"#": "nope", "exclude": true}, {"/": "*"}"##, "https://shop.example.com/a#nope", false),
        (##"{"#": "nope", "exclude": true}, {"/": "*"}"##, "https://shop.example.com/a#yes", true),
        // Only https links are universal links; an empty path is "/".
        (#"{"/": "*"}"#, "http://shop.example.com/basket", false),
        (#"{"/": "/"}"#, "https://shop.example.com", true),
    ]

    @Test("components in order, first match wins, * and ?, caseSensitive, percentEncoded, query, fragment", arguments: rows)
    func apple(components: String, url: String, opens: Bool) throws {
        #expect(try decide(file(components), url).opensApp == opens)
    }

    @Test("defaults apply per domain, then per app, and a component overrides both")
    func defaults() throws {
        let domain = file(#"{"/": "/Basket"}"#, defaults: #""defaults": {"caseSensitive": false}, "#)
        #expect(try decide(domain, "https://shop.example.com/basket").opensApp)
        let overridden = file(#"{"/": "/Basket", "caseSensitive": true}"#, defaults: #""defaults": {"caseSensitive": false}, "#)
        #expect(try decide(overridden, "https://shop.example.com/basket").opensApp == false)
        let perApp = #"{"applinks": {"defaults": {"caseSensitive": true}, "details": [{"appID": "\#(Self.app)", "defaults": {"caseSensitive": false}, "components": [{"/": "/BASKET"}]}]}}"#
        #expect(try decide(perApp, "https://shop.example.com/basket").appIDs == [Self.app])
    }

    @Test("each app is decided by the first entry that lists it; legacy 'paths' with NOT still read")
    func entries() throws {
        let json = #"""
            {"applinks": {"details": [
                {"appIDs": ["TEAM.one"], "paths": ["NOT /private/*", "/*"]},
                {"appIDs": ["TEAM.one", "TEAM.two"], "components": [{"/": "/private/*"}]}
            ]}}
            """#
        #expect(try decide(json, "https://example.com/private/x").appIDs == ["TEAM.two"])
        #expect(try decide(json, "https://example.com/public").appIDs == ["TEAM.one"])
    }

    private func shopFile() throws -> String {
        try TemporaryFile.write(AASACommand(manifestPath: ShopManifest.path, appIDs: [Self.app]).run().standardOutput)
    }

    @Test("links the file sends to the app but the router refuses are listed, and make the exit code 1")
    func sentButRefused() throws {
        let output = AASACheckCommand(
            filePath: try shopFile(), manifestPath: ShopManifest.path,
            urls: ["https://shop.example.com/catalog/shoes", "https://shop.example.com/orders/latest", "https://shop.example.com/about"]
        ).run()
        #expect(output.exitCode == 1)
        #expect(output.standardOutput == """
            https://shop.example.com/catalog/shoes
              apple   opens ABCDE12345.com.example.shop (component 9 of details 1, "/catalog/*")
              router  accepts: catalog.category (/catalog/{category})
            https://shop.example.com/orders/latest
              apple   opens ABCDE12345.com.example.shop (component 18 of details 1, "/orders/*")
              router  refuses: notFound: no route matches '/orders/latest'
              problem the file sends this link to the app, and the router refuses it
            https://shop.example.com/about
              apple   opens the website (no component matches)
              router  refuses: notFound: no route matches '/about'
            3 links: 2 open the app, 1 sent to the app but refused by the router

            """)
    }

    @Test("--json prints one object with each URL's decision and the router's")
    func json() throws {
        let output = AASACheckCommand(
            filePath: try shopFile(), manifestPath: ShopManifest.path,
            urls: ["https://shop.example.com/orders/latest", "https://shop.example.com/basket"], json: true
        ).run()
        let object = try jsonObject(output.standardOutput)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.map { $0["problem"] as? String } == ["sentButRefused", nil])
        #expect(results.map { $0["routerOutcome"] as? String } == ["notFound", "matched"])
        #expect(results.map { $0["opensApp"] as? Bool } == [true, true])
        #expect(object["sentButRefused"] as? Int == 1)
    }

    @Test("without a manifest only Apple's decision is reported, and the exit code is 0")
    func appleOnly() throws {
        let output = AASACheckCommand(filePath: try shopFile(), urls: ["https://shop.example.com/orders/latest"]).run()
        #expect(output.exitCode == 0)
        #expect(!output.standardOutput.contains("router"))
        #expect(output.standardOutput.hasSuffix("1 link: 1 opens the app\n"))
    }

    @Test("bad input: a missing or malformed file, a malformed URL", arguments: [
        ("missing", "https://shop.example.com/", "cannot read 'missing': no such file, or unreadable"),
        ("{not json", "https://shop.example.com/", "is not JSON"),
        (#"{"webcredentials": {}}"#, "https://shop.example.com/", "has no 'applinks' object"),
        (#"{"applinks": {"details": [{"appIDs": ["A.b"], "components": []}]}}"#, "shop.example.com/basket", "malformed URL 'shop.example.com/basket'"),
    ])
    func badInput(contents: String, url: String, message: String) throws {
        let path = contents == "missing" ? "missing" : try TemporaryFile.write(contents)
        let output = AASACheckCommand(filePath: path, urls: [url]).run()
        #expect(output.exitCode == 2)
        #expect(output.standardError.hasPrefix("error: "))
        #expect(output.standardError.contains(message))
    }
}
