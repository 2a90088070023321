import Foundation
import ShopRoutes
import Waypoint

/// The tour's steps, in the order they play. Each prints what happens and records what it expects.
extension ShopTour {
    func coldStart(_ app: ShopApplication) async -> TourStepResult {
        var step = begin(1, "Cold start: a product link arrives before the screen is ready")
        let link = "https://shop.example.com/catalog/shoes/products/42"
        app.printEntry(.universalLink, link)
        let outcome = await app.manager.open(link)
        step.record(outcome)
        app.printOutcome(outcome)
        step.expect(outcome.code == "deferred", "the link to wait for a container (deferred); got \(outcome.code)")
        app.printLine("note", "the terminal container attaches")
        let (attached, replays) = await app.attach()
        for replay in replays { app.printReplay(replay) }
        step.record(replays: replays)
        app.printState()
        step.expect(attached.code == "completed", "the container to attach; got \(attached)")
        step.expect(replays.map(\.outcome) == ["completed"], "one replay that completes; got \(replays.map(\.outcome))")
        step.expect(
            app.manager.state.selectedTab == .shop && app.visibleRoutes == [.home, CategoryRoute.id, ProductRoute.id],
            "home › catalog.category › catalog.product in the Shop tab; got \(app.visibleRoutes)")
        return end(step, app, shows: "the link waited for the screen, then replayed once onto a synthetic back stack")
    }

    func signInRedirect(_ app: ShopApplication) async -> TourStepResult {
        var step = begin(2, "Signed out: the basket sends you to sign in, then opens")
        app.printEntry(.customScheme, "shop://basket")
        let outcome = await app.manager.open("shop://basket")
        step.record(outcome)
        app.printOutcome(outcome)
        app.printState()
        if case .redirected(let target, let guardName, let condition) = outcome {
            step.expect(
                target.path == "/login" && guardName == GuardID.signedIn && condition == .signedIn,
                "a redirect to /login by signedIn that resumes when signedIn; got \(outcome)")
        } else {
            step.expect(false, "a redirect to /login; got \(outcome)")
        }
        step.expect(
            app.manager.state.modalLayers.map { $0.stack.map(\.route) } == [[.login]], "the login sheet on screen")
        step.expect(app.manager.pendingCount == 1, "the basket request to wait; \(app.manager.pendingCount) waiting")

        app.printEntry(.inApp, "sign-in ada (the login sheet's button)")
        let (session, replays) = await app.signIn("ada")
        step.record(replays: replays)
        app.printState()
        step.expect(replays.map(\.outcome) == ["completed"], "the basket to resume once; got \(replays.map(\.outcome))")
        step.expect(
            app.manager.state.selectedTab == .basket && app.visibleRoutes == [.basketTab, .basket]
                && app.manager.state.modalLayers.isEmpty,
            "basket.tab › basket in the Basket tab, no sheet; got \(app.visibleRoutes)")
        step.expect(
            app.topScreen?.lines.contains("token: \(session.token)") == true,
            "the basket screen to show the token it resolved; got \(app.topScreen?.summary ?? "no screen")")
        return end(step, app, shows: "redirected to sign in, resumed once afterwards; the token reached Basket")
    }

    func pushNotification(_ app: ShopApplication) async -> TourStepResult {
        var step = begin(3, "A push notification opens an order")
        let payload = #"{"aps":{"alert":"Your order shipped"},"waypoint":{"link":"shop://orders/1042"}}"#
        app.printEntry(.pushNotification, payload)
        let outcome = await app.push(json: payload)
        step.record(outcome)
        app.printOutcome(outcome)
        app.printState()
        step.expect(outcome.code == "completed", "completed; got \(outcome)")
        step.expect(
            app.manager.state.selectedTab == .account
                && app.visibleRoutes == [.accountTab, .ordersList, OrderRoute.id],
            "account.tab › orders.list › orders.detail in the Account tab; got \(app.visibleRoutes)")
        step.expect(
            app.manager.state.topEntry?.descriptor.source == .pushNotification, "the order tagged as from a push")
        return end(step, app, shows: "switched to the Account tab and built the order's back stack")
    }

    func checkoutSources(_ app: ShopApplication) async -> TourStepResult {
        var step = begin(4, "Checkout refuses custom-scheme links")
        let before = app.manager.state
        app.printEntry(.customScheme, "shop://checkout")
        let refused = await app.manager.open("shop://checkout")
        step.record(refused)
        app.printOutcome(refused)
        step.expect(refused.code == "sourceNotAllowed", "sourceNotAllowed; got \(refused)")
        step.expect(app.manager.state == before, "the state unchanged")

        app.printEntry(.universalLink, "https://shop.example.com/checkout")
        let shown = await app.manager.open("https://shop.example.com/checkout")
        step.record(shown)
        app.printOutcome(shown)
        app.printState()
        step.expect(shown.code == "completed", "the universal link to open checkout; got \(shown)")
        step.expect(
            app.manager.state.modalLayers.map(\.style) == [.sheet] && app.topScreen?.route == .checkout,
            "checkout as a sheet; got \(app.manager.state)")
        step.expect(
            app.topScreen?.lines.contains("token: \(app.session.token ?? "none")") == true,
            "the checkout screen to show the token; got \(app.topScreen?.summary ?? "no screen")")

        app.printEntry(.inApp, "back (the checkout's close button closes its sheet)")
        let dismissed = await app.back()
        step.record(dismissed)
        app.printOutcome(dismissed)
        step.expect(app.manager.state.modalLayers.isEmpty, "the checkout dismissed")
        return end(step, app, shows: "refused from shop://, shown as a sheet from https:// with the token")
    }

