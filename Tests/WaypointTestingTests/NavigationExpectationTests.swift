import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Table-driven navigation checks")
struct NavigationExpectationTests {
    func makeApp() async throws -> (NavigationManager<String>, RecordingContainer<String>) {
        let table = try RouteTable([
            RouteDefinition("home", pattern: "/", module: "Catalog"),
            RouteDefinition("catalog.category", pattern: "/catalog/{category}", module: "Catalog"),
            RouteDefinition("catalog.product", pattern: "/catalog/{category}/products/{productId: int}", module: "Catalog", parent: "catalog.category"),
            RouteDefinition("checkout", pattern: "/checkout", module: "Payment", sources: [.inApp, .universalLink]),
        ])
        var screens = ScreenRegistry<String>()
        for route in table.routes { screens.register(route.id) { _, _ in "\(route.id)" } }
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "home"
        let manager = try NavigationManager(
            routes: table, policy: LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"]),
            screens: screens, resolver: try DependencyContainer { _ in }, configuration: configuration)
        let recorder = RecordingContainer<String>()
        await manager.attach(recorder)
        recorder.reset()
        return (manager, recorder)
    }

    @Test("rows that hold produce no failures; each row starts from a fresh app")
    func passing() async throws {
        let failures = try await NavigationExpectation.verify([
            NavigationExpectation(
                "https://shop.example.com/catalog/shoes/products/42", route: "catalog.product",
                parameters: ["category": "shoes", "productId": "42"],
                steps: ["push [entry#1 catalog.category, entry#2 catalog.product] onto root"]),
            NavigationExpectation("shop://catalog/hats", route: "catalog.category", steps: ["push [entry#1 catalog.category] onto root"]),
            NavigationExpectation("shop://checkout", outcome: "sourceNotAllowed", route: "home", steps: []),
        ]) { try await makeApp() }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("a row that does not hold lists every difference")
    func failing() async throws {
        let failures = try await NavigationExpectation.verify([
            NavigationExpectation("shop://checkout", route: "checkout", steps: ["present"]),
        ]) { try await makeApp() }
        #expect(failures.map(\.description) == [
            "shop://checkout [inferred]: outcome rejected: sourceNotAllowed: route 'checkout' does not accept custom-scheme links; it accepts: in-app, universal-link instead of completed; top route home instead of checkout; steps [] instead of [\"present\"]",
        ])
    }

    @Test("one-line check of steps and visible stack")
    func oneLine() async throws {
        let (manager, recorder) = try await makeApp()
        _ = await manager.open("/catalog/shoes/products/1")
        #expect(recorder.mismatch(
            steps: ["push [entry#1 catalog.category, entry#2 catalog.product] onto root"],
            visible: ["home", "catalog.category", "catalog.product"], of: manager) == nil)
        #expect(recorder.mismatch(steps: [], visible: ["home"], of: manager) != nil)
    }
}
