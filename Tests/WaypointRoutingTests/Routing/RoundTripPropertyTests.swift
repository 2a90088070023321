import Foundation
import Testing
import WaypointRouting
import TestSupport

/// Generators over a hostile alphabet: delimiters, escapes, Unicode, look-alikes of dot segments.
struct ValueGenerator {
    var random: SplitMix64
    static let alphabet: [String] = [
        "a", "b", "Z", "0", "7", " ", "/", "%", "%2F", "?", "#", "&", "=", "+", ".", "..", "é", "✓", "😀", "\\",
        "~", "-", "_", ":", "@", "[", "]", "{", "}", "'", "\"", "<", ">", "e\u{301}", "İ", "ß", ";", ",",
    ]

    mutating func string(maxLength: Int = 10) -> String {
        let length = Int.random(in: 0...maxLength, using: &random)
        return (0..<length).map { _ in Self.alphabet.randomElement(using: &random) ?? "a" }.joined()
    }

    mutating func nonEmptySegment() -> String {
        var text = string()
        while text.isEmpty || text == "." || text == ".." || text.contains("/") { text = string() }
        return text
    }

    mutating func int() -> Int {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: Int.min
        case 1: Int.max
        default: Int.random(in: -1_000_000...1_000_000, using: &random)
        }
    }

    mutating func double() -> Double {
        [0, -0.5, 1e-300, 1e300, 3.141592653589793, Double.random(in: -1e6...1e6, using: &random)]
            .randomElement(using: &random) ?? 0
    }

    mutating func uuid() -> UUID {
        let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    mutating func bool() -> Bool { Bool.random(using: &random) }
    mutating func maybe<T>(_ make: (inout ValueGenerator) -> T) -> T? { bool() ? make(&self) : nil }
}

@Suite("Round trips: parse(print(route)) == route")
struct RoundTripPropertyTests {
    static let iterations = 2_000

    func roundTrip<R: Route>(_ route: R, source: LinkSource = .inApp, scheme: String? = nil) throws {
        let text = try route.link(source: source, scheme: scheme, host: "shop.example.com").description
        let link = try shopParser.parse(text, source: source)
        let decoded = try typedTable.match(link).decode(R.self)
        #expect(decoded == route, "\(text)")
    }

    @Test("typed routes with hostile values survive printing and parsing")
    func typedRoundTrip() throws {
        var gen = ValueGenerator(random: SplitMix64(seed: 0xC0FFEE))
        for _ in 0..<Self.iterations {
            try roundTrip(ProductRoute(category: gen.nonEmptySegment(), productId: gen.int(), ref: gen.maybe { $0.string() }))
            try roundTrip(
                SearchRoute(
                    q: gen.string(), page: gen.maybe { $0.int() }, sort: SearchRoute.Sort.allCases.randomElement(using: &gen.random),
                    tags: (0..<Int.random(in: 0...3, using: &gen.random)).map { _ in gen.string() },
                    maxPrice: gen.maybe { $0.double() }, inStock: gen.maybe { $0.bool() }),
                source: .universalLink, scheme: "https")
            try roundTrip(BasketItemRoute(itemId: gen.uuid(), quantity: gen.maybe { _ in Int8.random(in: .min ... .max) }),
                          source: .customScheme)
            // A catch-all value holds no backslash (see CatchAllTests).
            let parts = (0..<Int.random(in: 1...4, using: &gen.random)).map { _ in
                gen.nonEmptySegment().replacingOccurrences(of: "\\", with: "_")
            }
            try roundTrip(HelpRoute(path: parts.joined(separator: "/")), source: .customScheme, scheme: "shop")
            try roundTrip(OrderRoute(orderId: gen.int(), tab: gen.bool() ? .summary : .tracking, ids: (0..<Int.random(in: 0...4, using: &gen.random)).map { _ in gen.int() }))
        }
    }

    @Test("parsed links print canonically and parse back equal")
    func linkRoundTrip() throws {
        var gen = ValueGenerator(random: SplitMix64(seed: 42))
        for _ in 0..<Self.iterations {
            let segments = (0..<Int.random(in: 0...5, using: &gen.random)).map { _ in gen.nonEmptySegment() }
            let items = (0..<Int.random(in: 0...4, using: &gen.random)).map { _ in
                QueryItem(name: "k" + gen.string(maxLength: 3), value: gen.string())
            }
            let source = LinkSource.allCases.randomElement(using: &gen.random) ?? .inApp
            let (scheme, host): (String?, String?) = switch source {
            case .universalLink: ("https", "shop.example.com")
            case .customScheme: ("shop", nil)
            default: [(nil, nil), ("shop", nil), ("https", "shop.example.com")].randomElement(using: &gen.random) ?? (nil, nil)
            }
            let link = Link(source: source, scheme: scheme, host: host, segments: segments, queryItems: items)
            #expect(try shopParser.parse(link.description, source: source) == link, "\(link)")
        }
    }

    @Test("generated untyped tables match every route by its own printed link")
    func generatedTables() throws {
        var gen = ValueGenerator(random: SplitMix64(seed: 7))
        let words = ["users", "items", "orders", "shop", "a", "b", "help", "x"]
        for _ in 0..<200 {
            var definitions: [RouteDefinition] = []
            for index in 0..<Int.random(in: 1...25, using: &gen.random) {
                var parts: [String] = []
                for position in 0..<Int.random(in: 1...4, using: &gen.random) {
                    switch Int.random(in: 0..<5, using: &gen.random) {
                    case 0, 1: parts.append(words.randomElement(using: &gen.random) ?? "x")
                    case 2: parts.append("{p\(position): int}")
                    case 3: parts.append("{p\(position)}")
                    default: parts.append("{p\(position): uuid}")
                    }
                }
                definitions.append(RouteDefinition(RouteID(rawValue: "r\(index)"), pattern: "/" + parts.joined(separator: "/"), module: "M"))
            }
            guard let table = try? RouteTable(definitions) else { continue }  // generated overlaps are refused; skip those tables
            for definition in table.routes {
                let pattern = try RoutePattern(definition.pattern)
                var segments: [String] = []
                var expected: [String] = []
                for segment in pattern.segments {
                    switch segment {
                    case .literal(let text): segments.append(text)
                    case .parameter(let name, "int"):
                        let value = String(gen.int()); segments.append(value); expected.append("\(name)=\(value)")
                    case .parameter(let name, "uuid"):
                        let value = gen.uuid().uuidString; segments.append(value); expected.append("\(name)=\(value)")
                    case .parameter(let name, _):
                        // A prefix no literal or number has, so the untyped placeholder is the most specific fit.
                        let value = "~" + gen.nonEmptySegment(); segments.append(value); expected.append("\(name)=\(value)")
                    case .wildcard, .catchAll: Issue.record("not generated")
                    }
                }
                let link = Link(source: .inApp, segments: segments)
                let match = try table.match(shopParser.parse(link.description, source: .inApp))
                #expect(match.route == definition.id, "\(link) for \(definition.pattern)")
                #expect(match.parameters.map { "\($0.name)=\($0.value)" } == expected)
            }
        }
    }
}
