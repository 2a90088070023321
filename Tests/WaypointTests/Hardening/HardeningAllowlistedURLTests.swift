import Foundation
import Testing
import Waypoint
import TestSupport

/// A typed route that takes a "return to" target, as a sign-in screen does.
struct ReturnToRoute: Route, AllowsExternalURLs {
    static let id: RouteID = "login.return"
    static let pattern = "/login/return"
    static let allowedURLHosts: Set<String> = ["shop.example.com", "help.example.com"]
    var returnTo: AllowlistedURL?
    var also: [AllowlistedURL]
}

@Suite("Hardening: allowlisted URLs refuse open redirects")
struct HardeningAllowlistedURLTests {
    static let hosts: Set<String> = ["shop.example.com", "help.example.com", "bücher.example"]

    /// Admitted URLs and the text they are rebuilt to.
    static let admitted: [(String, String)] = [
        ("https://shop.example.com/orders/17", "https://shop.example.com/orders/17"),
        ("https://SHOP.Example.COM/orders", "https://shop.example.com/orders"),
        ("HTTPS://shop.example.com/", "https://shop.example.com/"),
        ("https://shop.example.com", "https://shop.example.com/"),
        ("https://shop.example.com:443/a", "https://shop.example.com/a"),
        ("https://shop.example.com/a/b/", "https://shop.example.com/a/b/"),
        ("https://shop.example.com/orders?tab=tracking&x=1", "https://shop.example.com/orders?tab=tracking&x=1"),
        ("https://help.example.com/search?q=a+b&c=%2B", "https://help.example.com/search?q=a+b&c=%2B"),
        ("https://shop.example.com/app#/orders/17", "https://shop.example.com/app#/orders/17"),
        ("https://shop.example.com/caf%C3%A9", "https://shop.example.com/caf%C3%A9"),
        ("https://shop.example.com/café?x=é#é", "https://shop.example.com/caf%C3%A9?x=%C3%A9#%C3%A9"),
        ("https://bücher.example/", "https://xn--bcher-kva.example/"),
        ("https://xn--bcher-kva.example/a", "https://xn--bcher-kva.example/a"),
        ("https://help.example.com/a?", "https://help.example.com/a"),
        ("https://help.example.com/a#", "https://help.example.com/a"),
        (
            "https://shop.example.com/?next=https%3A%2F%2Fevil.example",
            "https://shop.example.com/?next=https%3A%2F%2Fevil.example"
        ),
        ("https://shop.example.com/a;b=c,d", "https://shop.example.com/a;b=c,d"),
        ("https://shop.example.com:0443/", "https://shop.example.com/"),
    ]

    @Test("admitted URLs are rebuilt from their checked parts", arguments: admitted)
    func admits(input: String, rebuilt: String) throws {
        let url = try AllowlistedURL(input, allowedHosts: Self.hosts)
        #expect(url.string == rebuilt)
        #expect(url.url.absoluteString == rebuilt)
        #expect(url.url.scheme == "https")
        #expect(url.url.user == nil && url.url.port == nil)
        #expect(Self.hosts.map { $0 == "bücher.example" ? "xn--bcher-kva.example" : $0 }.contains(url.host))
        #expect(!url.encodedPath.hasPrefix("//"))
        // Rebuilding is idempotent: the rebuilt text is admitted as itself.
        #expect(try AllowlistedURL(url.string, allowedHosts: Self.hosts) == url)
    }

    typealias Code = LinkRejection.Code

