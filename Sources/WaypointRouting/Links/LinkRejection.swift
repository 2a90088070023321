/// Why a link, descriptor or parameter was refused.
///
/// Every refusal in the routing core carries one of these. ``code`` is stable across releases
/// (it appears in CLI output, events and analytics); ``detail`` is a sentence for people.
///
/// ```swift
/// do {
///     let link = try parser.parse("https://evil.example/checkout", source: .universalLink)
/// } catch {
///     print(error.code)    // hostNotAllowed
///     print(error.detail)  // host 'evil.example' is not an allowed universal-link host …
/// }
/// ```
public struct LinkRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// The stable reason code.
    public let code: Code
    /// A human-readable explanation naming the offending part.
    public let detail: String
    /// The parameter concerned, for parameter-level codes.
    public let parameter: String?
    /// The route that refused, for refusals after the path matched (`sourceNotAllowed`,
    /// `declinedByRoute`, the parameter codes).
    public let route: RouteID?

    /// Creates a rejection.
    public init(_ code: Code, _ detail: String, parameter: String? = nil, route: RouteID? = nil) {
        self.code = code
        self.detail = detail
        self.parameter = parameter
        self.route = route
    }

    /// The code and the detail: `hostNotAllowed: host 'evil.example' is not an allowed universal-link host …`.
    public var description: String { "\(code.rawValue): \(detail)" }

    /// The stable reason codes. Their raw values never change.
    public enum Code: String, CaseIterable, Codable, Hashable, Sendable {
        /// Not a link at all: no scheme and no leading `/`, or a malformed authority.
        case invalidURL
        /// The scheme is not one the app accepts from this source.
        case schemeNotAllowed
        /// The host of an `https` link is not an allowed universal-link host.
        case hostNotAllowed
        /// The host is not one a browser would load, by the URL Standard: it ends in a number but is
        /// not an IPv4 address (`256.0.0.1`, `foo.09`), or an `xn--` label is not valid punycode.
        case invalidHost
        /// The link carries `user:password@` before its host.
        case userInfoNotAllowed
        /// The link names a port other than the scheme's default.
        case portNotAllowed
        /// The route exists but does not accept links from this source.
        case sourceNotAllowed
        /// The route declines links carrying this query item (``RouteDefinition/declinedQueryItems``);
        /// the navigation manager hands such a link to the app's fallback, as one no route matches.
        case declinedByRoute
        /// A `.` or `..` path segment, plain or percent-encoded. Never resolved, always refused.
        case dotSegment
        /// An empty path segment (`//basket`, `/basket//`). A single trailing `/` is not one: `/basket/`
        /// is read as `/basket`.
        case emptySegment
        /// Malformed percent-encoding, or encoded bytes that are not UTF-8.
        case invalidEncoding
        /// NUL or another control character, raw or percent-encoded.
        case controlCharacter
        /// A character that has no place in a link, such as a space or a backslash.
        case invalidCharacter
        /// The link, a segment or a query value is longer than the policy allows.
        case tooLong
        /// More path segments than the policy allows.
        case tooManySegments
        /// More query items than the policy allows.
        case tooManyQueryItems
        /// No route matches the path.
        case notFound
        /// A required parameter is absent.
        case missingParameter
        /// A parameter's value does not convert to its declared type.
        case invalidParameter
        /// A single-valued parameter was given more than once.
        case duplicateParameter
        /// A push-notification payload that does not hold a link or a descriptor in the expected layout.
        case invalidPayload
        /// A segment captured by a catch-all holds a `/` or `\` that was percent-encoded in the link
        /// (`/help/a%2F..%2Fadmin`), or a catch-all value holds a backslash. Joined into the value,
        /// it could not be told from a separator, so such links are refused, never joined.
        case encodedSeparator
    }
}
