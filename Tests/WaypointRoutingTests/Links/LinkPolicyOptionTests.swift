import Testing
import TestSupport
import WaypointRouting

@Suite("Link policy options: '+' as a space, routes in the fragment")
struct LinkPolicyOptionTests {
    typealias Code = LinkRejection.Code

    static let formPolicy: LinkPolicy = {
        var policy = shopPolicy
        policy.decodesPlusAsSpace = true
        return policy
    }()

    static let fragmentPolicy: LinkPolicy = {
        var policy = LinkPolicy(customSchemes: ["shop", "web"], universalLinkHosts: ["shop.example.com"])
        policy.fragmentRoutedSchemes = ["WEB", "https"]
        return policy
    }()

    /// Input, the segments and query (`name=value`) it reads as with the option, and as without it.
    static let plusRows: [(String, [String], [String], [String])] = [
        ("/catalog/a+b", ["catalog", "a b"], [], ["catalog", "a+b"]),
        ("/catalog/a%2Bb", ["catalog", "a+b"], [], ["catalog", "a+b"]),
        ("/search?q=red+shoes", ["search"], ["q=red shoes"], ["search"]),
        ("/search?q=1%2B1", ["search"], ["q=1+1"], ["search"]),
        ("/search?a+b=c", ["search"], ["a b=c"], ["search"]),
        ("/catalog/+", ["catalog", " "], [], ["catalog", "+"]),
    ]

    @Test("'+' is a space only when the policy decodes form encoding; %2B is always a plus", arguments: plusRows)
    func plusAsSpace(input: String, segments: [String], query: [String], defaultSegments: [String]) throws {
        let link = try LinkParser(policy: Self.formPolicy).parse(input, source: .inApp)
        #expect(link.segments == segments)
        #expect(link.queryItems.map { "\($0.name)=\($0.value)" } == query)
        #expect(try shopParser.parse(input, source: .inApp).segments == defaultSegments)
        // Printed back, a space is %20 and a plus %2B: the link reads the same under either policy.
        let printed = link.description
        #expect(try LinkParser(policy: Self.formPolicy).parse(printed, source: .inApp) == link)
        #expect(try shopParser.parse(printed, source: .inApp).segments == link.segments)
    }

    @Test("'+' as a space keeps every other check: dot segments, controls, empty segments", arguments: [
        ("/catalog/%2e+%2e", Code?.none), ("/a/%00+", .controlCharacter), ("/a//+", .emptySegment), ("/+/..", .dotSegment),
        ("/search?q=+%0a", .controlCharacter),
    ])
    func plusHostile(input: String, code: Code?) {
        let result = Result { try LinkParser(policy: Self.formPolicy).parse(input, source: .inApp) }
        switch (result, code) {
        case (.success, nil): break
        case (.failure(let error as LinkRejection), let code?): #expect(error.code == code, "\(input)")
        default: Issue.record("\(input): \(result)")
        }
    }

    static let fragmentRows: [(String, LinkSource, [String], [String])] = [
        ("web://app/#/orders/17", .customScheme, ["app", "orders", "17"], []),
        ("web://app#/orders/17?tab=1", .customScheme, ["app", "orders", "17"], ["tab=1"]),
        ("web://app/?utm=x#/orders/17?tab=1", .customScheme, ["app", "orders", "17"], ["utm=x", "tab=1"]),
        ("Web://app/#/", .customScheme, ["app"], []),
        ("web://app/#top", .customScheme, ["app"], []),
        ("web://app/#", .customScheme, ["app"], []),
        ("https://shop.example.com/#/orders/17", .universalLink, ["orders", "17"], []),
        ("https://shop.example.com#/orders/17", .universalLink, ["orders", "17"], []),
        // Schemes the policy does not name keep ignoring the fragment.
        ("shop://orders/#/basket", .customScheme, ["orders"], []),
        ("/orders#/basket", .inApp, ["orders"], []),
    ]

    @Test("a fragment-routed scheme reads its route from a fragment that starts with '/'", arguments: fragmentRows)
    func fragment(input: String, source: LinkSource, segments: [String], query: [String]) throws {
        let link = try LinkParser(policy: Self.fragmentPolicy).parse(input, source: source)
        #expect(link.segments == segments)
        #expect(link.queryItems.map { "\($0.name)=\($0.value)" } == query)
    }

    @Test("a routed fragment gets every check a path gets", arguments: [
        ("web://app/a#/orders", Code.invalidURL), ("web://app/#/../admin", .dotSegment), ("web://app/#//evil", .emptySegment),
        ("web://app/#/a%00", .controlCharacter), ("web://app/#/a#b", .invalidCharacter), ("web://app/#/a%2", .invalidEncoding),
        ("https://evil.example/#/orders", .hostNotAllowed), ("web://app/#/a/b/c/d", .tooManySegments),
        ("web://app/?a=1&b=2#/x?c=3", .tooManyQueryItems),
    ])
    func fragmentHostile(input: String, code: Code) {
        var policy = Self.fragmentPolicy
        policy.maxSegments = 4
        policy.maxQueryItems = 2
        let source = LinkParser.inferredSource(for: input)
        #expect {
            try LinkParser(policy: policy).parse(input, source: source)
        } throws: { ($0 as? LinkRejection)?.code == code }
    }

    @Test("both options travel in the manifest, and a manifest without them reads as before")
    func manifest() throws {
        var policy = Self.fragmentPolicy
        policy.decodesPlusAsSpace = true
        let table = try RouteTable(ShopRoutes.definitions)
        let manifest = table.manifest(policy: policy)
        #expect(manifest.links?.fragmentRoutedSchemes == ["https", "web"])
        #expect(manifest.links?.decodesPlusAsSpace == true)
        let read = try RouteManifest(jsonData: try manifest.jsonData())
        #expect(read.policy?.decodesPlusAsSpace == true)
        #expect(read.policy?.fragmentRoutedSchemes == ["https", "web"])
        let plain = String(decoding: try table.manifest(policy: shopPolicy).jsonData(), as: UTF8.self)
        #expect(!plain.contains("decodesPlusAsSpace") && !plain.contains("fragmentRoutedSchemes"))
    }
}
