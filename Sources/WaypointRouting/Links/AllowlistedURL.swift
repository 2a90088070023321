public import Foundation

/// An `https` URL on one of an allowlist's hosts: the only form in which a route may take a web
/// page or a "return to" target, so that a link cannot turn the app into an open redirect.
///
/// ```swift
/// let target = try AllowlistedURL("https://help.example.com/articles/42?lang=en", allowedHosts: ["help.example.com"])
/// webView.load(URLRequest(url: target.url))
///
/// try AllowlistedURL("javascript:alert(1)", allowedHosts: ["help.example.com"])             // schemeNotAllowed
/// try AllowlistedURL("https://help.example.com@evil.example/", allowedHosts: ["help.example.com"])  // userInfoNotAllowed
/// ```
///
/// The text is checked by the link parser, as a universal link with the allowed hosts as its
/// policy, and more strictly than a link:
/// - the scheme is `https`; `http`, `javascript:`, `data:`, `file:`, protocol-relative `//host`
///   and relative paths are refused (`schemeNotAllowed`);
/// - user info (`userInfoNotAllowed`), a port other than 443 (`portNotAllowed`), control
///   characters, spaces and backslashes, malformed escapes and `.`/`..` segments are refused;
/// - the host is read by the URL Standard, as the web view will read it (a numeric host is an
///   IPv4 address in canonical form, `xn--` labels must be punycode; otherwise `invalidHost`), then
///   compared exactly, lowercased and in its punycode form, with the allowed hosts, which are read
///   the same way (`hostNotAllowed`): no subdomains, no trailing dot; an allowed host that is not a
///   valid host refuses every URL (`invalidHost`);
/// - an encoded slash or backslash in the path (`%2F`, `%5C`), which would let code that reads
///   the decoded path see `//evil.example`, is refused (`invalidCharacter`);
/// - the rebuilt URL must be within the link parser's default length cap of 2,048 bytes
///   (`tooLong`), so that it is admitted again when decoded from its own encoding;
/// - an empty path segment (`https://shop.example.com//orders`) is refused (`emptySegment`), as
///   the link parser refuses it; one trailing `/` is kept.
///
/// The URL is then rebuilt from the checked parts only: `https://`, the ASCII host, the path
/// (which never starts with `//`), the query and the fragment as written,
/// with any byte outside printable ASCII percent-encoded. A port of 443 is dropped.
///
/// Routes take such URLs as query parameters of type ``ParameterType/allowlistedURL(named:hosts:)``,
/// and typed routes as `AllowlistedURL` properties (see ``AllowsExternalURLs``).
///
/// Two values are equal when their rebuilt URLs are: every stored part is read from that text.
public struct AllowlistedURL: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The host, lowercased ASCII (punycode for Unicode hosts); one of the allowed hosts.
    package let host: String
    /// The path, percent-encoded, starting with `/`; never with `//`.
    package let encodedPath: String
    /// The query without its `?`, percent-encoded; `nil` when there is none.
    package let encodedQuery: String?
    /// The fragment without its `#`, percent-encoded; `nil` when there is none.
    package let encodedFragment: String?
    /// The rebuilt URL as text: `https://host/path?query#fragment`.
    package let string: String
    /// The rebuilt URL.
    public let url: URL

    /// Checks a URL and rebuilds it from its checked parts.
    ///
    /// - Parameters:
    ///   - text: The URL as received, for example a link's `returnTo` query value.
    ///   - allowedHosts: The hosts it may point to. Unicode hosts are compared in punycode.
    /// - Throws: ``LinkRejection`` naming the first problem found.
    public init(_ text: String, allowedHosts: Set<String>) throws(LinkRejection) {
        try Self.checkScheme(text)
        let policy = LinkPolicy(universalLinkHosts: allowedHosts)
        if let problem = policy.invalidHosts.first {
            throw LinkRejection(.invalidHost, "the allowlist names a host no URL can have: \(problem)")
        }
        let link = try LinkParser(policy: policy).parse(text, source: .universalLink)
        guard let host = link.host else { throw LinkRejection(.invalidURL, "'\(text)' has no host") }

        // The parser has checked every part; what is kept is cut from the text as written.
        let bytes = Array(text.utf8)
        let fragmentStart = bytes.firstIndex(of: UInt8(ascii: "#"))
        let beforeFragment = bytes[..<(fragmentStart ?? bytes.endIndex)]
        let authorityStart = "https://".utf8.count
        let pathStart =
            beforeFragment[authorityStart...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }
            ?? beforeFragment.endIndex
        let queryStart = beforeFragment[pathStart...].firstIndex(of: UInt8(ascii: "?")) ?? beforeFragment.endIndex
        let path = try Self.rebuiltPath(beforeFragment[pathStart..<queryStart])
        let query = queryStart < beforeFragment.endIndex ? beforeFragment[(queryStart + 1)...] : []
        let fragment = fragmentStart.map { bytes[($0 + 1)...] } ?? []
        try Self.checkFragment(fragment)

        self.host = host
        self.encodedPath = path
        self.encodedQuery = query.isEmpty ? nil : Self.escapingNonASCII(query)
        self.encodedFragment = fragment.isEmpty ? nil : Self.escapingNonASCII(fragment)
        var string = "https://" + host + path
        if let encodedQuery { string += "?" + encodedQuery }
        if let encodedFragment { string += "#" + encodedFragment }
        // Encoding a raw character triples it: what is rebuilt must itself be admitted again.
        guard string.utf8.count <= policy.maxLength else {
            throw LinkRejection(
                .tooLong, "the URL is \(string.utf8.count) bytes once encoded; the limit is \(policy.maxLength)")
        }
        self.string = string
        self.url = try Self.foundationURL(string, host: host)
    }

    /// The rebuilt URL as text.
    public var description: String { string }

    // MARK: Checks

    /// Refuses every scheme but `https` by name, before the link parser would call a
    /// `javascript:` URL merely malformed.
    private static func checkScheme(_ text: String) throws(LinkRejection) {
        let utf8 = text.utf8
        if utf8.starts(with: "//".utf8) {
            throw LinkRejection(.schemeNotAllowed, "a protocol-relative URL is refused; write https://")
        }
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else {
            throw LinkRejection(.schemeNotAllowed, "'\(text)' is not an absolute https URL")
        }
        let scheme = utf8[..<colon]
        let isScheme =
            scheme.first.map(isLetter) == true
            && scheme.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || "+-.".utf8.contains($0) }
        guard isScheme else {
            // Not a scheme at all ("/path:x", "java\tscript:"): the parser names what is wrong.
            return
        }
        let name = String(decoding: scheme, as: UTF8.self).lowercased()
        guard name == "https" else {
            throw LinkRejection(.schemeNotAllowed, "scheme '\(name)' is not allowed; only https URLs are")
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// The path, keeping a trailing slash (the parser refused other empty segments); encoded
    /// slashes and backslashes are refused.
    private static func rebuiltPath(_ raw: ArraySlice<UInt8>) throws(LinkRejection) -> String {
        let segments = raw.split(separator: UInt8(ascii: "/"))
        // The parser checked the escapes; decoded, a segment holds '/' or a backslash only if they
        // were encoded. Bytes, not Characters: "%5C" followed by a combining mark is still one.
        for segment in segments {
            let decoded = (try? PercentEncoding.decode(segment))?.utf8 ?? "".utf8
            if decoded.contains(UInt8(ascii: "/")) || decoded.contains(UInt8(ascii: "\\")) {
                throw LinkRejection(
                    .invalidCharacter, "an encoded '/' or '\\' in the path of an external URL is refused")
            }
        }
        guard !segments.isEmpty else { return "/" }
        let path = "/" + segments.map(escapingNonASCII).joined(separator: "/")
        return raw.last == UInt8(ascii: "/") ? path + "/" : path
    }

    /// The parser stops at `#`: the fragment gets the same checks as a query value.
    private static func checkFragment(_ raw: ArraySlice<UInt8>) throws(LinkRejection) {
        let decoded: String
        do {
            decoded = try PercentEncoding.decode(raw)
        } catch {
            throw LinkRejection(.invalidEncoding, "the fragment has malformed percent-encoding or is not UTF-8")
        }
        if decoded.containsLinkControlCharacter {
            throw LinkRejection(.controlCharacter, "the fragment decodes to a control character")
        }
    }

    /// Percent-encodes bytes outside printable ASCII, and the characters a fragment or query
    /// may hold that a URL must not (`#`, `[`, `]`); every other byte was checked by the parser.
    private static func escapingNonASCII(_ raw: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in raw {
            if byte < 0x80, byte != UInt8(ascii: "#"), byte != UInt8(ascii: "["), byte != UInt8(ascii: "]") {
                output.append(byte)
            } else {
                output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The rebuilt text as a `URL`, refused if Foundation reads it differently from the parser.
    private static func foundationURL(_ string: String, host: String) throws(LinkRejection) -> URL {
        guard let url = URL(string: string), url.scheme?.lowercased() == "https",
            url.user == nil, url.password == nil, url.port == nil,
            let seen = url.host?.lowercased(), seen == host || "[\(seen)]" == host
        else {
            throw LinkRejection(.invalidURL, "'\(string)' does not read back as an https URL to '\(host)'")
        }
        return url
    }

    // MARK: Codable

    /// The user-info key under which a decoder holds the hosts an `AllowlistedURL` may point to.
    package static let allowedHostsKeyName = "waypoint.allowedURLHosts"

    /// Sets the hosts that `AllowlistedURL` values decoded with these user-info may point to: a
    /// typed route's decoder sets its ``AllowsExternalURLs/allowedURLHosts``.
    package static func setAllowedHosts(_ hosts: Set<String>, in userInfo: inout [CodingUserInfoKey: Any]) {
        guard let key = CodingUserInfoKey(rawValue: allowedHostsKeyName) else { return }
        userInfo[key] = hosts
    }

    /// The allowed hosts a decoder's user-info holds, if any.
    static func allowedHosts(in userInfo: [CodingUserInfoKey: Any]) -> Set<String>? {
        CodingUserInfoKey(rawValue: allowedHostsKeyName).flatMap { userInfo[$0] as? Set<String> }
    }

    /// Decodes the URL's text and checks it again, against the hosts the decoder was given: a typed
    /// route's decoder gives its ``AllowsExternalURLs/allowedURLHosts``. Without them nothing is
    /// admitted; elsewhere, decode the text and make the value with ``init(_:allowedHosts:)``.
    ///
    /// - Throws: ``LinkRejection`` when the text is refused or no hosts are given.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let hosts = Self.allowedHosts(in: decoder.userInfo) else {
            throw LinkRejection(
                .hostNotAllowed,
                "no allowed hosts were given to decode '\(text)'; decode it as a property of a typed route that "
                    + "lists them (AllowsExternalURLs), or make it with AllowlistedURL(_:allowedHosts:)")
        }
        try self.init(text, allowedHosts: hosts)
    }

    /// Encodes the rebuilt URL's text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(string)
    }
}

