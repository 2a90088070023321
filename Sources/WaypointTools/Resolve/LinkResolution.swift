public import Waypoint

/// What the app's pipeline does with a link, up to its guards: the answer `waypoint resolve`
/// explains.
public enum LinkResolution: Hashable, Sendable {
    /// The link matched a route.
    case matched(RouteMatch, route: RouteSummary)
    /// The link was checked, but no route matches its path; the nearest routes, best first.
    case notFound(Link, LinkRejection, candidates: [RouteCandidate])
    /// The link, or its match, was refused.
    case rejected(LinkRejection)

    /// The stable reason code of a refusal, or `nil` for a match.
    public var rejectionCode: LinkRejection.Code? {
        switch self {
        case .matched: nil
        case .notFound(_, let rejection, _), .rejected(let rejection): rejection.code
        }
    }
}

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
}

/// What a report needs of a route, in a form that can be compared and stored.
public struct RouteSummary: Hashable, Sendable {
    /// The route's id.
    public let id: RouteID
    /// Its pattern as written.
    public let pattern: String
    /// Its module.
    public let module: String
    /// Guard names, in order.
    public let guards: [String]
    /// The default presentation.
    public let presentation: PresentationMode
    /// Screen or action.
    public let kind: RouteDefinition.Kind
    /// The synthetic parent.
    public let parent: RouteID?

    /// The summary of a definition.
    public init(_ definition: RouteDefinition) {
        id = definition.id
        pattern = definition.pattern
        module = definition.module
        guards = definition.guards
        presentation = definition.presentation
        kind = definition.kind
        parent = definition.parent
    }
}
