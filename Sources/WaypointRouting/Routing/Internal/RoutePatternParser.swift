/// Parses the text of a `RoutePattern` on its UTF-8 bytes.
///
/// Every character the syntax gives a meaning to (`/`, `{`, `}`, `:`, `*`, `.`, space, `…`) is
/// ASCII or, for `…`, one fixed byte sequence, so the bytes say where each segment and each part
/// of a placeholder begins and ends; only the pieces kept (literals, names, types) become
/// strings. A pattern is split on its `/` bytes as a link is: a `/` that a combining mark follows
/// still separates segments.
struct RoutePatternParser {
    typealias Bytes = [UInt8]

    let text: String
    let bytes: Bytes

    struct Parsed {
        var segments: [RoutePattern.Segment]
        var scheme: String?
        var host: String?
        var catchAllMayBeEmpty = false
        var ignoresCase = false
    }

    /// The prefix that makes a pattern's literal segments match regardless of ASCII case.
    static let ignoreCasePrefix = "(?i)"

    /// Parses `text`.
    static func parse(_ text: String) -> Result<Parsed, RoutePattern.ParseError> {
        // `(?i)` is read before the bytes: the rest is an ordinary pattern, and errors quote the whole.
        let ignoresCase = text.utf8.starts(with: ignoreCasePrefix.utf8)
        var bytes = Array(text.utf8)
        if ignoresCase { bytes.removeFirst(ignoreCasePrefix.utf8.count) }
        var result = RoutePatternParser(text: text, bytes: bytes).parse()
        if ignoresCase, case .success(var parsed) = result {
            parsed.ignoresCase = true
            result = .success(parsed)
        }
        return result
    }