    /// Refused URLs and why.
    static let refused: [(String, Code)] = [
        // Schemes: https only.
        ("javascript:alert(1)", .schemeNotAllowed),
        ("JavaScript:alert(document.cookie)", .schemeNotAllowed),
        ("javascript://shop.example.com/%0aalert(1)", .schemeNotAllowed),
        ("data:text/html;base64,PHNjcmlwdD4=", .schemeNotAllowed),
        ("file:///etc/passwd", .schemeNotAllowed),
        ("http://shop.example.com/", .schemeNotAllowed),
        ("ftp://shop.example.com/", .schemeNotAllowed),
        ("shop://orders", .schemeNotAllowed),
        ("intent://shop.example.com/#Intent;scheme=https;end", .schemeNotAllowed),
        // Not absolute.
        ("//evil.example/", .schemeNotAllowed),
        ("//shop.example.com/orders", .schemeNotAllowed),
        // Empty path segments: the page they name is the server's guess, so they are refused.
        ("https://shop.example.com//a///b", .emptySegment),
        ("https://shop.example.com//evil.example", .emptySegment),
        ("/orders/17", .schemeNotAllowed),
        ("orders/17", .schemeNotAllowed),
        ("", .schemeNotAllowed),
        ("https:evil.example", .invalidURL),
        ("https:/evil.example", .invalidURL),
        ("https:///evil.example", .invalidURL),
        // Backslashes, which browsers read as slashes.
        ("https:\\\\evil.example", .invalidCharacter),
        ("https:/\\evil.example", .invalidCharacter),
        ("https://shop.example.com\\@evil.example/", .invalidCharacter),
        ("https://shop.example.com/\\evil.example", .invalidCharacter),
        // Hosts: exact, lowercased, punycode.
        ("https://evil.example/", .hostNotAllowed),
        ("https://shop.example.com.evil.example/", .hostNotAllowed),
        ("https://evilshop.example.com/", .hostNotAllowed),
        ("https://sub.shop.example.com/", .hostNotAllowed),
        ("https://shop.example.com./", .hostNotAllowed),
        ("https://shop.exаmple.com/", .hostNotAllowed),  // Cyrillic "а"
        ("https://127.0.0.1/", .hostNotAllowed),
        ("https://[::1]/", .hostNotAllowed),
        ("https://2130706433/", .hostNotAllowed),
        ("https://shop%2Eexample.com/", .invalidEncoding),
        ("https://[::1]x/", .invalidURL),
        // User info.
        ("https://user@shop.example.com/", .userInfoNotAllowed),
        ("https://user:pass@shop.example.com/", .userInfoNotAllowed),
        ("https://shop.example.com@evil.example/", .userInfoNotAllowed),
        ("https://shop.example.com:443@evil.example/", .userInfoNotAllowed),
        // Ports.
        ("https://shop.example.com:8443/", .portNotAllowed),
        ("https://shop.example.com:80/", .portNotAllowed),
        ("https://shop.example.com:/", .portNotAllowed),
        // Paths that decode to somewhere else.
        ("https://shop.example.com/%2F%2Fevil.example", .invalidCharacter),
        ("https://shop.example.com/a%2fb", .invalidCharacter),
        ("https://shop.example.com/a%5Cb", .invalidCharacter),
        ("https://shop.example.com/a%5C\u{616}b", .invalidCharacter),
        ("https://shop.example.com/a%2F\u{301}b", .invalidCharacter),
        ("https://shop.example.com/../admin", .dotSegment),
        ("https://shop.example.com/%2e%2e/admin", .dotSegment),
        // Control characters, raw and encoded, anywhere.
        ("https://shop.example.com/a\u{0}", .controlCharacter),
        ("https://shop.example.com/a%00", .controlCharacter),
        ("https://shop.example.com/a%0d%0aSet-Cookie:x", .controlCharacter),
        ("java\tscript:alert(1)", .controlCharacter),
        ("https://shop.example.com/#%00", .controlCharacter),
        ("https://shop.example.com/\u{85}", .controlCharacter),
        // Characters that must be encoded, and malformed escapes.
        (" https://shop.example.com/", .invalidCharacter),
        ("https://shop.example.com/ a", .invalidCharacter),
        ("https://shop.example.com/<script>", .invalidCharacter),
        ("https://shop.example.com/a?q=\"x\"", .invalidCharacter),
        ("https://shop.example.com/a%", .invalidEncoding),
        ("https://shop.example.com/#%zz", .invalidEncoding),
        ("https://shop.example.com/?q=%C0%AE", .invalidEncoding),
        // Size.
        ("https://shop.example.com/" + String(repeating: "a", count: 3000), .tooLong),
        ("https://shop.example.com/#" + String(repeating: "é", count: 700), .tooLong),
    ]

    @Test("hostile URLs are refused with their reason", arguments: refused)
    func refuses(input: String, code: Code) {
        let rejection = #expect(throws: LinkRejection.self) { try AllowlistedURL(input, allowedHosts: Self.hosts) }
        #expect(rejection?.code == code, "\(input.debugDescription): \(rejection.map { "\($0)" } ?? "accepted")")
        #expect(rejection?.detail.isEmpty == false)
    }

    @Test("an empty allowlist admits nothing")
    func emptyAllowlist() {
        #expect(throws: LinkRejection.self) { try AllowlistedURL("https://shop.example.com/", allowedHosts: []) }
    }

