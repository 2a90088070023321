/// A parsed route pattern: static segments, placeholders, a wildcard and a catch-all tail,
/// optionally scoped to a scheme or a host.
///
/// Syntax, one path segment at a time:
///
/// | segment | meaning | precedence |
/// | --- | --- | --- |
/// | `catalog` | exactly this text (case-sensitive) | 1 (highest) |
/// | `{id: int}` | a placeholder of a type (`int`, `uuid`, `double`, `bool`, or your own) | 2 |
/// | `{name}` (or `{name: string}`) | a placeholder of any text | 3 |
/// | `*` | any one segment, not captured | 4 |
/// | `{path…}` (or `{path...}`) | one or more remaining segments, joined with `/`; last only | 5 (lowest) |
///
/// When several routes could match a link, the one whose first differing segment has the
/// higher precedence wins; registration order never matters. A prefix `shop://` scopes the
/// pattern to custom-scheme links of that scheme, and `https://shop.example.com` to universal
/// links of that host; a scoped route beats an unscoped one with the same path.
///
/// ```swift
/// let pattern = try RoutePattern("/catalog/{category}/products/{productId: int}")
/// pattern.parameterNames  // ["category", "productId"]
/// ```
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// One segment of a pattern.
    public enum Segment: Hashable, Sendable {
        /// Matches exactly this decoded text.
        case literal(String)
        /// Captures one segment; `type` is `nil` for any text.
        case parameter(name: String, type: String?)
        /// Matches any one segment without capturing it.
        case wildcard
        /// Captures one or more remaining segments.
        case catchAll(name: String)
    }

    /// The path segments.
    public let segments: [Segment]
    /// The scheme the pattern is limited to, lowercased; `nil` for any.
    public let scheme: String?
    /// The host the pattern is limited to (universal links only), lowercased; `nil` for any.
    public let host: String?

    /// Parses a pattern.
    ///
    /// - Throws: ``RoutePatternError`` naming the offending segment.
    public init(_ text: String) throws(RoutePatternError) {
        var rest = Substring(text)
        var scheme: String?
        var host: String?
        if let separator = rest.firstRange(of: "://") {
            let name = rest[..<separator.lowerBound].lowercased()
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else {
                throw RoutePatternError(pattern: text, reason: "'\(name)' is not a scheme")
            }
            scheme = name
            rest = rest[separator.upperBound...]
            if name == "https" {
                let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
                let written = String(rest[..<hostEnd])
                guard !written.isEmpty, let ascii = HostName.asciiForm(written) else {
                    throw RoutePatternError(
                        pattern: text, reason: "an https pattern needs a host, as in https://example.com/path")
                }
                // The host as links are read: no link could have a host the URL Standard refuses.
                guard let canonical = try? StandardHost.canonical(ascii) else {
                    throw RoutePatternError(pattern: text, reason: "'\(written)' is not a host a browser would load")
                }
                host = canonical
                rest = hostEnd == rest.endIndex ? "/" : rest[hostEnd...]
            } else {
                // Custom-scheme links treat their host as the first path segment; so does the pattern.
                rest = "/" + rest
            }
        }
        guard rest.hasPrefix("/") else {
            throw RoutePatternError(pattern: text, reason: "a pattern starts with '/' (or a scope such as 'shop://')")
        }
        var segments: [Segment] = []
        var names: Set<String> = []
        let pieces = rest.split(separator: "/")
        for (index, piece) in pieces.enumerated() {
            let segment = try Self.segment(piece, in: text)
            switch segment {
            case .parameter(let name, _), .catchAll(let name):
                guard names.insert(name).inserted else {
                    throw RoutePatternError(pattern: text, reason: "parameter '\(name)' appears twice")
                }
                if case .catchAll = segment, index != pieces.count - 1 {
                    throw RoutePatternError(pattern: text, reason: "catch-all '{\(name)…}' must be the last segment")
                }
            case .literal, .wildcard:
                break
            }
            segments.append(segment)
        }
        self.segments = segments
        self.scheme = scheme
        self.host = host
    }

    private static func segment(_ piece: Substring, in text: String) throws(RoutePatternError) -> Segment {
        if piece == "*" { return .wildcard }
        guard piece.hasPrefix("{") else {
            guard !piece.contains("{"), !piece.contains("}"), piece != ".", piece != ".." else {
                throw RoutePatternError(pattern: text, reason: "'\(piece)' is not a valid segment")
            }
            return .literal(String(piece))
        }
        guard piece.hasSuffix("}"), piece.count > 2 else {
            throw RoutePatternError(pattern: text, reason: "'\(piece)' is missing its closing '}'")
        }
        var inner = piece.dropFirst().dropLast()
        var isCatchAll = false
        for ellipsis in ["…", "..."] where inner.hasSuffix(ellipsis) {
            inner = inner.dropLast(ellipsis.count)
            isCatchAll = true
        }
        let parts = inner.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces() }
        guard let name = parts.first, isIdentifier(name) else {
            throw RoutePatternError(
                pattern: text, reason: "'\(piece)' needs a parameter name such as {id} or {id: int}")
        }
        if isCatchAll {
            guard parts.count == 1 else {
                throw RoutePatternError(pattern: text, reason: "catch-all '\(piece)' cannot have a type")
            }
            return .catchAll(name: name)
        }
        let type = parts.count == 2 ? parts[1] : nil
        if let type, !isIdentifier(type) {
            throw RoutePatternError(pattern: text, reason: "'\(type)' in '\(piece)' is not a type name")
        }
        return .parameter(name: name, type: type == "string" ? nil : type)
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic, first.isASCII
        else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
    }

    /// The names of the placeholders and the catch-all, in order.
    public var parameterNames: [String] {
        segments.compactMap {
            switch $0 {
            case .parameter(let name, _), .catchAll(let name): name
            case .literal, .wildcard: nil
            }
        }
    }

    /// The canonical path, without the scope: `/catalog/{category}/products/{productId: int}`.
    public var pathDescription: String {
        "/" + segments.map(\.description).joined(separator: "/")
    }

    /// The canonical text of the pattern: `{x: string}` is written `{x}`, catch-alls as `{x…}`.
    public var description: String {
        let path = pathDescription
        switch (scheme, host) {
        case (_, let host?): return "https://\(host)\(path == "/" ? "" : path)"
        case (let scheme?, nil): return "\(scheme):/\(path)"
        default: return path
        }
    }
}

extension RoutePattern.Segment: CustomStringConvertible {
    /// The segment as a pattern writes it: `catalog`, `{id: int}`, `{name}`, `*`, `{path…}`.
    public var description: String {
        switch self {
        case .literal(let text): text
        case .parameter(let name, let type?): "{\(name): \(type)}"
        case .parameter(let name, nil): "{\(name)}"
        case .wildcard: "*"
        case .catchAll(let name): "{\(name)…}"
        }
    }
}

/// A pattern that does not parse.
///
/// ```swift
/// do { _ = try RoutePattern("/catalog/{id") } catch {
///     print(error)   // invalid pattern '/catalog/{id': '{id' is missing its closing '}'
/// }
/// ```
public struct RoutePatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    /// What is wrong with it.
    public let reason: String
    /// `invalid pattern '/a/{id': '{id' is missing its closing '}'`.
    public var description: String { "invalid pattern '\(pattern)': \(reason)" }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
