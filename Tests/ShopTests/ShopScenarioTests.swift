import Foundation
import ShopApp
import ShopRoutes
import Testing
import Waypoint

@MainActor
@Suite("Shop scenarios, each in a fresh app")
struct ShopScenarioTests {
    @Test("cold start: a link before the container waits, then replays once onto a synthetic back stack")
    func coldStart() async throws {
        let (app, output) = try await makeShop(attached: false)
        let outcome = await app.manager.open("https://shop.example.com/catalog/shoes/products/42")
        #expect(outcome.code == "deferred")
        #expect(app.manager.pendingCount == 1)
        let (attached, replays) = await app.attach()
        #expect(attached.code == "completed")
        #expect(replays.map(\.outcome) == ["completed"])
        #expect(replays.map(\.route) == [ProductRoute.id])
        #expect(app.manager.pendingCount == 0)
        #expect(app.visibleRoutes == [.home, CategoryRoute.id, ProductRoute.id])
        #expect(output.lines.contains("→ push catalog.category(shoes), catalog.product(shoes, 42) onto Shop"))
    }

    @Test("signed out, the basket redirects to the login sheet; after sign-in it resumes once, with the token")
    func signInResumes() async throws {
        let (app, _) = try await makeShop()
        let outcome = await app.manager.open("shop://basket")
        guard case .redirected(let target, let guardName, let condition) = outcome else {
            Issue.record("expected a redirect, got \(outcome)")
            return
        }
        #expect(target.path == "/login" && guardName == "signedIn" && condition == .signedIn)
        #expect(app.manager.state.selectedTab == .shop, "the sheet presents over the current tab")
        #expect(app.manager.state.modalLayers.map(\.style) == [.sheet])
        #expect(app.topScreen?.route == .login)

        let (session, replays) = await app.signIn("ada")
        #expect(session.token == "tok-ada-1")
        #expect(replays.map(\.outcome) == ["completed"])
        #expect(app.manager.state.modalLayers.isEmpty)
        #expect(app.manager.state.selectedTab == .basket)
        #expect(app.visibleRoutes == [.basketTab, .basket])
        #expect(app.topScreen?.lines == ["token: tok-ada-1", "empty"])
    }

    @Test("the token reaches Payment through the container too")
    func tokenReachesPayment() async throws {
        let (app, _) = try await makeShop()
        await app.signIn("grace")
        #expect(await app.manager.navigate(to: .checkout).code == "completed")
        #expect(app.manager.state.modalLayers.map(\.style) == [.sheet])
        #expect(app.topScreen?.lines.first == "token: tok-grace-1")
        #expect(await app.manager.dismiss().code == "completed")
        #expect(await app.manager.navigate(to: .paymentMethods).code == "completed")
        #expect(app.manager.state.modalLayers.map(\.style) == [.sheet])
        #expect(app.topScreen?.summary == "Payment methods · token: tok-grace-1 · card ending 4242")
    }

    @Test("sign-out revokes the condition: guarded routes redirect again")
    func signOut() async throws {
        let (app, _) = try await makeShop()
        await app.signIn("ada")
        #expect(await app.manager.open("shop://orders").code == "completed")
        app.signOut()
        #expect(app.session.token == nil)
        #expect(!app.manager.satisfiedConditions.contains(.signedIn))
        #expect(await app.manager.open("shop://orders/1041").code == "redirected")
    }

