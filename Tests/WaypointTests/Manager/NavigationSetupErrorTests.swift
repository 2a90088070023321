import Testing
import Waypoint

/// A manager that cannot start says why with a typed case, and a sentence naming what is wrong.
@MainActor
@Suite("Navigation set-up errors")
struct NavigationSetupErrorTests {
    static func manager(
        policy: LinkPolicy = LinkPolicy(customSchemes: ["shop"]),
        _ configure: (inout NavigationConfiguration) -> Void
    ) throws -> NavigationManager<String> {
        let table = try RouteTable([
            RouteDefinition("home", pattern: "/", module: "Catalog"),
            RouteDefinition("product", pattern: "/products/{id: int}", module: "Catalog"),
        ])
        var configuration = NavigationConfiguration()
        configure(&configuration)
        var screens = ScreenRegistry<String>(module: "Catalog")
        screens.register("home") { _, _ in "home" }
        screens.register("product") { _, _ in "product" }
        return try NavigationManager(
            routes: table, policy: policy, screens: screens, resolver: try DependencyContainer { _ in },
            configuration: configuration)
    }

    @Test(
        "a root that needs parameters is refused, naming the route, its tab and the table's reason",
        arguments: [
            (tabs: [TabID](), tab: TabID?.none, prefix: "the root route 'product' cannot be shown without parameters"),
            (tabs: ["shop", "deals"], tab: "deals", prefix: "the root of tab 'deals' 'product' cannot"),
        ])
    func rootNeedsParameters(tabs: [TabID], tab: TabID?, prefix: String) throws {
        let error = try #require(throws: NavigationSetupError.self) {
            try Self.manager { configuration in
                // Without tabs, the app's root route; with tabs, the last tab's root is the product.
                configuration.rootRoute = "product"
                configuration.tabs = tabs.map { .init(id: $0, root: $0 == tab ? "product" : "home") }
            }
        }
        guard case .rootNeedsParameters("product", tab: tab, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect("\(error)".hasPrefix(prefix))
    }

    @Test("two tabs with one identity are refused, naming the tab")
    func duplicateTab() throws {
        let error = try #require(throws: NavigationSetupError.self) {
            try Self.manager { configuration in
                configuration.addTab("shop", root: "home")
                configuration.addTab("deals", root: "home")
                configuration.addTab("shop", root: "home")
            }
        }
        #expect(error == .duplicateTab("shop"))
        #expect("\(error)" == "two tabs are named 'shop'; each tab needs its own identity")
    }

    @Test("a universal-link host no link can have is refused, naming the host")
    func invalidHost() throws {
        let error = try #require(throws: NavigationSetupError.self) {
            try Self.manager(policy: LinkPolicy(universalLinkHosts: ["shop.09"])) { _ in }
        }
        guard case .invalidUniversalLinkHost(let explanation) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(explanation.contains("'shop.09'"))
        #expect("\(error)" == "the link policy lists a universal-link host it cannot use: \(explanation)")
    }

    @Test("a host that a wildcard of the policy already covers is refused, naming both")
    func hostListedTwice() throws {
        let policy = LinkPolicy(universalLinkHosts: ["*.example.com", "blog.example.com"])
        let error = try #require(throws: NavigationSetupError.self) { try Self.manager(policy: policy) { _ in } }
        #expect(error == .invalidUniversalLinkHost("'blog.example.com' is listed twice: the wildcard '*.example.com' covers it"))
    }

    @Test("a wildcard host that covers no listed host starts a manager")
    func wildcardAlone() throws {
        _ = try Self.manager(policy: LinkPolicy(universalLinkHosts: ["*.example.com", "example.com"])) { _ in }
    }

    @Test("valid tabs and roots start a manager")
    func valid() throws {
        let manager = try Self.manager { $0.tabs = [.init(id: "shop", root: "home")] }
        #expect(manager.state.selectedTab == "shop")
    }
}
