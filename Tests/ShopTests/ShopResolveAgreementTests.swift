import Foundation
import ShopApp
import ShopRoutes
import Testing
import Waypoint
import WaypointTesting
import WaypointTools

/// `waypoint resolve --manifest Examples/Shop/routes.json` must answer as the Shop app itself does.
@MainActor
@Suite("Shop: waypoint resolve gives the app's own answer")
struct ShopResolveAgreementTests {
    static let links = [
        "https://shop.example.com/catalog/shoes/products/42", "shop://catalog/shoes", "/search?q=boots&page=2",
        "/search", "shop://search?q=x&page=two", "/search?q=a&q=b", "shop://basket", "shop://basket/items/nope",
        "shop://basket/items/6f9619ff-8b86-d011-b42d-00cf4fc964ff", "shop://checkout", "https://shop.example.com/checkout",
        "/settings/payment-methods", "/profile/details?userId=12345", "/profile/details", "shop://orders/1042",
        "shop://orders/x", "/login", "/help/shipping/returns", "/help", "shop://promo/SUMMER", "https://evil.example/x",
        "https://shop.example.com./basket", "shop://catalog/%2e%2e/admin", "http://shop.example.com/", "/nowhere",
        "shop://basket/add?productId=42", "shop://basket/add?productId=x", "/tabs/basket", "",
    ]

    @Test("every link, every source: the same route, action or refusal")
    func agreement() async throws {
        let manifest = try RouteManifest(jsonData: Data(contentsOf: packageRoot.appendingPathComponent("Examples/Shop/routes.json")))
        let policy = try #require(manifest.policy)
        let resolver = LinkResolver(table: try RouteTable(manifest.routeDefinitions()), parser: LinkParser(policy: policy))
        for link in Self.links {
            for source in [nil] + LinkSource.allCases.map(Optional.some) {
                let app = try ShopAssembly.build()
                await app.manager.attach(RecordingContainer<ShopScreen>())
                let outcome = await app.manager.open(link, source: source)
                let label = "\(link) [\(source?.rawValue ?? "inferred")]: \(outcome)"
                switch resolver.resolve(link, source: source) {
                case .matched(_, let route):
                    let acceptable: Set<String> = route.kind == .action
                        ? ["performedAction", "redirected"] : route.guards.isEmpty ? ["completed"] : ["completed", "redirected"]
                    #expect(acceptable.contains(outcome.code), "\(label)")
                    if outcome.code == "completed" { #expect(app.manager.state.topEntry?.route == route.id, "\(label)") }
                case .notFound:
                    #expect(outcome.code == "notFound", "\(label)")
                case .rejected(let rejection):
                    #expect(outcome.code == rejection.code.rawValue, "\(label)")
                }
            }
        }
    }
}
