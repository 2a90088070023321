import Foundation
import Testing
import Waypoint
import WaypointTools
import TestSupport

@Suite("aasa: the apple-app-site-association file from the routes")
struct AASATests {
    static let app = "ABCDE12345.com.example.shop"

    private func generate(_ builder: ManifestBuilder) throws -> AASAGenerator.Result {
        try AASAGenerator(manifest: ManifestFile(data: builder.jsonData()).manifest, appIDs: [Self.app]).generate()
    }

    /// The Shop's in-app-only routes under `/catalog/*/products/*`: the product's include takes their
    /// links, and no exclusion of them would spare every link another route accepts.
    static let inAppOnlyNotes = """
        note: route 'catalog.share' (/catalog/{category}/products/{productId: int}/share) refuses universal links, but its links cannot be excluded exactly without excluding links other routes accept; the app receives them and refuses them (sourceNotAllowed)
        note: route 'catalog.sizeGuide' (/catalog/{category}/products/{productId: int}/size-guide) refuses universal links, but its links cannot be excluded exactly without excluding links other routes accept; the app receives them and refuses them (sourceNotAllowed)

        """

    @Test("the Shop file lists each universal-link route's path, placeholders as *, trailing slashes too")
    func shop() throws {
        let output = AASACommand(manifestPath: ShopManifest.path, appIDs: [Self.app]).run()
        #expect(output.exitCode == 0)
        #expect(output.standardError == "note: serve this file at https://shop.example.com/.well-known/apple-app-site-association\n" + Self.inAppOnlyNotes)
        let file = try AASAFile(jsonData: Data(output.standardOutput.utf8))
        #expect(file.defaults == AASAComponent(caseSensitive: true, percentEncoded: false))
        #expect(file.details.map(\.appIDs) == [[Self.app]])
        let paths = file.details.first?.components.map { $0.path ?? "" } ?? []
        #expect(paths == [
            "/", "/account/addresses/pick", "/account/addresses/pick/", "/basket", "/basket/", "/basket/add", "/basket/add/", "/basket/items/*", "/catalog/*",
            "/catalog/*/products/*", "/checkout", "/checkout/", "/help/*", "/login", "/login/", "/orders", "/orders/",
            "/orders/*", "/profile/details", "/profile/details/", "/promo/*", "/search", "/search/",
            "/settings/payment-methods", "/settings/payment-methods/", "/tabs/account", "/tabs/account/", "/tabs/basket",
            "/tabs/basket/",
        ])
        #expect(file.details.first?.components.allSatisfy { $0.exclude == nil && $0.query == nil } == true)
        #expect(output.standardOutput.contains(#""comment": "catalog.product""#))
    }

    @Test("a literal route that refuses universal links is excluded first, when an include would cover it")
    func exactExclude() throws {
        var checkout = ManifestBuilder.Route("checkout", "/checkout")
        checkout.sources = [.inApp]
        var admin = ManifestBuilder.Route("admin", "/admin/panel")
        admin.sources = [.inApp]
        let result = try generate(ManifestBuilder([ManifestBuilder.Route("page", "/{slug}"), checkout, admin]))
        let components = try #require(result.file.details.first?.components)
        #expect(components.first == AASAComponent(path: "/checkout", exclude: true, comment: "checkout refuses universal links"))
        // `*` crosses `/`, so the include `/*` covers `/admin/panel` too.
        #expect(components.map { $0.path ?? "" } == ["/checkout", "/admin/panel", "/*"])
        #expect(result.notes.isEmpty)
    }

    @Test("a placeholder route that refuses universal links is not excluded, since that could keep out links others accept")
    func inexactRefusal() throws {
        var secret = ManifestBuilder.Route("secret", "/a/{x}")
        secret.sources = [.inApp]
        let result = try generate(ManifestBuilder([secret, ManifestBuilder.Route("deep", "/a/{x}/b")]))
        #expect(result.file.details.first?.components.map { $0.path ?? "" } == ["/a/*/b", "/a/*/b/"])
        #expect(result.notes == ["route 'secret' (/a/{x}) refuses universal links, but its links cannot be excluded exactly without excluding links other routes accept; the app receives them and refuses them (sourceNotAllowed)"])
    }

    @Test("scoped routes: another host's and custom-scheme routes are left out; * and ? in literals become ?")
    func scopes() throws {
        let builder = ManifestBuilder(
            [.init("web", "https://shop.example.com/landing"), .init("scheme", "shop://only"), .init("odd", "/what?/a*b")],
            hosts: ["shop.example.com", "www.example.com"])
        let manifest = try ManifestFile(data: builder.jsonData()).manifest
        let shop = try AASAGenerator(manifest: manifest, appIDs: [Self.app], host: "SHOP.example.com").generate()
        #expect(shop.host == "shop.example.com")
        #expect(shop.file.details.first?.components.map { $0.path ?? "" } == ["/landing", "/landing/", "/what?/a?b", "/what?/a?b/"])
        let www = try AASAGenerator(manifest: manifest, appIDs: [Self.app], host: "www.example.com").generate()
        #expect(www.file.details.first?.components.map { $0.path ?? "" } == ["/what?/a?b", "/what?/a?b/"])
        // With several hosts and a host-scoped route, the file differs by host: the host must be named.
        #expect(throws: ToolError.self) { try AASAGenerator(manifest: manifest, appIDs: [Self.app]).generate() }
    }

    @Test("bad options are bad input: app ID, host, or a manifest without universal-link hosts", arguments: [
        (["shop"], nil, ["shop.example.com"], "app ID 'shop' is not TEAMID.BUNDLEID, such as ABCDE12345.com.example.shop"),
        ([app], "evil.example", ["shop.example.com"], "host 'evil.example' is not a universal-link host of the manifest (hosts: shop.example.com)"),
        ([app], nil, [], "the manifest accepts no universal-link host, so the app refuses every https link; there is nothing to associate"),
    ] as [([String], String?, [String], String)])
    func badOptions(appIDs: [String], host: String?, hosts: [String], message: String) throws {
        let path = try ManifestBuilder([.init("home", "/")], hosts: hosts).write()
        let output = AASACommand(manifestPath: path, appIDs: appIDs, host: host).run()
        #expect(output == ToolOutput(standardError: "error: \(message)\n", exitCode: 2))
    }

    /// Links the router accepts as universal links, with hostile-but-valid spellings.
    static func acceptedLinks(count: Int, seed: UInt64) throws -> [String] {
        var generator = SplitMix64(seed: seed)
        let file = try ManifestFile(path: ShopManifest.path)
        let resolver = LinkResolver(table: try file.table(), parser: file.parser)
        let texts = ["shoes", "a%2Fb", "caf%C3%A9", "x*y", "%3F", "what%3Fever", "Sale", "%20", "42", "-1", "~tilde", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]
        let entries = file.manifest.routes.filter { $0.sources.contains(.universalLink) }
        var links: [String] = []
        while links.count < count {
            let entry = generator.pick(entries)
            guard let pattern = try? RoutePattern(entry.pattern) else { continue }
            var path = pattern.segments.map { segment -> String in
                switch segment {
                case .literal(let text): text
                case .parameter(_, "int"?): String(generator.below(100_000) - 50)
                case .parameter(_, "uuid"?): "e621e1f8-c36c-495a-93fc-0c247a3e6e5" + String(generator.below(10))
                case .parameter, .wildcard: generator.pick(texts)
                case .catchAll: (0...generator.below(3)).map { _ in generator.pick(texts) }.joined(separator: "/")
                }
            }.joined(separator: "/")
            // A trailing slash; a doubled one is refused by the router and so never kept here.
            if generator.oneIn(4), !path.isEmpty { path += generator.oneIn(4) ? "//" : "/" }
            var query = entry.parameters.filter { $0.location == .query && $0.required }
                .map { "\($0.name)=\($0.type == "int" ? "7" : generator.pick(texts))" }
            if generator.oneIn(2) { query.append("utm_source=\(generator.pick(texts))") }
            let link = "https://" + generator.pick(["shop.example.com", "SHOP.Example.com"]) + "/" + path
                + (query.isEmpty ? "" : "?" + query.joined(separator: "&")) + (generator.oneIn(5) ? "#frag" : "")
            if case .matched = resolver.resolve(link, source: .universalLink) { links.append(link) }
        }
        return links
    }

    @Test("every link the router accepts as a universal link opens the app under the generated file (3,000 links)")
    func neverUnderApproximates() throws {
        let result = try AASAGenerator(manifest: ManifestFile(path: ShopManifest.path).manifest, appIDs: [Self.app]).generate()
        // Through the text, as Apple would read it.
        let matcher = AASAMatcher(file: try AASAFile(jsonData: Data(result.file.jsonText().utf8)))
        for link in try Self.acceptedLinks(count: 3000, seed: 11) {
            #expect(matcher.decide(link).opensApp, "\(link)")
        }
    }

    @Test(
        "an empty segment is refused by the router and kept on the website by the file: they agree",
        arguments: [
            "https://shop.example.com//basket", "https://shop.example.com/basket//", "https://shop.example.com//",
            "https://shop.example.com/tabs//basket", "https://shop.example.com//checkout?x=1",
            "https://shop.example.com/settings//payment-methods",
        ])
    func emptySegments(url: String) throws {
        let aasa = AASACommand(manifestPath: ShopManifest.path, appIDs: [Self.app]).run()
        let file = try TemporaryFile.write(aasa.standardOutput)
        let output = AASACheckCommand(filePath: file, manifestPath: ShopManifest.path, urls: [url], json: true).run()
        #expect(output.exitCode == 0)
        #expect(output.standardOutput.contains(#""opensApp": false"#), "\(output.standardOutput)")
        #expect(output.standardOutput.contains(#""routerOutcome": "emptySegment""#), "\(output.standardOutput)")
        #expect(output.standardOutput.contains(#""problem": null"#))
    }

    @Test("a single trailing slash is accepted by the router and opened by the file")
    func trailingSlash() throws {
        let aasa = AASACommand(manifestPath: ShopManifest.path, appIDs: [Self.app]).run()
        let file = try TemporaryFile.write(aasa.standardOutput)
        let urls = ["https://shop.example.com/basket/", "https://shop.example.com/orders/17/", "https://shop.example.com/"]
        let output = AASACheckCommand(filePath: file, manifestPath: ShopManifest.path, urls: urls).run()
        #expect(output.exitCode == 0)
        #expect(output.standardOutput.hasSuffix("3 links: 3 open the app, 0 sent to the app but refused by the router\n"))
    }

    @Test("an entry with both the old appID and the new appIDs lists each app once")
    func oldAndNewAppIDKeys() throws {
        let json = #"""
            {"applinks": {"apps": [], "details": [
                {"appID": "ABCDE12345.com.example.shop", "appIDs": ["ABCDE12345.com.example.shop", "FGHIJ67890.com.example.other", "FGHIJ67890.com.example.other"],
                 "paths": ["/catalog/*"]}
            ]}}
            """#
        let file = try AASAFile(jsonData: Data(json.utf8))
        #expect(file.details.map(\.appIDs) == [["ABCDE12345.com.example.shop", "FGHIJ67890.com.example.other"]])
    }
}
