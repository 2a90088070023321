package import Waypoint

/// What a report needs of a route, in a form that can be compared and stored.
package struct RouteSummary: Hashable, Sendable {
    /// The route's id.
    package let id: RouteID
    /// Its pattern as written.
    package let pattern: String
    /// Its module.
    package let module: ModuleID
    /// Guard names, in order.
    package let guards: [String]
    /// The default presentation.
    package let presentation: PresentationMode
    /// Screen or action.
    package let kind: RouteDefinition.Kind
    /// The synthetic parent.
    package let parent: RouteID?
    /// Whether the route opens in a window of its own.
    package let opensInOwnWindow: Bool
    /// The split-view column it declares; `nil` for none.
    package let column: SplitColumn?
    /// The sheet options it declares; `nil` for the defaults.
    package let sheet: SheetOptions?
    /// The popover options it declares; `nil` for the defaults.
    package let popover: PopoverOptions?

    /// The summary of a definition.
    package init(_ definition: RouteDefinition) {
        id = definition.id
        pattern = definition.pattern
        module = definition.module
        guards = definition.guards.map(\.rawValue)
        presentation = definition.presentation
        kind = definition.kind
        parent = definition.parent
        opensInOwnWindow = definition.opensInOwnWindow
        column = definition.column
        sheet = definition.sheet == SheetOptions() ? nil : definition.sheet
        popover = definition.popover == PopoverOptions() ? nil : definition.popover
    }
}
