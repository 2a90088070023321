import Waypoint

/// Text forms of patterns that reports share.
enum PatternText {
    /// The path part of a pattern, canonical and without its scope: `/catalog/{category}`.
    static func path(of pattern: RoutePattern) -> String {
        "/" + pattern.segments.map(segment).joined(separator: "/")
    }

    static func segment(_ segment: RoutePattern.Segment) -> String {
        switch segment {
        case .literal(let text): text
        case .parameter(let name, let type?): "{\(name): \(type)}"
        case .parameter(let name, nil): "{\(name)}"
        case .wildcard: "*"
        case .catchAll(let name): "{\(name)…}"
        }
    }
}
