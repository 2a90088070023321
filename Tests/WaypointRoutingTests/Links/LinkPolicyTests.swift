import Testing
import WaypointRouting
import TestSupport

@Suite("Link policy: every refusal has its code")
struct LinkPolicyTests {
    typealias Code = LinkRejection.Code

    static let rows: [(String, LinkSource, Code)] = [
        // Not links.
        ("", .inApp, .invalidURL),
        ("basket", .inApp, .invalidURL),
        ("#top", .inApp, .invalidURL),
        ("://basket", .customScheme, .invalidURL),
        ("1shop://basket", .customScheme, .invalidURL),
        ("shop:basket", .customScheme, .invalidURL),
        ("shop:/basket", .customScheme, .invalidURL),
        ("https:shop.example.com/x", .universalLink, .invalidURL),
        ("https://", .universalLink, .invalidURL),
        ("https:///basket", .universalLink, .invalidURL),
        ("https://:443/basket", .universalLink, .invalidURL),
        // Schemes.
        ("ftp://basket", .customScheme, .schemeNotAllowed),
        ("javascript://alert(1)", .customScheme, .schemeNotAllowed),
        ("data://text", .customScheme, .schemeNotAllowed),
        ("file://etc/passwd", .customScheme, .schemeNotAllowed),
        ("shopx://basket", .customScheme, .schemeNotAllowed),
        ("http://shop.example.com/basket", .universalLink, .schemeNotAllowed),
        ("http://shop.example.com/basket", .inApp, .schemeNotAllowed),
        ("shop://basket", .universalLink, .schemeNotAllowed),
        ("https://shop.example.com/basket", .customScheme, .schemeNotAllowed),
        ("/basket", .universalLink, .schemeNotAllowed),
        ("/basket", .customScheme, .schemeNotAllowed),
        // Hosts: exact, lowercased, ASCII.
        ("https://evil.example/basket", .universalLink, .hostNotAllowed),
        ("https://shop.example.com./basket", .universalLink, .hostNotAllowed),
        ("https://shop.example.com.evil.example/basket", .universalLink, .hostNotAllowed),
        ("https://evilshop.example.com/basket", .universalLink, .hostNotAllowed),
        ("https://sub.shop.example.com/basket", .universalLink, .hostNotAllowed),
        ("https://example.com/basket", .universalLink, .hostNotAllowed),
        ("https://shop.exаmple.com/basket", .universalLink, .hostNotAllowed),  // Cyrillic "а"
        ("https://ѕhop.example.com/basket", .universalLink, .hostNotAllowed),  // Cyrillic "ѕ"
        ("https://127.0.0.1/basket", .universalLink, .hostNotAllowed),
        ("https://[::1]/basket", .universalLink, .hostNotAllowed),
        ("https://2130706433/basket", .universalLink, .hostNotAllowed),
        ("https://shop%2Eexample.com/basket", .universalLink, .invalidEncoding),
        ("https://shop_example.com/basket", .universalLink, .hostNotAllowed),
        ("https://shop!example.com/basket", .universalLink, .invalidCharacter),
        // User info.
        ("https://user@shop.example.com/basket", .universalLink, .userInfoNotAllowed),
        ("https://user:pw@shop.example.com/basket", .universalLink, .userInfoNotAllowed),
        ("https://shop.example.com@evil.example/basket", .universalLink, .userInfoNotAllowed),
        ("https://@shop.example.com/basket", .universalLink, .userInfoNotAllowed),
        ("shop://user@basket", .customScheme, .userInfoNotAllowed),
        // Ports.
        ("https://shop.example.com:8443/basket", .universalLink, .portNotAllowed),
        ("https://shop.example.com:80/basket", .universalLink, .portNotAllowed),
        ("https://shop.example.com:/basket", .universalLink, .portNotAllowed),
        ("https://shop.example.com:443443/basket", .universalLink, .portNotAllowed),
        ("https://shop.example.com:-1/basket", .universalLink, .portNotAllowed),
        ("https://shop.example.com:44x/basket", .universalLink, .portNotAllowed),
        ("shop://basket:80/items", .customScheme, .portNotAllowed),
        // Dot segments: refused, never resolved.
        ("/.", .inApp, .dotSegment),
        ("/..", .inApp, .dotSegment),
        ("/basket/../checkout", .inApp, .dotSegment),
        ("/basket/./items", .inApp, .dotSegment),
        ("/%2e%2e/checkout", .inApp, .dotSegment),
        ("/%2E%2E/checkout", .inApp, .dotSegment),
        ("/%2e/checkout", .inApp, .dotSegment),
        ("/.%2e/checkout", .inApp, .dotSegment),
        ("/%2e./checkout", .inApp, .dotSegment),
        ("shop://../checkout", .customScheme, .dotSegment),
        ("shop://%2e%2e/checkout", .customScheme, .dotSegment),
        ("https://shop.example.com/../checkout", .universalLink, .dotSegment),
        ("https://shop.example.com/help/%2E%2E", .universalLink, .dotSegment),
        // Encoding.
        ("/a%", .inApp, .invalidEncoding),
        ("/a%2", .inApp, .invalidEncoding),
        ("/a%zz", .inApp, .invalidEncoding),
        ("/a%%32%65", .inApp, .invalidEncoding),
        ("/%C3", .inApp, .invalidEncoding),
        ("/%FF", .inApp, .invalidEncoding),
        ("/%C0%AE%C0%AE/checkout", .inApp, .invalidEncoding),
        ("/%ED%A0%80", .inApp, .invalidEncoding),
        ("/search?q=%", .inApp, .invalidEncoding),
        ("/search?q=%G1", .inApp, .invalidEncoding),
        ("/search?%=1", .inApp, .invalidEncoding),
        // Control characters, raw and encoded.
        ("/basket\u{0}", .inApp, .controlCharacter),
        ("/bas\u{0}ket", .inApp, .controlCharacter),
        ("/basket\n", .inApp, .controlCharacter),
        ("/basket\r\n/x", .inApp, .controlCharacter),
        ("/basket\t", .inApp, .controlCharacter),
        ("/basket\u{7F}", .inApp, .controlCharacter),
        ("/basket\u{85}", .inApp, .controlCharacter),
        ("/basket%00", .inApp, .controlCharacter),
        ("/basket%0A", .inApp, .controlCharacter),
        ("/basket%0d%0aSet-Cookie:x", .inApp, .controlCharacter),
        ("/basket%7F", .inApp, .controlCharacter),
        ("/basket%C2%85", .inApp, .controlCharacter),
        ("/search?q=%00", .inApp, .controlCharacter),
        ("/search?q%00=1", .inApp, .controlCharacter),
        ("shop://basket%00", .customScheme, .controlCharacter),
        ("https://shop.example.com/basket#\u{0}", .universalLink, .controlCharacter),
        // Characters that must be encoded.
        ("/bas ket", .inApp, .invalidCharacter),
        ("/basket\\..\\checkout", .inApp, .invalidCharacter),
        ("https:\\\\shop.example.com/basket", .universalLink, .invalidCharacter),
        ("https://shop.example.com\\@evil.example", .universalLink, .invalidCharacter),
        ("/a<script>", .inApp, .invalidCharacter),
        ("/a\"b", .inApp, .invalidCharacter),
        ("/a`b", .inApp, .invalidCharacter),
        ("/a{b}", .inApp, .invalidCharacter),
        ("/a|b", .inApp, .invalidCharacter),
        ("/a^b", .inApp, .invalidCharacter),
        ("/a[0]", .inApp, .invalidCharacter),
        ("/search?q[]=1", .inApp, .invalidCharacter),
        ("/search?q=a b", .inApp, .invalidCharacter),
        // Empty segments: only one trailing '/' is accepted.
        ("//basket", .inApp, .emptySegment),
        ("/basket//", .inApp, .emptySegment),
        ("/basket//items", .inApp, .emptySegment),
        ("//", .inApp, .emptySegment),
        ("//basket///items//", .inApp, .emptySegment),
        ("https://shop.example.com//basket", .universalLink, .emptySegment),
        ("https://shop.example.com//", .universalLink, .emptySegment),
        ("https://shop.example.com/basket//?x=1", .universalLink, .emptySegment),
        ("shop://basket//items", .customScheme, .emptySegment),
        ("shop:////basket", .customScheme, .emptySegment),
    ]

