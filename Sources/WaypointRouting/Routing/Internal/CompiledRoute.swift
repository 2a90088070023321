/// What a match needs of a route, with its types resolved.
///
/// It keeps its id, the accepted sources, the captured segments' names and positions (so a match
/// does not walk the pattern), and where its template is among the table's (`LinkTemplates`), but not
/// the pattern: the trie holds its structure for matching links, the template what printing a link or
/// matching from values reads (the literals' texts, the placeholders' types), and the definition its
/// text. The captures are shared by every route with the same names at the same positions. A class,
/// so that a match reads its table's route in place rather than copying it.
final class CompiledRoute: Sendable {
    let id: RouteID
    let query: [(parameter: QueryParameter, type: ParameterType)]
    /// The pattern's placeholders and catch-all, in order.
    let captures: [Capture]
    /// The placeholders whose type converts (see `ParameterType.init(name:canonical:)`).
    let converting: [(name: String, type: ParameterType)]
    /// The sources the route accepts, one bit each (see `LinkSource.bit`).
    let sources: UInt8
    /// Where the route's pieces are in its table's `LinkTemplates`.
    let template: Range<Int32>

    init(
        id: RouteID, query: [(parameter: QueryParameter, type: ParameterType)], captures: [Capture],
        converting: [(name: String, type: ParameterType)], sources: UInt8, template: Range<Int32>
    ) {
        self.id = id
        self.query = query
        self.captures = captures
        self.converting = converting
        self.sources = sources
        self.template = template
    }

    func accepts(source: LinkSource) -> Bool { sources & source.bit != 0 }

    /// The parameters the route captures from a link it matched: its path's captures, converting
    /// placeholders' in their `canonical` texts, its constants and fragment, its declared query
    /// parameters, checked, then the rest of the query when it takes all of it. The declarations are
    /// its definition's: a compiled route does not keep what most routes lack.
    func parameters(
        in link: Link, canonical: [String?], declarations: RouteDeclarations?
    ) throws(LinkRejection) -> RouteParameters {
        var parameters = try pathParameters(link.segments)
        if !converting.isEmpty { parameters = converted(parameters, canonical: canonical) }
        try declarations?.appendConstantsAndFragment(from: link, to: &parameters, route: id)
        if !query.isEmpty { try captureQuery(from: link, into: &parameters) }
        declarations?.appendWholeQuery(from: link, to: &parameters)
        return parameters
    }

    /// The path's captures from the segments the route matched; a catch-all's value is joined from its
    /// segments.
    ///
    /// - Throws: ``LinkRejection`` (`encodedSeparator`) when a segment the catch-all takes holds a
    ///   `/` or `\` decoded from the link: joined, it could not be told from a separator.
    func pathParameters(_ segments: [String]) throws(LinkRejection) -> RouteParameters {
        var parameters = RouteParameters()
        parameters.reserveCapacity(captures.count + query.count)
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

    func captureQuery(from link: Link, into parameters: inout RouteParameters) throws(LinkRejection) {
        let routeID = id
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
    /// One bit per source, for a compiled route's accepted sources. The switch is exhaustive, so a new
    /// source cannot be added without a bit of its own.
    var bit: UInt8 {
        switch self {
        case .inApp: 1 << 0
        case .universalLink: 1 << 1
        case .customScheme: 1 << 2
        case .pushNotification: 1 << 3
        case .restoration: 1 << 4
        case .userActivity: 1 << 5
        case .appIntent: 1 << 6
        case .widget: 1 << 7
        }
    }
}
