/// A parsed route pattern: static segments, placeholders, a wildcard and a catch-all tail,
/// optionally scoped to a scheme or a host.
///
/// The syntax and the precedence are in the *Route patterns* article; the package parses with this type
/// (the table, the tools, the macros), apps write patterns as text.
///
/// ```swift
/// let pattern = try RoutePattern("/catalog/{category}/products/{productId: int}")
/// pattern.parameterNames  // ["category", "productId"]
/// ```
package struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
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
    /// - Throws: `RoutePatternError` naming the offending segment.
    package init(_ text: String) throws(RoutePattern.ParseError) {
        let parsed = try RoutePatternParser.parse(text).get()
        self.segments = parsed.segments
        self.scheme = parsed.scheme
        self.host = parsed.host
        self.catchAllMayBeEmpty = parsed.catchAllMayBeEmpty
        self.ignoresCase = parsed.ignoresCase
    }

    /// The names of the placeholders and the catch-all, in order.
    package var parameterNames: [String] {
        segments.compactMap(\.capturedName)
    }

    /// The canonical path, without the scope: `/catalog/{category}/products/{productId: int}`.
    package var pathDescription: String {
        let text = "/" + segments.map(\.description).joined(separator: "/")
        // `{path…}` → `{path…?}`: the segment alone does not know it may be empty.
        return catchAllMayBeEmpty ? String(text.dropLast()) + "?}" : text
    }

    /// The canonical text of the pattern: `{x: string}` is written `{x}`, catch-alls as `{x…}`.
    package var description: String {
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
    package var description: String {
        switch self {
        case .literal(let text): text
        case .parameter(let name, let type?): "{\(name): \(type)}"
        case .parameter(let name, nil): "{\(name)}"
        case .wildcard: "*"
        case .catchAll(let name): "{\(name)…}"
        }
    }
}

extension RoutePattern {
    /// A pattern that does not parse: the pattern as written, and why.
    package struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The pattern as written.
        package let pattern: String
        /// What is wrong with it.
        package let reason: RoutePatternError

        package init(pattern: String, reason: RoutePatternError) {
            self.pattern = pattern
            self.reason = reason
        }

        /// `invalid pattern '/a/{id': '{id' is missing its closing '}'`.
        package var description: String { "invalid pattern '\(pattern)': \(reason)" }
    }
}

/// Why a route pattern does not parse: what a route table reports, as the reason of its
/// `invalidPattern` problem, for a route whose pattern is malformed. The cases are stable codes,
/// for tools and the compiler to key on; ``description`` is the sentence for people, naming the
/// offending piece.
///
/// ```swift
/// // RouteTableError.Problem.Reason.invalidPattern(let error) for "/catalog/{id":
/// print(error)                                  // '{id' is missing its closing '}'
/// if case .unclosedPlaceholder = error { … }    // the stable code
/// ```
public enum RoutePatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text before `://` is not a scheme name.
    case notAScheme(String)
    /// An `https://` pattern without a host.
    case missingHost
    /// An `https://` pattern whose host no browser would load.
    case invalidHost(String)
    /// The pattern starts neither with `/` nor with a scope.
    case missingLeadingSlash
    /// A literal segment with a brace, or `.` or `..`.
    case invalidSegment(String)
    /// A placeholder without its closing `}`.
    case unclosedPlaceholder(String)
    /// A placeholder whose name is empty or not an identifier.
    case missingParameterName(String)
    /// A `?` in a placeholder that is not a catch-all.
    case misplacedOptionalMark(String)
    /// A catch-all with a type.
    case typedCatchAll(String)
    /// A placeholder's type that is not an identifier.
    case invalidTypeName(type: String, segment: String)
    /// Two placeholders of one name.
    case repeatedParameter(String)
    /// A catch-all before the last segment; the name is the catch-all's.
    case catchAllNotLast(name: String)

    /// The reason in a sentence: `'{id' is missing its closing '}'`.
    public var description: String {
        switch self {
        case .notAScheme(let name): "'\(name)' is not a scheme"
        case .missingHost: "an https pattern needs a host, as in https://example.com/path"
        case .invalidHost(let host): "'\(host)' is not a host a browser would load"
        case .missingLeadingSlash: "a pattern starts with '/' (or a scope such as 'shop://')"
        case .invalidSegment(let segment): "'\(segment)' is not a valid segment"
        case .unclosedPlaceholder(let segment): "'\(segment)' is missing its closing '}'"
        case .missingParameterName(let segment): "'\(segment)' needs a parameter name such as {id} or {id: int}"
        case .misplacedOptionalMark(let segment):
            "'?' in '\(segment)' marks a catch-all that may be empty, as in {path…?}"
        case .typedCatchAll(let segment): "catch-all '\(segment)' cannot have a type"
        case .invalidTypeName(let type, let segment): "'\(type)' in '\(segment)' is not a type name"
        case .repeatedParameter(let name): "parameter '\(name)' appears twice"
        case .catchAllNotLast(let name): "catch-all '{\(name)…}' must be the last segment"
        }
    }
}
