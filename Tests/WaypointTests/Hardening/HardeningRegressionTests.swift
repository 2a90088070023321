import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// A typed route with floating-point parameters.
struct MeasureRoute: Route {
    static let id: RouteID = "measure"
    static let pattern = "/measure"
    var weight: Float?
    var ratio: Double?
}

/// Bugs the fuzzers and the hostile-link corpus found, each pinned by the input that showed it.
@MainActor
@Suite("Hardening: regressions found by fuzzing and the corpus")
struct HardeningRegressionTests {
    // MARK: Hosts that print as ports

    @Test(
        "brackets and colons are accepted in a host only as an IPv6 literal",
        arguments: [
            ("https://[::]1\u{4DD}/caab=", LinkRejection.Code.invalidURL),
            ("https://[::1/x", .invalidURL),
            ("https://[::1]x/", .invalidURL),
            ("https://[]/x", .invalidURL),
            ("https://[shop.example.com]/x", .invalidURL),
            ("https://a:b:443/x", .invalidCharacter),
            ("https://shop.example.com:443:443/x", .invalidCharacter),
            ("https://a]b/x", .invalidCharacter),
        ])
    func bracketsOnlyInLiterals(text: String, code: LinkRejection.Code) {
        let parser = LinkParser(policy: .structural)
        let rejection = #expect(throws: LinkRejection.self) { try parser.parse(text, source: .universalLink) }
        #expect(rejection?.code == code)
    }

    @Test("an IPv6 literal host still parses, with a port of 443, and prints back to itself")
    func ipv6Literal() throws {
        let parser = LinkParser(policy: LinkPolicy(universalLinkHosts: ["[::1]", "[::ffff:127.0.0.1]"]))
        for text in ["https://[::1]/x", "https://[::1]:443/x", "https://[::ffff:127.0.0.1]/x"] {
            let link = try parser.parse(text, source: .universalLink)
            #expect(try parser.parse(link.description, source: .universalLink) == link)
        }
    }

    // MARK: Catch-all values that did not print back, then were found to allow traversal

    /// These once matched and were joined into values with empty, `.` or `..` pieces (`turn/`,
    /// `a//b`, `a/../b`), which printed back only with their `/` encoded again. An app reading the
    /// value as a path could not tell those `/` from separators; the links are now refused.
    @Test(
        "a catch-all segment with an encoded slash is refused, not joined into the value",
        arguments: [
            "/help/turn%2F", "/help/a%2F%2Fb", "/help/%2Fa", "/help/a%2F../b", "/help/x/%2E%2E%2F", "/help/%2F",
            "/help/a/b%2Fc/d",
        ])
    func catchAllEncodedSlash(text: String) throws {
        let link = try shopParser.parse(text, source: .inApp)
        let rejection = #expect(throws: LinkRejection.self) { try ShopRoutes.table.match(link) }
        #expect(rejection?.code == .encodedSeparator && rejection?.parameter == "path")
        #expect(rejection?.route == "help.article")
        #expect(throws: LinkRejection.self) { try typedTable.match(link) }
    }

    @Test("a catch-all splits on every '/', even one a combining mark follows")
    func catchAllCombiningMark() throws {
        let match = try ShopRoutes.table.match(shopParser.parse("/help/a/%CC%9Dx/b", source: .inApp))
        #expect(match.parameters["path"] == "a/\u{31D}x/b")
        let printed = try ShopRoutes.table.link(to: match.route, parameters: match.parameters.dictionary)
        #expect(printed.segments == match.link.segments)
        #expect(printed.description == "/help/a/%CC%9Dx/b")
    }

    // MARK: Floats that overflow, and values that have no link form

    @Test("a Float parameter that overflows to infinity is refused, not decoded")
    func floatOverflow() throws {
        let table = try RouteTable([RouteDefinition(MeasureRoute.self, module: "M")])
        let match = try table.match(shopParser.parse("/measure?weight=1e39", source: .inApp))
        let rejection = #expect(throws: LinkRejection.self) { try match.decode(MeasureRoute.self) }
        #expect(rejection?.code == .invalidParameter && rejection?.parameter == "weight")
        let finite = try table.match(shopParser.parse("/measure?weight=3e38&ratio=1e300", source: .inApp))
        #expect(try finite.decode(MeasureRoute.self) == MeasureRoute(weight: 3e38, ratio: 1e300))
    }

