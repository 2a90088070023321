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
///
/// An entry `*.example.com` accepts every subdomain of `example.com` (`blog.example.com`,
/// `a.b.example.com`), as Apple's `applinks:*.example.com` does, and not `example.com` itself: list
/// it too when its links open the app. It never accepts a host that only ends in the same text
/// (`evil-example.com`) or holds it elsewhere (`example.com.evil.test`).
public struct LinkPolicy: Hashable, Sendable {
    /// Custom URL schemes the app owns, lowercased (`shop` for `shop://…`).
    package var customSchemes: Set<String>
    /// Hosts accepted for `https` links, lowercased ASCII; `*.example.com` for every subdomain.
    package var universalLinkHosts: Set<String> {
        didSet { hostWildcards = Self.wildcards(in: universalLinkHosts) }
    }
    /// The `*.` entries of ``universalLinkHosts``, checked only for a host no entry names exactly.
    private(set) var hostWildcards: [HostWildcard] = []
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
    /// Custom schemes whose links mirror the app's web links: the authority is a host, checked
    /// against the universal-link hosts as an `https` link's is, and the path starts after it
    /// (`myapp://www.example.com/projects/42` is read as `https://www.example.com/projects/42` is, and
    /// opens the same route, host-scoped ones included). The scheme must also be one of the custom
    /// schemes. Empty by default: a custom-scheme link's host is its first path segment.
    public var webMirroringSchemes: Set<String> = []
    /// Accept any custom scheme and any `https` host. Used to turn URLs into descriptors without
    /// an app's policy; the app's own policy still applies when the descriptor is navigated.
    var acceptsAnyOrigin: Bool = false

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - customSchemes: The app's own schemes, without `://`. `http` and `https` are not custom schemes.
    ///   - universalLinkHosts: Hosts whose `https` links open the app. Unicode hosts are converted to punycode.
    ///     `*.example.com` accepts every subdomain of `example.com`, not `example.com` itself.
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
        self.universalLinkHosts = Set(universalLinkHosts.map(Self.standardEntry))
        self.hostWildcards = Self.wildcards(in: self.universalLinkHosts)
        self.maxLength = maxLength
        self.maxSegments = maxSegments
        self.maxSegmentLength = maxSegmentLength
        self.maxQueryItems = maxQueryItems
        self.maxQueryValueLength = maxQueryValueLength
    }

    /// An entry as links are read: a host in its standard form, a wildcard's domain likewise. An entry
    /// that is not a valid host stays as written, matches nothing, and is reported by `invalidHosts`
    /// (a setup error for the navigation manager).
    private static func standardEntry(_ entry: String) -> String {
        if entry.contains("*") { return (try? HostWildcard.standardForm(entry)) ?? entry.lowercased() }
        return (try? HostName.standardForm(entry)) ?? entry.lowercased()
    }

    /// The valid wildcard entries: one that is not (`*.com`) matches nothing and is an invalid host.
    private static func wildcards(in entries: Set<String>) -> [HostWildcard] {
        entries.sorted().compactMap { entry in
            (try? HostWildcard.standardForm(entry)) == entry ? HostWildcard(entry: entry) : nil
        }
    }

    /// Whether an `https` link's host (in its standard form) is accepted: listed, or a subdomain of
    /// a listed wildcard's domain.
    package func accepts(host: String) -> Bool {
        // A link's host never holds `*` (the scanner refuses it), so it never equals a wildcard entry.
        universalLinkHosts.contains(host) || (!hostWildcards.isEmpty && hostWildcards.contains { $0.matches(host) })
    }

    /// The universal-link hosts that are not valid hosts by the URL Standard, each with the reason:
    /// `256.0.0.1` (not an IPv4 address), `xn--` (not valid punycode), `*.com` (a wildcard over a
    /// top-level domain); and the entries a wildcard already covers (`blog.example.com` beside
    /// `*.example.com`), which are listed twice. No link could ever have such a host, or the list
    /// says one thing twice, so an entry like this is a mistake; `NavigationManager` (in `Waypoint`)
    /// refuses to start with one.
    ///
    /// ```swift
    /// LinkPolicy(universalLinkHosts: ["shop.example.com", "shop.09"]).invalidHosts
    /// // ["'shop.09' ends in a number but '09' is not one"]
    /// ```
    package var invalidHosts: [String] {
        let invalid = universalLinkHosts.sorted().compactMap { host -> String? in
            // A bracketed IPv6 literal is compared as written.
            guard !host.hasPrefix("[") else { return nil }
            let standard = { () throws(StandardHost.Invalid) -> String in
                // A `*` anywhere is a wildcard entry, valid only as `*.<domain>`, never a literal host.
                host.contains("*") ? try HostWildcard.standardForm(host) : try HostName.standardForm(host)
            }
            switch Result(catching: standard) {
            case .success(let canonical): return canonical == host ? nil : "'\(host)' is not in its canonical form"
            case .failure(let invalid): return invalid.reason
            }
        }
        let twice = universalLinkHosts.sorted().flatMap { host in
            hostWildcards.filter { $0.covers(host) }.map { wildcard in
                "'\(host)' is listed twice: the wildcard '*\(wildcard.dottedSuffix)' covers it"
            }
        }
        return invalid + twice
    }

    /// Whether a scheme's links carry their route in the fragment (``fragmentRoutedSchemes``).
    func routesOnFragments(_ scheme: String) -> Bool {
        !fragmentRoutedSchemes.isEmpty && fragmentRoutedSchemes.contains { $0.lowercased() == scheme }
    }

    /// Whether a custom scheme's links mirror web links (``webMirroringSchemes``).
    func mirrorsWebLinks(_ scheme: String) -> Bool {
        !webMirroringSchemes.isEmpty && webMirroringSchemes.contains { $0.lowercased() == scheme }
    }

    /// A policy that checks a link's structure and size but accepts any custom scheme and any
    /// `https` host. Descriptors made from URLs use it.
    public static var structural: LinkPolicy {
        var policy = LinkPolicy()
        policy.acceptsAnyOrigin = true
        return policy
    }
}
