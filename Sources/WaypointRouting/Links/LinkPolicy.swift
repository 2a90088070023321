/// What the app accepts from the outside world, checked before any route is matched.
///
/// ```swift
/// let policy = LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"])
/// ```
///
/// Hosts are compared exactly, lowercased and in their ASCII (punycode) form: `shop.example.com.`
/// (trailing dot), `SHOP.example.com` spelled with a Cyrillic letter, or an IP literal are different
/// hosts and are refused unless listed. `http` is never accepted; universal links are `https` only.
public struct LinkPolicy: Hashable, Sendable {
    /// Custom URL schemes the app owns, lowercased (`shop` for `shop://…`).
    public var customSchemes: Set<String>
    /// Hosts accepted for `https` links, lowercased ASCII.
    public var universalLinkHosts: Set<String>
    /// The longest accepted link, in UTF-8 bytes.
    public var maxLength: Int
    /// The most path segments a link may have.
    public var maxSegments: Int
    /// The longest decoded path segment, in UTF-8 bytes.
    public var maxSegmentLength: Int
    /// The most query items a link may have.
    public var maxQueryItems: Int
    /// The longest decoded query name or value, in UTF-8 bytes.
    public var maxQueryValueLength: Int
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
        self.universalLinkHosts = Set(universalLinkHosts.map { HostName.asciiForm($0) ?? $0.lowercased() })
        self.maxLength = maxLength
        self.maxSegments = maxSegments
        self.maxSegmentLength = maxSegmentLength
        self.maxQueryItems = maxQueryItems
        self.maxQueryValueLength = maxQueryValueLength
    }

    /// A policy that checks a link's structure and size but accepts any custom scheme and any
    /// `https` host. Descriptors made from URLs use it.
    public static var structural: LinkPolicy {
        var policy = LinkPolicy()
        policy.acceptsAnyOrigin = true
        return policy
    }
}
