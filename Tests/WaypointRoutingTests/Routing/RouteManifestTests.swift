import Foundation
import Testing
import WaypointRouting
import TestSupport

@Suite("Route manifest")
struct RouteManifestTests {
    @Test("a table exports a manifest that rebuilds the same table")
    func roundTrip() throws {
        let manifest = ShopRoutes.table.manifest(policy: shopPolicy)
        let read = try RouteManifest(jsonData: manifest.jsonData())
        #expect(read == manifest)
        let rebuilt = try RouteTable(read.routeDefinitions())
        #expect(rebuilt.manifest(policy: read.policy) == manifest)
    }

    @Test("entries carry parameters with types, sources, guards, parent and presentation")
    func entry() throws {
        let manifest = ShopRoutes.table.manifest(policy: shopPolicy)
        #expect(manifest.version == 1)
        #expect(manifest.links == RouteManifest.Links(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"]))
        let product = try #require(manifest.routes.first { $0.id == "catalog.product" })
        #expect(product.parameters.map { "\($0.name):\($0.type):\($0.location.rawValue)" } == ["category:string:path", "productId:int:path"])
        #expect(product.parent == "catalog.category")
        let checkout = try #require(manifest.routes.first { $0.id == "checkout" })
        #expect(checkout.sources == [.inApp, .universalLink])
        #expect(checkout.guards == ["signedIn"])
        #expect(checkout.presentation == .modal(.fullScreen))
        let json = try #require(String(data: manifest.jsonData(), encoding: .utf8))
        #expect(json.contains(#""presentation" : "modal:fullScreen""#))
        #expect(json.contains(#""in" : "query""#))
        #expect(typedTable.manifest().routes.first { $0.id == "catalog.product" }?.type == "ProductRoute")
    }

    @Test("unreadable manifests get one clear message", arguments: [
        (#"{"version": 2, "routes": []}"#, "unsupported manifest version 2; this version of Waypoint reads version 1"),
        (#"{"routes": []}"#, "not a route manifest: missing 'version' at top level"),
        (#"{"version": 1}"#, "not a route manifest: missing 'routes' at top level"),
        (#"{"version": 1, "routes": [{"id": "a"}]}"#, "not a route manifest: missing 'pattern' at routes[0]"),
    ])
    func unreadable(json: String, message: String) throws {
        let error = try #require(throws: RouteManifestError.self) { try RouteManifest(jsonData: Data(json.utf8)) }
        #expect(error.description == message)
    }

    @Test("malformed JSON is refused without a crash")
    func malformed() {
        #expect(throws: RouteManifestError.self) { try RouteManifest(jsonData: Data("{not json".utf8)) }
        #expect(throws: RouteManifestError.self) { try RouteManifest(jsonData: Data()) }
        #expect(throws: RouteManifestError.self) { try RouteManifest(jsonData: Data("[]".utf8)) }
    }
}
