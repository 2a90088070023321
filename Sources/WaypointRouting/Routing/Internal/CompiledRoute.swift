/// What a match needs of a route, with its types resolved, in the form cheapest to read.
///
/// It keeps its id, the accepted sources as bits (`Set.contains` would hash the source), the
/// captured segments' names and positions (so a match does not walk the pattern), and where its
/// template is among the table's (`LinkTemplates`), but not the pattern: the trie holds its structure
/// for matching links, the template what printing a link or matching from values reads (the
/// literals' texts, the placeholders' types), and the definition its text. The captures are shared
/// by every route with the same names at the same positions. A class, so that reading one from the
/// table's array costs one reference count rather than a copy of every field; small, since a table
/// keeps one per route.
final class CompiledRoute: Sendable {
    /// The route's id, kept here too so that a match reads one object per route.
    let id: RouteID
    let query: [(parameter: QueryParameter, type: ParameterType)]
    /// The pattern's placeholders and catch-all, in order.
    let captures: [Capture]
    /// The placeholders whose type converts (see `ParameterType.init(name:canonical:)`); empty for
    /// almost every route, so a match checks one count.
    let converting: [(name: String, type: ParameterType)]
    /// The sources the route accepts, one bit each (see `LinkSource.bit`).
    private let sourceBits: UInt8
    /// Whether the pattern ends in a catch-all.
    private let hasCatchAll: Bool
    /// Where the route's pieces are in its table's `LinkTemplates`.
    let template: Range<Int32>

    /// `captures` must be the pattern's (see `Capture.of(_:)`), shared with other routes or not, and
    /// `template` its pieces' place in the table's templates.
    init(
        id: RouteID, captures: [Capture], template: Range<Int32>,
        query: [(parameter: QueryParameter, type: ParameterType)], sources: Set<LinkSource>,
        converting: [(name: String, type: ParameterType)] = []
    ) {
        self.template = template
        self.converting = converting
        self.id = id
        self.query = query
        self.sourceBits = sources.reduce(0) { $0 | $1.bit }
        self.captures = captures
        self.hasCatchAll = captures.last?.isCatchAll ?? false
    }

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

    /// The path's captures with each converting placeholder's value replaced by its canonical text,
    /// which the trie's walk wrote at the placeholder's position when the type accepted the segment.
    func converted(_ parameters: RouteParameters, canonical: [String?]) -> RouteParameters {
        RouteParameters(
            zip(captures, parameters).map { capture, element in
                guard !capture.isCatchAll, converting.contains(where: { $0.name == capture.name }),
                    capture.position < canonical.count, let value = canonical[capture.position]
                else { return (element.name, element.value) }
                return (element.name, value)
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
                guard let canonical = type.converted(value) else {
                    throw LinkRejection(
                        .invalidParameter, "'\(value)' is not a valid \(type.name) for '\(entry.name)'",
                        parameter: entry.name, route: id)
                }
                result[index].values.append(canonical)
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
                guard let canonical = type.converted(value) else {
                    throw LinkRejection(
                        .invalidParameter,
                        "query parameter '\(parameter.name)' is '\(value)', not a valid \(type.name)",
                        parameter: parameter.name, route: routeID)
                }
                parameters.append(name: parameter.name, value: canonical)
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
