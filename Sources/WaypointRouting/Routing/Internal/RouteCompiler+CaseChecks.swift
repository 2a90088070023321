/// The clashes that literals matching regardless of case bring: two such patterns that differ only
/// in case end at one trie node and are reported there; a pattern that matches exactly and one that
/// ignores case take different children, so their clash is found here.
extension RouteCompiler {
    /// Pairs of an exact and a case-ignoring route with the same scope whose patterns are the same
    /// once their literals are lowered: every link of the exact one reaches both. (Where their shapes
    /// differ, the exact literal wins, as `RoutePattern` says.) Linear in the number of routes, and
    /// free when no pattern ignores case.
    func caseClashProblems(_ routes: [RouteDefinition], _ compiled: [Compiled?]) -> [Problem] {
        guard compiled.contains(where: { $0?.pattern.foldsLiterals == true }) else { return [] }
        var folding: [String: Int] = [:]
        for (index, route) in compiled.enumerated() {
            guard let route, route.pattern.foldsLiterals else { continue }
            // Two of them with one key end at one node, and are reported there.
            let key = Self.foldedShape(route.pattern)
            if folding[key] == nil { folding[key] = index }
        }
        var problems: [Problem] = []
        for (index, route) in compiled.enumerated() {
            guard let route, !route.pattern.ignoresCase, let other = folding[Self.foldedShape(route.pattern)] else {
                continue
            }
            let (a, b) = (min(index, other), max(index, other))
            problems.append(caseClash(routes[a], routes[b]))
        }
        return problems
    }

    /// Two routes whose patterns differ only in the case of literals at least one of them ignores.
    func caseClash(_ a: RouteDefinition, _ b: RouteDefinition) -> Problem {
        problem(.ambiguousCase, [a, b])
    }

    /// The scope and segments of a pattern as a link sees them: literals lowered, placeholders by type
    /// alone, names dropped.
    private static func foldedShape(_ pattern: RoutePattern) -> String {
        var shape = "\(pattern.scheme ?? "")|\(pattern.host ?? "")|"
        for segment in pattern.segments {
            switch segment {
            case .literal(let text): shape += "/=" + text.asciiLowercased
            case .parameter(_, let type): shape += "/{\(type ?? "string")}"
            case .wildcard: shape += "/*"
            case .catchAll: shape += pattern.catchAllMayBeEmpty ? "/{…?}" : "/{…}"
            }
        }
        return shape
    }
}
