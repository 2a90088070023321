import Foundation
import Testing
import Waypoint
@testable import WaypointTools

@Suite("lint, aasa and resolve know a catch-all that may be empty")
struct EmptyCatchAllToolTests {
    static let app = "ABCDE12345.com.example.shop"

    private func shadowed(_ patterns: [String]) throws -> [String] {
        let routes = try patterns.enumerated().map { index, text in
            ShadowAnalysis.Route(id: RouteID(rawValue: "r\(index)"), pattern: try RoutePattern(text))
        }
        return ShadowAnalysis(routes: routes).shadowed().map(\.route.pattern.description)
    }

    @Test("its links without a segment escape the routes that take all its other links")
    func shadow() throws {
        let competitors = ["/help/{a}", "/help/{a}/{b…}"]
        #expect(try shadowed(competitors + ["/help/{path…}"]) == ["/help/{path…}"])
        #expect(try shadowed(competitors + ["/help/{path…?}"]).isEmpty)
        // A catch-all that may be empty still shadows what it covers.
        #expect(try shadowed(["/a/{p…?}", "/a/*/{q…}"]) == [])
    }

    @Test("aasa covers the path without it, with and without a trailing slash")
    func aasa() throws {
        let table = try RouteTable([RouteDefinition("help", pattern: "/help/{path…?}", module: "Help")])
        let manifest = table.manifest(policy: LinkPolicy(universalLinkHosts: ["shop.example.com"]))
        let result = try AASAGenerator(manifest: manifest, appIDs: [Self.app]).generate()
        #expect(result.file.details.first?.components.map(\.path) == ["/help", "/help/", "/help/*"])
        let matcher = AASAMatcher(file: result.file)
        for url in ["https://shop.example.com/help", "https://shop.example.com/help/", "https://shop.example.com/help/a/b"] {
            #expect(matcher.decide(url).opensApp, "\(url)")
        }
    }

    @Test("resolve gives the empty value and says the parameter is optional")
    func resolve() throws {
        let table = try RouteTable([RouteDefinition("help", pattern: "/help/{path…?}", module: "Help")])
        let path = try TemporaryFile.write(try table.manifest().jsonData())
        let output = ResolveCommand(manifestPath: path, link: "/help", json: true).run()
        #expect(output.exitCode == 0)
        #expect(output.standardOutput.contains(#""parameters":{"path":""}"#), "\(output.standardOutput)")
        #expect(output.standardOutput.contains(#""pattern":"/help/{path…?}""#))
    }
}
