import Waypoint

/// Finds routes that no link can reach because higher-precedence routes take every link they
/// match: `/a/*` beside `/a/{x}`, or `/help/{path…}` beside `/help/{a}` and `/help/{a}/{b…}`.
///
/// The router's trie tries children in precedence order and backtracks only when a branch finds
/// nothing, so route `S` takes a link from route `R` exactly when both match it and, at the first
/// segment where their patterns differ, `S`'s segment has the higher precedence (and `S`'s scope
/// covers `R`'s). `R` is shadowed when the union of such routes covers every link `R` matches.
///
/// Values are explored by class, not one by one: a segment's candidates are the literals that
/// competing routes name there plus one fresh value per built-in type (an int, a fractional
/// double, `true`, `false`, a UUID, plain text). Custom types, whose checks the tool cannot run,
/// are assumed to accept none of those, so a route is reported only when it is certainly shadowed.
struct ShadowAnalysis {
    struct Route {
        let id: RouteID
        let pattern: RoutePattern
    }

    /// A value a link segment may hold: concrete text, or "some value of this custom type".
    private enum Value: Hashable {
        case text(String)
        case custom(String)
    }

    /// A competing route and how far through its pattern the link has taken it.
    struct Progress {
        let route: Int
        var index: Int
        var inCatchAll: Bool
    }

    let routes: [Route]

    /// For each shadowed route, the routes that take its links.
    ///
    /// A route's competitors are found along its own path through an index of the patterns'
    /// prefixes (see ``PrefixIndex``), not by comparing it with every other route: a lint grows with
    /// the number of routes, not with its square.
    func shadowed() -> [(route: Route, by: [Route])] {
        let keys = routes.map { route in
            route.pattern.segments.map { Self.key($0, ignoringCase: route.pattern.ignoresCase) }
        }
        let prefixes = PrefixIndex(keys)
        // Routes by their whole key path: a route that ends where a `{path…?}` starts takes its
        // empty form, as the trie tries a node's own routes first.
        let byKeys = Dictionary(grouping: routes.indices, by: { keys[$0] })
        return routes.indices.compactMap { index in
            let pattern = routes[index].pattern
            let endsWhereEmptyTailStarts =
                pattern.catchAllMayBeEmpty
                ? (byKeys[Array(keys[index].dropLast())] ?? []).filter { coversScope(routes[$0], routes[index]) } : []
            let beaters = prefixes.competitors(of: index).filter { coversScope(routes[$0], routes[index]) }
            guard !beaters.isEmpty else { return nil }
            var covering = Set(endsWhereEmptyTailStarts)
            let start = beaters.map { Progress(route: $0, index: 0, inCatchAll: false) }
            let emptyTail = pattern.catchAllMayBeEmpty && endsWhereEmptyTailStarts.isEmpty
            let context = Context(emptyTail: emptyTail, ignoresCase: pattern.ignoresCase)
            guard !reachable(pattern.segments[...], start, context, &covering) else {
                return nil
            }
            return (routes[index], covering.sorted().map { routes[$0] })
        }
    }

    /// Whether `s` may take `r`'s links as far as scope goes: `s` is unscoped, or scoped alike. A
    /// route scoped to a host is outranked on its host by that host's routes only, so no route
    /// with another scope takes its links (see ``hostShadowed()`` for the other direction).
    private func coversScope(_ s: Route, _ r: Route) -> Bool {
        let scopedAlike = s.pattern.scheme == r.pattern.scheme && s.pattern.host == r.pattern.host
        if r.pattern.host != nil { return scopedAlike }
        let unscoped = s.pattern.scheme == nil && s.pattern.host == nil
        return unscoped || scopedAlike
    }

    /// Whether some link matching `rest` (the rest of the analysed route) escapes every competitor.
    /// With `emptyTail` (a catch-all that may be empty, `{path…?}`, and no route ending where it
    /// starts), the link that ends where the catch-all starts is the route's too, unless the
    /// competitors take it.
    func reachable(
        _ rest: ArraySlice<RoutePattern.Segment>, _ alive: [Progress], _ context: Context, _ covering: inout Set<Int>
    ) -> Bool {
        guard let segment = rest.first else { return !covers(alive, &covering) }
        if case .catchAll = segment {
            if context.emptyTail, !covers(alive, &covering) { return true }
            return reachableTail(alive, consumed: 0, limit: tailLimit(alive), &covering)
        }
        for value in candidates(for: segment, against: alive, ignoringCase: context.ignoresCase) {
            let next = advance(alive, with: value)
            if next.isEmpty || reachable(rest.dropFirst(), next, context, &covering) { return true }
        }
        return false
    }

    /// What the analysed route's pattern says beyond its segments: whether its `{path…?}` may be empty
    /// where no route ends, and whether its literals ignore case.
    struct Context {
        let emptyTail: Bool
        let ignoresCase: Bool
    }

    /// A catch-all: one or more segments of any text.
    private func reachableTail(_ alive: [Progress], consumed: Int, limit: Int, _ covering: inout Set<Int>) -> Bool {
        for value in candidates(for: .wildcard, against: alive) {
            let next = advance(alive, with: value)
            if next.isEmpty || !covers(next, &covering) { return true }
            // Past the longest competitor only catch-alls are left, and they take every longer link.
            if consumed + 1 < limit, reachableTail(next, consumed: consumed + 1, limit: limit, &covering) {
                return true
            }
        }
        return false
    }

    private func tailLimit(_ alive: [Progress]) -> Int {
        (alive.map { routes[$0.route].pattern.segments.count - $0.index }.max() ?? 0) + 1
    }