/// A typed route that holds ``AllowlistedURL`` properties lists the hosts they may point to.
///
/// ```swift
/// struct LoginRoute: Route, AllowsExternalURLs {
///     static let id: RouteID = "login"
///     static let pattern = "/login"
///     static let allowedURLHosts: Set<String> = ["shop.example.com"]
///     var returnTo: AllowlistedURL?
/// }
/// // /login?returnTo=https%3A%2F%2Fshop.example.com%2Forders  → returnTo: https://shop.example.com/orders
/// // /login?returnTo=https%3A%2F%2Fevil.example%2F             → invalidParameter (hostNotAllowed)
/// ```
///
/// The table checks such parameters when it matches a link, and decoding checks them again. A
/// typed route with an `AllowlistedURL` property that does not adopt this protocol is refused
/// when the table is built.
public protocol AllowsExternalURLs {
    /// The hosts this route's URL parameters may point to.
    static var allowedURLHosts: Set<String> { get }
}

extension ParameterType {
    /// A query parameter that holds an ``AllowlistedURL``: an `https` URL on one of `hosts`.
    ///
    /// Declare it on the route and hand the same type to the table:
    ///
    /// ```swift
    /// let webPage = ParameterType.allowlistedURL(hosts: ["help.example.com"])
    /// let table = try RouteTable(
    ///     [RouteDefinition("web", pattern: "/web", module: "Help", query: [.required("url", webPage)])],
    ///     parameterTypes: [webPage])
    /// ```
    ///
    /// - Parameters:
    ///   - name: The type's name in patterns and manifests; give differently allowlisted URL
    ///     types different names.
    ///   - hosts: The hosts the URLs may point to.
    public static func allowlistedURL(named name: String = "url", hosts: Set<String>) -> ParameterType {
        ParameterType(name: name) { (try? AllowlistedURL($0, allowedHosts: hosts)) != nil }
    }
}
