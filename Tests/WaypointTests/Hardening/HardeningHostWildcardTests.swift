import Testing
import Waypoint

/// A wildcard host entry in every confusable form: none of them may stand for a subdomain.
@Suite("Hardening: wildcard hosts accept subdomains and nothing that looks like one")
struct HardeningHostWildcardTests {
    static let policy = LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["*.example.com"])

    static let hostile: [String] = [
        "https://example.com/x", "https://evil-example.com/x", "https://evilexample.com/x",
        "https://example.com.evil.test/x", "https://a.example.com.evil.test/x", "https://*.example.com.evil.test/x",
        "https://*.example.com/x", "https://%2A.example.com/x", "https://a.example.com./x", "https://a.example.com../x",
        "https://.example.com/x", "https://a..example.com/x", "https://..example.com/x",
        "https://a.exаmple.com/x", "https://a.еxample.com/x", "https://a.example.cоm/x",
        "https://a.example\u{3002}com/x", "https://a.example\u{FF0E}com/x", "https://a.ｅxample.com/x",
        "https://a.example.com\u{200B}/x", "https://a\u{00AD}.example.com/x",
        "https://a.example.com@evil.test/x", "https://evil.test@a.example.com/x", "https://a.example.com:8443/x",
        "https://a.example.com:0/x", "https://a.example.com%40evil.test/x", "https://a.example.com\\@evil.test/x",
        "http://a.example.com/x", "shop://a.example.com/x/../../x", "https://a.example.com/../x",
        "https://a.example.com//x", "https://a.example.com/%2e%2e/x", "https://0x7f.0.0.1/x", "https://a.example.0x1/x",
    ]

    @Test("no confusable form of a subdomain is accepted as one", arguments: hostile)
    func refused(link: String) {
        let parser = LinkParser(policy: Self.policy)
        let host = try? parser.parse(link, source: .universalLink).host
        #expect(host == nil, "\(link) was accepted with host \(host ?? "")")
    }

    @Test("the same forms are refused as allowlisted URLs", arguments: hostile)
    func refusedAsURL(link: String) {
        #expect(throws: LinkRejection.self) { try AllowlistedURL(link, allowedHosts: ["*.example.com"]) }
    }
}
