/// A route's pattern and parameters with their types resolved: what matching needs at hand.
struct CompiledRoute: Sendable {
    let pattern: RoutePattern
    /// For each pattern segment that is a placeholder, its resolved type.
    let pathTypes: [ParameterType?]
    let query: [(parameter: QueryParameter, type: ParameterType)]

    /// Lower is more specific: host scope, then scheme scope, then none.
    var scopeRank: Int { pattern.host != nil ? 0 : (pattern.scheme != nil ? 1 : 2) }

    func scopeAccepts(_ link: Link) -> Bool {
        if let host = pattern.host, link.host != host { return false }
        if let scheme = pattern.scheme, link.scheme != scheme { return false }
        return true
    }

    func capturePath(from segments: [String], into parameters: inout RouteParameters) {
        for (position, segment) in pattern.segments.enumerated() {
            switch segment {
            case .parameter(let name, _):
                parameters.append(name: name, value: segments[position])
            case .catchAll(let name):
                parameters.append(name: name, value: segments[position...].joined(separator: "/"))
            case .literal, .wildcard:
                continue
            }
        }
    }

    func captureQuery(from link: Link, routeID: RouteID, into parameters: inout RouteParameters)
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
                    .duplicateParameter, "query parameter '\(parameter.name)' appears \(values.count) times; "
                        + "route '\(routeID)' takes one", parameter: parameter.name, route: routeID)
            }
            for value in values {
                guard type.accepts(value) else {
                    throw LinkRejection(
                        .invalidParameter, "query parameter '\(parameter.name)' is '\(value)', not a valid \(type.name)",
                        parameter: parameter.name, route: routeID)
                }
                parameters.append(name: parameter.name, value: value)
            }
        }
    }
}
