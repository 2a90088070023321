/// What a route declares about reading links beyond its pattern and its query parameters: constants,
/// the fragment as a parameter, every query item taken whole, the query items that make it decline a
/// link; how its screen shows as a sheet or a popover; and where it opens: in a window of its own, in a
/// column of a split view. Few
/// routes declare any, so a route's definition keeps them in one box, or none, and its
/// compiled route keeps nothing of them.
final class RouteDeclarations: Sendable {
    /// Fixed parameters, sorted by name: the same order in every match.
    let constants: [QueryItem]
    /// The parameter the fragment is read as.
    let fragmentParameter: String?
    /// Whether the route takes every query item, declared or not.
    let takesAllQueryItems: Bool
    /// The query items whose presence makes the route decline a link, sorted.
    let declinedQueryItems: [String]
    /// How the screen shows as a sheet; `nil` for the defaults.
    let sheet: SheetOptions?
    /// How the screen shows as a popover; `nil` for the defaults.
    let popover: PopoverOptions?
    /// Whether the route opens in a window of its own.
    let opensInOwnWindow: Bool
    /// The split-view column the route shows in.
    let column: SplitColumn?

    /// The declarations, or `nil` when there are none.
    static func make(
        constants: [String: String], fragmentParameter: String?, takesAllQueryItems: Bool,
        declinedQueryItems: Set<String>, sheet: SheetOptions = SheetOptions(),
        popover: PopoverOptions = PopoverOptions(), opensInOwnWindow: Bool = false, column: SplitColumn? = nil
    ) -> RouteDeclarations? {
        let sheet = sheet == SheetOptions() ? nil : sheet
        let popover = popover == PopoverOptions() ? nil : popover
        guard
            !constants.isEmpty || fragmentParameter != nil || takesAllQueryItems || !declinedQueryItems.isEmpty
                || sheet != nil || popover != nil || opensInOwnWindow || column != nil
        else { return nil }
        return RouteDeclarations(
            constants: constants.sorted { $0.key < $1.key }.map { QueryItem(name: $0.key, value: $0.value) },
            fragmentParameter: fragmentParameter, takesAllQueryItems: takesAllQueryItems,
            declinedQueryItems: declinedQueryItems.sorted(), sheet: sheet, popover: popover,
            opensInOwnWindow: opensInOwnWindow, column: column)
    }

    private init(
        constants: [QueryItem], fragmentParameter: String?, takesAllQueryItems: Bool, declinedQueryItems: [String],
        sheet: SheetOptions?, popover: PopoverOptions?, opensInOwnWindow: Bool, column: SplitColumn?
    ) {
        self.constants = constants
        self.fragmentParameter = fragmentParameter
        self.takesAllQueryItems = takesAllQueryItems
        self.declinedQueryItems = declinedQueryItems
        self.sheet = sheet
        self.popover = popover
        self.opensInOwnWindow = opensInOwnWindow
        self.column = column
    }

    /// The constants as a dictionary, as a definition shows them.
    var constantValues: [String: String] {
        Dictionary(constants.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The names the route binds besides its pattern and its query: constants, then the fragment's.
    var boundNames: [String] { constants.map(\.name) + (fragmentParameter.map { [$0] } ?? []) }

    /// The table's refusals of names that say two things: a constant or the fragment's parameter
    /// named like a placeholder, a declared query parameter, or each other.
    func collisions(pattern: [String], query: [String]) -> [RouteTableError.Problem.Reason] {
        typealias Origin = RouteTableError.ParameterOrigin
        var seen: [String: Origin] = [:]
        for name in pattern { seen[name] = seen[name] ?? .path }
        for name in query { seen[name] = seen[name] ?? .query }
        var reasons: [RouteTableError.Problem.Reason] = []
        let named =
            constants.map { ($0.name, Origin.constant) } + (fragmentParameter.map { [($0, Origin.fragment)] } ?? [])
        for (name, origin) in named {
            if let other = seen[name] {
                reasons.append(.collidingParameter(name, origin, with: other))
            } else {
                seen[name] = origin
            }
        }
        return reasons
    }

    /// The refusal of a link carrying a query item the route declines; `nil` when it takes the link.
    func declining(_ link: Link, route: RouteID) -> LinkRejection? {
        guard !declinedQueryItems.isEmpty,
            let item = link.queryItems.first(where: { declinedQueryItems.contains($0.name) })?.name
        else { return nil }
        return LinkRejection(
            .declinedByRoute,
            "route '\(route)' declines links with the query item '\(item)'; the app's fallback takes them",
            parameter: item, route: route)
    }

    /// Appends the constants, then the fragment's value: the link's fragment, or, when it has none, a
    /// query item of the parameter's name (a descriptor's parameters are its query, and carry no fragment).
    ///
    /// - Throws: ``LinkRejection`` (`duplicateParameter`) for a fragment parameter given twice in the query.
    func appendConstantsAndFragment(
        from link: Link, to parameters: inout RouteParameters, route: RouteID
    ) throws(LinkRejection) {
        for constant in constants { parameters.append(name: constant.name, value: constant.value) }
        guard let name = fragmentParameter else { return }
        if let fragment = link.fragment {
            parameters.append(name: name, value: fragment)
            return
        }
        let values = link.queryValues(named: name)
        if values.count > 1 {
            throw LinkRejection(
                .duplicateParameter,
                "'\(name)' appears \(values.count) times; route '\(route)' reads it once, from the fragment",
                parameter: name, route: route)
        }
        if let value = values.first { parameters.append(name: name, value: value) }
    }

    /// Appends every query item whose name the route has not bound already (by its pattern, a
    /// constant, the fragment or a declared query parameter), in link order: a query item never
    /// overrides another parameter.
    func appendWholeQuery(from link: Link, to parameters: inout RouteParameters) {
        guard takesAllQueryItems, !link.queryItems.isEmpty else { return }
        var bound: Set<String> = []
        for element in parameters { bound.insert(element.name) }
        if let fragmentParameter { bound.insert(fragmentParameter) }
        for item in link.queryItems where !bound.contains(item.name) {
            parameters.append(name: item.name, value: item.value)
        }
    }
}
