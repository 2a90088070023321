import Foundation
import Testing
import TestSupport
import WaypointRouting

/// Hosts read as the URL Standard reads them, which is what WebKit, `WKWebView` and
/// `SFSafariViewController` load.
///
/// The conformance rows are the host cases of the Standard's published test data:
/// web-platform-tests `url/resources/urltestdata.json` (commit 26a58e8d), its sections "IPv4
/// parsing", "More IPv4 parsing", "Last component looks like a number, but not valid IPv4" and its
/// `xn--` and percent-encoded host cases: 56 rows. The Standard gives every special scheme the same
/// host rules; its `http://` rows are read here as `https://`, the only web scheme Waypoint takes.
/// `host` is the Standard's hostname and `path` its pathname; `nil` means the Standard refuses
/// the URL. One row the Standard accepts is refused by Waypoint, which is stricter with hosts
/// that do not read as written (`stricter`): 39 refused, 16 accepted, 1 stricter.
@Suite("Hosts by the URL Standard")
struct URLStandardHostTests {
    struct Row: CustomStringConvertible, Sendable {
        let input: String
        let host: String?
        var path = "/"
        var stricter = false
        var description: String { input.debugDescription }
    }

    static let rows: [Row] = [
        // IPv4 parsing
        Row(input: "http://1.2.3.4/", host: "1.2.3.4"),
        Row(input: "http://1.2.3.4./", host: "1.2.3.4"),
        Row(input: "http://192.168.257", host: "192.168.1.1"),
        Row(input: "http://192.168.257.", host: "192.168.1.1"),
        Row(input: "http://192.168.257.com", host: "192.168.257.com"),
        Row(input: "http://256", host: "0.0.1.0"),
        Row(input: "http://256.com", host: "256.com"),
        Row(input: "http://999999999", host: "59.154.201.255"),
        Row(input: "http://999999999.", host: "59.154.201.255"),
        Row(input: "http://999999999.com", host: "999999999.com"),
        Row(input: "http://10000000000", host: nil),
        Row(input: "http://10000000000.com", host: "10000000000.com"),
        Row(input: "http://4294967295", host: "255.255.255.255"),
        Row(input: "http://4294967296", host: nil),
        Row(input: "http://0xffffffff", host: "255.255.255.255"),
        Row(input: "http://0xffffffff1", host: nil),
        Row(input: "http://256.256.256.256", host: nil),
        Row(input: "https://0x.0x.0", host: "0.0.0.0"),
        // More IPv4 parsing
        Row(input: "https://0x100000000/test", host: nil),
        Row(input: "https://256.0.0.1/test", host: nil),
        // Last component looks like a number, but not valid IPv4
        Row(input: "http://1.2.3.4.5", host: nil),
        Row(input: "http://1.2.3.4.5.", host: nil),
        Row(input: "http://0..0x300/", host: nil),
        Row(input: "http://0..0x300./", host: nil),
        Row(input: "http://256.256.256.256.256", host: nil),
        Row(input: "http://256.256.256.256.256.", host: nil),
        Row(input: "http://1.2.3.08", host: nil),
        Row(input: "http://1.2.3.08.", host: nil),
        Row(input: "http://1.2.3.09", host: nil),
        Row(input: "http://09.2.3.4", host: nil),
        Row(input: "http://09.2.3.4.", host: nil),
        Row(input: "http://01.2.3.4.5", host: nil),
        Row(input: "http://01.2.3.4.5.", host: nil),
        Row(input: "http://0x100.2.3.4", host: nil),
        Row(input: "http://0x100.2.3.4.", host: nil),
        Row(input: "http://0x1.2.3.4.5", host: nil),
        Row(input: "http://0x1.2.3.4.5.", host: nil),
        Row(input: "http://foo.1.2.3.4", host: nil),
        Row(input: "http://foo.1.2.3.4.", host: nil),
        Row(input: "http://foo.2.3.4", host: nil),
        Row(input: "http://foo.2.3.4.", host: nil),
        Row(input: "http://foo.09", host: nil),
        Row(input: "http://foo.09.", host: nil),
        Row(input: "http://foo.0x4", host: nil),
        Row(input: "http://foo.0x4.", host: nil),
        Row(input: "http://foo.09..", host: "foo.09.."),
        Row(input: "http://0999999999999999999/", host: nil),
        Row(input: "http://foo.0x", host: nil),
        Row(input: "http://foo.0XFfFfFfFfFfFfFfFfFfAcE123", host: nil),
        Row(input: "http://💩.123/", host: nil),
        // Hosts and percent-encoding, IDNA
        Row(input: "http://192.0x00A80001", host: "192.168.0.1"),
        Row(input: "https://xn--/", host: nil),
        Row(input: "https://a.b.c.xn--pokxncvks", host: nil),
        Row(input: "https://\u{FFFF}y", host: nil),
        Row(input: "https://%43%7C/", host: nil),
        Row(input: "https://a%C2%ADb/", host: "ab", stricter: true),
    ]