    @Test("a push notification opens the order in the Account tab, with its parent")
    func pushNotification() async throws {
        let (app, _) = try await makeShop()
        await app.signIn("ada")
        let outcome = await app.push(
            json: #"{"aps":{"alert":"Your order shipped"},"waypoint":{"link":"shop://orders/1042"}}"#)
        #expect(outcome.code == "completed")
        #expect(app.manager.state.selectedTab == .account)
        #expect(app.visibleRoutes == [.accountTab, .ordersList, OrderRoute.id])
        #expect(app.topScreen?.summary == "Order #1042 · shipped · Trail runner, Sun hat")
        #expect(await app.push(json: #"{"aps":{}}"#).code == "invalidPayload")
    }

    @Test("checkout accepts in-app taps and universal links, never the custom scheme")
    func checkoutSources() async throws {
        let (app, _) = try await makeShop()
        await app.signIn("ada")
        let before = app.manager.state
        #expect(await app.manager.open("shop://checkout").code == "sourceNotAllowed")
        #expect(app.manager.state == before)
        #expect(await app.manager.open("https://shop.example.com/checkout").code == "completed")
        #expect(app.manager.state.modalLayers.map(\.style) == [.sheet])
    }

    @Test(
        "hostile and malformed links are refused with their code, and nothing changes",
        arguments: [
            ("shop://catalog/%2e%2e/admin", "dotSegment"),
            ("https://shop.example.com.evil.example/checkout", "hostNotAllowed"),
            ("https://user@shop.example.com/basket", "userInfoNotAllowed"),
            ("http://shop.example.com/basket", "schemeNotAllowed"),
            ("evil://basket", "schemeNotAllowed"),
            ("shop://catalog/shoes/products/abc", "notFound"),
            ("shop://search?page=2", "missingParameter"),
            ("shop://search?q=boot&page=two", "invalidParameter"),
            ("shop://basket/items/not-a-uuid", "notFound"),
            ("shop://nowhere", "notFound"),
        ])
    func hostileLinks(link: String, code: String) async throws {
        let (app, _) = try await makeShop()
        let before = app.manager.state
        let stepsBefore = app.terminal.performedSteps.count
        #expect(await app.manager.open(link).code == code)
        #expect(app.manager.state == before)
        #expect(app.terminal.performedSteps.count == stepsBefore)
    }

    @Test("a rapid double tap pushes one screen and both taps complete")
    func doubleTap() async throws {
        let (app, _) = try await makeShop()
        let product = ProductRoute(category: "hats", productId: 7)
        async let first = app.manager.navigate(to: product)
        async let second = app.manager.navigate(to: product)
        let outcomes = await [first, second]
        #expect(outcomes.map(\.code) == ["completed", "completed"])
        #expect(app.terminal.pushCount == 1)
        #expect(app.visibleRoutes == [.home, CategoryRoute.id, ProductRoute.id])
    }

    @Test("basket.add is an action: it adds through the container's BasketStore and pushes nothing")
    func basketAdd() async throws {
        let (app, _) = try await makeShop()
        await app.signIn("ada")
        let before = app.manager.state
        let outcome = await app.manager.open("shop://basket/add?productId=42")
        #expect(outcome.description == "performed basket.add: added Trail runner (#42); the basket holds 1 item")
        #expect(app.manager.state == before)
        #expect(app.basket.items.map(\.product.id) == [42])
        #expect(await app.manager.open("shop://basket/add?productId=999").code == "actionFailed")
        #expect(app.basket.count == 1)

        let item = try #require(app.basket.items.first)
        #expect(await app.manager.navigate(to: BasketItemRoute(itemId: item.id)).code == "completed")
        #expect(app.visibleRoutes == [.basketTab, .basket, BasketItemRoute.id])
        #expect(app.topScreen?.summary == "Trail runner · token: tok-ada-1 · €89.00")
    }

    @Test("signed out, basket.add waits for sign-in and then adds, once")
    func basketAddAfterSignIn() async throws {
        let (app, _) = try await makeShop()
        #expect(await app.manager.open("shop://basket/add?productId=8").code == "redirected")
        #expect(app.basket.count == 0)
        let (_, replays) = await app.signIn("ada")
        #expect(replays.map(\.outcome) == ["performedAction"])
        #expect(app.basket.items.map(\.product.name) == ["Sun hat"])
    }

    @Test("a screen that cannot be built is an outcome, and the screen stays as it was")
    func screenUnavailable() async throws {
        let (app, _) = try await makeShop()
        let before = app.manager.state
        let outcome = await app.manager.open("shop://catalog/hats/products/42")
        #expect(outcome.code == "screenUnavailable")
        #expect(
            outcome.description
                == "rejected: screenUnavailable: the screen of 'catalog.product' (module Catalog) could not be built: "
                + "the catalog has no product #42 in 'hats'")
        #expect(!outcome.description.contains(".swift"), "the file path is for debug descriptions")
        #expect(app.manager.state == before)
    }

    @Test("search, campaign and help links reach their typed screens")
    func typedScreens() async throws {
        let (app, _) = try await makeShop()
        #expect(await app.manager.open("shop://search?q=o&page=2").code == "completed")
        #expect(app.topScreen?.lines.first == "4 found, page 2 of 2")
        #expect(await app.manager.open("https://shop.example.com/promo/SPRING").code == "completed")
        #expect(app.topScreen?.title == "Campaign SPRING")
        #expect(await app.manager.open("shop://help/returns/shoes").code == "completed")
        #expect(app.topScreen?.summary == "Help: returns/shoes · unworn shoes in their box")
        #expect(await app.manager.navigate(to: ProfileRoute(userId: "12345")).code == "completed")
        #expect(app.manager.state.selectedTab == .account)
        #expect(app.topScreen?.title == "Profile 12345")
    }

    @Test("saved and restored in a fresh app: the same state, nothing dropped")
    func restoration() async throws {
        let (app, _) = try await makeShop()
        await app.signIn("ada")
        _ = await app.manager.open("shop://orders/1042")
        _ = await app.manager.open("shop://catalog/shoes/products/43")
        _ = await app.manager.navigate(to: .paymentMethods)
        let saved = app.manager.state
        let data = try app.savedState()

        let (fresh, _) = try await makeShop()
        await fresh.signIn("ada")
        let report = try await fresh.restore(from: data)
        #expect(report.dropped.isEmpty && !report.startedFresh)
        #expect(fresh.manager.state == saved)
        #expect(fresh.topScreen?.route == .paymentMethods)
    }

    @Test("restored while signed out, guarded entries are dropped with the guard's name")
    func restorationSignedOut() async throws {
        let (app, _) = try await makeShop()
        await app.signIn("ada")
        _ = await app.manager.open("shop://basket")
        _ = await app.manager.open("shop://orders/1042")
        let data = try app.savedState()

        let (fresh, output) = try await makeShop()
        let report = try await fresh.restore(from: data)
        #expect(report.dropped.map(\.entry.route) == [.basket, .ordersList, OrderRoute.id])
        #expect(fresh.visibleRoutes == [.accountTab])
        fresh.printRestoration(report)
        #expect(
            output.lines.last
                == "restored 3 entries, dropped basket (guard 'signedIn' decided: redirect to /login (resumes when signedIn)), orders.list (guard 'signedIn' decided: redirect to /login (resumes when signedIn)), orders.detail (guard 'signedIn' decided: redirect to /login (resumes when signedIn))"
        )
        await #expect(throws: ShopError.self) { try await fresh.restore(from: Data("{}".utf8)) }
    }

    @Test("campaign codes reach analytics events; other parameters are redacted")
    func events() async throws {
        let (app, _) = try await makeShop()
        let events = app.manager.events
        _ = await app.manager.open("shop://promo/SPRING")
        _ = await app.manager.open("shop://catalog/shoes")
        var finished: [NavigationEvent] = []
        for await event in events where event.kind == .finished {
            finished.append(event)
            if finished.count == 2 { break }
        }
        #expect(finished.map(\.parameters) == [["code": "SPRING"], ["category": NavigationEvent.redacted]])
    }
}