    /// Whether a link ending here is taken by a competitor; records which.
    private func covers(_ alive: [Progress], _ covering: inout Set<Int>) -> Bool {
        let complete = alive.filter { $0.inCatchAll || $0.index == routes[$0.route].pattern.segments.count }
        covering.formUnion(complete.map(\.route))
        return !complete.isEmpty
    }

    private func advance(_ alive: [Progress], with value: Value) -> [Progress] {
        alive.compactMap { progress in
            if progress.inCatchAll { return progress }
            let segments = routes[progress.route].pattern.segments
            guard progress.index < segments.count else { return nil }
            var next = progress
            switch segments[progress.index] {
            case .catchAll: next.inCatchAll = true
            case let other:
                guard accepts(other, value, ignoringCase: routes[progress.route].pattern.ignoresCase) else {
                    return nil
                }
                next.index += 1
            }
            return next
        }
    }

    private func accepts(_ segment: RoutePattern.Segment, _ value: Value, ignoringCase: Bool = false) -> Bool {
        switch (segment, value) {
        case (.literal(let text), .text(let candidate)) where ignoringCase:
            text.asciiLowercased == candidate.asciiLowercased
        case (.literal(let text), .text(let candidate)): text == candidate
        case (.literal, .custom): false
        case (.parameter(_, nil), _), (.wildcard, _), (.catchAll, _): true
        case (.parameter(_, let type?), .custom(let name)): type == name
        case (.parameter(_, let type?), .text(let candidate)): Self.builtIn[type]?.accepts(candidate) ?? false
        }
    }

    /// The classes of value a segment of the analysed route can hold, as seen by the competitors.
    private func candidates(
        for segment: RoutePattern.Segment, against alive: [Progress], ignoringCase: Bool = false
    ) -> [Value] {
        var literals: [String] = []
        for progress in alive where !progress.inCatchAll {
            let segments = routes[progress.route].pattern.segments
            if progress.index < segments.count, case .literal(let text) = segments[progress.index] {
                literals.append(text)
            }
        }
        if case .literal(let text) = segment {
            guard ignoringCase else { return [.text(text)] }
            // Each spelling a competitor names, and one no competitor names, standing for the rest.
            let named = literals.filter { $0.asciiLowercased == text.asciiLowercased }
            return (named + [Self.freshSpelling(of: text, avoiding: Set(named))].compactMap { $0 }).map(Value.text)
        }
        var values: [Value] = []
        if case .parameter(_, let type?) = segment, Self.builtIn[type] == nil {
            values.append(.custom(type))
        } else {
            for text in Self.freshSamples(avoiding: Set(literals)) + literals where accepts(segment, .text(text)) {
                values.append(.text(text))
            }
        }
        var seen: Set<Value> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// One value of each built-in class — an int, a fractional double, `true`, `false`, a UUID,
    /// plain text — none equal to a literal (but for the booleans, whose class has two members),
    /// so that each stands for the values no competing literal names.
    private static func freshSamples(avoiding literals: Set<String>) -> [String] {
        func fresh(_ make: (Int) -> String) -> String {
            var attempt = 0
            while literals.contains(make(attempt)) { attempt += 1 }
            return make(attempt)
        }
        return [
            fresh { "9041\($0)" },
            fresh { "0.25\($0)" },
            "true", "false",
            fresh { "0F1E2D3C-4B5A-6978-8796-\(String(100_000_000_000 + $0))" },
            fresh { "zq-fresh-\($0)" },
        ]
    }

    /// A spelling of `text` that differs from it only in the case of ASCII letters and is not among
    /// `named`; `nil` when every spelling is (so a link can use none other).
    private static func freshSpelling(of text: String, avoiding named: Set<String>) -> String? {
        let bytes = Array(text.utf8)
        let letters = bytes.indices.filter { (bytes[$0] | 0x20) >= 0x61 && (bytes[$0] | 0x20) <= 0x7A }
        // `named` has fewer members than the first `named.count + 1` spellings, so one of them is fresh.
        let count = letters.count >= 62 ? Int.max : 1 << letters.count
        for variant in 0..<min(count, named.count + 1) {
            var spelling = bytes
            for (bit, position) in letters.enumerated() where bit < 62 && variant & (1 << bit) != 0 {
                spelling[position] ^= 0x20
            }
            let candidate = String(decoding: spelling, as: UTF8.self)
            if !named.contains(candidate) { return candidate }
        }
        return nil
    }

    private static let builtIn: [String: ParameterType] = Dictionary(
        uniqueKeysWithValues: [ParameterType.int, .double, .bool, .uuid, .string].map { ($0.name, $0) })

    /// A segment's class for precedence: two segments with the same key are alike to the router.
    enum Key: Hashable {
        case literal(String)
        /// A literal of a pattern that ignores case, lowered.
        case foldedLiteral(String)
        case typed(String)
        case untyped, wildcard, catchAll

        /// Precedence: lower wins (literal, literal ignoring case, typed, untyped, wildcard, catch-all).
        var rank: Int {
            switch self {
            case .literal: 1
            case .foldedLiteral: 2
            case .typed: 3
            case .untyped: 4
            case .wildcard: 5
            case .catchAll: 6
            }
        }
    }

    static func key(_ segment: RoutePattern.Segment, ignoringCase: Bool = false) -> Key {
        switch segment {
        case .literal(let text) where ignoringCase: .foldedLiteral(text.asciiLowercased)
        case .literal(let text): .literal(text)
        case .parameter(_, let type?): .typed(type)
        case .parameter(_, nil): .untyped
        case .wildcard: .wildcard
        case .catchAll: .catchAll
        }
    }
}
