package import Waypoint

/// Runs a link through exactly the app's pipeline up to its guards: parse and check against
/// the link policy, then match against the route table.
///
/// `NavigationManager` does the same two steps with the same parser and table, which is why
/// `waypoint resolve` gives the app's answer; tests hold the two together by building both
/// from one table and policy.
///
/// ```swift
/// let resolver = LinkResolver(table: table, parser: LinkParser(policy: policy))
/// switch resolver.resolve("https://shop.example.com/catalog/shoes/products/42") {
/// case .matched(let match, let route): print(route.id, match.parameters)
/// case .notFound(_, _, let candidates): print(candidates.map(\.id))
/// case .rejected(let rejection): print(rejection.code)
/// }
/// ```
package struct LinkResolver: Sendable {
    /// The compiled routes.
    package let table: RouteTable
    /// The parser with the app's policy.
    package let parser: LinkParser
    /// Custom parameter types the table was built with, to rank near misses as matching does.
    let types: [String: ParameterType]

    /// Creates a resolver.
    ///
    /// - Parameters:
    ///   - table: The app's route table.
    ///   - parser: A parser with the app's link policy.
    ///   - parameterTypes: The custom parameter types the table was built with.
    package init(table: RouteTable, parser: LinkParser, parameterTypes: [ParameterType] = []) {
        self.table = table
        self.parser = parser
        var types: [String: ParameterType] = [:]
        for type in [ParameterType.string, .int, .double, .bool, .uuid] + parameterTypes { types[type.name] = type }
        self.types = types
    }

    /// Resolves a link.
    ///
    /// - Parameters:
    ///   - text: The link as received: `https://…`, `shop://…` or `/path`.
    ///   - source: The entry point; inferred from the link's form when `nil`
    ///     (see ``LinkParser/inferredSource(for:)``).
    package func resolve(_ text: String, source: LinkSource? = nil) -> LinkResolution {
        let link: Link
        do {
            link = try parser.parse(text, source: source ?? LinkParser.inferredSource(for: text))
        } catch {
            return .rejected(error)
        }
        do {
            let match = try table.match(link)
            guard let route = table.route(match.route) else {
                // A match always names a route of its table; this is not reachable.
                return .rejected(LinkRejection(.notFound, "route '\(match.route)' is not in the table"))
            }
            return .matched(match, route: RouteSummary(route))
        } catch  where error.code == .notFound {
            return .notFound(link, error, candidates: nearestRoutes(to: link))
        } catch {
            return .rejected(error)
        }
    }

    /// Routes ranked first by whether one typed parameter's segment is all that kept them from
    /// matching (``RouteCandidate/mismatch``), then by how many leading segments of the link
    /// their pattern accepts, then by the edit distance between the paths' texts, then by id.
    func nearestRoutes(to link: Link, limit: Int = 3) -> [RouteCandidate] {
        let candidates = table.routes.compactMap { route -> RouteCandidate? in
            guard let pattern = try? RoutePattern(route.pattern) else { return nil }
            let path = pattern.pathDescription
            return RouteCandidate(
                id: route.id, pattern: route.pattern, module: route.module,
                matchingSegments: leadingMatches(pattern, link.segments),
                distance: EditDistance.between(link.path, path),
                mismatch: ParameterMismatch.only(of: pattern, route: route.id, against: link, types: types))
        }
        // A route that only one typed segment kept from matching is the nearest of all.
        let sorted = candidates.sorted {
            ($0.mismatch == nil ? 1 : 0, -$0.matchingSegments, $0.distance, $0.id.rawValue)
                < ($1.mismatch == nil ? 1 : 0, -$1.matchingSegments, $1.distance, $1.id.rawValue)
        }
        return Array(sorted.prefix(limit))
    }

    private func leadingMatches(_ pattern: RoutePattern, _ segments: [String]) -> Int {
        var count = 0
        for (segment, value) in zip(pattern.segments, segments) {
            switch segment {
            case .literal(let text): guard text == value else { return count }
            case .parameter(_, let type?): guard types[type]?.accepts(value) ?? true else { return count }
            case .parameter(_, nil), .wildcard: break
            case .catchAll: return segments.count
            }
            count += 1
        }
        return count
    }
}
