/// Checks a set of route definitions and compiles them into a trie, collecting every problem.
struct RouteCompiler {
    let routes: [RouteDefinition]
    let customTypes: [ParameterType]
    /// Whether every pattern's literals match regardless of ASCII case, as if each began with `(?i)`.
    var ignoresCase = false

    struct Output {
        let routes: [RouteDefinition]
        let compiled: [CompiledRoute]
        let trie: RouteTrie
        /// Every route's template, where its compiled route says.
        let templates: LinkTemplates
    }

    /// A route compiled, and its pattern, which the checks read while the table is built; the table
    /// keeps only the route.
    struct Compiled {
        let route: CompiledRoute
        let pattern: RoutePattern

        /// Lower is more specific: host scope, then scheme scope, then none.
        var scopeRank: Int { pattern.host != nil ? 0 : (pattern.scheme != nil ? 1 : 2) }
    }

    typealias Problem = RouteTableError.Problem
    typealias Reference = RouteTableError.RouteReference

    /// Every check is linear or n log n in the number of routes (sorting is the n log n); only
    /// reporting is not, when many routes clash with each other.
    func compile() throws(RouteTableError) -> Output {
        var problems: [Problem] = []
        var types = ParameterType.builtIns
        for type in customTypes { types[type.name] = type }

        // Sorting first makes every outcome, errors included, independent of registration order.
        let order = routes.indices.sorted {
            (routes[$0].id, routes[$0].module, routes[$0].pattern) < (
                routes[$1].id, routes[$1].module, routes[$1].pattern
            )
        }
        var unique: [RouteDefinition] = []
        unique.reserveCapacity(routes.count)
        for index in order {
            let route = routes[index]
            if let previous = unique.last, previous.id == route.id {
                problems.append(problem(.duplicateRouteID, [previous, route]))
            } else {
                unique.append(route)
            }
        }
        var compiled: [Compiled?] = []
        compiled.reserveCapacity(unique.count)
        var trie = RouteTrie()
        var layouts = CompiledRoute.CaptureLayouts()
        // The routes' templates follow each other in route order: each starts where the last ended.
        var pieceCount = 0
        for (index, route) in unique.enumerated() {
            let route = compileRoute(
                route, types: types, templateStart: pieceCount, layouts: &layouts, problems: &problems)
            compiled.append(route)
            if let route {
                insert(route.pattern, index, into: &trie, types: types)
                pieceCount += route.pattern.segments.count
            }
        }
        // Each route's parent, by its position among the routes; `nil` for none or an unknown one.
        let parents = unique.map { $0.parent.flatMap { unique.index(ofSorted: $0) } }
        problems += parentProblems(unique, parents: parents)
        problems += parentParameterProblems(unique, parents: parents, compiled)

        trie.sortRoutes { (compiled[$0]?.scopeRank ?? 3, $0) < (compiled[$1]?.scopeRank ?? 3, $1) }
        problems += overlapProblems(trie, unique, compiled)
        problems += caseClashProblems(unique, compiled)

        let built = compiled.compactMap { $0 }
        guard problems.isEmpty, built.count == unique.count else { throw RouteTableError(problems: problems) }
        var templates = LinkTemplates.Builder(types: types, pieceCount: pieceCount)
        for index in built.indices {
            let template = templates.add(built[index].pattern)
            assert(template == built[index].route.template, "templates are added in the order their starts were given")
        }
        return Output(
            routes: unique, compiled: built.map(\.route),
            trie: trie, templates: templates.templates)
    }

    func problem(_ reason: Problem.Reason, _ routes: [RouteDefinition]) -> Problem {
        Problem(reason: reason, routes: routes.map(Reference.init))
    }

