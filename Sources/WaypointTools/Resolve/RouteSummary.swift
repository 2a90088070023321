public import Waypoint

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
