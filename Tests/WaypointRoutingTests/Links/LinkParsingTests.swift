import Testing
import TestSupport
import WaypointRouting


@Suite("Link parsing")
struct LinkParsingTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let input: String
        let source: LinkSource
        let scheme: String?
        let host: String?
        let segments: [String]
        let query: [String]
        var testDescription: String { "\(input) [\(source)]" }

        init(
            _ input: String, _ source: LinkSource = .inApp, scheme: String? = nil, host: String? = nil,
            segments: [String], query: [String] = []
        ) {
            self.input = input
            self.source = source
            self.scheme = scheme
            self.host = host
            self.segments = segments
            self.query = query
        }
    }

    static let rows: [Row] = [
        // In-app paths.
        Row("/", segments: [], query: []),
        Row("/basket", segments: ["basket"]),
        Row("/basket/", segments: ["basket"]),
        Row("/basket/items/", segments: ["basket", "items"]),
        Row("/basket/?x=1", segments: ["basket"], query: ["x=1"]),
        Row("/Basket", segments: ["Basket"]),
        Row("/a%2Fb/c", segments: ["a/b", "c"]),
        Row("/a%2fb", segments: ["a/b"]),
        Row("/caf%C3%A9", segments: ["café"]),
        Row("/café", segments: ["café"]),
        Row("/a+b", segments: ["a+b"]),
        Row("/a%20b", segments: ["a b"]),
        Row("/a%25b", segments: ["a%b"]),
        Row("/...", segments: ["..."]),
        Row("/.hidden", segments: [".hidden"]),
        Row("/a.b", segments: ["a.b"]),
        Row("/search?q=shoes", segments: ["search"], query: ["q=shoes"]),
        Row("/search?q=a+b", segments: ["search"], query: ["q=a+b"]),
        Row("/search?q=a%2Bb", segments: ["search"], query: ["q=a+b"]),
        Row("/search?q=a%26b&x=1", segments: ["search"], query: ["q=a&b", "x=1"]),
        Row("/search?q=", segments: ["search"], query: ["q="]),
        Row("/search?flag", segments: ["search"], query: ["flag="]),
        Row("/search?a=1&&b=2&", segments: ["search"], query: ["a=1", "b=2"]),
        Row("/search?=orphan&a=1", segments: ["search"], query: ["a=1"]),
        Row("/search?q=x=y", segments: ["search"], query: ["q=x=y"]),
        Row("/search?q=1&q=2", segments: ["search"], query: ["q=1", "q=2"]),
        Row("/search?q=shoes#reviews", segments: ["search"], query: ["q=shoes"]),
        Row("/basket#top", segments: ["basket"]),
        Row("/search?q=%E2%9C%93", segments: ["search"], query: ["q=✓"]),
        Row("/search?q=/path/?x", segments: ["search"], query: ["q=/path/?x"]),
        // Custom schemes: the host is the first path segment, case-sensitive like the path.
        Row("shop://basket", .customScheme, scheme: "shop", segments: ["basket"]),
        Row("shop://basket/items", .customScheme, scheme: "shop", segments: ["basket", "items"]),
        Row("SHOP://basket", .customScheme, scheme: "shop", segments: ["basket"]),
        Row("Shop://Basket/Items", .customScheme, scheme: "shop", segments: ["Basket", "Items"]),
        Row("shop://", .customScheme, scheme: "shop", segments: []),
        Row("shop:///basket", .customScheme, scheme: "shop", segments: ["basket"]),
        Row("shop://basket/?x=1", .customScheme, scheme: "shop", segments: ["basket"], query: ["x=1"]),
        Row("shop://?x=1", .customScheme, scheme: "shop", segments: [], query: ["x=1"]),
        Row("shop://a%2Fb", .customScheme, scheme: "shop", segments: ["a/b"]),
        Row("shop://a%3Ab%40c/d:e@f", .customScheme, scheme: "shop", segments: ["a:b@c", "d:e@f"]),
        Row("shop://basket#frag", .customScheme, scheme: "shop", segments: ["basket"]),
        Row("shop://basket", .pushNotification, scheme: "shop", segments: ["basket"]),
        // Universal links: host lowercased and kept, the path starts after it.
        Row("https://shop.example.com/basket", .universalLink, scheme: "https", host: "shop.example.com", segments: ["basket"]),
        Row("HTTPS://SHOP.EXAMPLE.COM/Basket", .universalLink, scheme: "https", host: "shop.example.com", segments: ["Basket"]),
        Row("https://shop.example.com", .universalLink, scheme: "https", host: "shop.example.com", segments: []),
        Row("https://shop.example.com/", .universalLink, scheme: "https", host: "shop.example.com", segments: []),
        Row("https://shop.example.com:443/basket", .universalLink, scheme: "https", host: "shop.example.com", segments: ["basket"]),
        Row("https://shop.example.com?x=1", .universalLink, scheme: "https", host: "shop.example.com", segments: [], query: ["x=1"]),
        Row("https://shop.example.com/p?q=1#f", .universalLink, scheme: "https", host: "shop.example.com", segments: ["p"], query: ["q=1"]),
        Row("https://shop.example.com/basket", .pushNotification, scheme: "https", host: "shop.example.com", segments: ["basket"]),
        Row("https://shop.example.com/basket", .inApp, scheme: "https", host: "shop.example.com", segments: ["basket"]),
        Row("/basket", .pushNotification, segments: ["basket"]),
        Row("/basket", .restoration, segments: ["basket"]),
    ]

    @Test("parses and normalises", arguments: rows)
    func parses(row: Row) throws {
        let link = try shopParser.parse(row.input, source: row.source)
        #expect(link.source == row.source)
        #expect(link.scheme == row.scheme)
        #expect(link.host == row.host)
        #expect(link.segments == row.segments)
        #expect(link.queryItems.map { "\($0.name)=\($0.value)" } == row.query)
    }

    @Test("a link prints canonically and parses back to itself", arguments: rows)
    func printsBack(row: Row) throws {
        let link = try shopParser.parse(row.input, source: row.source)
        let reparsed = try shopParser.parse(link.description, source: row.source)
        #expect(reparsed == link)
    }

    @Test("an encoded slash stays inside its segment; the path is not split on it")
    func encodedSlash() throws {
        let link = try shopParser.parse("/help/a%2F..%2Fb", source: .inApp)
        #expect(link.segments == ["help", "a/../b"])
        #expect(link.encodedPath == "/help/a%2F..%2Fb")
    }

    @Test("the source a link's form suggests", arguments: [
        ("/basket", LinkSource.inApp), ("shop://basket", .customScheme), ("https://x.example/y", .universalLink),
        ("HTTPS://x.example", .universalLink), ("http://x.example", .universalLink), ("myapp://x", .customScheme),
    ])
    func inferredSource(input: String, expected: LinkSource) {
        #expect(LinkParser.inferredSource(for: input) == expected)
    }

    @Test("Unicode hosts are compared in their punycode form")
    func punycodeHosts() throws {
        let parser = LinkParser(policy: LinkPolicy(universalLinkHosts: ["bücher.example"]))
        let link = try parser.parse("https://BÜCHER.example/x", source: .universalLink)
        #expect(link.host == "xn--bcher-kva.example")
        let asciiLink = try parser.parse("https://xn--bcher-kva.example/x", source: .universalLink)
        #expect(asciiLink.host == "xn--bcher-kva.example")
    }
}
