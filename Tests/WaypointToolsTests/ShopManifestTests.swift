import Foundation
import Testing
import Waypoint
import WaypointTools

@Suite("The Shop manifest the tools use as their example")
struct ShopManifestTests {
    @Test("Examples/Shop/routes.json is the manifest of the Shop's route table (WAYPOINT_WRITE_SHOP_MANIFEST=1 rewrites it)")
    func fileIsCurrent() throws {
        let expected = try ShopManifest.jsonData()
        if ProcessInfo.processInfo.environment["WAYPOINT_WRITE_SHOP_MANIFEST"] == "1" {
            try expected.write(to: URL(fileURLWithPath: ShopManifest.path))
        }
        let file = try #require(FileManager.default.contents(atPath: ShopManifest.path))
        #expect(String(decoding: file, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
    }

    @Test("the file reads back as a manifest that builds the same table")
    func readsBack() throws {
        let file = try ManifestFile(path: ShopManifest.path)
        let table = try file.table()
        #expect(table.routes.map(\.id) == ShopManifest.definitions.map(\.id).sorted())
        #expect(file.notes.isEmpty)
    }
}