    /// The Standard's IPv4 parser applied step by step (section "IPv4 parser": the "ends in a number"
    /// checker, `0x` hexadecimal, a leading `0` for octal, one to four parts with the last filling
    /// the bytes the others leave, overflow and an empty part as failure), on forms the rows above
    /// leave out: 7 accepted as an address, 1 read as a name, 4 refused.
    static let parserRows: [Row] = [
        Row(input: "https://0177.0.0.1/", host: "127.0.0.1"),
        Row(input: "https://0300.0250.0.1/", host: "192.168.0.1"),
        Row(input: "https://017700000001/", host: "127.0.0.1"),
        Row(input: "https://0x7f.0.0.0x7f/", host: "127.0.0.127"),
        Row(input: "https://0XFFFFFFFF/", host: "255.255.255.255"),
        Row(input: "https://1.0x10000/", host: "1.1.0.0"),
        Row(input: "https://0x/", host: "0.0.0.0"),
        // The last part is not a number ('g' is not a hex digit): a name, not an address.
        Row(input: "https://0x7f.0.0.0x7g/", host: "0x7f.0.0.0x7g"),
        Row(input: "https://1.2.0x10000/", host: nil),
        Row(input: "https://08/", host: nil),
        Row(input: "https://1..2/", host: nil),
        Row(input: "https://0.0.0.0x100/", host: nil),
    ]

    /// The row as an `https` link.
    static func https(_ input: String) -> String {
        input.hasPrefix("http://") ? "https://" + input.dropFirst("http://".count) : input
    }

    @Test("a link Waypoint accepts has the Standard's host and path; a URL the Standard refuses is refused",
          arguments: rows + parserRows)
    func conformance(row: Row) throws {
        let text = Self.https(row.input)
        let link = try? LinkParser(policy: .structural).parse(text, source: .universalLink)
        guard let host = row.host else {
            #expect(link == nil, "the Standard refuses \(text); Waypoint read host \(link?.host ?? "")")
            return
        }
        if row.stricter {
            #expect(link == nil, "\(text) was expected to be refused as ambiguous")
            return
        }
        let parsed = try #require(link, "the Standard accepts \(text) with host \(host)")
        #expect(parsed.host == host)
        #expect(parsed.encodedPath == row.path)
    }

    @Test("AllowlistedURL admits exactly the hosts the Standard reads, in its form", arguments: rows + parserRows)
    func allowlisted(row: Row) throws {
        let text = Self.https(row.input)
        guard let host = row.host, !row.stricter else {
            // Even with the host as written on the allowlist, the URL is refused.
            let written = String(text.dropFirst("https://".count).prefix { $0 != "/" })
            #expect(throws: LinkRejection.self) { try AllowlistedURL(text, allowedHosts: [written, "example.com"]) }
            return
        }
        let url = try AllowlistedURL(text, allowedHosts: [host])
        #expect(url.host == host && url.encodedPath == row.path)
        #expect(url.url.host == host)
    }

    @Test(
        "the report's hosts give the Standard's answer",
        arguments: [
            ("https://192.0x00A80001/x", "192.168.0.1"), ("https://0x.0x.0/x", "0.0.0.0"),
            ("https://2130706433/x", "127.0.0.1"), ("https://0x7f.1/x", "127.0.0.1"), ("https://256.0.0.1/x", nil),
            ("https://1.2.3.08/x", nil), ("https://09.2.3.4/x", nil), ("https://foo.09/x", nil),
            ("https://foo.0x4/x", nil), ("https://0x100000000/test", nil), ("https://xn--/", nil),
            ("https://a.b.c.xn--pokxncvks/", nil), ("https://xn--bcher-kva.example/x", "xn--bcher-kva.example"),
            ("https://bücher.example/x", "xn--bcher-kva.example"), ("https://ｓｈｏｐ.example.com/x", nil),
            ("https://shop.example.com\u{3002}/x", nil),
        ] as [(String, String?)])
    func reportRows(text: String, host: String?) {
        do {
            let link = try LinkParser(policy: .structural).parse(text, source: .universalLink)
            #expect(link.host == host, "\(text)")
        } catch {
            #expect(host == nil, "\(text): \(error)")
            #expect([.invalidHost, .hostNotAllowed].contains(error.code), "\(text): \(error)")
        }
    }

    @Test("a numeric host that is not an address, or an xn-- label that is not punycode, is invalidHost")
    func invalidHostCode() {
        for text in ["https://256.0.0.1/x", "https://foo.09/x", "https://xn--/x", "https://a.xn--pokxncvks/x"] {
            let rejection = #expect(throws: LinkRejection.self) {
                try LinkParser(policy: .structural).parse(text, source: .universalLink)
            }
            #expect(rejection?.code == .invalidHost, "\(text)")
        }
    }

    @Test("an allowlist entry is read like a link's host; one that is not a valid host is a setup error")
    func allowlistEntries() throws {
        let policy = LinkPolicy(universalLinkHosts: ["192.0x00A80001", "Shop.Example.com", "256.0.0.1", "xn--"])
        #expect(policy.universalLinkHosts.contains("192.168.0.1"))
        #expect(policy.invalidHosts.count == 2)
        let link = try LinkParser(policy: policy).parse("https://192.168.0.1/x", source: .universalLink)
        #expect(link.host == "192.168.0.1")
        let rejection = #expect(throws: LinkRejection.self) {
            try AllowlistedURL("https://shop.example.com/x", allowedHosts: ["shop.example.com", "foo.09"])
        }
        #expect(rejection?.code == .invalidHost)
        #expect(LinkPolicy(universalLinkHosts: ["shop.example.com", "[::1]"]).invalidHosts.isEmpty)
    }
}
