import Foundation
import Testing
import Waypoint
import WaypointTesting
import WaypointTools

/// `waypoint resolve` and the app's own `NavigationManager` must give the same answer for the
/// same link: the same route, the same parameters, or the same refusal.
@MainActor
@Suite("resolve agrees with the NavigationManager")
struct ResolverAgreesWithManagerTests {
    static let links = [
        "https://shop.example.com/catalog/shoes/products/42", "shop://catalog/shoes", "/search?q=boots&page=2",
        "/search?page=2", "/search?q=a&q=b", "shop://search?q=x&page=two", "shop://basket", "/basket/items/not-a-uuid",
        "shop://basket/items/6f9619ff-8b86-d011-b42d-00cf4fc964ff", "shop://checkout", "https://shop.example.com/checkout",
        "/settings/payment-methods", "/profile/details?userId=12345", "/profile/details", "shop://orders/17",
        "shop://orders/x", "/login", "/help/a/b/c", "/help", "shop://promo/SUMMER", "https://evil.example/checkout",
        "https://shop.example.com./basket", "shop://catalog/%2e%2e/admin", "shop://catalog/a%2Fb", "http://shop.example.com/",
        "javascript://alert(1)", "https://user@shop.example.com/", "https://shop.example.com:8443/", "/nowhere", "",
        "shop://basket/add?productId=4", "shop://basket/add?productId=four", "/catalog/x/products/1?utm_source=mail",
    ]

    @Test("for every link and source, one answer")
    func agreement() async throws {
        let manifest = try RouteManifest(jsonData: Data(contentsOf: ShopManifestFile.url))
        let policy = try #require(manifest.policy)
        let table = try RouteTable(manifest.routeDefinitions())
        let resolver = LinkResolver(table: table, parser: LinkParser(policy: policy))
        var screens = ScreenRegistry<String>()
        var actions = ActionRegistry()
        for route in table.routes {
            if route.kind == .action { actions.register(route.id) { _, _ in .done("ran") } } else {
                screens.register(route.id) { _, _ in "\(route.id)" }
            }
        }
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "home"
        let allow = GuardFunction { _ in .allow }
        var compared = 0
        for link in Self.links {
            for source in [nil] + LinkSource.allCases.map(Optional.some) {
                let manager = try NavigationManager(
                    routes: table, policy: policy, screens: screens, actions: actions, resolver: try DependencyContainer { _ in },
                    guards: ["signedIn": allow], configuration: configuration)
                await manager.attach(RecordingContainer<String>())
                let outcome = await manager.open(link, source: source)
                switch resolver.resolve(link, source: source) {
                case .matched(let match, let route):
                    if route.kind == .action {
                        #expect(outcome.code == "performedAction", "\(link) [\(source?.rawValue ?? "-")]: \(outcome)")
                    } else {
                        #expect(outcome.code == "completed", "\(link) [\(source?.rawValue ?? "-")]: \(outcome)")
                        #expect(manager.state.topEntry?.route == route.id)
                        // The screen's descriptor is the match's: in-app, with the undeclared parameters.
                        #expect(manager.state.topEntry?.descriptor.parameters == match.descriptor().parameters)
                    }
                case .notFound:
                    #expect(outcome.code == "notFound", "\(link) [\(source?.rawValue ?? "-")]: \(outcome)")
                case .rejected(let rejection):
                    #expect(outcome.code == rejection.code.rawValue, "\(link) [\(source?.rawValue ?? "-")]: \(outcome)")
                }
                compared += 1
            }
        }
        #expect(compared == Self.links.count * (LinkSource.allCases.count + 1))
    }
}

enum ShopManifestFile {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Shop/routes.json")
}
