import Foundation
import Testing
import Waypoint
import WaypointTesting

/// Bugs the fuzzers and the hostile-link corpus found, each pinned by the input that showed it.
@MainActor
@Suite("Hardening: regressions found by fuzzing and the corpus")
struct HardeningRegressionTests {
    // MARK: Hosts that print as ports

    @Test("brackets and colons are accepted in a host only as an IPv6 literal", arguments: [
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
}
