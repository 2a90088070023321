/// Checks a set of route definitions and compiles them into a trie, collecting every problem.
struct RouteCompiler {
    let routes: [RouteDefinition]
    let customTypes: [ParameterType]

    struct Output {
        let routes: [RouteDefinition]
        let compiled: [CompiledRoute]
        let trie: RouteTrie
    }

    private typealias Problem = RouteTableError.Problem
    private typealias Reference = RouteTableError.RouteReference

    func compile() throws(RouteTableError) -> Output {
        var problems: [Problem] = []
        var types = ParameterType.builtIns
        for type in customTypes { types[type.name] = type }

        // Sorting first makes every outcome, errors included, independent of registration order.
        var unique: [RouteDefinition] = []
        for route in routes.sorted(by: { ($0.id, $0.module, $0.pattern) < ($1.id, $1.module, $1.pattern) }) {
            if let previous = unique.last, previous.id == route.id {
                problems.append(
                    problem(
                        .duplicateRouteID, [previous, route],
                        "routes \(Reference(previous)) and \(Reference(route)) share the id '\(route.id)'"))
            } else {
                unique.append(route)
            }
        }

        var compiled: [CompiledRoute?] = []
        for route in unique {
            compiled.append(compileRoute(route, types: types, problems: &problems))
        }
        problems += parentProblems(unique)
        problems += parentParameterProblems(unique, compiled)

        var builder = RouteTrieBuilder()
        for (index, route) in compiled.enumerated() {
            guard let route else { continue }
            builder.insert(route: index, keys: keys(route))
        }
        let ranks = compiled.map { $0?.scopeRank ?? 3 }
        builder.sortRoutes { (ranks[$0], $0) < (ranks[$1], $1) }
        problems += overlapProblems(builder, unique, compiled)

        let built = compiled.compactMap { $0 }
        guard problems.isEmpty, built.count == unique.count else { throw RouteTableError(problems: problems) }
        let scopes = built.map { RouteTrie.Scope(scheme: $0.pattern.scheme, host: $0.pattern.host) }
        return Output(routes: unique, compiled: built, trie: RouteTrie(builder, scopes: scopes))
    }

    private func problem(_ code: RouteTableError.Code, _ routes: [RouteDefinition], _ detail: String) -> Problem {
        Problem(code: code, routes: routes.map(Reference.init), detail: detail)
    }

    private func compileRoute(
        _ route: RouteDefinition, types: [String: ParameterType], problems: inout [Problem]
    ) -> CompiledRoute? {
        let reference = Reference(route)
        let pattern: RoutePattern
        do {
            pattern = try RoutePattern(route.pattern)
        } catch {
            problems.append(problem(.invalidPattern, [route], "route \(reference): \(error.reason)"))
            return nil
        }
        let known = types.keys.sorted().joined(separator: ", ")
        var failed = false
        var pathTypes: [ParameterType?] = []
        for segment in pattern.segments {
            guard case .parameter(let name, let typeName) = segment else {
                pathTypes.append(nil)
                continue
            }
            guard let typeName else {
                pathTypes.append(.string)
                continue
            }
            guard let type = types[typeName] else {
                problems.append(
                    problem(
                        .unknownParameterType, [route],
                        "route \(reference): placeholder '\(name)' has unknown type '\(typeName)'; known types: \(known)"
                    ))
                failed = true
                pathTypes.append(nil)
                continue
            }
            pathTypes.append(type)
        }
        var names = Set(pattern.parameterNames)
        var query: [(QueryParameter, ParameterType)] = []
        for parameter in route.query {
            guard names.insert(parameter.name).inserted else {
                problems.append(
                    problem(
                        .duplicateParameter, [route],
                        "route \(reference): parameter '\(parameter.name)' is declared twice"))
                failed = true
                continue
            }
            guard let type = route.typed?.ownType(named: parameter.type) ?? types[parameter.type] else {
                problems.append(
                    problem(
                        .unknownParameterType, [route],
                        "route \(reference): query parameter '\(parameter.name)' has unknown type '\(parameter.type)'; known types: \(known)"
                    ))
                failed = true
                continue
            }
            query.append((parameter, type))
        }
        if let typed = route.typed {
            for issue in typed.problems(with: pattern) {
                problems.append(
                    problem(.invalidRouteType, [route], "route \(reference), type \(typed.typeName): \(issue)"))
                failed = true
            }
        }
        return failed
            ? nil
            : CompiledRoute(id: route.id, pattern: pattern, pathTypes: pathTypes, query: query, sources: route.sources)
    }

    private func keys(_ route: CompiledRoute) -> [RouteTrieBuilder.Key] {
        zip(route.pattern.segments, route.pathTypes).map { segment, type in
            switch segment {
            case .literal(let text): .literal(text)
            case .parameter: type.map { $0 == .string ? .untyped : .typed($0) } ?? .untyped
            case .wildcard: .wildcard
            case .catchAll: .catchAll
            }
        }
    }

