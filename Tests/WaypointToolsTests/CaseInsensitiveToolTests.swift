import Foundation
import Testing
import Waypoint
@testable import WaypointTools

@Suite("lint, aasa and resolve read literals that ignore case as the app does")
struct CaseInsensitiveToolTests {
    static let app = "ABCDE12345.com.example.shop"
    typealias Route = ManifestBuilder.Route

    private func shadowed(_ patterns: [String]) throws -> [String] {
        let routes = try patterns.enumerated().map { index, text in
            ShadowAnalysis.Route(id: RouteID(rawValue: "r\(index)"), pattern: try RoutePattern(text))
        }
        return ShadowAnalysis(routes: routes).shadowed().map(\.route.pattern.description)
    }

    /// Routes → the patterns lint finds shadowed.
    static let shadowRows: [([String], [String])] = [
        // An exact literal takes only its own spelling: the folded route keeps the others.
        (["/Shop/{id: int}", "(?i)/shop/{id}"], []),
        // Folded, the literal beats a placeholder everywhere, whatever the link's case.
        (["(?i)/shop", "/{page}"], []),
        (["(?i)/shop/{x}", "/{a}/{b}", "/{a}/*"], ["/{a}/*"]),
        // Every spelling an exact competitor names is still one of many.
        (["/SHOP", "/shop", "/Shop", "(?i)/shop"], []),
        // A folded literal without letters has one spelling; the exact one takes it.
        (["/42", "(?i)/42/{x…?}"], []),
        (["/42", "/42/{x…}", "(?i)/42/{x…?}"], ["(?i)/42/{x…?}"]),
    ]

    @Test("shadow analysis: an exact literal outranks a folded one, which outranks placeholders", arguments: shadowRows)
    func shadow(patterns: [String], expected: [String]) throws {
        #expect(try shadowed(patterns) == expected)
    }

    @Test("lint reports spellings that differ only in case as the table does")
    func lintClash() throws {
        let output = try LintCommand(
            manifestPath: ManifestBuilder([Route("a", "(?i)/Shop"), Route("b", "/shop")]).write()
        ).run()
        #expect(output.exitCode == 1)
        #expect(output.standardOutput.contains("ambiguousRoutes"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("differ only in the case"))
    }

    @Test("aasa marks the components of folded routes caseSensitive: false, and only those")
    func aasa() throws {
        let table = try RouteTable([
            RouteDefinition("sale", pattern: "(?i)/Sale/{id}", module: "Shop"),
            RouteDefinition("basket", pattern: "/basket", module: "Basket"),
        ])
        let manifest = table.manifest(policy: LinkPolicy(universalLinkHosts: ["shop.example.com"]))
        let result = try AASAGenerator(manifest: manifest, appIDs: [Self.app]).generate()
        let components = try #require(result.file.details.first?.components)
        #expect(components.map(\.path) == ["/Sale/*", "/basket", "/basket/"])
        #expect(components.map(\.caseSensitive) == [false, nil, nil])
        let matcher = AASAMatcher(file: result.file)
        // Generator and router agree: every link the router sends to a route opens the app.
        for url in ["https://shop.example.com/sale/1", "https://shop.example.com/SALE/1", "https://shop.example.com/basket"] {
            #expect(matcher.decide(url).opensApp, "\(url)")
            let link = try LinkParser(policy: LinkPolicy(universalLinkHosts: ["shop.example.com"]))
                .parse(url, source: .universalLink)
            #expect(throws: Never.self) { try table.match(link) }
        }
        #expect(!matcher.decide("https://shop.example.com/BASKET").opensApp)
    }

    @Test("resolve matches as the app does and shows the pattern with its (?i)")
    func resolve() throws {
        let table = try RouteTable([RouteDefinition("shop", pattern: "/Shop/{slug}", module: "Shop")], caseInsensitive: true)
        let path = try TemporaryFile.write(try table.manifest().jsonData())
        let output = ResolveCommand(manifestPath: path, link: "/SHOP/Red", json: true).run()
        #expect(output.exitCode == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains(#""parameters":{"slug":"Red"}"#), "\(output.standardOutput)")
        #expect(output.standardOutput.contains(#""pattern":"(?i)/Shop/{slug}""#))
        let refused = ResolveCommand(manifestPath: path, link: "/%C5%BFhop/Red", json: true).run()
        #expect(refused.exitCode != 0)
    }
}
