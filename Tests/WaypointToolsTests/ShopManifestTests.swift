import Foundation
import Testing
import Waypoint
import WaypointTools

@Suite("The Shop manifest the tools use as their example")
struct ShopManifestTests {
    @Test("the file reads back as a manifest that builds the same table")
    func readsBack() throws {
        let file = try ManifestFile(path: ShopManifest.path)
        let table = try file.table()
        #expect(table.routes.map(\.id) == ShopManifest.definitions.map(\.id).sorted())
        #expect(file.notes.isEmpty)
    }
}
