/// A parsed, normalised and policy-checked link.
///
/// Make one with ``LinkParser/parse(_:source:)-(String,_)``. Segments, query items and the fragment are
/// decoded text: `/catalog/a%2Fb` has the two segments `catalog` and `a/b`.
///
/// For custom-scheme links the host is the first path segment: `shop://basket/items` has the
/// path `/basket/items`, exactly like the in-app path `/basket/items`. For `https` links the
/// host is kept (lowercased, ASCII) and the path starts after it; so it is for the custom schemes
/// that mirror web links (``LinkPolicy/webMirroringSchemes``).
///
/// ```swift
/// let link = try parser.parse("shop://catalog/a%2Fb?ref=home", source: .customScheme)
/// link.segments      // ["catalog", "a/b"]
/// link.path          // "/catalog/a/b", for display
/// link.encodedPath   // "/catalog/a%2Fb"
/// link.description   // "shop://catalog/a%2Fb?ref=home"
/// ```
public struct Link: Hashable, Sendable, CustomStringConvertible {
    /// The entry point that produced the link.
    public var source: LinkSource
    /// The lowercased scheme, or `nil` for an in-app path such as `/basket`.
    public var scheme: String?
    /// The lowercased ASCII host of an `https` link, or of a link of a custom scheme that mirrors web
    /// links; `nil` otherwise.
    public var host: String?
    /// The decoded path segments, without empty ones.
    public var segments: [String]
    /// The decoded query items, in order.
    public var queryItems: [QueryItem]
    /// The decoded fragment, without `#`: `/media/1234` for `…#/media/1234`, empty for `…#`; `nil`
    /// when the link has none, or when the fragment carries the route
    /// (``LinkPolicy/fragmentRoutedSchemes``). Only a route that reads it takes it (see
    /// ``RouteDefinition/fragmentParameter``).
    public var fragment: String?

    /// Creates a link from parts that are already decoded and checked.
    public init(
        source: LinkSource,
        scheme: String? = nil,
        host: String? = nil,
        segments: [String],
        queryItems: [QueryItem] = [],
        fragment: String? = nil
    ) {
        self.source = source
        self.scheme = scheme
        self.host = host
        self.segments = segments
        self.queryItems = queryItems
        self.fragment = fragment
    }

    /// The decoded path, for display: `/catalog/shoes`. Not for re-parsing: the description keeps the percent-encoding.
    public var path: String { "/" + segments.joined(separator: "/") }

    /// The path with every segment percent-encoded, so that it parses back to the same segments.
    package var encodedPath: String {
        "/" + segments.map { PercentEncoding.encode($0, allowing: .pathSegment) }.joined(separator: "/")
    }

    /// The encoded query, without the leading `?`; empty when there are no items.
    package var encodedQuery: String { Self.encodedQuery(queryItems) }

    static func encodedQuery(_ items: [QueryItem]) -> String {
        items.map {
            PercentEncoding.encode($0.name, allowing: .queryComponent) + "="
                + PercentEncoding.encode($0.value, allowing: .queryComponent)
        }.joined(separator: "&")
    }

    /// The values of every query item with this name, in order.
    package func queryValues(named name: String) -> [String] {
        queryItems.compactMap { $0.name == name ? $0.value : nil }
    }

    /// The link written out again, canonically: `https://host/path?query#fragment`,
    /// `shop://path?query#fragment` or `/path?query#fragment`. Parsing it with the same source gives
    /// an equal link, within the same caps: percent-encoding triples a raw non-ASCII character, so a
    /// link near the policy's `maxLength` may print longer than it.
    public var description: String {
        var text: String
        switch (scheme, host) {
        case (let scheme?, let host?): text = "\(scheme)://\(host)\(encodedPath)"
        case (let scheme?, nil):
            // The first segment stands where a host would: escape what would read as port or user info.
            text =
                "\(scheme)://"
                + segments.enumerated().map {
                    PercentEncoding.encode($1, allowing: $0 == 0 ? .authoritySegment : .pathSegment)
                }.joined(separator: "/")
        default: text = encodedPath
        }
        if !queryItems.isEmpty { text += "?" + encodedQuery }
        if let fragment { text += "#" + PercentEncoding.encode(fragment, allowing: .fragment) }
        return text
    }
}

/// One decoded `name=value` pair of a link's query. `+` is a literal plus, not a space.
///
/// ```swift
/// link.queryItems   // [QueryItem(name: "ref", value: "home")]
/// ```
public struct QueryItem: Hashable, Sendable, Codable {
    /// The decoded name.
    public var name: String
    /// The decoded value; empty for a bare `name` without `=`.
    public var value: String

    /// Creates a query item.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