    private func parentProblems(_ routes: [RouteDefinition]) -> [Problem] {
        let byID = Dictionary(uniqueKeysWithValues: routes.map { ($0.id, $0) })
        var problems: [Problem] = []
        for route in routes {
            guard let parentID = route.parent else { continue }
            guard byID[parentID] != nil else {
                let known = nearest(routes.map(\.id.rawValue).filter { $0 != route.id.rawValue }, to: parentID.rawValue)
                    .prefix(3)
                problems.append(
                    problem(
                        .unknownParent, [route],
                        "route \(Reference(route)): parent '\(parentID)' does not exist; nearest ids: \(known.joined(separator: ", "))"
                    ))
                continue
            }
            var chain = [route.id]
            var next = byID[parentID]
            while let current = next {
                if current.id == route.id {
                    let text = (chain + [route.id]).map(\.rawValue).joined(separator: " → ")
                    problems.append(
                        problem(.parentCycle, [route], "route \(Reference(route)): parents form a cycle: \(text)"))
                    break
                }
                // A cycle that does not pass through this route is reported by its own members.
                guard !chain.contains(current.id), let parent = current.parent else { break }
                chain.append(current.id)
                next = byID[parent]
            }
        }
        return problems
    }

    /// A link to a child builds its parents from the child's own parameters: each parent's
    /// placeholders must be among them.
    private func parentParameterProblems(_ routes: [RouteDefinition], _ compiled: [CompiledRoute?]) -> [Problem] {
        let indexByID = Dictionary(uniqueKeysWithValues: routes.enumerated().map { ($1.id, $0) })
        var problems: [Problem] = []
        for (index, route) in routes.enumerated() {
            guard let parentID = route.parent, let parentIndex = indexByID[parentID],
                let child = compiled[index], let parent = compiled[parentIndex]
            else { continue }
            let available = Set(child.pattern.parameterNames + child.query.map(\.parameter.name))
            let missing = parent.pattern.parameterNames.filter { !available.contains($0) }
            guard !missing.isEmpty else { continue }
            problems.append(
                problem(
                    .parentParameters, [route, routes[parentIndex]],
                    "route \(Reference(route)): parent \(Reference(routes[parentIndex])) needs \(missing.map { "'\($0)'" }.joined(separator: ", ")), which the route does not have, so its back stack could not be built"
                ))
        }
        return problems
    }

    private func overlapProblems(
        _ trie: RouteTrieBuilder, _ routes: [RouteDefinition], _ compiled: [CompiledRoute?]
    ) -> [Problem] {
        var problems: [Problem] = []
        for node in trie.nodes {
            for list in [node.terminal, node.catchAll] {
                for (offset, first) in list.enumerated() {
                    for second in list[(offset + 1)...] where sameScope(compiled[first], compiled[second]) {
                        let a = routes[first]
                        let b = routes[second]
                        let samePattern = compiled[first]?.pattern.description == compiled[second]?.pattern.description
                        problems.append(
                            samePattern
                                ? problem(
                                    .duplicateRoute, [a, b],
                                    "routes \(Reference(a)) and \(Reference(b)) have the same pattern")
                                : problem(
                                    .ambiguousRoutes, [a, b],
                                    "routes \(Reference(a)) and \(Reference(b)) match the same links with equal precedence"
                                ))
                    }
                }
            }
            for (offset, first) in node.typed.enumerated() {
                for second in node.typed[(offset + 1)...] where first.type.overlaps(second.type) {
                    guard let x = anyRoute(below: first.child, trie), let y = anyRoute(below: second.child, trie) else {
                        continue
                    }
                    let (a, b) = (min(x, y), max(x, y))
                    let (typeA, typeB) = x < y ? (first.type, second.type) : (second.type, first.type)
                    problems.append(
                        problem(
                            .ambiguousRoutes, [routes[a], routes[b]],
                            "routes \(Reference(routes[a])) and \(Reference(routes[b])) put the overlapping types '\(typeA)' and '\(typeB)' at the same position; use types no value shares (such as int and uuid), or a literal segment"
                        ))
                }
            }
        }
        return problems
    }

    private func sameScope(_ a: CompiledRoute?, _ b: CompiledRoute?) -> Bool {
        a?.pattern.scheme == b?.pattern.scheme && a?.pattern.host == b?.pattern.host
    }

    private func anyRoute(below index: Int, _ trie: RouteTrieBuilder) -> Int? {
        let node = trie.nodes[index]
        if let route = node.terminal.first ?? node.catchAll.first { return route }
        let children =
            node.literals.map(\.child).sorted() + node.typed.map(\.child)
            + [node.untyped, node.wildcard].compactMap { $0 }
        return children.lazy.compactMap { anyRoute(below: $0, trie) }.first
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
