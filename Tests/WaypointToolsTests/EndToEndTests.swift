import Foundation
import Testing

/// The built `waypoint` binary, run from the repository root exactly as the docs show it.
@Suite("waypoint, end to end through the built executable")
struct EndToEndTests {
    static let manifest = "Examples/Shop/routes.json"

    @Test("resolve: exit 0 for a match, 1 for a miss or a refusal, with the documented output", arguments: [
        (["resolve", "--manifest", manifest, "https://shop.example.com/catalog/shoes/products/42"], 0, "matched catalog.product (module Catalog)\n"),
        (["resolve", "-m", manifest, "--json", "https://shop.example.com/catalog/shoes/products/42"], 0,
         #"{"outcome":"matched","route":"catalog.product","module":"Catalog","parameters":{"category":"shoes","productId":"42"},"guards":[],"presentation":"push","#),
        (["resolve", "-m", manifest, "--source", "push", "/basket"], 0, "matched basket (module Basket)\n"),
        (["resolve", "-m", manifest, "/nowhere"], 1, "not found: no route matches '/nowhere'\n"),
        (["resolve", "-m", manifest, "--json", "shop://checkout"], 1, #"{"outcome":"rejected","reason":"sourceNotAllowed","detail":"#),
        (["resolve", "-m", manifest, "--source", "custom-scheme", "https://shop.example.com/basket"], 1, "rejected [schemeNotAllowed]: "),
    ] as [([String], Int32, String)])
    func resolve(arguments: [String], status: Int32, prefix: String) throws {
        let result = try Executable.run(arguments)
        #expect(result.status == status)
        #expect(result.standardOutput.hasPrefix(prefix))
        #expect(result.standardError.isEmpty)
    }

    @Test("lint: exit 0 for the Shop, 1 with errors, JSON on request")
    func lint() throws {
        let clean = try Executable.run(["lint", "--manifest", Self.manifest])
        #expect(clean.status == 0)
        #expect(clean.standardOutput == "no problems in 20 routes\n")
        let path = try ManifestBuilder([.init("one", "/x/{a}"), .init("two", "/x/*")]).write()
        let broken = try Executable.run(["lint", "-m", path, "--json", "--guards", "signedIn, featureFlag"])
        #expect(broken.status == 1)
        let object = try jsonObject(broken.standardOutput)
        #expect(object["errors"] as? Int == 1)
    }

    @Test("aasa: prints the file; aasa check: exit 1 when the file sends the app links the router refuses")
    func aasa() throws {
        let generated = try Executable.run(["aasa", "-m", Self.manifest, "--app-id", "ABCDE12345.com.example.shop"])
        #expect(generated.status == 0)
        #expect(generated.standardError == "note: serve this file at https://shop.example.com/.well-known/apple-app-site-association\n" + AASATests.inAppOnlyNotes)
        let object = try jsonObject(generated.standardOutput)
        #expect(object["applinks"] != nil)
        let file = try TemporaryFile.write(generated.standardOutput, suffix: "")
        let check = try Executable.run([
            "aasa", "check", "--file", file, "-m", Self.manifest, "https://shop.example.com/basket",
            "https://shop.example.com/promo/a/b",
        ])
        #expect(check.status == 1)
        #expect(check.standardOutput.hasSuffix("2 links: 2 open the app, 1 sent to the app but refused by the router\n"))
        let fine = try Executable.run(["aasa", "check", "--file", file, "--manifest", Self.manifest, "https://shop.example.com/basket"])
        #expect(fine.status == 0)
    }

    @Test("graph and docs: exit 0 and the documented formats")
    func graphAndDocs() throws {
        let mermaid = try Executable.run(["graph", "-m", Self.manifest, "--format", "mermaid"])
        #expect(mermaid.status == 0)
        #expect(mermaid.standardOutput.hasPrefix("flowchart LR\n"))
        let dot = try Executable.run(["graph", "-m", Self.manifest, "--format", "dot"])
        #expect(dot.standardOutput.hasPrefix("digraph routes {\n"))
        let docs = try Executable.run(["docs", "-m", Self.manifest])
        #expect(docs.status == 0)
        #expect(docs.standardOutput.hasPrefix("# Routes\n"))
    }

    @Test("--help lists every command")
    func help() throws {
        let result = try Executable.run(["--help"])
        #expect(result.status == 0)
        for command in ["resolve", "lint", "aasa", "graph", "docs"] { #expect(result.standardOutput.contains("  \(command)")) }
    }

    static let badInputs: [(arguments: [String], status: Int32, message: String)] = [
        (["lint", "-m", "no/such/routes.json"], 2, "error: cannot read manifest 'no/such/routes.json': no such file"),
        (["graph", "-m", "Examples"], 2, "error: cannot read manifest 'Examples': it is a directory"),
        (["resolve", "-m", "Package.swift", "/basket"], 2, "error: manifest 'Package.swift': not a route manifest: "),
        (["resolve", "-m", manifest, "not-a-link"], 2, "error: malformed URL 'not-a-link': a link starts with a scheme such as 'shop://' or with '/'"),
        (["aasa", "-m", manifest, "--app-id", "shop"], 2, "error: app ID 'shop' is not TEAMID.BUNDLEID, such as ABCDE12345.com.example.shop"),
        (["lint", "-m", manifest, "--verbose"], 64, "error: Unknown option '--verbose'. See 'waypoint lint --help' for more information."),
        (["graph", "-m", manifest, "--format", "svg"], 64, "error: The value 'svg' is invalid for '--format <format>'. Please provide one of 'mermaid' and 'dot'. See 'waypoint graph --help' for more information."),
        (["resolve", "-m", manifest, "--source", "email", "/basket"], 64, "error: The value 'email' is invalid for '--source <source>'."),
        (["resolve", "/basket"], 64, "error: Missing expected argument '--manifest <manifest>'."),
        (["deploy"], 64, "error: Unexpected argument 'deploy'."),
    ]

    @Test("bad input gets one clear line on standard error and a non-zero exit, never a crash", arguments: badInputs)
    func badInput(arguments: [String], status: Int32, message: String) throws {
        let result = try Executable.run(arguments)
        #expect(result.status == status)
        #expect(result.standardError.hasPrefix(message))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1, "\(result.standardError)")
        #expect(!result.standardError.contains("Fatal error"))
        #expect(!result.standardError.contains("Stack dump"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test("a manifest of an unknown version or malformed JSON is bad input, and --json still prints one object")
    func badManifestJSON() throws {
        for contents in [#"{"version": 2, "routes": []}"#, "{not json"] {
            let path = try TemporaryFile.write(contents)
            let result = try Executable.run(["resolve", "-m", path, "--json", "/basket"])
            #expect(result.status == 2)
            let object = try jsonObject(result.standardOutput)
            #expect(object["outcome"] as? String == "error")
            #expect(result.standardError.filter { $0 == "\n" }.count == 1)
        }
        let versioned = try Executable.run(["lint", "-m", try TemporaryFile.write(#"{"version": 2, "routes": []}"#)])
        #expect(versioned.standardError.hasSuffix("unsupported manifest version 2; this version of Waypoint reads version 1\n"))
    }
}
