import Foundation
import Testing
import Waypoint
import WaypointTools

@Suite("resolve: a miss that only a typed segment caused says so")
struct ResolveMismatchTests {
    static let rows: [(link: String, why: String?)] = [
        (
            "https://shop.example.com/catalog/shoes/products/abc",
            "'abc' is not an int, which catalog.product needs for productId (segment 4)"
        ),
        ("shop://basket/items/42", "'42' is not a uuid, which basket.item needs for itemId (segment 3)"),
        ("/orders/x", "'x' is not an int, which orders.detail needs for orderId (segment 2)"),
        // Something else differs too (a literal, the segment count): no single reason to give.
        ("/catalog/shoes/items/abc", nil),
        ("/orders/x/y", nil),
        ("/nowhere", nil),
    ]

    @Test("the nearest route names the segment, its type and the parameter", arguments: rows)
    func why(link: String, why: String?) throws {
        let file = try ManifestFile(path: ShopManifest.path)
        let resolver = LinkResolver(table: try file.table(), parser: file.parser)
        guard case .notFound(_, let rejection, let candidates) = resolver.resolve(link) else {
            Issue.record("\(link) should match no route")
            return
        }
        #expect(rejection.code == .notFound, "the stable code stays notFound")
        #expect(candidates.first?.mismatch?.description == why)
        let output = ResolveCommand(manifestPath: ShopManifest.path, link: link).run()
        #expect(output.exitCode == 1)
        let line = output.standardOutput.split(separator: "\n").first { $0.hasPrefix("  why ") }
        #expect(line.map { $0.dropFirst(16) }.map(String.init) == why)
    }

    @Test("JSON carries the mismatch on its candidate, as an addition")
    func json() throws {
        let link = "https://shop.example.com/catalog/shoes/products/abc"
        let output = ResolveCommand(manifestPath: ShopManifest.path, link: link, json: true).run()
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(object["outcome"] as? String == "notFound")
        let candidates = try #require(object["candidates"] as? [[String: Any]])
        let mismatch = try #require(candidates.first?["mismatch"] as? [String: Any])
        #expect(mismatch["parameter"] as? String == "productId")
        #expect(mismatch["type"] as? String == "int")
        #expect(mismatch["value"] as? String == "abc")
        #expect(mismatch["segment"] as? Int == 4)
        #expect(candidates.dropFirst().allSatisfy { $0["mismatch"] == nil })
    }
}
