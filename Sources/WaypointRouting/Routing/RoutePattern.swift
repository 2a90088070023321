/// A parsed route pattern: static segments, placeholders, a wildcard and a catch-all tail,
/// optionally scoped to a scheme or a host.
///
/// Syntax, one path segment at a time:
///
/// | segment | meaning | precedence |
/// | --- | --- | --- |
/// | `catalog` | exactly this text (case-sensitive unless the pattern starts with `(?i)`) | 1 (highest) |
/// | `{id: int}` | a placeholder of a type (`int`, `uuid`, `double`, `bool`, or your own) | 2 |
/// | `{name}` (or `{name: string}`) | a placeholder of any text | 3 |
/// | `*` | any one segment, not captured | 4 |
/// | `{path…}` (or `{path...}`) | one or more remaining segments, joined with `/`; last only | 5 (lowest) |
/// | `{path…?}` (or `{path...?}`) | the same, or none: `/help/{path…?}` also matches `/help`, with `path` empty | 5; a route ending where it starts wins |
///
/// When several routes could match a link, the one whose first differing segment has the
/// higher precedence wins; registration order never matters. A prefix `shop://` scopes the
/// pattern to custom-scheme links of that scheme, and `https://shop.example.com` to universal
/// links of that host; a scoped route beats an unscoped one with the same path.
///
/// A pattern that starts with `(?i)` (`(?i)/Shop/{id}`) matches its literal segments regardless
/// of ASCII case (`/shop/1`, `/SHOP/1`); placeholders keep the link's text as it is, and only
/// `A`–`Z` fold onto `a`–`z` (`ſ`, `ı` or `K` never fold onto `s`, `i` or `k`). Where a literal
/// matching exactly and one matching only regardless of case both fit a link, the exact one wins.
///
/// ```swift
/// let pattern = try RoutePattern("/catalog/{category}/products/{productId: int}")
/// pattern.parameterNames  // ["category", "productId"]
/// ```
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// One segment of a pattern.
    package enum Segment: Hashable, Sendable {
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
    package let segments: [Segment]
    /// The scheme the pattern is limited to, lowercased; `nil` for any.
    package let scheme: String?
    /// The host the pattern is limited to (universal links only), lowercased; `nil` for any.
    package let host: String?
    /// Whether the pattern ends in a catch-all that may take no segment (`{path…?}`).
    package let catchAllMayBeEmpty: Bool
    /// Whether the literal segments match regardless of ASCII case: the pattern starts with `(?i)`,
    /// or its table ignores case.
    package var ignoresCase: Bool

    /// Parses a pattern.
    ///
    /// - Throws: ``RoutePatternError`` naming the offending segment.
    public init(_ text: String) throws(RoutePatternError) {
        let parsed = try RoutePatternParser.parse(text).get()
        self.segments = parsed.segments
        self.scheme = parsed.scheme
        self.host = parsed.host
        self.catchAllMayBeEmpty = parsed.catchAllMayBeEmpty
        self.ignoresCase = parsed.ignoresCase
    }

    /// The names of the placeholders and the catch-all, in order.
    public var parameterNames: [String] {
        segments.compactMap(\.capturedName)
    }

    /// The canonical path, without the scope: `/catalog/{category}/products/{productId: int}`.
    package var pathDescription: String {
        let text = "/" + segments.map(\.description).joined(separator: "/")
        // `{path…}` → `{path…?}`: the segment alone does not know it may be empty.
        return catchAllMayBeEmpty ? String(text.dropLast()) + "?}" : text
    }

    /// The canonical text of the pattern: `{x: string}` is written `{x}`, catch-alls as `{x…}`.
    public var description: String {
        let path = pathDescription
        let flag = ignoresCase ? RoutePatternParser.ignoreCasePrefix : ""
        switch (scheme, host) {
        case (_, let host?): return "\(flag)https://\(host)\(path == "/" ? "" : path)"
        case (let scheme?, nil): return "\(flag)\(scheme):/\(path)"
        default: return flag + path
        }
    }

    /// Whether the pattern has literals that match regardless of case.
    package var foldsLiterals: Bool {
        ignoresCase && segments.contains { if case .literal = $0 { true } else { false } }
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
