import Foundation
import Testing
import Waypoint
import WaypointTools

@Suite("resolve and aasa read links as a policy with options does")
struct PolicyOptionToolTests {
    static let app = "ABCDE12345.com.example.shop"

    /// A manifest whose policy routes `https` and `web` on the fragment and reads `+` as a space.
    static func manifestPath() throws -> String {
        let table = try RouteTable([
            RouteDefinition("orders.detail", pattern: "/orders/{orderId: int}", module: "Orders"),
            RouteDefinition("basket", pattern: "/basket", module: "Basket"),
            RouteDefinition("search", pattern: "/search", module: "Catalog", query: [.required("q")]),
        ])
        var policy = LinkPolicy(customSchemes: ["web"], universalLinkHosts: ["shop.example.com"])
        policy.decodesPlusAsSpace = true
        policy.fragmentRoutedSchemes = ["https", "web"]
        return try TemporaryFile.write(try table.manifest(policy: policy).jsonData())
    }

    @Test(
        "resolve says which option it read the link with",
        arguments: [
            ("web://orders/#/17", #"["fragment"]"#), ("https://shop.example.com/#/search?q=red+shoes", #"["fragment","plusAsSpace"]"#),
            ("https://shop.example.com/search?q=red+shoes", #"["plusAsSpace"]"#),
        ])
    func resolveRead(link: String, read: String) throws {
        let output = ResolveCommand(manifestPath: try Self.manifestPath(), link: link, json: true).run()
        #expect(output.exitCode == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains(#""read":\#(read)"#), "\(output.standardOutput)")
    }

    @Test("a link read without an option has no 'read' key, as before")
    func resolvePlain() throws {
        let output = ResolveCommand(manifestPath: try Self.manifestPath(), link: "https://shop.example.com/basket", json: true).run()
        #expect(output.exitCode == 0)
        #expect(!output.standardOutput.contains(#""read""#))
        let human = ResolveCommand(manifestPath: try Self.manifestPath(), link: "web://orders/#/17").run()
        #expect(human.standardOutput.contains("  read          the route is read from the fragment ('web' routes on fragments)\n"))
    }

    @Test(
        "aasa opens every fragment-routed link the router accepts, and still every plain one",
        arguments: [
            "https://shop.example.com/#/orders/17", "https://shop.example.com#/basket", "https://shop.example.com/#/basket?x=1",
            "https://shop.example.com/#/basket/", "https://shop.example.com/#/search?q=a+b", "https://shop.example.com/orders/17",
            "https://shop.example.com/basket/",
        ])
    func aasaFragments(url: String) throws {
        let path = try Self.manifestPath()
        let aasa = AASACommand(manifestPath: path, appIDs: [Self.app]).run()
        #expect(aasa.exitCode == 0)
        let file = try TemporaryFile.write(aasa.standardOutput)
        let output = AASACheckCommand(filePath: file, manifestPath: path, urls: [url], json: true).run()
        #expect(output.exitCode == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains(#""opensApp": true"#), "\(output.standardOutput)")
        #expect(output.standardOutput.contains(#""routerOutcome": "matched""#), "\(output.standardOutput)")
    }
}