    @Test("hostile and malformed links are refused with their code", arguments: rows)
    func refused(input: String, source: LinkSource, code: Code) {
        #expect {
            try shopParser.parse(input, source: source)
        } throws: { error in
            (error as? LinkRejection)?.code == code
        }
    }

    @Test("size caps", arguments: [
        ("/" + String(repeating: "a", count: 3000), Code.tooLong),
        ("/" + String(repeating: "a/", count: 40), .tooManySegments),
        ("/" + String(repeating: "a", count: 300), .tooLong),
        ("/s?" + (0..<40).map { "k\($0)=v" }.joined(separator: "&"), .tooManyQueryItems),
        ("/s?q=" + String(repeating: "v", count: 1100), .tooLong),
        ("/s?" + String(repeating: "k", count: 1100) + "=v", .tooLong),
        ("/" + String(repeating: "%41", count: 257), .tooLong),
    ])
    func caps(input: String, code: Code) {
        #expect {
            try shopParser.parse(input, source: .inApp)
        } throws: { error in
            (error as? LinkRejection)?.code == code
        }
    }

    @Test("caps are the policy's to set")
    func customCaps() throws {
        let tight = LinkParser(policy: LinkPolicy(maxLength: 10, maxSegments: 2, maxQueryItems: 1))
        #expect(try tight.parse("/a/b?x=1", source: .inApp).segments == ["a", "b"])
        #expect(throws: LinkRejection.self) { try tight.parse("/a/b/c", source: .inApp) }
        #expect(throws: LinkRejection.self) { try tight.parse("/a?x=1&y=2", source: .inApp) }
        #expect(throws: LinkRejection.self) { try tight.parse("/abcdefghijk", source: .inApp) }
    }

    @Test("a rejection explains itself")
    func messages() throws {
        let host = try #require(throws: LinkRejection.self) {
            try shopParser.parse("https://evil.example/x", source: .universalLink)
        }
        #expect(host.description == "hostNotAllowed: host 'evil.example' is not an allowed universal-link host; allowed: shop.example.com")
        let scheme = try #require(throws: LinkRejection.self) {
            try shopParser.parse("ftp://x", source: .customScheme)
        }
        #expect(scheme.detail == "scheme 'ftp' is not allowed; allowed: shop")
        let dots = try #require(throws: LinkRejection.self) { try shopParser.parse("/a/%2e%2e/b", source: .inApp) }
        #expect(dots.detail == "encoded '..' segments are refused, not resolved")
    }

    @Test("http is never a custom scheme, even when listed")
    func httpIsNotCustom() {
        let parser = LinkParser(policy: LinkPolicy(customSchemes: ["http", "HTTPS", "Shop"]))
        #expect(parser.policy.customSchemes == ["shop"])
        #expect(throws: LinkRejection.self) { try parser.parse("http://basket", source: .customScheme) }
    }
}
