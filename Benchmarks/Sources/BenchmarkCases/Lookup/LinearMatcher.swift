/// URLNavigator's approach to matching: try every pattern, keep those that match, and pick the one
/// with the most plain (literal) components.
///
/// Kinder to the approach than URLNavigator itself, which splits each candidate pattern string again
/// on every lookup: here patterns are split once, when the matcher is built, and a candidate's values
/// are captured only once its literals have matched.
public struct LinearMatcher {
    enum Component {
        case plain(String)
        case placeholder(String)
    }

    struct Pattern {
        let route: Int
        let components: [Component]
        let plainCount: Int
    }

    private let patterns: [Pattern]

    /// Patterns in `/res3/:id/sub7/:subId` form; each pattern's number is its index.
    public init(patterns: [String]) {
        self.patterns = patterns.enumerated().map { route, text in
            let components = text.split(separator: "/").map { piece -> Component in
                piece.hasPrefix(":") ? .placeholder(String(piece.dropFirst())) : .plain(String(piece))
            }
            let plainCount = components.reduce(0) { count, component in
                if case .plain = component { count + 1 } else { count }
            }
            return Pattern(route: route, components: components, plainCount: plainCount)
        }
    }

    /// The best-matching route and its captured values, or `nil`.
    public func match(_ path: [String]) -> (route: Int, values: [String: String])? {
        var best: (route: Int, values: [String: String], plainCount: Int)?
        for pattern in patterns where pattern.components.count == path.count {
            guard literalsMatch(pattern, path) else { continue }
            if let current = best, current.plainCount >= pattern.plainCount { continue }
            var values: [String: String] = [:]
            for (component, segment) in zip(pattern.components, path) {
                if case .placeholder(let name) = component { values[name] = segment }
            }
            best = (pattern.route, values, pattern.plainCount)
        }
        return best.map { ($0.route, $0.values) }
    }

    private func literalsMatch(_ pattern: Pattern, _ path: [String]) -> Bool {
        for (component, segment) in zip(pattern.components, path) {
            if case .plain(let text) = component, text != segment { return false }
        }
        return true
    }
}