    func hostileLinks(_ app: ShopApplication) async -> TourStepResult {
        var step = begin(5, "Hostile links are refused with a reason")
        let before = app.manager.state
        let stepsBefore = app.terminal.performedSteps.count
        let links = [
            ("shop://catalog/%2e%2e/admin", "dotSegment"),
            ("https://shop.example.com.evil.example/checkout", "hostNotAllowed"),
        ]
        for (link, code) in links {
            let source = LinkParser.inferredSource(for: link)
            app.printEntry(source, link)
            let outcome = await app.manager.open(link, source: source)
            step.record(outcome)
            app.printOutcome(outcome)
            step.expect(outcome.code == code, "\(code) for \(link); got \(outcome)")
        }
        step.expect(app.manager.state == before, "the state unchanged")
        step.expect(app.terminal.performedSteps.count == stepsBefore, "no step performed")
        return end(step, app, shows: "both refused before matching anything; nothing changed on screen")
    }

    func doubleTap(_ app: ShopApplication) async -> TourStepResult {
        var step = begin(6, "A rapid double tap pushes one screen")
        let product = ProductRoute(category: "shoes", productId: 43)
        app.printEntry(.inApp, "two taps at once on \(ProductRoute.id) \(product.category)/\(product.productId)")
        let pushesBefore = app.terminal.pushCount
        async let first = app.manager.navigate(to: product)
        async let second = app.manager.navigate(to: product)
        let outcomes = await [first, second]
        for outcome in outcomes {
            step.record(outcome)
            app.printOutcome(outcome)
        }
        app.printState()
        step.expect(outcomes.map(\.code) == ["completed", "completed"], "both taps completed; got \(outcomes)")
        step.expect(
            app.terminal.pushCount - pushesBefore == 1, "one push; got \(app.terminal.pushCount - pushesBefore)")
        let shown = app.manager.state.visibleStack.filter {
            $0.route == ProductRoute.id && $0.descriptor.parameters["productId"] == "43"
        }
        step.expect(
            app.manager.state.selectedTab == .shop && shown.count == 1 && app.manager.state.topEntry == shown.first,
            "product 43 once, on top of the Shop tab; got \(app.visibleRoutes)")
        return end(step, app, shows: "two taps, one push; both callers got the outcome")
    }

    func basketAction(_ app: ShopApplication) async -> TourStepResult {
        var step = begin(7, "An action link adds to the basket without a screen")
        let before = app.manager.state
        app.printEntry(.customScheme, "shop://basket/add?productId=42")
        let outcome = await app.manager.open("shop://basket/add?productId=42")
        step.record(outcome)
        app.printOutcome(outcome)
        app.printLine("basket", "\(app.basket.count) item\(app.basket.count == 1 ? "" : "s") in the BasketStore")
        step.expect(outcome.code == "performedAction", "performedAction; got \(outcome)")
        step.expect(app.basket.count == 1, "one item in the basket; got \(app.basket.count)")
        step.expect(app.manager.state == before, "no screen pushed")
        return end(step, app, shows: "added through the container's BasketStore; the stacks are unchanged")
    }

    func restoration(_ app: ShopApplication) async -> TourStepResult {
        var step = begin(8, "Saved, relaunched and restored")
        let saved = app.manager.state
        let data: Data
        do {
            data = try app.savedState()
        } catch {
            step.expect(false, "the state to encode; \(error)")
            return end(step, app, shows: "")
        }
        app.printLine("saved", "\(data.count) bytes of JSON, \(saved.entries.count) entries")
        app.printLine("note", "a fresh app starts; the session comes back from its keychain")
        let relaunched: ShopApplication
        do {
            relaunched = try ShopApplication(output: output, style: style)
        } catch {
            step.expect(false, "a fresh app to start; \(error)")
            return end(step, app, shows: "")
        }
        await relaunched.attach()
        await relaunched.signIn("ada")
        app.printEntry(.restoration, "the saved JSON")
        do {
            let report = try await relaunched.restore(from: data)
            step.record("restored")
            relaunched.printRestoration(report)
            relaunched.printState()
            step.expect(report.dropped.isEmpty && !report.startedFresh, "nothing dropped; dropped \(report.dropped)")
        } catch {
            step.expect(false, "the saved JSON to restore; \(error)")
        }
        step.expect(relaunched.manager.state == saved, "the restored state to equal the saved one")
        step.expect(
            relaunched.renderer.render(relaunched.manager.state) == app.renderer.render(saved),
            "the same tree as before the relaunch")
        return end(step, relaunched, shows: "the relaunched app shows exactly the saved tabs, stacks and selection")
    }
}
