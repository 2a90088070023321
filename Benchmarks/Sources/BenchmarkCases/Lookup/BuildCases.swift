import RoutingKit
import Waypoint

/// Table build: from route declarations (pattern strings) to a structure ready to match, and the heap
/// bytes that structure keeps. Waypoint's build also checks the whole table: duplicate ids, ambiguous
/// overlaps, parents, types.
enum BuildCases {
    static var definitions: [CaseDefinition] {
        [1000, 10000].map { count in
            CaseDefinition(name: "build.\(count)") {
                let shapes = RouteShapes.parameterised(count)
                let declarations = shapes.routes.indices.map {
                    RouteDefinition(RouteID(rawValue: "r\($0)"), pattern: shapes.waypointPattern($0), module: ModuleID(rawValue: "Module\($0 % 8)"))
                }
                let colonPatterns = shapes.routes.indices.map(shapes.colonPattern)
                let buildWaypoint = { try? RouteTable(declarations) }
                let buildRoutingKit = {
                    let router = TrieRouter(Int.self)
                    for (index, pattern) in colonPatterns.enumerated() { router.register(index, at: pattern.pathComponents) }
                    return router
                }
                let buildLinear = { LinearMatcher(patterns: colonPatterns) }
                let implementations = [
                    Implementation("waypoint", retainedBytes: { Memory.retainedBytes(buildWaypoint) }) { n in
                        for _ in 0..<n { blackHole(buildWaypoint()) }
                    },
                    Implementation("routingkit", retainedBytes: { Memory.retainedBytes(buildRoutingKit) }) { n in
                        for _ in 0..<n { blackHole(buildRoutingKit()) }
                    },
                    Implementation("linear", retainedBytes: { Memory.retainedBytes(buildLinear) }) { n in
                        for _ in 0..<n { blackHole(buildLinear()) }
                    },
                ]
                return try PreparedCase(implementations) {
                    // The built structures answer alike (the lookup cases check the same in depth).
                    guard let table = buildWaypoint() else { throw Disagreement("the \(count)-route table does not build") }
                    let router = buildRoutingKit(), linear = buildLinear()
                    for input in shapes.hits(64, seed: 7) {
                        let match = try? table.match(Link(source: .inApp, segments: input.segments))
                        try expectSame(match.map { Int($0.route.rawValue.dropFirst()) ?? -1 }, input.expected?.route, "waypoint on \(input.path)")
                        var parameters = Parameters()
                        try expectSame(router.route(path: input.segments, parameters: &parameters), input.expected?.route, "routingkit on \(input.path)")
                        try expectSame(linear.match(input.segments)?.route, input.expected?.route, "linear on \(input.path)")
                    }
                }
            }
        }
    }
}
