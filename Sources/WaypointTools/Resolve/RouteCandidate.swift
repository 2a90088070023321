public import Waypoint

/// A route that nearly matched a link that matched none.
public struct RouteCandidate: Hashable, Sendable {
    /// The route's id.
    public let id: RouteID
    /// Its pattern as written.
    public let pattern: String
    /// Its module.
    public let module: String
    /// How many leading segments of the link the pattern accepts.
    public let matchingSegments: Int
    /// The edit distance between the link's path and the pattern's path text.
    public let distance: Int
    /// Why the route did not match when a typed parameter's segment is the only reason.
    public let mismatch: ParameterMismatch?
}
