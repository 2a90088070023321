import Waypoint

/// An example link for a route: its placeholders filled with sample values of their types and
/// its required query parameters added, written as the route is most likely opened from outside —
/// `https://HOST/…` when it accepts universal links and the manifest has a host, else
/// `SCHEME://…` when it accepts custom-scheme links and the manifest has a scheme, else the path.
enum ExampleLink {
    static func make(for entry: RouteManifest.Entry, links: RouteManifest.Links?) -> String? {
        guard let pattern = try? RoutePattern(entry.pattern) else { return nil }
        var segments: [String] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let text): segments.append(text)
            case .parameter(_, let type): segments.append(sample(type ?? "string"))
            case .wildcard: segments.append("any")
            case .catchAll: segments += ["example", "path"]
            }
        }
        let query = entry.parameters.filter { $0.location == .query && $0.required }.map {
            QueryItem(name: $0.name, value: sample($0.type))
        }
        let host =
            pattern.host
            ?? (entry.sources.contains(.universalLink) && pattern.scheme == nil
                ? links?.universalLinkHosts.first.map(exampleHost) : nil)
        if let host {
            return Link(source: .universalLink, scheme: "https", host: host, segments: segments, queryItems: query)
                .description
        }
        let scheme = pattern.scheme ?? (entry.sources.contains(.customScheme) ? links?.customSchemes.first : nil)
        if let scheme {
            return Link(source: .customScheme, scheme: scheme, segments: segments, queryItems: query).description
        }
        return Link(source: .inApp, segments: segments, queryItems: query).description
    }

    /// A host a link can have: a wildcard entry's `*` stands for `www` (`*.example.com` gives
    /// `www.example.com`), since no link's host holds a `*`.
    static func exampleHost(_ entry: String) -> String {
        entry.hasPrefix("*.") ? "www" + entry.dropFirst() : entry
    }

    /// A value of a parameter type: a number for `int`, a UUID for `uuid`, words for text.
    static func sample(_ type: String) -> String {
        switch type {
        case "int": "42"
        case "double": "4.5"
        case "bool": "true"
        case "uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        case "string": "example"
        default: "value"
        }
    }
}
