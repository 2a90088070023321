import Testing
import WaypointRouting

/// What `link` opens in `table` under `policy`, with its parameters, or the code it is refused with.
func outcome(of link: String, source: LinkSource, policy: LinkPolicy, table: RouteTable?) -> String {
    guard let table else { return "no table" }
    do throws(LinkRejection) {
        let match = try table.match(LinkParser(policy: policy).parse(link, source: source))
        return "\(match.route) \(match.parameters)"
    } catch {
        return "\(error.code)"
    }
}

/// What a route declares beyond its pattern and query parameters: constants, the fragment as a
/// parameter, every query item taken whole, query items that make it decline a link.
@Suite("Route declarations: constants, fragment, whole query, declined items")
struct RouteDeclarationTests {
    static let policy = LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["www.example.com"])

    static var routes: [RouteDefinition] {
        var shows = RouteDefinition("artist.shows", pattern: "/artist/{id: int}/shows", module: "Music")
        shows.constants = ["initialTab": "shows", "layout": "grid"]
        var gallery = RouteDefinition(
            "gallery", pattern: "/gallery/{album}", module: "Media", query: [.optional("page", .int)])
        gallery.fragmentParameter = "media"
        var discover = RouteDefinition(
            "discover", pattern: "/discover/{section}", module: "Search", query: [.optional("page", .int)])
        discover.takesAllQueryItems = true
        discover.constants = ["origin": "discover"]
        var project = RouteDefinition("project", pattern: "/projects/{id: int}", module: "Projects")
        project.declinedQueryItems = ["token", "preview"]
        return [
            RouteDefinition("artist", pattern: "/artist/{id: int}", module: "Music"),
            shows, gallery, discover, project,
        ]
    }

    static let table: RouteTable? = try? RouteTable(routes)

    /// What `link` opens, with its parameters, or the code it is refused with.
    static func opens(_ link: String, source: LinkSource = .universalLink) -> String {
        outcome(of: link, source: source, policy: policy, table: table)
    }

    @Test(
        "each declaration gives the screen its parameters, from every source",
        arguments: [
            // Constants: as if the link carried them, after the path's captures, in name order.
            ("https://www.example.com/artist/7/shows", "artist.shows [id: 7, initialTab: shows, layout: grid]"),
            ("https://www.example.com/artist/7", "artist [id: 7]"),
            // A query item never overrides a constant.
            (
                "https://www.example.com/artist/7/shows?initialTab=bio",
                "artist.shows [id: 7, initialTab: shows, layout: grid]"
            ),
            // The fragment, decoded once, as a parameter; absent when the link has none.
            ("https://www.example.com/gallery/trip#/media/1234", "gallery [album: trip, media: /media/1234]"),
            ("https://www.example.com/gallery/trip?page=2#a%20b%2523", "gallery [album: trip, media: a b%23, page: 2]"),
            ("https://www.example.com/gallery/trip", "gallery [album: trip]"),
            ("https://www.example.com/gallery/trip#", "gallery [album: trip, media: ]"),
            // Every query item, declared ones typed, the rest as text in link order, repeats kept.
            (
                "https://www.example.com/discover/new?category=1&sort=newest&staff_picks=true&page=2&tag=a&tag=b",
                "discover [section: new, origin: discover, page: 2, category: 1, sort: newest, staff_picks: true, tag: a, tag: b]"
            ),
            // A taken-whole item never overrides a placeholder or a constant.
            (
                "https://www.example.com/discover/new?section=evil&origin=evil&x=%2541",
                "discover [section: new, origin: discover, x: %41]"
            ),
            ("https://www.example.com/discover/new?page=x", "invalidParameter"),
            // Declined items send the link to the fallback; without them the route takes it.
            ("https://www.example.com/projects/42?token=abc", "declinedByRoute"),
            ("https://www.example.com/projects/42?utm=x&preview", "declinedByRoute"),
            ("https://www.example.com/projects/42?tokens=abc", "project [id: 42]"),
        ])
    func rows(link: String, expected: String) {
        #expect(Self.opens(link) == expected)
    }

    @Test("in-app, custom-scheme and push links meet the same declarations", arguments: LinkSource.allCases)
    func everySource(source: LinkSource) {
        let prefix = source == .universalLink ? "https://www.example.com" : source == .customScheme ? "shop:/" : ""
        #expect(
            Self.opens(prefix + "/discover/new?sort=newest", source: source)
                == "discover [section: new, origin: discover, sort: newest]")
        #expect(Self.opens(prefix + "/projects/1?token=t", source: source) == "declinedByRoute")
        #expect(
            Self.opens(prefix + "/artist/1/shows", source: source)
                == "artist.shows [id: 1, initialTab: shows, layout: grid]")
    }

    @Test("a declined link names the route and the item; the code is its own")
    func declinedDetail() throws {
        let table = try #require(Self.table)
        let link = try LinkParser(policy: Self.policy).parse("/projects/42?token=abc", source: .inApp)
        #expect(throws: LinkRejection.self) { try table.match(link) }
        do {
            _ = try table.match(link)
        } catch {
            #expect(error.code == .declinedByRoute)
            #expect(error.route == "project")
            #expect(error.parameter == "token")
        }
    }

    @Test(
        "the fragment and taken-whole items keep the link's checks and caps",
        arguments: [
            ("https://www.example.com/gallery/trip#%zz", LinkRejection.Code.invalidEncoding),
            ("https://www.example.com/gallery/trip#%00", .controlCharacter),
            ("https://www.example.com/gallery/trip#%C3%28", .invalidEncoding),
            ("https://www.example.com/gallery/trip#a#b", .invalidCharacter),
            ("https://www.example.com/gallery/trip#" + String(repeating: "m", count: 1025), .tooLong),
            (
                "https://www.example.com/discover/new?" + (1...33).map { "f\($0)=1" }.joined(separator: "&"),
                .tooManyQueryItems
            ),
            ("https://www.example.com/discover/new?q=" + String(repeating: "q", count: 1025), .tooLong),
            ("https://www.example.com/discover/new?q=%00", .controlCharacter),
        ])
    func caps(link: String, code: LinkRejection.Code) {
        #expect(Self.opens(link) == "\(code)")
    }

    @Test("a parsed link keeps its fragment decoded and prints it back")
    func fragmentRoundTrip() throws {
        let parser = LinkParser(policy: Self.policy)
        let link = try parser.parse("shop://gallery/trip#/media/a%20b%23c?x", source: .customScheme)
        #expect(link.fragment == "/media/a b#c?x")
        #expect(link.description == "shop://gallery/trip#/media/a%20b%23c?x")
        #expect(try parser.parse(link.description, source: .customScheme) == link)
    }

    @Test("a scheme that routes on its fragments has no fragment value")
    func routedFragment() throws {
        var policy = Self.policy
        policy.fragmentRoutedSchemes = ["shop"]
        let parser = LinkParser(policy: policy)
        #expect(try parser.parse("shop://app/#/gallery/trip", source: .customScheme).fragment == nil)
        #expect(try parser.parse("shop://app/#top", source: .customScheme).fragment == nil)
        #expect(try parser.parse("/gallery/trip#top", source: .inApp).fragment == "top")
    }

    @Test("a descriptor gives the fragment's parameter by name, so a screen made again keeps it")
    func fragmentFromDescriptor() throws {
        let table = try #require(Self.table)
        let parser = LinkParser(policy: Self.policy)
        let match = try table.match(parser.parse("/gallery/trip#/media/9", source: .inApp))
        let again = try table.match(match.descriptor())
        #expect(again.parameters == match.parameters)
        let twice = try parser.parse("/gallery/trip?media=a&media=b", source: .inApp)
        #expect(throws: LinkRejection.self) { try table.match(twice) }
    }

    @Test("a link printed by id puts the fragment's parameter in the fragment and leaves constants out")
    func printing() throws {
        let table = try #require(Self.table)
        let gallery = try table.link(to: "gallery", parameters: ["album": "trip", "media": "/media/1", "page": "2"])
        #expect(gallery.description == "/gallery/trip?page=2#/media/1")
        let shows = try table.link(to: "artist.shows", parameters: ["id": "7", "initialTab": "shows"])
        #expect(shows.description == "/artist/7/shows")
        let match = try table.match(route: "artist.shows", parameters: ["id": "7"])
        #expect(match.parameters["initialTab"] == "shows")
        // A route that takes every query item prints every value left, but never its constants.
        let discover = try table.link(
            to: "discover", parameters: ["section": "new", "sort": "newest", "origin": "x", "page": "2"])
        #expect(discover.description == "/discover/new?page=2&sort=newest")
    }

    @Test(
        "a constant or fragment parameter named like another parameter is a build error naming the route",
        arguments: [
            (
                "id" as String?, nil as String?, RouteTableError.ParameterOrigin.constant,
                RouteTableError.ParameterOrigin.path
            ),
            ("page" as String?, nil as String?, .constant, .query),
            (nil as String?, "id" as String?, .fragment, .path),
            (nil as String?, "page" as String?, .fragment, .query),
            ("tab" as String?, "tab" as String?, .fragment, .constant),
        ])
    func collisions(
        constant: String?, fragment: String?, origin: RouteTableError.ParameterOrigin,
        other: RouteTableError.ParameterOrigin
    ) {
        var route = RouteDefinition(
            "orders.detail", pattern: "/orders/{id}", module: "Orders", query: [.optional("page", .int)])
        if let constant { route.constants = [constant: "x"] }
        route.fragmentParameter = fragment
        #expect(throws: RouteTableError.self) { try RouteTable([route]) }
        do {
            _ = try RouteTable([route])
        } catch {
            let problem = error.problems.first
            #expect(error.problems.count == 1)
            #expect(problem?.code == .duplicateParameter)
            #expect(problem?.routes.map(\.id) == ["orders.detail"])
            #expect(problem?.reason == .collidingParameter(constant ?? fragment ?? "", origin, with: other))
            #expect(problem?.detail.contains("'orders.detail'") == true)
        }
    }

    @Test("a child's constants fill its parent's placeholders")
    func constantsFillParent() throws {
        var child = RouteDefinition("artist.shows", pattern: "/shows", module: "Music", parent: "artist.tab")
        child.constants = ["tab": "shows"]
        let parent = RouteDefinition("artist.tab", pattern: "/artist/{tab}", module: "Music")
        #expect(throws: Never.self) { try RouteTable([child, parent]) }
        child.constants = [:]
        #expect(throws: RouteTableError.self) { try RouteTable([child, parent]) }
    }

    @Test("the manifest keeps every declaration, and rebuilds the same table")
    func manifest() throws {
        let table = try #require(Self.table)
        let manifest = try RouteManifest(jsonData: table.manifest(policy: Self.policy).jsonData())
        let entries = Dictionary(uniqueKeysWithValues: manifest.routes.map { ($0.id, $0) })
        #expect(entries["artist.shows"]?.constants == ["initialTab": "shows", "layout": "grid"])
        #expect(entries["gallery"]?.fragment == "media")
        #expect(entries["discover"]?.takesAllQueryItems == true)
        #expect(entries["project"]?.declinesQueryItems == ["preview", "token"])
        #expect(entries["artist"]?.constants == nil && entries["artist"]?.takesAllQueryItems == nil)
        let rebuilt = try RouteTable(manifest.routeDefinitions())
        #expect(rebuilt.manifest(policy: Self.policy) == table.manifest(policy: Self.policy))
        let link = try LinkParser(policy: Self.policy).parse("/discover/a?x=1", source: .inApp)
        #expect(try rebuilt.match(link) == table.match(link))
    }

    @Test("a definition without declarations reads them empty; setting them back to empty clears them")
    func emptyDeclarations() {
        var route = RouteDefinition("a", pattern: "/a", module: "A")
        #expect(route.constants.isEmpty && route.fragmentParameter == nil)
        #expect(!route.takesAllQueryItems && route.declinedQueryItems.isEmpty)
        route.takesAllQueryItems = true
        route.fragmentParameter = "f"
        route.fragmentParameter = nil
        #expect(route.takesAllQueryItems && route.fragmentParameter == nil)
    }
}

