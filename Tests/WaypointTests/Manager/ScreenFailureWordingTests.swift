import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("NavigationManager: a screen that cannot be built, in words")
struct ScreenFailureWordingTests {
    struct OutOfStock: Error, CustomStringConvertible {
        var description: String { "product #1 is out of stock" }
    }

    /// Every route has a screen; the product's factory runs `product`.
    func fixture(product: @escaping ScreenRegistry<String>.Factory) throws -> ManagerFixture {
        var screens = ScreenRegistry<String>(module: "Catalog")
        for id in ["home", "basket.root", "account", "catalog.category"] {
            screens.register(RouteID(rawValue: id)) { _, _ in id }
        }
        screens.register("catalog.product", factory: product)
        return try ManagerFixture(screens: screens)
    }

    @Test("a factory that throws is reported by route, module and its error; the file is for debugging")
    func factoryThrows() async throws {
        let app = try fixture { _, _ in throw OutOfStock() }
        await app.attach()
        let outcome = await app.manager.open("shop://catalog/shoes/products/1")
        #expect(
            outcome.description
                == "rejected: screenUnavailable: the screen of 'catalog.product' (module Catalog) could not be built: "
                + "product #1 is out of stock")
        guard case .rejected(.screenUnavailable(_, let error)) = outcome else {
            Issue.record("expected screenUnavailable, got \(outcome)")
            return
        }
        #expect(error.code == .factoryFailed)
        let site = try #require(error.registrationSite)
        #expect(error.debugDescription.hasSuffix("registered at: module Catalog at \(site.fileID):\(site.line)"))
        #expect(!error.description.contains(site.fileID))
    }

    @Test("a dependency the factory cannot resolve keeps the resolution error's own words")
    func dependencyMissing() async throws {
        let app = try fixture { _, resolver in try resolver.resolve(String.self, name: "productTitle") }
        await app.attach()
        let outcome = await app.manager.open("shop://catalog/shoes/products/1")
        #expect(
            outcome.description.hasPrefix("rejected: screenUnavailable: catalog.product: No registration for String"))
    }
}
