/// What the app accepts from the outside world, checked before any route is matched.
///
/// ```swift
/// let policy = LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"])
/// ```
///
/// Hosts are compared exactly, lowercased and in their ASCII (punycode) form: `shop.example.com.`
/// (trailing dot) or `SHOP.example.com` spelled with a Cyrillic letter are different hosts and are
/// refused unless listed. Hosts, listed ones included, are read by the URL Standard: a numeric host
/// is an IPv4 address in its canonical form (`192.0x00A80001` is `192.168.0.1`), and a host a browser
/// refuses is refused (`invalidHost`). `http` is never accepted; universal links are `https` only.
public struct LinkPolicy: Hashable, Sendable {
    /// Custom URL schemes the app owns, lowercased (`shop` for `shop://…`).
    package var customSchemes: Set<String>
    /// Hosts accepted for `https` links, lowercased ASCII.
    package var universalLinkHosts: Set<String>
    /// The longest accepted link, in UTF-8 bytes.
    package var maxLength: Int
    /// The most path segments a link may have.
    package var maxSegments: Int
    /// The longest decoded path segment, in UTF-8 bytes.
    package var maxSegmentLength: Int
    /// The most query items a link may have.
    package var maxQueryItems: Int
    /// The longest decoded query name or value, in UTF-8 bytes.
    package var maxQueryValueLength: Int
    /// Read `+` as a space in path segments and query items, as form-encoded links (HTML forms,
    /// some web back ends) write it; only `%2B` is then a plus. Off by default: `+` is a literal
    /// plus, as RFC 3986 reads it, and `%20` is a space.
    public var decodesPlusAsSpace = false
    /// Schemes whose links carry their route in the fragment, as apps that wrap web content
    /// write them (`myapp://host/#/orders/17?tab=1` routes as `myapp://host/orders/17?tab=1`;
    /// `https` routes `https://shop.example.com/#/orders/17` as `/orders/17`). The fragment must
    /// start with `/`, and the path before `#` must then be empty (or `/`); the two queries are
    /// read in order. Empty by default: the fragment is ignored. The scheme and host are checked
    /// as for any link; the fragment's path and query get the same checks as a path and a query.
    public var fragmentRoutedSchemes: Set<String> = []
    /// Accept any custom scheme and any `https` host. Used to turn URLs into descriptors without
    /// an app's policy; the app's own policy still applies when the descriptor is navigated.
    var acceptsAnyOrigin: Bool = false

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - customSchemes: The app's own schemes, without `://`. `http` and `https` are not custom schemes.
    ///   - universalLinkHosts: Hosts whose `https` links open the app. Unicode hosts are converted to punycode.
    ///   - maxLength: The longest accepted link in bytes (default 2,048).
    ///   - maxSegments: The most path segments (default 32).
    ///   - maxSegmentLength: The longest decoded segment in bytes (default 256).
    ///   - maxQueryItems: The most query items (default 32).
    ///   - maxQueryValueLength: The longest decoded query name or value in bytes (default 1,024).
    public init(
        customSchemes: Set<String> = [],
        universalLinkHosts: Set<String> = [],
        maxLength: Int = 2048,
        maxSegments: Int = 32,
        maxSegmentLength: Int = 256,
        maxQueryItems: Int = 32,
        maxQueryValueLength: Int = 1024
    ) {
        self.customSchemes = Set(customSchemes.map { $0.lowercased() }.filter { $0 != "http" && $0 != "https" })
        // As links are read: an entry that is not a valid host stays as written, matches nothing,
        // and is reported by `invalidHosts` (a setup error for the navigation manager).
        self.universalLinkHosts = Set(universalLinkHosts.map { (try? HostName.standardForm($0)) ?? $0.lowercased() })
        self.maxLength = maxLength
        self.maxSegments = maxSegments
        self.maxSegmentLength = maxSegmentLength
        self.maxQueryItems = maxQueryItems
        self.maxQueryValueLength = maxQueryValueLength
    }

    /// The universal-link hosts that are not valid hosts by the URL Standard, each with the reason:
    /// `256.0.0.1` (not an IPv4 address), `xn--` (not valid punycode). No link could ever have such
    /// a host, so an entry like this is a mistake; `NavigationManager` (in `Waypoint`) refuses to start with one.
    ///
    /// ```swift
    /// LinkPolicy(universalLinkHosts: ["shop.example.com", "shop.09"]).invalidHosts
    /// // ["'shop.09' ends in a number but '09' is not one"]
    /// ```
    package var invalidHosts: [String] {
        universalLinkHosts.sorted().compactMap { host -> String? in
            // A bracketed IPv6 literal is compared as written.
            guard !host.hasPrefix("[") else { return nil }
            switch Result(catching: { () throws(StandardHost.Invalid) -> String in try HostName.standardForm(host) }) {
            case .success(let canonical): return canonical == host ? nil : "'\(host)' is not in its canonical form"
            case .failure(let invalid): return invalid.reason
            }
        }
    }

    /// A policy that checks a link's structure and size but accepts any custom scheme and any
    /// `https` host. Descriptors made from URLs use it.
    public static var structural: LinkPolicy {
        var policy = LinkPolicy()
        policy.acceptsAnyOrigin = true
        return policy
    }
}
