import Foundation
import Testing
import Waypoint
import WaypointTools
import TestSupport

@Suite("resolve: what the app does with a link, and why")
struct ResolveTests {
    static let shop = ShopManifest.path

    /// One link and the expected JSON `outcome` plus route or reason.
    static let rows: [(link: String, source: LinkSource?, outcome: String, detail: String)] = [
        ("https://shop.example.com/catalog/shoes/products/42", nil, "matched", "catalog.product"),
        ("shop://basket", nil, "matched", "basket"),
        ("/checkout", nil, "matched", "checkout"),
        ("https://shop.example.com/checkout", nil, "matched", "checkout"),
        ("/basket", .pushNotification, "matched", "basket"),
        ("shop://catalog/a%2Fb", nil, "matched", "catalog.category"),
        ("shop://help/getting-started/faq", nil, "matched", "help.article"),
        ("https://SHOP.example.com/login#top", nil, "matched", "login"),
        ("shop://checkout", nil, "rejected", "sourceNotAllowed"),
        ("/basket", .restoration, "matched", "basket"),
        ("https://evil.example/checkout", nil, "rejected", "hostNotAllowed"),
        ("https://user@shop.example.com/basket", nil, "rejected", "userInfoNotAllowed"),
        ("https://shop.example.com:8443/basket", nil, "rejected", "portNotAllowed"),
        ("http://shop.example.com/basket", nil, "rejected", "schemeNotAllowed"),
        ("ftp://basket", nil, "rejected", "schemeNotAllowed"),
        ("/basket", .universalLink, "rejected", "schemeNotAllowed"),
        ("shop://catalog/%2e%2e/admin", nil, "rejected", "dotSegment"),
        ("shop://catalog/%zz", nil, "rejected", "invalidEncoding"),
        ("shop://catalog/a%00b", nil, "rejected", "controlCharacter"),
        ("shop://catalog/a b", nil, "rejected", "invalidCharacter"),
        ("/" + String(repeating: "a", count: 2100), nil, "rejected", "tooLong"),
        (String(repeating: "/a", count: 40), nil, "rejected", "tooManySegments"),
        ("/search?" + (0..<40).map { "k\($0)=v" }.joined(separator: "&"), nil, "rejected", "tooManyQueryItems"),
        ("shop://search", nil, "rejected", "missingParameter"),
        ("shop://search?q=shoes&page=two", nil, "rejected", "invalidParameter"),
        ("shop://search?q=a&q=b", nil, "rejected", "duplicateParameter"),
        ("shop://basket/items/not-a-uuid", nil, "notFound", "basket.item"),
        ("/catalog", nil, "notFound", "catalog.category"),
    ]

    @Test("--json prints one object whose outcome, route or reason is the app's", arguments: rows)
    func json(link: String, source: LinkSource?, outcome: String, detail: String) throws {
        let output = ResolveCommand(manifestPath: Self.shop, link: link, source: source, json: true).run()
        let object = try jsonObject(output.standardOutput)
        #expect(object["outcome"] as? String == outcome)
        switch outcome {
        case "matched":
            #expect(object["route"] as? String == detail)
            #expect(output.exitCode == 0)
        case "rejected":
            #expect(object["reason"] as? String == detail)
            #expect((object["detail"] as? String)?.isEmpty == false)
            #expect(output.exitCode == 1)
        default:
            let candidates = try #require(object["candidates"] as? [[String: Any]])
            #expect(candidates.first?["route"] as? String == detail)
            #expect(candidates.count <= 3)
            #expect(output.exitCode == 1)
        }
        #expect(output.standardOutput.hasSuffix("}\n"))
        #expect(output.standardOutput.filter { $0 == "\n" }.count == 1)
    }

    @Test("a match prints exactly the issue's keys first, with decoded string values")
    func matchedShape() {
        let output = ResolveCommand(
            manifestPath: Self.shop, link: "https://shop.example.com/catalog/shoes/products/42", json: true
        ).run()
        #expect(output.standardOutput.hasPrefix(
            #"{"outcome":"matched","route":"catalog.product","module":"Catalog","parameters":{"category":"shoes","productId":"42"},"guards":[],"presentation":"push","#))
        let guarded = ResolveCommand(manifestPath: Self.shop, link: "/checkout", json: true).run()
        #expect(guarded.standardOutput.contains(#""guards":["signedIn"],"presentation":"modal:sheet""#))
        let decoded = ResolveCommand(manifestPath: Self.shop, link: "shop://catalog/caf%C3%A9%2Fbar", json: true).run()
        #expect(decoded.standardOutput.contains(#""parameters":{"category":"café/bar"}"#))
    }