    /// The route compiled, its template starting at piece `templateStart`; `nil` when it has problems.
    private func compileRoute(
        _ route: RouteDefinition, types: [String: ParameterType], templateStart: Int,
        layouts: inout CompiledRoute.CaptureLayouts, problems: inout [Problem]
    ) -> Compiled? {
        var pattern: RoutePattern
        do {
            pattern = try RoutePattern(route.pattern)
            if ignoresCase { pattern.ignoresCase = true }
        } catch {
            problems.append(problem(.invalidPattern(error.reason), [route]))
            return nil
        }
        var failed = false
        for segment in pattern.segments {
            guard case .parameter(let name, let typeName?) = segment, types[typeName] == nil else { continue }
            problems.append(
                problem(
                    .unknownParameterType(parameter: name, type: typeName, query: false, known: types.keys.sorted()),
                    [route]))
            failed = true
        }
        var query: [(QueryParameter, ParameterType)] = []
        let declarations = route.declarations
        // A typed route's property named like a constant or the fragment's parameter receives it,
        // rather than reading a query item.
        let bound = route.typed == nil ? [] : Set(declarations?.boundNames ?? [])
        let declaredQuery = bound.isEmpty ? route.query : route.query.filter { !bound.contains($0.name) }
        if !declaredQuery.isEmpty {
            var names = Set(pattern.parameterNames)
            for parameter in declaredQuery {
                guard names.insert(parameter.name).inserted else {
                    problems.append(problem(.duplicateParameter(parameter.name), [route]))
                    failed = true
                    continue
                }
                guard let type = route.typed?.ownType(named: parameter.type) ?? types[parameter.type] else {
                    problems.append(
                        problem(
                            .unknownParameterType(
                                parameter: parameter.name, type: parameter.type, query: true,
                                known: types.keys.sorted()),
                            [route]))
                    failed = true
                    continue
                }
                query.append((parameter, type))
            }
        }
        if let declarations {
            for collision in declarations.collisions(pattern: pattern.parameterNames, query: declaredQuery.map(\.name))
            {
                problems.append(problem(collision, [route]))
                failed = true
            }
        }
        if let typed = route.typed {
            for issue in typed.problems(with: pattern) {
                problems.append(problem(.invalidRouteType(type: typed.typeName, issue), [route]))
                failed = true
            }
        }
        let converting = pattern.segments.compactMap { segment -> (name: String, type: ParameterType)? in
            guard case .parameter(let name, let typeName?) = segment, let type = types[typeName], type.converts else {
                return nil
            }
            return (name, type)
        }
        guard !failed else { return nil }
        let captures = layouts.shared(CompiledRoute.Capture.of(pattern.segments))
        let template = LinkTemplates.run(from: templateStart, count: pattern.segments.count)
        return Compiled(
            route: CompiledRoute(
                id: route.id, query: query, captures: captures, converting: converting,
                sources: route.sources.reduce(0) { $0 | $1.bit },
                template: template),
            pattern: pattern)
    }

    /// Adds a compiled route's path to the trie, segment by segment.
    private func insert(
        _ pattern: RoutePattern, _ index: Int, into trie: inout RouteTrie, types: [String: ParameterType]
    ) {
        var node = 0
        var isCatchAll = false
        for segment in pattern.segments {
            var type: ParameterType?
            switch segment {
            case .parameter(_, let typeName?): type = types[typeName]
            case .catchAll: isCatchAll = true
            case .parameter, .literal, .wildcard: break
            }
            node = trie.child(of: node, for: segment, type: type, ignoringCase: pattern.ignoresCase)
        }
        trie.add(
            route: index, at: node, isCatchAll: isCatchAll,
            scope: RouteTrie.Scope(scheme: pattern.scheme, host: pattern.host),
            catchAllMayBeEmpty: pattern.catchAllMayBeEmpty)
    }
}

/// How far a name is from the one asked for, for "did you mean" lists: a name that extends the
/// other (`orders` → `orders.list`) is nearest, then edit distance.
package func nearness(_ candidate: String, _ target: String) -> Int {
    if candidate.hasPrefix(target) || target.hasPrefix(candidate) { return 0 }
    return EditDistance.between(candidate, target)
}

/// Names sorted nearest first, ties in alphabetical order.
package func nearest(_ names: [String], to target: String) -> [String] {
    names.map { (nearness($0, target), $0) }.sorted { $0 < $1 }.map(\.1)
}
