import Testing
import WaypointRouting

/// A route scoped to a link's host outranks every unscoped route for that link, whatever the
/// segments: an app sends all of `live.example.com` to one screen beside a vanity `/{slug}`.
@Suite("Host precedence: a route scoped to the link's host outranks every unscoped route")
struct HostPrecedenceTests {
    static let policy = LinkPolicy(
        customSchemes: ["shop"], universalLinkHosts: ["www.example.com", "live.example.com"])

    static let table: RouteTable? = try? RouteTable([
        RouteDefinition("live.event", pattern: "https://live.example.com/{path…}", module: "Live"),
        RouteDefinition("live.home", pattern: "https://live.example.com/", module: "Live"),
        RouteDefinition("vanity", pattern: "/{slug}", module: "Profiles"),
        RouteDefinition("about", pattern: "/about", module: "Info"),
        RouteDefinition("orders", pattern: "/orders/{id: int}", module: "Orders"),
    ])

    /// What `link` opens, or the code it is refused with.
    static func opens(_ link: String, source: LinkSource = .universalLink) -> String {
        guard let table else { return "no table" }
        do throws(LinkRejection) {
            return try table.match(LinkParser(policy: policy).parse(link, source: source)).route.rawValue
        } catch {
            return "\(error.code)"
        }
    }

    @Test(
        "on the scoped host its catch-all wins over unscoped literals, typed and untyped placeholders",
        arguments: [
            ("https://live.example.com/some-event", "live.event"),
            ("https://live.example.com/about", "live.event"),
            ("https://live.example.com/orders/42", "live.event"),
            ("https://LIVE.example.com/some-event", "live.event"),
            ("https://live.example.com/", "live.home"),
        ])
    func scopedHostWins(link: String, expected: String) {
        #expect(Self.opens(link) == expected)
    }

    @Test(
        "other hosts, custom-scheme and in-app links keep the unscoped routes",
        arguments: [
            ("https://www.example.com/some-event", LinkSource.universalLink, "vanity"),
            ("https://www.example.com/about", .universalLink, "about"),
            ("https://www.example.com/orders/42", .universalLink, "orders"),
            ("shop://some-event", .customScheme, "vanity"),
            ("/about", .inApp, "about"),
        ])
    func otherLinksKeepUnscopedRoutes(link: String, source: LinkSource, expected: String) {
        #expect(Self.opens(link, source: source) == expected)
    }

    @Test("among the host's own routes the segment precedence still decides")
    func segmentPrecedenceWithinHost() throws {
        let table = try RouteTable([
            RouteDefinition("live.any", pattern: "https://live.example.com/{path…}", module: "Live"),
            RouteDefinition("live.schedule", pattern: "https://live.example.com/schedule", module: "Live"),
            RouteDefinition("schedule", pattern: "/schedule/{day}", module: "Main"),
        ])
        let parser = LinkParser(policy: Self.policy)
        let schedule = try table.match(parser.parse("https://live.example.com/schedule", source: .universalLink))
        #expect(schedule.route == "live.schedule")
        // No route of the host is more specific, yet the host's catch-all wins over `/schedule/{day}`.
        let day = try table.match(parser.parse("https://live.example.com/schedule/monday", source: .universalLink))
        #expect(day.route == "live.any")
    }

    @Test("a link the host's routes do not match falls to the unscoped routes")
    func fallsThroughToUnscoped() throws {
        let table = try RouteTable([
            RouteDefinition("live.event", pattern: "https://live.example.com/events/{id}", module: "Live"),
            RouteDefinition("vanity", pattern: "/{slug}", module: "Profiles"),
        ])
        let parser = LinkParser(policy: Self.policy)
        let link = try parser.parse("https://live.example.com/some-event", source: .universalLink)
        #expect(try table.match(link).route == "vanity")
    }
}
