import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

@MainActor
@Suite("NavigationManager: links from every source to steps on screen")
struct ManagerPipelineTests {
    @Test("a cold-start universal link builds the synthetic back stack in its tab")
    func coldStartProduct() async throws {
        let app = try ManagerFixture()
        await app.attach()
        let outcome = await app.manager.open("https://shop.example.com/catalog/shoes/products/42")
        #expect(outcome.code == "completed")
        #expect(app.visibleRoutes == ["home", "catalog.category", "catalog.product"])
        #expect(app.recorder.stepLog == ["push [entry#3 catalog.category, entry#4 catalog.product] onto tab shop"])
        #expect(app.recorder.screens == ["catalog.category[category: shoes]", "catalog.product[category: shoes, productId: 42]"])
        #expect(app.manager.state.invariantViolations().isEmpty)
    }

    @Test("a link reachable by pushing keeps what is on screen")
    func keepsScreen() async throws {
        let app = try ManagerFixture()
        await app.attach()
        _ = await app.manager.open("/catalog/shoes")
        app.recorder.reset()
        _ = await app.manager.open("/catalog/shoes/products/7")
        #expect(app.visibleRoutes == ["home", "catalog.category", "catalog.product"])
        #expect(app.recorder.stepLog.count == 1)
        #expect(app.recorder.stepLog == ["push [entry#4 catalog.product] onto tab shop"])
    }

    @Test("signed out: the basket redirects to login, then resumes once after sign-in")
    func signInRedirectResumes() async throws {
        let app = try ManagerFixture()
        await app.attach()
        let outcome = await app.manager.open("shop://basket", source: .customScheme)
        guard case .redirected(let target, let guardName, let condition) = outcome else {
            Issue.record("expected a redirect, got \(outcome)")
            return
        }
        #expect(target.path == "/login" && guardName == "signedIn" && condition == "signedIn")
        #expect(app.manager.state.modalLayers.map { $0.stack.map(\.route) } == [["login"]])
        #expect(app.manager.pendingCount == 1)

        app.session.signIn("ada")
        let events = app.manager.events
        app.manager.satisfy("signedIn")
        var finished: NavigationEvent?
        for await event in events where event.kind == .finished {
            finished = event
            break
        }
        #expect(finished?.route == "basket" && finished?.outcome == "completed")
        #expect(app.manager.state.modalLayers.isEmpty)
        #expect(app.manager.state.selectedTab == "basket")
        #expect(app.visibleRoutes == ["basket.root", "basket"])
        #expect(app.manager.pendingCount == 0)
    }

    @Test("a push notification opens an order with its parent in the account tab")
    func pushNotification() async throws {
        let app = try ManagerFixture()
        app.session.signIn("ada")
        await app.attach()
        let outcome = await app.manager.handle(notification: ["aps": ["alert": "Shipped"], "waypoint": ["link": "shop://orders/17"]])
        #expect(outcome.code == "completed")
        #expect(app.manager.state.selectedTab == "account")
        #expect(app.visibleRoutes == ["account", "orders.list", "orders.detail"])
        #expect(app.manager.state.topEntry?.descriptor.source == .pushNotification)
    }

    @Test("refusals: source, hostile links, bad payloads, unknown routes", arguments: [
        ("shop://checkout", "sourceNotAllowed"),
        ("shop://catalog/%2e%2e/admin", "dotSegment"),
        ("https://shop.example.com.evil.example/checkout", "hostNotAllowed"),
        ("https://user@shop.example.com/basket", "userInfoNotAllowed"),
        ("shop://search?q=a&page=two", "invalidParameter"),
        ("shop://nowhere", "notFound"),
        ("javascript://alert(1)", "schemeNotAllowed"),
    ])
    func refusals(link: String, code: String) async throws {
        let app = try ManagerFixture()
        await app.attach()
        let before = app.manager.state
        let outcome = await app.manager.open(link)
        #expect(outcome.code == code)
        #expect(app.manager.state == before)
        #expect(app.recorder.steps.isEmpty)
    }

    @Test("a malformed push payload is a typed rejection")
    func badPayload() async throws {
        let app = try ManagerFixture()
        await app.attach()
        let outcome = await app.manager.handle(notificationJSON: Data(#"{"aps":{}}"#.utf8))
        #expect(outcome.code == "invalidPayload")
    }

    @Test("rapid double taps push one screen; both callers get the outcome")
    func doubleTap() async throws {
        let app = try ManagerFixture()
        await app.attach()
        app.recorder.delay = .milliseconds(20)
        let descriptor = DeepLinkDescriptor(path: "/profile/details", parameters: ["userId": "12345"])
        async let first = app.manager.navigate(using: descriptor)
        async let second = app.manager.navigate(using: descriptor)
        async let third = app.manager.navigate(using: descriptor)
        let outcomes = await [first, second, third]
        #expect(outcomes.map(\.code) == ["completed", "completed", "completed"])
        #expect(app.recorder.steps.count(where: { if case .push = $0 { true } else { false } }) == 1)
        #expect(app.visibleRoutes == ["account", "profile.details"])
    }

    @Test("the seeds' descriptor API, modal presentations and tabs")
    func descriptors() async throws {
        let app = try ManagerFixture()
        app.session.signIn("ada")
        await app.attach()
        #expect(await app.manager.navigate(using: DeepLinkDescriptor(path: "/checkout", presentationMode: .modal(.fullScreen))).code == "completed")
        #expect(app.manager.state.modalLayers.first?.style == .fullScreen)
        #expect(await app.manager.dismiss().code == "completed")
        #expect(await app.manager.navigate(to: "catalog.category", parameters: ["category": "hats"]).code == "completed")
        #expect(app.visibleRoutes == ["home", "catalog.category"])
        #expect(await app.manager.pop().code == "completed")
        #expect(await app.manager.pop().code == "invalidRequest")
        #expect(await app.manager.selectTab("nope").code == "invalidRequest")
    }

    @Test("typed routes navigate and the screen factory receives the typed value")
    func typedNavigation() async throws {
        var screens = ScreenRegistry<String>(module: "Catalog")
        screens.register(ProductRoute.self) { product, _ in "product \(product.productId) in \(product.category)" }
        let table = try RouteTable(ShopRoutes.definitions + [
            RouteDefinition("basket.root", pattern: "/basket-tab", module: "Basket"),
            RouteDefinition("account", pattern: "/account", module: "Profile"),
        ])
        for route in table.routes where route.id != ProductRoute.id {
            screens.register(route.id) { _, _ in "\(route.id)" }
        }
        let app = try ManagerFixture(screens: screens)
        await app.attach()
        #expect(await app.manager.navigate(to: ProductRoute(category: "shoes", productId: 3)).code == "completed")
        #expect(app.recorder.screens.last == "product 3 in shoes")
    }
}