    @Test(
        "printing an infinite or NaN value is refused instead of recursing until the stack overflows",
        arguments: [
            MeasureRoute(weight: .infinity, ratio: nil), MeasureRoute(weight: nil, ratio: -.infinity),
            MeasureRoute(weight: .nan, ratio: nil), MeasureRoute(weight: nil, ratio: .nan),
        ])
    func unprintableFloats(route: MeasureRoute) {
        let rejection = #expect(throws: LinkRejection.self) { try route.link() }
        #expect(rejection?.code == .invalidParameter)
    }

    // MARK: Separators followed by combining marks

    @Test("host labels split on every '.', even one a combining mark follows")
    func hostLabelsCombiningMark() throws {
        let link = try LinkParser(policy: .structural).parse(
            "https://shop.\u{31D}example.com/x", source: .universalLink)
        let labels = link.host?.split(separator: ".") ?? []
        #expect(labels.count == 3 && labels.first == "shop" && labels.last == "com", "\(link.host ?? "")")
        #expect(labels.dropFirst().first?.hasPrefix("xn--") == true)
    }

    @Test("a descriptor's parameters join its path's query, even when a combining mark follows the '?'")
    func descriptorQueryCombiningMark() throws {
        let descriptor = DeepLinkDescriptor(path: "/search?\u{31D}x=1", parameters: ["q": "boots"])
        let link = try descriptor.link()
        #expect(link.queryValues(named: "q") == ["boots"])
        #expect(link.queryValues(named: "\u{31D}x") == ["1"])
    }

    // MARK: Scoped routes and the manager

    @Test("a route scoped to a scheme or a host is shown, and its screen gets its own match")
    func scopedRoutes() async throws {
        let table = try RouteTable(
            ShopRoutes.definitions + [
                RouteDefinition("basket.root", pattern: "/basket-tab", module: "Basket"),
                RouteDefinition("account", pattern: "/account", module: "Profile"),
            ])
        var screens = ScreenRegistry<String>(module: "Test")
        for route in table.routes {
            screens.register(route.id) { context, _ in "\(route.id) from \(context.match.route)" }
        }
        let app = try ManagerFixture(screens: screens)
        await app.attach()
        #expect(await app.manager.open("shop://only").code == "completed")
        #expect(app.manager.state.topEntry?.route == "shop.only")
        #expect(await app.manager.open("https://shop.example.com/landing").code == "completed")
        #expect(app.manager.state.topEntry?.route == "web.landing")
        // Before the fix, the web landing screen was built from the unscoped landing route's match.
        #expect(app.recorder.screens == ["shop.only from shop.only", "web.landing from web.landing"])

        // And a saved state holding them restores them, instead of dropping them as moved.
        let saved = app.manager.state
        let later = try ManagerFixture()
        await later.attach()
        let report = await later.manager.restore(saved)
        #expect(report.dropped.isEmpty, "\(report.dropped)")
        #expect(later.manager.state.entries.map(\.route).contains("web.landing"))
    }

    // MARK: Synthetic parents and their guards

    @Test("a synthetic parent whose own guard refuses is left out of the back stack")
    func guardedParent() async throws {
        var routes = ShopRoutes.definitions
        if let list = routes.firstIndex(where: { $0.id == "orders.list" }) { routes[list].guards = ["premium"] }
        let premium = GuardFunction { _ in .reject("premium members only") }
        let app = try ManagerFixture(guards: ["premium": premium], routes: routes)
        app.session.signIn("ada")
        await app.attach()
        #expect(await app.manager.open("/orders/17").code == "completed")
        #expect(app.visibleRoutes == ["account", "orders.detail"])
        #expect(await app.manager.open("/orders").code == "guardDenied")

        // With the guard allowing, the parent is back.
        let open = try ManagerFixture(guards: ["premium": GuardFunction { _ in .allow }], routes: routes)
        open.session.signIn("ada")
        await open.attach()
        #expect(await open.manager.open("/orders/17").code == "completed")
        #expect(open.visibleRoutes == ["account", "orders.list", "orders.detail"])
    }
}
