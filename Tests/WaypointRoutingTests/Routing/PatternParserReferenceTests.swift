import TestSupport
import Testing

@testable import WaypointRouting

/// The pattern parser reads bytes; these tests hold it to the `Character`-based parser it replaced,
/// kept here as the reference, on random patterns over the syntax's own pieces.
@Suite("the byte parser reads patterns as the reference parser does")
struct PatternParserReferenceTests {
    static let pieces: [String] = [
        "/", "/", "/", "{", "}", ":", " ", "*", ".", "..", "…", "...", "a", "id", "x_1", "_", "9", "int", "string",
        "uuid", "é", "ß", "://", "shop", "https", "Shop.Example.com", "+", "-", "{id}", "{p…}", "{n: int}", "😀",
    ]

    @Test("random patterns give the same segments, scope or reason", arguments: 0..<8)
    func agreesWithReference(seed: UInt64) {
        var random = SplitMix64(seed: 0xB17E + seed)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...9, using: &random)
            var text = (0..<length).map { _ in Self.pieces.randomElement(using: &random) ?? "/" }.joined()
            if Bool.random(using: &random) { text = "/" + text }
            let expected = ReferencePatternParser.parse(text)
            let actual: Result<RoutePattern, RoutePattern.ParseError> = Result { () throws(RoutePattern.ParseError) in
                try RoutePattern(text)
            }
            switch (actual, expected) {
            case (.success(let pattern), .success(let reference)):
                #expect(pattern.segments == reference.segments, "\(text)")
                #expect(pattern.scheme == reference.scheme && pattern.host == reference.host, "\(text)")
            case (.failure(let error), .failure(let refusal)):
                #expect(error.reason.description == refusal.reason, "\(text)")
            default:
                Issue.record("'\(text)': \(actual) but the reference gives \(expected)")
            }
        }
    }

    @Test("a '/' that a combining mark follows separates segments, as in links")
    func slashBeforeCombiningMark() throws {
        let pattern = try RoutePattern("/help/\u{31D}x")
        #expect(pattern.segments == [.literal("help"), .literal("\u{31D}x")])
        let table = try RouteTable([RouteDefinition("mark", pattern: "/help/\u{31D}x", module: "M")])
        let link = try LinkParser(policy: .structural).parse("/help/%CC%9Dx", source: .inApp)
        #expect(try table.match(link).route == "mark")
    }

    @Test("long patterns find a repeated name too")
    func repeatedNameInLongPattern() {
        let text = (0..<20).map { "/s\($0)/{p\($0)}" }.joined() + "/{p3}"
        let error = #expect(throws: RoutePattern.ParseError.self) { try RoutePattern(text) }
        #expect(error?.reason == .repeatedParameter("p3"))
        #expect(error?.reason.description == "parameter 'p3' appears twice")
    }
}

/// The parser as it was before it read bytes: `Character`s and substrings.
enum ReferencePatternParser {
    struct Refusal: Error, ExpressibleByStringInterpolation {
        let reason: String
        init(stringLiteral value: String) { reason = value }
    }

    struct Parsed: Equatable {
        var segments: [RoutePattern.Segment]
        var scheme: String?
        var host: String?
    }

    static func parse(_ text: String) -> Result<Parsed, Refusal> {
        var rest = Substring(text)
        var scheme: String?
        var host: String?
        if let separator = rest.firstRange(of: "://") {
            let name = rest[..<separator.lowerBound].lowercased()
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else {
                return .failure("'\(name)' is not a scheme")
            }
            scheme = name
            rest = rest[separator.upperBound...]
            if name == "https" {
                let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
                let written = String(rest[..<hostEnd])
                guard !written.isEmpty, let ascii = HostName.asciiForm(written) else {
                    return .failure("an https pattern needs a host, as in https://example.com/path")
                }
                // A route is scoped to one host: `*.example.com` names many.
                guard !ascii.contains("*") else { return .failure("'\(written)' is not a host a browser would load") }
                host = ascii
                rest = hostEnd == rest.endIndex ? "/" : rest[hostEnd...]
            } else {
                rest = "/" + rest
            }
        }
        guard rest.hasPrefix("/") else { return .failure("a pattern starts with '/' (or a scope such as 'shop://')") }
        var segments: [RoutePattern.Segment] = []
        var names: Set<String> = []
        let pieces = rest.split(separator: "/")
        for (index, piece) in pieces.enumerated() {
            let segment: RoutePattern.Segment
            switch self.segment(piece) {
            case .success(let parsed): segment = parsed
            case .failure(let reason): return .failure(reason)
            }
            switch segment {
            case .parameter(let name, _), .catchAll(let name):
                guard names.insert(name).inserted else { return .failure("parameter '\(name)' appears twice") }
                if case .catchAll = segment, index != pieces.count - 1 {
                    return .failure("catch-all '{\(name)…}' must be the last segment")
                }
            case .literal, .wildcard:
                break
            }
            segments.append(segment)
        }
        return .success(Parsed(segments: segments, scheme: scheme, host: host))
    }

    private static func segment(_ piece: Substring) -> Result<RoutePattern.Segment, Refusal> {
        if piece == "*" { return .success(.wildcard) }
        guard piece.hasPrefix("{") else {
            guard !piece.contains("{"), !piece.contains("}"), piece != ".", piece != ".." else {
                return .failure("'\(piece)' is not a valid segment")
            }
            return .success(.literal(String(piece)))
        }
        guard piece.hasSuffix("}"), piece.count > 2 else { return .failure("'\(piece)' is missing its closing '}'") }
        var inner = piece.dropFirst().dropLast()
        var isCatchAll = false
        for ellipsis in ["…", "..."] where inner.hasSuffix(ellipsis) {
            inner = inner.dropLast(ellipsis.count)
            isCatchAll = true
        }
        let parts = inner.split(separator: ":", maxSplits: 1).map {
            String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        }
        guard let name = parts.first, isIdentifier(name) else {
            return .failure("'\(piece)' needs a parameter name such as {id} or {id: int}")
        }
        if isCatchAll {
            guard parts.count == 1 else { return .failure("catch-all '\(piece)' cannot have a type") }
            return .success(.catchAll(name: name))
        }
        let type = parts.count == 2 ? parts[1] : nil
        if let type, !isIdentifier(type) { return .failure("'\(type)' in '\(piece)' is not a type name") }
        return .success(.parameter(name: name, type: type == "string" ? nil : type))
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic, first.isASCII
        else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }
}
