package import Waypoint

/// What the app's pipeline does with a link, up to its guards: the answer `waypoint resolve`
/// explains.
package enum LinkResolution: Hashable, Sendable {
    /// The link matched a route.
    case matched(RouteMatch, route: RouteSummary)
    /// The link was checked, but no route matches its path; the nearest routes, best first.
    case notFound(Link, LinkRejection, candidates: [RouteCandidate])
    /// The link, or its match, was refused.
    case rejected(LinkRejection)

    /// The stable reason code of a refusal, or `nil` for a match.
    package var rejectionCode: LinkRejection.Code? {
        switch self {
        case .matched: nil
        case .notFound(_, let rejection, _), .rejected(let rejection): rejection.code
        }
    }
}
