import Foundation
import Testing
import WaypointRouting

@Suite("Route manifest: sheet and popover declarations")
struct PresentationManifestTests {
    static var routes: [RouteDefinition] {
        var sizes = RouteDefinition("catalog.sizes", pattern: "/sizes", module: "Catalog", presentation: .modal(.sheet))
        sizes.sheet = SheetOptions(
            detents: [.fraction(0.3), .medium, .large], selectedDetent: .medium, showsGrabber: true,
            allowsSwipeToDismiss: false, largestUndimmedDetent: .fraction(0.3))
        var share = RouteDefinition(
            "product.share", pattern: "/share", module: "Catalog", presentation: .modal(.popover))
        share.popover = PopoverOptions(anchor: "share", compactAdaptation: .fullScreen)
        share.sheet.detents = [.height(240)]
        let plain = RouteDefinition("catalog.home", pattern: "/", module: "Catalog", presentation: .modal(.sheet))
        return [sizes, share, plain]
    }

    @Test("sheet and popover options survive a manifest round trip, and rebuild the same table")
    func roundTrip() throws {
        let table = try RouteTable(Self.routes)
        let manifest = try RouteManifest(jsonData: table.manifest().jsonData())
        let entries = Dictionary(uniqueKeysWithValues: manifest.routes.map { ($0.id, $0) })
        #expect(entries["catalog.sizes"]?.sheet == Self.routes[0].sheet)
        #expect(entries["product.share"]?.popover == PopoverOptions(anchor: "share", compactAdaptation: .fullScreen))
        #expect(entries["product.share"]?.sheet?.detents == [.height(240)])
        let rebuilt = try RouteTable(manifest.routeDefinitions())
        #expect(rebuilt.manifest() == table.manifest())
        let definitions = Dictionary(uniqueKeysWithValues: manifest.routeDefinitions().map { ($0.id, $0) })
        #expect(definitions["catalog.sizes"]?.sheet == Self.routes[0].sheet)
        #expect(definitions["product.share"]?.popover.anchor == "share")
    }

    @Test("default options are not written, so a manifest without them reads and writes as before")
    func defaultsLeftOut() throws {
        let table = try RouteTable(Self.routes)
        let json = try #require(String(data: table.manifest().jsonData(), encoding: .utf8))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let entries = try #require(object?["routes"] as? [[String: Any]])
        let home = try #require(entries.first { $0["id"] as? String == "catalog.home" })
        #expect(home["sheet"] == nil && home["popover"] == nil)
        #expect(json.contains(#""selectedDetent" : "medium""#))
        #expect(json.contains(#""detents" : ["#) && json.contains(#""fraction:0.3""#))
        #expect(json.contains(#""allowsSwipeToDismiss" : false"#))
        #expect(json.contains(#""anchor" : "share""#))
    }

    @Test("a hand-written entry with only some sheet keys reads the rest as the defaults")
    func partialSheet() throws {
        let json = #"""
            {"version": 1, "routes": [{"id": "a", "pattern": "/a", "module": "A", "parameters": [],
             "sources": ["in-app"], "guards": [], "presentation": "modal:sheet", "kind": "screen",
             "sheet": {"detents": ["medium", "large"]}, "popover": {"compactAdaptation": "sheet"}}]}
            """#
        let entry = try #require(RouteManifest(jsonData: Data(json.utf8)).routes.first)
        #expect(entry.sheet == SheetOptions(detents: [.medium, .large]))
        #expect(entry.popover == PopoverOptions())
    }

    @Test("a detent that is not one is refused with the field's path")
    func unreadableDetent() {
        let json = #"""
            {"version": 1, "routes": [{"id": "a", "pattern": "/a", "module": "A", "parameters": [],
             "sources": ["in-app"], "guards": [], "presentation": "modal:sheet", "kind": "screen",
             "sheet": {"detents": ["tall"]}}]}
            """#
        #expect {
            try RouteManifest(jsonData: Data(json.utf8))
        } throws: { error in
            guard case .invalidValue(let path, _) = error as? RouteManifestError else { return false }
            return path.hasPrefix("routes[0].sheet.detents")
        }
    }
}
