import Foundation
import ShopApp
import ShopRoutes
import Testing
import Waypoint

@MainActor
@Suite("Shop routes: the manifest and the table the issue specifies")
struct ShopManifestTests {
    @Test("Examples/Shop/routes.json is the assembled app's manifest, byte for byte")
    func inSync() throws {
        let file = packageRoot.appendingPathComponent("Examples/Shop/routes.json")
        let checkedIn = try String(contentsOf: file, encoding: .utf8)
        let generated = try ShopManifest.json()
        #expect(
            checkedIn == generated,
            "Examples/Shop/routes.json is out of date; regenerate it with: swift run shop export-manifest > Examples/Shop/routes.json"
        )
    }

    /// One row of the issue's route table.
    struct Row: Sendable, CustomStringConvertible {
        var id: RouteID
        var pattern: String
        var module: ModuleID
        var query: [String] = []
        var guards: [GuardID] = []
        var parent: RouteID?
        var sources: Set<LinkSource> = Set(LinkSource.allCases)
        var presentation: PresentationMode = .push
        var kind: RouteDefinition.Kind = .screen
        var description: String { id.rawValue }
    }

    nonisolated static let signedIn: [GuardID] = [.signedIn]
    nonisolated static let table: [Row] = [
        Row(id: "home", pattern: "/", module: "Catalog"),
        Row(id: "catalog.category", pattern: "/catalog/{category}", module: "Catalog"),
        Row(
            id: "catalog.product", pattern: "/catalog/{category}/products/{productId: int}", module: "Catalog",
            parent: "catalog.category"),
        Row(
            id: "catalog.search", pattern: "/search", module: "Catalog",
            query: ["q: string, required", "page: int, optional"]),
        Row(id: "promo", pattern: "/promo/{code}", module: "Catalog"),
        Row(id: "basket", pattern: "/basket", module: "Basket", guards: signedIn),
        Row(
            id: "basket.item", pattern: "/basket/items/{itemId: uuid}", module: "Basket", guards: signedIn,
            parent: "basket"),
        Row(
            id: "basket.add", pattern: "/basket/add", module: "Basket", query: ["productId: int, required"],
            guards: signedIn, kind: .action),
        Row(
            id: "checkout", pattern: "/checkout", module: "Payment", guards: signedIn,
            sources: [.inApp, .universalLink], presentation: .modal(.sheet)),
        Row(
            id: "payment.methods", pattern: "/settings/payment-methods", module: "Payment", guards: signedIn,
            presentation: .modal(.sheet)),
        Row(id: "profile.details", pattern: "/profile/details", module: "Profile", query: ["userId: string, required"]),
        Row(id: "orders.list", pattern: "/orders", module: "Profile", guards: signedIn),
        Row(
            id: "orders.detail", pattern: "/orders/{orderId: int}", module: "Profile", guards: signedIn,
            parent: "orders.list"),
        Row(
            id: "address.pick", pattern: "/account/addresses/pick", module: "Profile",
            presentation: .modal(.sheet)),
        Row(id: "login", pattern: "/login", module: "Login", presentation: .modal(.sheet)),
        Row(id: "help.article", pattern: "/help/{path…}", module: "Help"),
        // The presentations this example adds: a sheet with detents, a popover anchored to a button.
        Row(
            id: "catalog.sizeGuide", pattern: "/catalog/{category}/products/{productId: int}/size-guide",
            module: "Catalog", sources: [.inApp], presentation: .modal(.sheet)),
        Row(
            id: "catalog.share", pattern: "/catalog/{category}/products/{productId: int}/share", module: "Catalog",
            sources: [.inApp], presentation: .modal(.popover)),
        // The tab roots this example adds: shown before sign-in, so unguarded.
        Row(id: "basket.tab", pattern: "/tabs/basket", module: "Basket"),
        Row(id: "account.tab", pattern: "/tabs/account", module: "Profile"),
    ]

    @Test("every route is as the issue's table says", arguments: table)
    func route(row: Row) throws {
        let app = try ShopAssembly.build()
        let route = try #require(app.routes.route(row.id))
        #expect(route.pattern == row.pattern)
        #expect(route.module == row.module)
        #expect(route.query.map { "\($0.name): \($0.type), \($0.isRequired ? "required" : "optional")" } == row.query)
        #expect(route.guards == row.guards)
        #expect(route.parent == row.parent)
        #expect(route.sources == row.sources)
        #expect(route.presentation == row.presentation)
        #expect(route.kind == row.kind)
    }

    @Test("the table has exactly those routes, and the app the custom scheme and one universal-link host")
    func nothingElse() throws {
        let app = try ShopAssembly.build()
        #expect(Set(app.routes.routes.map(\.id)) == Set(Self.table.map(\.id)))
        #expect(ShopAssembly.policy.customSchemes == ["shop"])
        #expect(ShopAssembly.policy.universalLinkHosts == ["shop.example.com"])
        #expect(ShopAssembly.configuration.tabs.map(\.id) == [.shop, .basket, .account])
        #expect(ShopAssembly.configuration.tabs.map(\.root) == [.home, .basketTab, .accountTab])
    }
}
