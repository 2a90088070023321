import Testing
import WaypointRouting

/// A universal-link host entry `*.example.com`: every subdomain, read the way hosts are read.
@Suite("Host wildcards: *.example.com accepts subdomains only")
struct HostWildcardTests {
    static let policy = LinkPolicy(universalLinkHosts: ["*.Example.com", "shop.example.org"])

    /// The host a link is accepted with, or the code it is refused with.
    static func outcome(_ link: String, policy: LinkPolicy = policy) -> String {
        do throws(LinkRejection) {
            return try LinkParser(policy: policy).parse(link, source: .universalLink).host ?? "no host"
        } catch {
            return "\(error.code)"
        }
    }

    @Test(
        "a subdomain at any depth is accepted, lowercased; the domain itself is not",
        arguments: [
            ("https://blog.example.com/x", "blog.example.com"),
            ("https://a.b.example.com/x", "a.b.example.com"),
            ("https://BLOG.EXAMPLE.COM/x", "blog.example.com"),
            ("https://tenant-42.example.com/x", "tenant-42.example.com"),
            ("https://bücher.example.com/x", "xn--bcher-kva.example.com"),
            ("https://blog.example.com:443/x", "blog.example.com"),
            ("https://example.com/x", "hostNotAllowed"),
            ("https://shop.example.org/x", "shop.example.org"),
            ("https://blog.example.org/x", "hostNotAllowed"),
        ])
    func accepted(link: String, expected: String) {
        #expect(Self.outcome(link) == expected)
    }

    @Test(
        "a host that only looks like a subdomain is refused",
        arguments: [
            ("https://evil-example.com/x", "hostNotAllowed"),
            ("https://evilexample.com/x", "hostNotAllowed"),
            ("https://example.com.evil.test/x", "hostNotAllowed"),
            ("https://blog.example.com.evil.test/x", "hostNotAllowed"),
            ("https://blog.example.com./x", "hostNotAllowed"),
            ("https://.example.com/x", "hostNotAllowed"),
            ("https://a..example.com/x", "hostNotAllowed"),
            ("https://*.example.com/x", "invalidCharacter"),
            ("https://a.*.example.com/x", "invalidCharacter"),
            ("https://blog.exаmple.com/x", "hostNotAllowed"),  // Cyrillic "а"
            ("https://blog\u{3002}example.com/x", "hostNotAllowed"),  // ideographic full stop
            ("https://ｂｌｏｇ.example.com/x", "hostNotAllowed"),  // fullwidth
            ("https://blog.example.com@evil.test/x", "userInfoNotAllowed"),
            ("https://evil.test@blog.example.com/x", "userInfoNotAllowed"),
            ("https://blog.example.com:8443/x", "portNotAllowed"),
            ("https://blog.example.com%2Eevil.test/x", "invalidEncoding"),
            ("https://1.0.example.com.0/x", "invalidHost"),
        ])
    func refused(link: String, expected: String) {
        #expect(Self.outcome(link) == expected)
    }

    @Test("a wildcard entry is read like a host: lowercased, its domain in punycode")
    func entryStandardForm() {
        let policy = LinkPolicy(universalLinkHosts: ["*.Bücher.Example"])
        #expect(policy.universalLinkHosts == ["*.xn--bcher-kva.example"])
        #expect(policy.invalidHosts.isEmpty)
        #expect(Self.outcome("https://www.bücher.example/x", policy: policy) == "www.xn--bcher-kva.example")
    }

    @Test(
        "an entry no host could match is an invalid host, and matches nothing",
        arguments: [
            ("*.com", "https://evil.com/x"),
            ("*", "https://evil.com/x"),
            ("*example.com", "https://evilexample.com/x"),
            ("a*.example.com", "https://ab.example.com/x"),
            ("blog.*.example.com", "https://blog.a.example.com/x"),
            ("*.*.example.com", "https://a.b.example.com/x"),
            ("*..example.com", "https://a..example.com/x"),
            ("*.example.com.", "https://a.example.com./x"),
            ("*.0.0.1", "https://1.0.0.1/x"),
            ("*.xn--.example", "https://a.xn--.example/x"),
        ])
    func invalidEntry(entry: String, link: String) {
        let policy = LinkPolicy(universalLinkHosts: [entry])
        #expect(policy.invalidHosts.count == 1, "\(policy.invalidHosts)")
        #expect(Self.outcome(link, policy: policy) != String(link.dropFirst(8).prefix { $0 != "/" }))
    }

    @Test(
        "a host or a narrower wildcard that a wildcard already covers is listed twice",
        arguments: [
            (["*.example.com", "blog.example.com"], ["'blog.example.com' is listed twice: the wildcard '*.example.com' covers it"]),
            (["*.example.com", "*.eu.example.com"], ["'*.eu.example.com' is listed twice: the wildcard '*.example.com' covers it"]),
            (["*.example.com", "example.com"], []),
            (["*.example.com", "blog.example.org", "*.example.org"], ["'blog.example.org' is listed twice: the wildcard '*.example.org' covers it"]),
            (["*.example.com", "*.other-example.com"], []),
        ] as [(Set<String>, [String])])
    func coveredTwice(entries: Set<String>, expected: [String]) {
        #expect(LinkPolicy(universalLinkHosts: entries).invalidHosts == expected)
    }

    @Test("AllowlistedURL takes wildcard entries, and refuses an allowlist that lists a host twice")
    func allowlisted() throws {
        let url = try AllowlistedURL("https://Help.Example.com/a?b=1", allowedHosts: ["*.example.com"])
        #expect(url.description == "https://help.example.com/a?b=1")
        for text in ["https://example.com/a", "https://evil-example.com/a", "https://example.com.evil.test/a"] {
            let rejection = #expect(throws: LinkRejection.self) {
                try AllowlistedURL(text, allowedHosts: ["*.example.com"])
            }
            #expect(rejection?.code == .hostNotAllowed, "\(text)")
        }
        let twice = #expect(throws: LinkRejection.self) {
            try AllowlistedURL("https://help.example.com/a", allowedHosts: ["*.example.com", "help.example.com"])
        }
        #expect(twice?.code == .invalidHost)
    }

    @Test("a route pattern is scoped to one host: a wildcard host in a pattern is refused")
    func patternHostIsExact() {
        #expect(throws: RouteTableError.self) {
            try RouteTable([RouteDefinition("blog", pattern: "https://*.example.com/posts", module: "Blog")])
        }
    }

    @Test("a route scoped to one subdomain opens that subdomain's links only")
    func scopedSubdomain() throws {
        let table = try RouteTable([
            RouteDefinition("blog", pattern: "https://blog.example.com/{slug}", module: "Blog"),
            RouteDefinition("page", pattern: "/{slug}", module: "Pages"),
        ])
        let parser = LinkParser(policy: Self.policy)
        #expect(try table.match(parser.parse("https://blog.example.com/hello", source: .universalLink)).route == "blog")
        #expect(try table.match(parser.parse("https://news.example.com/hello", source: .universalLink)).route == "page")
    }
}