/// A typed route whose properties receive a constant and the fragment.
struct ArtistShowsRoute: Route {
    static let id: RouteID = "artist.shows.typed"
    static let pattern = "/artists/{id: int}/shows"
    var id: Int
    var initialTab: String
    var anchor: String?
}

@Suite("Route declarations on typed routes")
struct TypedRouteDeclarationTests {
    @Test("a typed route's properties receive its constant and its fragment, and print back")
    func typed() throws {
        var definition = RouteDefinition(ArtistShowsRoute.self, module: "Music")
        definition.constants = ["initialTab": "shows"]
        definition.fragmentParameter = "anchor"
        let table = try RouteTable([definition])
        let parser = LinkParser(policy: LinkPolicy())
        let match = try table.match(parser.parse("/artists/7/shows?initialTab=bio#next", source: .inApp))
        let value = try match.decode(ArtistShowsRoute.self)
        #expect(value == ArtistShowsRoute(id: 7, initialTab: "shows", anchor: "next"))
        #expect(try table.match(value).parameters == match.parameters)
        // The type's own link carries the values in its query; the table reads them back the same.
        let printed = try table.match(parser.parse(value.link().description, source: .inApp))
        #expect(try printed.decode(ArtistShowsRoute.self) == value)
        // The manifest lists neither as a query parameter.
        let entry = table.manifest().routes.first
        #expect(entry?.parameters.map(\.name) == ["id"])
    }
}
