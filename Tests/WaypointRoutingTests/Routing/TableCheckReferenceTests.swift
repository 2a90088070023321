import TestSupport
import Testing

@testable import WaypointRouting

/// The table's checks walk each parent chain once and group clashing routes by scope; these tests
/// hold them to the plain pairwise and walk-from-every-route checks they replaced, on random small
/// tables full of clashes, cycles and unknown parents.
@Suite("the table's checks find what the pairwise reference finds")
struct TableCheckReferenceTests {
    @Test("random tables: the same clashes, cycles and unknown parents", arguments: 0..<6)
    func agreesWithReference(seed: UInt64) {
        var random = SplitMix64(seed: 0x7AB1E + seed)
        var seen: [RouteTableError.Code: Int] = [:]
        for _ in 0..<600 {
            let routes = Self.randomTable(&random)
            let found: [RouteTableError.Problem]
            do {
                _ = try RouteTable(routes)
                found = []
            } catch {
                found = error.problems
            }
            for problem in found { seen[problem.code, default: 0] += 1 }
            let sorted = routes.sorted { $0.id < $1.id }
            let clashCodes: Set<RouteTableError.Code> = [.duplicateRoute, .ambiguousRoutes]
            let clashes = Set(found.filter { clashCodes.contains($0.code) }.map(Self.key))
            #expect(clashes == Set(ReferenceChecks.clashes(sorted)), "\(routes.map(\.pattern))")
            let parentCodes: Set<RouteTableError.Code> = [.unknownParent, .parentCycle]
            let parents = found.filter { parentCodes.contains($0.code) }
            let expected = ReferenceChecks.parentProblems(sorted)
            #expect(parents.map(Self.key) == expected.map(\.key), "\(routes.map { ($0.id, $0.parent) })")
            for (problem, reference) in zip(parents, expected) where !reference.chain.isEmpty {
                #expect(problem.detail.hasSuffix("parents form a cycle: \(reference.chain)"), "\(problem.detail)")
            }
        }
        // The tables are small enough to clash often: every kind of problem compared turns up.
        for code in [RouteTableError.Code.duplicateRoute, .ambiguousRoutes, .unknownParent, .parentCycle] {
            #expect(seen[code, default: 0] >= 5, "\(code): \(seen[code, default: 0])")
        }
    }

    @Test("a route with more than eight placeholders, or one far along, reads every capture")
    func manyCaptures() throws {
        let names = (0..<10).map { "p\($0)" }
        let long = "/" + names.map { "{\($0)}" }.joined(separator: "/")
        let far = String(repeating: "/s", count: 300) + "/{last}/{rest…}"
        let table = try RouteTable([
            RouteDefinition("long", pattern: long, module: "M"), RouteDefinition("far", pattern: far, module: "M"),
        ])
        let match = try table.match(Link(source: .inApp, segments: names.map { "v\($0)" }))
        #expect(match.route == "long")
        #expect(match.parameters.map(\.name) == names)
        #expect(match.parameters["p9"] == "vp9")
        let farMatch = try table.match(Link(source: .inApp, segments: Array(repeating: "s", count: 300) + ["x", "y", "z"]))
        #expect(farMatch.parameters.dictionary == ["last": "x", "rest": "y/z"])
    }

    static func key(_ problem: RouteTableError.Problem) -> String {
        "\(problem.code.rawValue) \(problem.routes.map(\.id.rawValue).joined(separator: ","))"
    }

    static let segments = ["a", "b", "{p}", "{p}", "{p: string}", "{p: int}", "{p: uuid}", "*"]
    static let scopes = ["", "", "", "shop:/", "https://a.example"]

    static func randomTable(_ random: inout SplitMix64) -> [RouteDefinition] {
        let count = Int.random(in: 2...7, using: &random)
        return (0..<count).map { index in
            let length = Int.random(in: 0...3, using: &random)
            // Placeholders are named by position, with one of two names: the same keys under other names
            // are ambiguous rather than duplicates.
            var path = (0..<length).map { position in
                let segment = segments.randomElement(using: &random) ?? "a"
                let name = Bool.random(using: &random) ? "p" : "q"
                return segment.hasPrefix("{p") ? "{\(name)\(position)" + segment.dropFirst(2) : segment
            }
            if Int.random(in: 0..<5, using: &random) == 0 { path.append("{rest…}") }
            let scope = scopes.randomElement(using: &random) ?? ""
            let parent: RouteID? =
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4: RouteID(rawValue: "r\(Int.random(in: 0..<count, using: &random))")
                case 4: "unknown"
                default: nil
                }
            return RouteDefinition(
                RouteID(rawValue: "r\(index)"), pattern: scope + "/" + path.joined(separator: "/"), module: "M", parent: parent)
        }
    }
}

/// The checks as they were: every pair of routes compared, and a walk from every route.
enum ReferenceChecks {
    /// Two routes clash when they have the same scope and the same keys: literal text, a
    /// placeholder's type (none for a string), a wildcard, and whether a catch-all ends them.
    static func clashes(_ routes: [RouteDefinition]) -> [String] {
        let patterns = routes.map { try? RoutePattern($0.pattern) }
        func keys(_ pattern: RoutePattern) -> [String] {
            pattern.segments.map {
                switch $0 {
                case .literal(let text): "literal \(text)"
                case .parameter(_, let type): "typed \(type ?? "string")"
                case .wildcard: "wildcard"
                case .catchAll: "catch-all"
                }
            }
        }
        var found: [String] = []
        for first in routes.indices {
            for second in routes.indices where first < second {
                guard let a = patterns[first], let b = patterns[second], a.scheme == b.scheme, a.host == b.host,
                    keys(a) == keys(b)
                else { continue }
                let code: RouteTableError.Code = a.description == b.description ? .duplicateRoute : .ambiguousRoutes
                found.append("\(code.rawValue) \(routes[first].id),\(routes[second].id)")
            }
        }
        return found
    }

    static func parentProblems(_ routes: [RouteDefinition]) -> [(key: String, chain: String)] {
        let byID = Dictionary(uniqueKeysWithValues: routes.map { ($0.id, $0) })
        var problems: [(key: String, chain: String)] = []
        for route in routes {
            guard let parentID = route.parent else { continue }
            guard byID[parentID] != nil else {
                problems.append(("unknownParent \(route.id)", ""))
                continue
            }
            var chain = [route.id]
            var next = byID[parentID]
            while let current = next {
                if current.id == route.id {
                    problems.append(
                        ("parentCycle \(route.id)", (chain + [route.id]).map(\.rawValue).joined(separator: " → ")))
                    break
                }
                guard !chain.contains(current.id), let parent = current.parent else { break }
                chain.append(current.id)
                next = byID[parent]
            }
        }
        return problems
    }
}