    @Test("decoding checks again, against the hosts the decoder is given")
    func codable() throws {
        struct Settings: Codable, Equatable { var help: AllowlistedURL }
        let settings = Settings(help: try AllowlistedURL("https://help.example.com/faq", allowedHosts: Self.hosts))
        let data = try JSONEncoder().encode(settings)
        #expect(String(decoding: data, as: UTF8.self) == #"{"help":"https:\/\/help.example.com\/faq"}"#)

        let decoder = JSONDecoder()
        #expect(throws: LinkRejection.self) { try decoder.decode(Settings.self, from: data) }
        AllowlistedURL.setAllowedHosts(["help.example.com"], in: &decoder.userInfo)
        #expect(try decoder.decode(Settings.self, from: data) == settings)
        AllowlistedURL.setAllowedHosts(["shop.example.com"], in: &decoder.userInfo)
        let rejection = #expect(throws: LinkRejection.self) { try decoder.decode(Settings.self, from: data) }
        #expect(rejection?.code == .hostNotAllowed)
        let tampered = Data(#"{"help":"javascript:alert(1)"}"#.utf8)
        #expect(throws: LinkRejection.self) { try decoder.decode(Settings.self, from: tampered) }
    }

    @Test("equal when the rebuilt URLs are equal")
    func equality() throws {
        let a = try AllowlistedURL("https://SHOP.example.com:443/x", allowedHosts: Self.hosts)
        let b = try AllowlistedURL("https://shop.example.com/x", allowedHosts: Self.hosts)
        #expect(a == b && a.hashValue == b.hashValue && Set([a, b]).count == 1)
        #expect(a.description == "https://shop.example.com/x")
    }

    // MARK: In routes

    static let webPage = ParameterType.allowlistedURL(hosts: ["help.example.com"])

    static let webTable: RouteTable = {
        do {
            return try RouteTable(
                [
                    RouteDefinition("web", pattern: "/web", module: "Help", query: [.required("url", webPage)]),
                    RouteDefinition(ReturnToRoute.self, module: "Login"),
                ],
                parameterTypes: [webPage])
        } catch {
            preconditionFailure("web fixture: \(error)")
        }
    }()

    func match(_ text: String) throws -> RouteMatch {
        try Self.webTable.match(shopParser.parse(text, source: .inApp))
    }

    @Test("an untyped route's URL parameter is checked when the link is matched")
    func untypedRoute() throws {
        let match = try match("/web?url=https%3A%2F%2Fhelp.example.com%2Ffaq")
        #expect(match.parameters["url"] == "https://help.example.com/faq")
        for hostile in [
            "https%3A%2F%2Fevil.example%2F", "javascript%3Aalert(1)", "%2F%2Fevil.example",
            "https%3A%2F%2Fhelp.example.com%40evil.example",
        ] {
            let rejection = #expect(throws: LinkRejection.self) { try self.match("/web?url=" + hostile) }
            #expect(rejection?.code == .invalidParameter && rejection?.parameter == "url")
        }
    }

    @Test("a typed route decodes URL properties against its own allowlist and prints them back")
    func typedRoute() throws {
        let link =
            "/login/return?returnTo=https%3A%2F%2Fshop.example.com%2Forders%3Ftab%3D1&also=https%3A%2F%2Fhelp.example.com"
        let route = try match(link).decode(ReturnToRoute.self)
        #expect(route.returnTo?.string == "https://shop.example.com/orders?tab=1")
        #expect(route.also.map(\.string) == ["https://help.example.com/"])
        let printed = try route.link().description
        #expect(
            printed
                == "/login/return?returnTo=https%3A%2F%2Fshop.example.com%2Forders%3Ftab%3D1&also=https%3A%2F%2Fhelp.example.com%2F"
        )
        #expect(try match(printed).decode(ReturnToRoute.self) == route)
        #expect(try match("/login/return").decode(ReturnToRoute.self).returnTo == nil)

        let rejection = #expect(throws: LinkRejection.self) {
            try self.match("/login/return?returnTo=https%3A%2F%2Fevil.example%2F")
        }
        #expect(rejection?.code == .invalidParameter && rejection?.parameter == "returnTo")
        #expect(Self.webTable.route("login.return")?.query.first == .optional("returnTo", .allowlistedURL(hosts: [])))
    }

    @Test("decoding a typed route re-checks a URL even when the match was made by hand")
    func decodeChecksAgain() {
        let forged = RouteMatch(
            route: ReturnToRoute.id, parameters: RouteParameters([("returnTo", "https://evil.example/")]),
            link: Link(source: .inApp, segments: ["login", "return"]))
        let rejection = #expect(throws: LinkRejection.self) { try forged.decode(ReturnToRoute.self) }
        #expect(rejection?.code == .hostNotAllowed)
        #expect(rejection?.parameter == "returnTo")
        #expect(rejection?.detail.hasPrefix("parameter 'returnTo': host 'evil.example' is not an allowed") == true)
    }

    @Test("URL parameters without an allowlist, or in the path, are refused when the table is built")
    func misfits() throws {
        struct NoAllowlist: Route {
            static let id: RouteID = "a"
            static let pattern = "/a"
            var next: AllowlistedURL
        }
        struct InPath: Route, AllowsExternalURLs {
            static let id: RouteID = "b"
            static let pattern = "/b/{next}"
            static let allowedURLHosts: Set<String> = ["shop.example.com"]
            var next: AllowlistedURL
        }
        let error = try #require(throws: RouteTableError.self) {
            try RouteTable([RouteDefinition(NoAllowlist.self, module: "M"), RouteDefinition(InPath.self, module: "M")])
        }
        #expect(
            error.problems.map(\.detail) == [
                "route 'a' (/a, module M), type NoAllowlist: property 'next' is an AllowlistedURL; adopt AllowsExternalURLs to list the hosts it may point to",
                "route 'b' (/b/{next}, module M), type InPath: a URL cannot be a path parameter; read 'next' from the query",
            ])
        let unregistered = try #require(throws: RouteTableError.self) {
            try RouteTable([
                RouteDefinition("web", pattern: "/web", module: "Help", query: [.required("url", Self.webPage)])
            ])
        }
        #expect(unregistered.problems.map(\.code) == [.unknownParameterType])
    }
}
