/// The checks of the whole table: parents and the routes that clash. Each is linear in the number
/// of routes (and of trie nodes), besides what it reports.
extension RouteCompiler {
    /// Unknown parents, and routes on a cycle of parents. `routes` are sorted by id, each id once;
    /// `parents` holds each route's parent's position among them.
    ///
    /// Each route has at most one parent, so the routes and their parents form chains that end at a
    /// root, at an unknown parent, or in a cycle. Every chain is walked once: a walk stops at a route
    /// an earlier walk reached, and a cycle is found when a walk comes back to a route it reached
    /// itself. Each route of a cycle then reports the cycle, starting from itself.
    func parentProblems(_ routes: [RouteDefinition], parents parentIndex: [Int?]) -> [Problem] {
        // The walk that reached each route (-1: none yet), and the cycle each route is on.
        var walkOf = Array(repeating: -1, count: routes.count)
        var cycleOf: [Int: [Int]] = [:]
        for start in routes.indices where walkOf[start] < 0 {
            var current: Int? = start
            var path: [Int] = []
            while let index = current, walkOf[index] < 0 {
                walkOf[index] = start
                path.append(index)
                current = parentIndex[index]
            }
            // Back at a route of this walk: the path from there on is a cycle.
            guard let index = current, walkOf[index] == start, let first = path.firstIndex(of: index) else { continue }
            let cycle = Array(path[first...])
            for member in cycle { cycleOf[member] = cycle }
        }
        var problems: [Problem] = []
        for (index, route) in routes.enumerated() {
            guard let parentID = route.parent else { continue }
            guard parentIndex[index] != nil else {
                let known = nearest(routes.map(\.id.rawValue).filter { $0 != route.id.rawValue }, to: parentID.rawValue)
                    .prefix(3)
                problems.append(problem(.unknownParent(parentID, nearest: known.map(RouteID.init(rawValue:))), [route]))
                continue
            }
            guard let cycle = cycleOf[index], let position = cycle.firstIndex(of: index) else { continue }
            let chain = cycle[position...] + cycle[..<position] + [index]
            problems.append(problem(.parentCycle(chain.map { routes[$0].id }), [route]))
        }
        return problems
    }

    /// A link to a child builds its parents from the child's own parameters: each parent's
    /// placeholders must be among them.
    func parentParameterProblems(
        _ routes: [RouteDefinition], parents: [Int?], _ compiled: [Compiled?]
    ) -> [Problem] {
        var problems: [Problem] = []
        for (index, route) in routes.enumerated() {
            guard let parentIndex = parents[index], let child = compiled[index], let parent = compiled[parentIndex],
                !parent.route.captures.isEmpty
            else { continue }
            let constants = route.declarations?.constants.map(\.name) ?? []
            let available = Set(child.pattern.parameterNames + child.route.query.map(\.parameter.name) + constants)
            let missing = parent.pattern.parameterNames.filter { !available.contains($0) }
            guard !missing.isEmpty else { continue }
            problems.append(problem(.parentParameters(missing: missing), [route, routes[parentIndex]]))
        }
        return problems
    }

    /// Routes that end at the same node (or start their catch-all there) with the same scope, and
    /// typed siblings whose types overlap.
    func overlapProblems(_ trie: RouteTrie, _ routes: [RouteDefinition], _ compiled: [Compiled?]) -> [Problem] {
        var problems: [Problem] = []
        // A node without extras has one route at most and no typed child: nothing to check.
        for node in trie.nodes {
            guard let extras = node.extrasBox?.extras else { continue }
            for (a, b) in sameScopePairs(node.routes, compiled) + sameScopePairs(extras.catchAlls, compiled) {
                let samePattern = compiled[a]?.pattern.description == compiled[b]?.pattern.description
                problems.append(
                    !samePattern && compiled[a]?.pattern.foldsLiterals == true
                        ? caseClash(routes[a], routes[b])
                        : samePattern
                            ? problem(.duplicateRoute, [routes[a], routes[b]])
                            : problem(.ambiguousRoutes, [routes[a], routes[b]]))
            }
            // A node has at most one typed child per type the table knows.
            for (offset, first) in extras.typed.enumerated() {
                for second in extras.typed[(offset + 1)...] where first.type.overlaps(second.type) {
                    guard let x = anyRoute(below: first.child, trie), let y = anyRoute(below: second.child, trie)
                    else { continue }
                    let (a, b) = (min(x, y), max(x, y))
                    let (typeA, typeB) = x < y ? (first.type, second.type) : (second.type, first.type)
                    problems.append(problem(.overlappingTypes("\(typeA)", "\(typeB)"), [routes[a], routes[b]]))
                }
            }
        }
        return problems
    }

    /// Every pair of a list's routes with the same scope, in list order: routes are grouped by scope
    /// first, so a long list of differently scoped routes costs its length, not its square.
    private func sameScopePairs(_ list: [Int], _ compiled: [Compiled?]) -> [(Int, Int)] {
        guard list.count > 1 else { return [] }
        typealias Scope = RouteTrie.Scope
        var groups: [Scope: [Int]] = [:]
        var positions: [Int] = []
        for route in list {
            let scope = Scope(scheme: compiled[route]?.pattern.scheme, host: compiled[route]?.pattern.host)
            positions.append(groups[scope, default: []].count)
            groups[scope, default: []].append(route)
        }
        var pairs: [(Int, Int)] = []
        for (route, position) in zip(list, positions) {
            let scope = Scope(scheme: compiled[route]?.pattern.scheme, host: compiled[route]?.pattern.host)
            for later in groups[scope, default: []].dropFirst(position + 1) { pairs.append((route, later)) }
        }
        return pairs
    }

    /// The first route found below a node, for naming a typed clash.
    private func anyRoute(below index: Int, _ trie: RouteTrie) -> Int? {
        let node = trie.nodes[index]
        return node.route ?? node.extras.catchAlls.first
            ?? node.children.lazy.compactMap { anyRoute(below: $0, trie) }.first
    }
}