    private func error(_ reason: RoutePatternError) -> Result<Parsed, RoutePattern.ParseError> {
        .failure(RoutePattern.ParseError(pattern: text, reason: reason))
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func parse() -> Result<Parsed, RoutePattern.ParseError> {
        var parsed = Parsed(segments: [])
        // Where the path's segments start: after the scope, or after the leading '/'.
        var start = 0
        if let separator = schemeSeparator() {
            let name = string(0..<separator).lowercased()
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else {
                return error(.notAScheme(name))
            }
            parsed.scheme = name
            start = separator + 3
            if name == "https" {
                let hostEnd = (start..<bytes.count).first { bytes[$0] == .slash } ?? bytes.count
                guard hostEnd > start, let ascii = HostName.asciiForm(string(start..<hostEnd)) else {
                    return error(.missingHost)
                }
                // The host as links are read: no link could have a host the URL Standard refuses.
                // A route is scoped to one host: `*.example.com` is a policy entry, not a host.
                guard let canonical = try? StandardHost.canonical(ascii), !canonical.contains("*") else {
                    return error(.invalidHost(string(start..<hostEnd)))
                }
                parsed.host = canonical
                start = hostEnd
            }
            // Custom-scheme links treat their host as the first path segment; so does the pattern.
        } else {
            guard bytes.first == .slash else {
                return error(.missingLeadingSlash)
            }
        }
        let count = pieceCount(from: start)
        parsed.segments.reserveCapacity(count)
        // Names are compared with the segments so far; a long pattern gets a set instead.
        var names: Set<String>? = count > 16 ? [] : nil
        var index = 0
        var piece = start
        while let range = nextPiece(from: &piece) {
            let segment: RoutePattern.Segment
            switch self.segment(range) {
            case .success(let parsedSegment): segment = parsedSegment
            case .failure(let failure): return .failure(failure)
            }
            if let name = segment.capturedName {
                let isRepeated =
                    names?.insert(name).inserted == false
                    || (names == nil && parsed.segments.contains { $0.capturedName == name })
                guard !isRepeated else {
                    return error(.repeatedParameter(name))
                }
                if case .catchAll = segment {
                    guard index == count - 1 else { return error(.catchAllNotLast(name: name)) }
                    parsed.catchAllMayBeEmpty = bytes[range.upperBound - 2] == .question
                }
            }
            parsed.segments.append(segment)
            index += 1
        }
        return .success(parsed)
    }

    /// The index of the ':' of the first "://".
    private func schemeSeparator() -> Int? {
        guard bytes.count >= 3 else { return nil }
        for index in 0..<bytes.count - 2
        where bytes[index] == .colon && bytes[index + 1] == .slash && bytes[index + 2] == .slash {
            return index
        }
        return nil
    }

    /// The number of non-empty pieces between '/' from `start` on.
    private func pieceCount(from start: Int) -> Int {
        var count = 0
        var position = start
        while nextPiece(from: &position) != nil { count += 1 }
        return count
    }

    /// The next non-empty run of bytes without '/' from `position`, which moves past it.
    private func nextPiece(from position: inout Int) -> Range<Int>? {
        while position < bytes.count, bytes[position] == .slash { position += 1 }
        guard position < bytes.count else { return nil }
        let start = position
        while position < bytes.count, bytes[position] != .slash { position += 1 }
        return start..<position
    }

    private func segment(_ range: Range<Int>) -> Result<RoutePattern.Segment, RoutePattern.ParseError> {
        let piece = bytes[range]
        if piece.count == 1, piece.first == .star { return .success(.wildcard) }
        guard piece.first == .openBrace else {
            let isDots = piece.allSatisfy { $0 == .dot } && piece.count <= 2
            guard !piece.contains(.openBrace), !piece.contains(.closeBrace), !isDots else {
                return .failure(RoutePattern.ParseError(pattern: text, reason: .invalidSegment(string(range))))
            }
            return .success(.literal(string(range)))
        }
        let failure = { (reason: RoutePatternError) in
            Result<RoutePattern.Segment, RoutePattern.ParseError>.failure(
                RoutePattern.ParseError(pattern: text, reason: reason))
        }
        guard piece.count > 2, piece.last == .closeBrace else {
            return failure(.unclosedPlaceholder(string(range)))
        }
        var inner = range.lowerBound + 1..<range.upperBound - 1
        var isCatchAll = false
        // `{path…?}`: a catch-all that may take no segment; `?` only right after the ellipsis.
        let optional = inner.count > 1 && bytes[inner.upperBound - 1] == .question
        if optional { inner = inner.lowerBound..<inner.upperBound - 1 }
        // `…` first, then `...`, each at most once, as written in the syntax table.
        if hasSuffix(inner, Self.ellipsis) {
            inner = inner.lowerBound..<inner.upperBound - Self.ellipsis.count
            isCatchAll = true
        }
        if hasSuffix(inner, Self.threeDots) {
            inner = inner.lowerBound..<inner.upperBound - Self.threeDots.count
            isCatchAll = true
        }
        guard let parts = nameAndType(inner), isIdentifier(parts.name) else {
            return failure(.missingParameterName(string(range)))
        }
        let name = string(parts.name)
        guard isCatchAll || !optional else {
            return failure(.misplacedOptionalMark(string(range)))
        }
        if isCatchAll {
            guard parts.type == nil else { return failure(.typedCatchAll(string(range))) }
            return .success(.catchAll(name: name))
        }
        guard let typeRange = parts.type else { return .success(.parameter(name: name, type: nil)) }
        guard isIdentifier(typeRange) else {
            return failure(.invalidTypeName(type: string(typeRange), segment: string(range)))
        }
        let type = string(typeRange)
        return .success(.parameter(name: name, type: type == "string" ? nil : type))
    }

    private func hasSuffix(_ range: Range<Int>, _ suffix: [UInt8]) -> Bool {
        range.count >= suffix.count && bytes[range.upperBound - suffix.count..<range.upperBound].elementsEqual(suffix)
    }

    /// The inner text split at its first ':' that ends a non-empty part (as `split(separator: ":",
    /// maxSplits: 1)` does), each part without its leading and trailing spaces: the name, and the type
    /// when there is a second part; `nil` when there is no part (nothing but colons).
    private func nameAndType(_ inner: Range<Int>) -> (name: Range<Int>, type: Range<Int>?)? {
        var start = inner.lowerBound
        for index in inner where bytes[index] == .colon {
            if index > start {
                let type = index + 1 < inner.upperBound ? trimmingSpaces(index + 1..<inner.upperBound) : nil
                return (trimmingSpaces(start..<index), type)
            }
            start = index + 1
        }
        return start < inner.upperBound ? (trimmingSpaces(start..<inner.upperBound), nil) : nil
    }

    private func trimmingSpaces(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, bytes[lower] == .space { lower += 1 }
        while upper > lower, bytes[upper - 1] == .space { upper -= 1 }
        return lower..<upper
    }

    /// An ASCII letter or '_', then ASCII letters, digits and '_'.
    private func isIdentifier(_ range: Range<Int>) -> Bool {
        guard let first = range.first, bytes[first] == .underscore || bytes[first].isASCIILetter else { return false }
        return range.allSatisfy { bytes[$0] == .underscore || bytes[$0].isASCIILetter || bytes[$0].isASCIIDigit }
    }

    private static let ellipsis: [UInt8] = Array("…".utf8)
    private static let threeDots: [UInt8] = Array("...".utf8)
}

extension RoutePattern.Segment {
    /// The name a placeholder or catch-all captures under; `nil` for literals and wildcards.
    var capturedName: String? {
        switch self {
        case .parameter(let name, _), .catchAll(let name): name
        case .literal, .wildcard: nil
        }
    }
}

extension UInt8 {
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let underscore = UInt8(ascii: "_")
    fileprivate static let question = UInt8(ascii: "?")

    fileprivate var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    fileprivate var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
}