    @Test("a refusal prints outcome, reason and detail, and the route and parameter when known")
    func rejectedShape() {
        let output = ResolveCommand(manifestPath: Self.shop, link: "shop://search?q=a&page=x", json: true).run()
        #expect(output.standardOutput == #"{"outcome":"rejected","reason":"invalidParameter","detail":"query parameter 'page' is 'x', not a valid int","route":"catalog.search","parameter":"page","source":"custom-scheme"}"# + "\n")
    }

    @Test("human output explains the match: route, pattern, parameters, guards, presentation, back stack")
    func humanMatch() {
        let output = ResolveCommand(manifestPath: Self.shop, link: "https://shop.example.com/orders/7").run()
        #expect(output.exitCode == 0)
        #expect(output.standardOutput == """
            matched orders.detail (module Profile)
              link          https://shop.example.com/orders/7 (universal-link, inferred from the link's form)
              pattern       /orders/{orderId: int}
              parameters    orderId = 7 (int, path)
              guards        signedIn (runs before anything is shown)
              presentation  push
              kind          screen
              back stack    orders.list → orders.detail

            """)
    }

    @Test("undeclared query items are shown, with what the app does with them for that source")
    func undeclared() {
        let outside = ResolveCommand(
            manifestPath: Self.shop, link: "https://shop.example.com/orders/7?utm_source=mail").run()
        #expect(outside.standardOutput.contains("undeclared    utm_source=mail (ignored for this source)"))
        let inApp = ResolveCommand(manifestPath: Self.shop, link: "/orders/7?campaign=spring", json: true).run()
        #expect(inApp.standardOutput.contains(#""undeclared":{"campaign":"spring"}"#))
        let none = ResolveCommand(manifestPath: Self.shop, link: "/orders/7", json: true).run()
        #expect(!none.standardOutput.contains("undeclared"))
    }

    @Test("human output for a miss lists the nearest routes with their patterns")
    func humanNotFound() {
        let output = ResolveCommand(manifestPath: Self.shop, link: "shop://basket/items/42").run()
        #expect(output.exitCode == 1)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "not found: no route matches '/basket/items/42'")
        #expect(lines.contains { $0.contains("basket.item") && $0.contains("/basket/items/{itemId: uuid}") && $0.contains("matches 2 leading segments") })
    }

    @Test("human output for a refusal names the reason code and says why")
    func humanRejected() {
        let output = ResolveCommand(manifestPath: Self.shop, link: "shop://checkout").run()
        #expect(output.standardOutput.hasPrefix("rejected [sourceNotAllowed]: route 'checkout' does not accept custom-scheme links; it accepts: in-app, universal-link\n"))
    }

    @Test("the resolver gives the answer of the app's own parser and table, for every row and 2,000 random links")
    func agreesWithTheApp() throws {
        let appTable = try ShopManifest.table()
        let appParser = LinkParser(policy: ShopManifest.policy)
        let file = try ManifestFile(path: Self.shop)
        let resolver = LinkResolver(table: try file.table(), parser: file.parser)
        var generator = SplitMix64(seed: 7)
        let pieces = ["catalog", "shoes", "products", "42", "basket", "items", "add", "orders", "7", "help", "a%2Fb",
                      "search", "promo", "checkout", "%2e%2e", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "x y", "%C3%A9", ""]
        let prefixes = ["/", "shop://", "https://shop.example.com/", "https://evil.example/", "SHOP://", "mailto:"]
        var links = Self.rows.map { ($0.link, $0.source) }
        for _ in 0..<2000 {
            let path = (0..<generator.below(5)).map { _ in generator.pick(pieces) }.joined(separator: "/")
            let query = generator.oneIn(3) ? "?q=\(generator.pick(pieces))&productId=\(generator.pick(pieces))" : ""
            let source: LinkSource? = generator.oneIn(4) ? generator.pick(LinkSource.allCases) : nil
            links.append((generator.pick(prefixes) + path + query, source))
        }
        for (link, source) in links {
            let expected: String
            do {
                let match = try appTable.match(appParser.parse(link, source: source ?? LinkParser.inferredSource(for: link)))
                expected = "\(match.route) \(match.parameters)"
            } catch {
                expected = error.code.rawValue
            }
            let actual = switch resolver.resolve(link, source: source) {
            case .matched(let match, _): "\(match.route) \(match.parameters)"
            case .notFound(_, let rejection, _), .rejected(let rejection): rejection.code.rawValue
            }
            #expect(actual == expected, "\(link)")
        }
    }

    @Test("custom parameter types accept any text, and the output says so")
    func customTypes() throws {
        var route = ManifestBuilder.Route("product", "/p/{code: sku}")
        route.query = [("size", "shoeSize", false)]
        let path = try ManifestBuilder([route]).write()
        let output = ResolveCommand(manifestPath: path, link: "shop://p/anything?size=9").run()
        #expect(output.exitCode == 0)
        #expect(output.standardOutput.contains("code = anything (sku, path)"))
        #expect(output.standardOutput.contains("note: custom parameter types 'shoeSize', 'sku' cannot be checked here and accept any text"))
    }

    @Test("without a links section custom schemes and hosts are refused, and the output says so")
    func noLinksSection() throws {
        let path = try ManifestBuilder([.init("basket", "/basket")], schemes: nil, hosts: nil).write()
        let refused = ResolveCommand(manifestPath: path, link: "shop://basket", json: true).run()
        #expect(try jsonObject(refused.standardOutput)["reason"] as? String == "schemeNotAllowed")
        #expect(refused.standardError.contains("note: the manifest has no 'links' section"))
        let inApp = ResolveCommand(manifestPath: path, link: "/basket").run()
        #expect(inApp.exitCode == 0)
        #expect(inApp.standardOutput.contains("note: the manifest has no 'links' section: every custom scheme and https host is refused"))
    }

    @Test("a malformed URL is bad input: one line on standard error, exit 2, and still one JSON object with --json")
    func malformedURL() throws {
        let human = ResolveCommand(manifestPath: Self.shop, link: "not-a-url").run()
        #expect(human.exitCode == 2)
        #expect(human.standardOutput.isEmpty)
        #expect(human.standardError == "error: malformed URL 'not-a-url': a link starts with a scheme such as 'shop://' or with '/'\n")
        let json = ResolveCommand(manifestPath: Self.shop, link: "nope", json: true).run()
        #expect(json.exitCode == 2)
        #expect(try jsonObject(json.standardOutput)["reason"] as? String == "invalidURL")
    }

    @Test("an unusable manifest is bad input, reported on one line", arguments: [
        ("missing.json", nil, "cannot read manifest 'missing.json': no such file"),
        (nil, "{not json", "not a route manifest"),
        (nil, #"{"version": 2, "routes": []}"#, "unsupported manifest version 2; this version of Waypoint reads version 1"),
        (nil, #"{"version": 1, "routes": [{"id": "a", "pattern": "/a", "module": "M", "parameters": [], "sources": [], "guards": [], "presentation": "push", "kind": "screen"}, {"id": "b", "pattern": "/a", "module": "M", "parameters": [], "sources": [], "guards": [], "presentation": "push", "kind": "screen"}]}"#, "the routes do not build a table (1 problem: routes 'a'"),
    ] as [(String?, String?, String)])
    func badManifest(path: String?, contents: String?, message: String) throws {
        let file = try path ?? TemporaryFile.write(contents ?? "")
        let output = ResolveCommand(manifestPath: file, link: "/basket", json: true).run()
        #expect(output.exitCode == 2)
        #expect(output.standardError.hasPrefix("error: "))
        #expect(output.standardError.contains(message))
        #expect(output.standardError.filter { $0 == "\n" }.count == 1)
        let object = try jsonObject(output.standardOutput)
        #expect(object["outcome"] as? String == "error")
        #expect((object["error"] as? String)?.contains(message) == true)
    }
}
