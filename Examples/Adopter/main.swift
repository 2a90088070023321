import Waypoint

// A typed route: its stored properties are its parameters, decoded once from the link.
struct ProductRoute: Route {
    static let id: RouteID = "catalog.product"
    static let pattern = "/catalog/{category}/products/{productId: int}"
    var category: String
    var productId: Int
}

// A feature module hands over its routes, screens and services; it never imports another module.
struct CatalogModule: FeatureModule {
    let name: ModuleID = "Catalog"

    func registerRoutes(in routes: inout RouteRegistry) {
        routes.add("home", pattern: "/")
        routes.add("catalog.category", pattern: "/catalog/{category}")
        routes.add(ProductRoute.self, parent: "catalog.category")
    }

    // An iOS app registers view controllers or views; this one's screens are strings.
    func registerScreens(in screens: inout ScreenRegistry<String>) {
        screens.register("home") { _, _ in "Home" }
        screens.register("catalog.category") { context, _ in "Category \(context.match.parameters["category"] ?? "")" }
        screens.register(ProductRoute.self) { product, resolver in
            let prices: PriceList = try resolver.resolve()
            return "Product #\(product.productId) in \(product.category), \(prices.price(of: product.productId))"
        }
    }

    func registerServices(in services: inout ServiceRegistry) {
        services.register(PriceList.self, scope: .singleton) { _ in PriceList() }
    }
}

struct PriceList {
    func price(of productId: Int) -> String { "€\(productId * 2).00" }
}

// The platform executor: WaypointUIKit and WaypointSwiftUI provide one; this one prints.
@MainActor
final class PrintingContainer: NavigationContainer {
    func perform(
        _ step: NavigationStep, from: NavigationState, to: NavigationState, screens: [EntryID: String]
    ) async throws {
        for entry in step.addedEntries {
            print("shows   \(screens[entry.id] ?? entry.route.rawValue)")
        }
    }
}

var configuration = NavigationConfiguration()
configuration.rootRoute = "home"
let app = try AppAssembly<String>(
    modules: [CatalogModule()],
    policy: LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"]),
    configuration: configuration
).build()
await app.manager.attach(PrintingContainer())

print(await app.manager.open("https://shop.example.com/catalog/shoes/products/42"))
print(await app.manager.open("shop://catalog/shoes/products/abc"))
