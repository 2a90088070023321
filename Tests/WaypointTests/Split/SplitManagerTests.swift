import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTesting

/// A catalog whose routes declare their columns: home and the categories in the sidebar, products
/// in the detail column, their reviews (declaring none) above them, a sign-in sheet.
@MainActor
struct SplitApp {
    static var routes: [RouteDefinition] {
        var category = RouteDefinition("category", pattern: "/categories/{name}", module: "Catalog", parent: "home")
        category.column = .sidebar
        var product = RouteDefinition(
            "product", pattern: "/categories/{name}/products/{id: int}", module: "Catalog", parent: "category")
        product.column = .detail
        return [
            RouteDefinition("home", pattern: "/", module: "Catalog"), category, product,
            RouteDefinition(
                "reviews", pattern: "/categories/{name}/products/{id: int}/reviews", module: "Catalog",
                parent: "product"),
            RouteDefinition("login", pattern: "/login", module: "Login", presentation: .modal(.sheet)),
        ]
    }

    let recorder = RecordingContainer<String>()
    let manager: NavigationManager<String>

    init(configure: (inout NavigationConfiguration) -> Void = { $0.useSplitView(sidebar: "home") }) throws {
        let table = try RouteTable(Self.routes)
        var screens = ScreenRegistry<String>(module: "Test")
        for route in table.routes {
            screens.register(route.id) { context, _ in "\(route.id)\(context.match.parameters)" }
        }
        var configuration = NavigationConfiguration()
        configure(&configuration)
        manager = try NavigationManager(
            routes: table, policy: shopPolicy, screens: screens, resolver: try DependencyContainer { _ in },
            configuration: configuration)
    }

    var shape: String { String(manager.state.description.split(separator: " next#")[0]) }
}

@MainActor
@Suite("NavigationManager: a split-view root")
struct SplitManagerTests {
    @Test("a link to a detail route selects its parents in the sidebar; reviews stack on the product")
    func links() async throws {
        let app = try SplitApp()
        #expect(await app.manager.attach(app.recorder).code == "completed")
        #expect(await app.manager.open("shop://categories/shoes/products/42").code == "completed")
        #expect(app.shape == "split[sidebar: / > /categories/shoes | *detail: /categories/shoes/products/42]")
        #expect(await app.manager.open("/categories/shoes/products/42/reviews").code == "completed")
        #expect(
            app.shape
                == "split[sidebar: / > /categories/shoes | *detail: /categories/shoes/products/42 > /categories/shoes/products/42/reviews]"
        )
        #expect(await app.manager.open("/categories/hats").code == "completed")
        #expect(app.shape == "split[*sidebar: / > /categories/hats | detail: ]")
    }

    @Test("a size-class report collapses the columns into one stack; a modal layer covers the split")
    func sizeClassAndModal() async throws {
        let app = try SplitApp()
        await app.manager.attach(app.recorder)
        await app.manager.open("/categories/shoes/products/42")
        try app.manager.userDidNavigate(.userChangedSizeClass(.compact))
        #expect(app.manager.state.split?.collapsedStack.map(\.route) == ["home", "category", "product"])
        #expect(await app.manager.open("/login").code == "completed")
        #expect(app.manager.state.modalLayers.count == 1 && app.manager.state.split?.detail.count == 1)
        // The back swipe from the product: the collapsed stack now ends at the category.
        await app.manager.dismiss()
        let category = try #require(app.manager.state.split?.sidebar.last?.id)
        try app.manager.userDidNavigate(.userPopped(to: category))
        #expect(app.shape == "split[compact sidebar: / > /categories/shoes | *detail: ]")
    }

    @Test("an app with one stack or tabs ignores the columns routes declare")
    func ignoredWithoutSplit() async throws {
        let app = try SplitApp { $0.rootRoute = "home" }
        await app.manager.attach(app.recorder)
        await app.manager.open("/categories/shoes/products/42")
        #expect(app.manager.state.visibleStack.map(\.route) == ["home", "category", "product"])
        #expect(throws: NavigationSetupError.splitViewWithTabs) {
            try SplitApp {
                $0.useSplitView(sidebar: "home")
                $0.addTab("shop", root: "home")
            }
        }
    }

    @Test("restoring keeps the window's width and sets aside a state of other columns")
    func restoration() async throws {
        let before = try SplitApp()
        await before.manager.attach(before.recorder)
        await before.manager.open("/categories/shoes/products/42")
        try before.manager.userDidNavigate(.userChangedSizeClass(.compact))
        let saved = try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(before.manager.state))

        let after = try SplitApp()
        await after.manager.attach(after.recorder)
        let report = await after.manager.restore(saved)
        #expect(!report.startedFresh && report.dropped.isEmpty)
        #expect(after.shape == "split[sidebar: / > /categories/shoes | *detail: /categories/shoes/products/42]")

        let threeColumns = try SplitApp { $0.useSplitView(sidebar: "home", supplementary: true) }
        await threeColumns.manager.attach(threeColumns.recorder)
        let refused = await threeColumns.manager.restore(saved)
        #expect(
            refused.startedFresh
                && refused.dropped.map(\.reason) == [.columnsChanged, .columnsChanged, .columnsChanged])
        let stack = try SplitApp { $0.rootRoute = "home" }
        #expect(await stack.manager.restore(saved).dropped.first?.reason == .columnsChanged)
    }
}
