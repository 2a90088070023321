package import Waypoint

/// A route that nearly matched a link that matched none.
package struct RouteCandidate: Hashable, Sendable {
    /// The route's id.
    package let id: RouteID
    /// Its pattern as written.
    package let pattern: String
    /// Its module.
    package let module: ModuleID
    /// How many leading segments of the link the pattern accepts.
    package let matchingSegments: Int
    /// The edit distance between the link's path and the pattern's path text.
    package let distance: Int
    /// Why the route did not match when a typed parameter's segment is the only reason.
    package let mismatch: ParameterMismatch?
}
