/// A route's pattern and parameters with their types resolved: what matching needs at hand.
///
/// Besides the pattern, it keeps what every match reads in the form cheapest to read: its id, the
/// accepted sources as bits (`Set.contains` would hash the source), and the positions of the captured
/// segments (so a match does not walk the pattern's segments), packed in the object itself. A class, so that reading one from the
/// table's array costs one reference count rather than a copy of every field.
final class CompiledRoute: Sendable {
    /// The route's id, kept here too so that a match reads one object per route.
    let id: RouteID
    let pattern: RoutePattern
    let query: [(parameter: QueryParameter, type: ParameterType)]
    /// The sources the route accepts, one bit each (see `LinkSource.bit`).
    private let sourceBits: UInt8
    /// The pattern's placeholders and catch-all, in order.
    let captures: Captures
    /// Whether the pattern ends in a catch-all.
    private let hasCatchAll: Bool
    /// The placeholders whose type converts (see `ParameterType.init(name:canonical:)`); empty for
    /// almost every route, so a match checks one count.
    let converting: [(name: String, type: ParameterType)]

    init(
        id: RouteID, pattern: RoutePattern, query: [(parameter: QueryParameter, type: ParameterType)],
        sources: Set<LinkSource>, converting: [(name: String, type: ParameterType)] = []
    ) {
        self.converting = converting
        self.id = id
        self.pattern = pattern
        self.query = query
        self.sourceBits = sources.reduce(0) { $0 | $1.bit }
        self.captures = Captures(pattern.segments)
        self.hasCatchAll = pattern.segments.last.map { if case .catchAll = $0 { true } else { false } } ?? false
    }

    /// Lower is more specific: host scope, then scheme scope, then none.
    var scopeRank: Int { pattern.host != nil ? 0 : (pattern.scheme != nil ? 1 : 2) }

    func accepts(source: LinkSource) -> Bool {
        sourceBits & source.bit != 0
    }

    /// The path's captures from the segments the route matched. Placeholders are read in place (see
    /// ``RouteParameters``); a catch-all's value is joined from its segments, so a route with one
    /// keeps every pair as a value.
    ///
    /// - Throws: ``LinkRejection`` (`encodedSeparator`) when a segment the catch-all takes holds a
    ///   `/` or `\` decoded from the link: joined, it could not be told from a separator.
    func pathParameters(_ segments: [String]) throws(LinkRejection) -> RouteParameters {
        guard hasCatchAll else { return RouteParameters(placeholdersOf: self, in: segments) }
        var parameters = RouteParameters()
        parameters.reserveCapacity(adding: captures.count)
        for capture in captures {
            guard capture.isCatchAll else {
                parameters.append(name: capture.name, value: segments[capture.position])
                continue
            }
            let taken = segments[capture.position...]
            try CatchAllValue.checkSegments(taken, name: capture.name, route: id)
            parameters.append(name: capture.name, value: taken.joined(separator: "/"))
        }
        return parameters
    }

    /// The path's captures with each converting placeholder's value replaced by its canonical text.
    func converted(_ parameters: RouteParameters) -> RouteParameters {
        RouteParameters(
            parameters.map { element in
                let type = converting.first { $0.name == element.name }?.type
                return (element.name, type.map { $0.canonical(element.value) } ?? element.value)
            })
    }

    /// Values to print, each converting placeholder's in its canonical text.
    ///
    /// - Throws: ``LinkRejection`` (`invalidParameter`) for a value the placeholder's type refuses.
    func canonical(
        _ values: [(name: String, values: [String])]
    ) throws(LinkRejection) -> [(
        name: String, values: [String]
    )] {
        var result = values
        for (index, entry) in values.enumerated() {
            guard let type = converting.first(where: { $0.name == entry.name })?.type else { continue }
            result[index].values = []
            for value in entry.values {
                guard type.accepts(value) else {
                    throw LinkRejection(
                        .invalidParameter, "'\(value)' is not a valid \(type.name) for '\(entry.name)'",
                        parameter: entry.name, route: id)
                }
                result[index].values.append(type.canonical(value))
            }
        }
        return result
    }

    func captureQuery(
        from link: Link, routeID: RouteID, into parameters: inout RouteParameters
    )
        throws(LinkRejection)
    {
        for (parameter, type) in query {
            let values = link.queryValues(named: parameter.name)
            if values.isEmpty, parameter.isRequired {
                throw LinkRejection(
                    .missingParameter, "route '\(routeID)' requires the query parameter '\(parameter.name)'",
                    parameter: parameter.name, route: routeID)
            }
            if values.count > 1, !parameter.isRepeated {
                throw LinkRejection(
                    .duplicateParameter,
                    "query parameter '\(parameter.name)' appears \(values.count) times; "
                        + "route '\(routeID)' takes one", parameter: parameter.name, route: routeID)
            }
            for value in values {
                guard type.accepts(value) else {
                    throw LinkRejection(
                        .invalidParameter,
                        "query parameter '\(parameter.name)' is '\(value)', not a valid \(type.name)",
                        parameter: parameter.name, route: routeID)
                }
                parameters.append(name: parameter.name, value: type.canonical(value))
            }
        }
    }
}

extension LinkSource {
    /// One bit per source, for the route's accepted-source mask. The switch is exhaustive, so a new
    /// source cannot be added without a bit of its own.
    var bit: UInt8 {
        switch self {
        case .inApp: 1 << 0
        case .universalLink: 1 << 1
        case .customScheme: 1 << 2
        case .pushNotification: 1 << 3
        case .restoration: 1 << 4
        }
    }
}
