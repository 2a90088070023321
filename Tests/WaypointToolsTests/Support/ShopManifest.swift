import Foundation
import Waypoint

/// The Shop app's routes and link policy, as the tools' tests expect them, and the manifest the
/// tools read (`Examples/Shop/routes.json`, which the Shop app exports; its own tests keep the
/// file in sync with the app).
enum ShopManifest {
    static let policy = LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"])

    static let definitions: [RouteDefinition] = [
        RouteDefinition("home", pattern: "/", module: "Catalog"),
        RouteDefinition("catalog.category", pattern: "/catalog/{category}", module: "Catalog"),
        RouteDefinition(
            "catalog.product", pattern: "/catalog/{category}/products/{productId: int}", module: "Catalog",
            parent: "catalog.category"),
        RouteDefinition(
            "catalog.search", pattern: "/search", module: "Catalog", query: [.required("q"), .optional("page", .int)]),
        RouteDefinition("promo", pattern: "/promo/{code}", module: "Catalog"),
        RouteDefinition("basket", pattern: "/basket", module: "Basket", guards: ["signedIn"]),
        RouteDefinition(
            "basket.item", pattern: "/basket/items/{itemId: uuid}", module: "Basket", guards: ["signedIn"],
            parent: "basket"),
        RouteDefinition(
            "basket.add", pattern: "/basket/add", module: "Basket", query: [.required("productId", .int)],
            guards: ["signedIn"], kind: .action),
        RouteDefinition(
            "checkout", pattern: "/checkout", module: "Payment", sources: [.inApp, .universalLink],
            guards: ["signedIn"], presentation: .modal(.sheet)),
        RouteDefinition(
            "payment.methods", pattern: "/settings/payment-methods", module: "Payment", guards: ["signedIn"],
            presentation: .modal(.sheet)),
        RouteDefinition("profile.details", pattern: "/profile/details", module: "Profile", query: [.required("userId")]),
        RouteDefinition("orders.list", pattern: "/orders", module: "Profile", guards: ["signedIn"]),
        RouteDefinition(
            "orders.detail", pattern: "/orders/{orderId: int}", module: "Profile", guards: ["signedIn"],
            parent: "orders.list"),
        RouteDefinition(
            "address.pick", pattern: "/account/addresses/pick", module: "Profile", presentation: .modal(.sheet)),
        RouteDefinition("login", pattern: "/login", module: "Login", presentation: .modal(.sheet)),
        RouteDefinition("help.article", pattern: "/help/{path…}", module: "Help"),
        {
            var guide = RouteDefinition(
                "catalog.sizeGuide", pattern: "/catalog/{category}/products/{productId: int}/size-guide",
                module: "Catalog", sources: [.inApp], presentation: .modal(.sheet))
            guide.sheet = SheetOptions(detents: [.medium, .large], selectedDetent: .medium, showsGrabber: true)
            return guide
        }(),
        {
            var share = RouteDefinition(
                "catalog.share", pattern: "/catalog/{category}/products/{productId: int}/share", module: "Catalog",
                sources: [.inApp], presentation: .modal(.popover))
            share.popover = PopoverOptions(anchor: "share")
            return share
        }(),
        // The Shop's unguarded tab roots (see docs/Shop.md).
        RouteDefinition("basket.tab", pattern: "/tabs/basket", module: "Basket"),
        RouteDefinition("account.tab", pattern: "/tabs/account", module: "Profile"),
    ]

    static func table() throws -> RouteTable { try RouteTable(definitions) }

    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `Examples/Shop/routes.json`, absolute.
    static let path = root.appendingPathComponent("Examples/Shop/routes.json").path
}
