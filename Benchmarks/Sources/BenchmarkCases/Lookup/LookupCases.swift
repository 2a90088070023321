import RoutingKit
import Waypoint

/// Lookup: a path to its route and captured parameters, in route tables of 50 to 10,000 routes.
///
/// `lookup.*` cases start from a path already split into segments (Waypoint: a `Link` value;
/// RoutingKit: `[String]`), which isolates the data structure. `lookup.*.split` cases start from the
/// path string: Waypoint parses it with every check of its link parser, RoutingKit and the linear
/// scan split it on `/`.
enum LookupCases {
    static let inputCount = 1024

    static var definitions: [CaseDefinition] {
        let sets: [(name: String, shapes: @Sendable () -> RouteShapes, miss: Bool)] = [
            ("static50", { .staticRoutes(50) }, false),
            ("param50", { .parameterised(50) }, false),
            ("param1000", { .parameterised(1000) }, false),
            ("param10000", { .parameterised(10000) }, false),
            ("miss1000", { .parameterised(1000) }, true),
        ]
        return [false, true].flatMap { split in
            sets.map { set in
                CaseDefinition(name: "lookup.\(set.name)" + (split ? ".split" : "")) {
                    let shapes = set.shapes()
                    let inputs = set.miss
                        ? shapes.misses(inputCount, seed: 0x5EED) : shapes.hits(inputCount, seed: 0x5EED)
                    return try prepare(shapes: shapes, inputs: inputs, split: split)
                }
            }
        }
    }

    private static func prepare(shapes: RouteShapes, inputs: [RouteShapes.Input], split: Bool) throws -> PreparedCase {
        let waypoint = try WaypointLookup(shapes)
        let routingKit = RoutingKitLookup(shapes)
        let linear = LinearMatcher(patterns: shapes.routes.indices.map(shapes.colonPattern))

        let links = inputs.map { Link(source: .inApp, segments: $0.segments) }
        let segments = inputs.map(\.segments)
        let paths = inputs.map(\.path)

        let implementations: [Implementation]
        if split {
            implementations = [
                Implementation("waypoint") { n in
                    cycle(paths, n) { blackHole(waypoint.match(parsing: $0)) }
                },
                Implementation("routingkit") { n in
                    cycle(paths, n) { path in
                        let segments = path.split(separator: "/").map(String.init)
                        blackHole(routingKit.route(segments))
                    }
                },
                Implementation("linear") { n in
                    cycle(paths, n) { path in blackHole(linear.match(path.split(separator: "/").map(String.init))) }
                },
            ]
        } else {
            implementations = [
                Implementation("waypoint") { n in cycle(links, n) { blackHole(waypoint.match($0)) } },
                Implementation("routingkit") { n in cycle(segments, n) { blackHole(routingKit.route($0)) } },
                Implementation("linear") { n in cycle(segments, n) { blackHole(linear.match($0)) } },
            ]
        }
        return try PreparedCase(implementations) {
            for input in inputs {
                try expectSame(waypoint.answer(waypoint.match(input.segments.link)), input.expected, "waypoint on \(input.path)")
                try expectSame(waypoint.answer(waypoint.match(parsing: input.path)), input.expected, "waypoint parsing \(input.path)")
                try expectSame(routingKit.answer(input.segments), input.expected, "routingkit on \(input.path)")
                try expectSame(linear.match(input.segments).map { RouteShapes.Answer(route: $0.route, parameters: $0.values) }, input.expected, "linear on \(input.path)")
            }
        }
    }
}

/// Runs `body` `n` times over `inputs`, round and round.
@inline(__always)
func cycle<Input>(_ inputs: [Input], _ n: Int, _ body: (Input) -> Void) {
    var index = 0
    for _ in 0..<n {
        body(inputs[index])
        index += 1
        if index == inputs.count { index = 0 }
    }
}

extension Array where Element == String {
    fileprivate var link: Link { Link(source: .inApp, segments: self) }
}

/// Waypoint's route table over a route set; route `n` has the id `r<n>`.
struct WaypointLookup {
    let table: RouteTable
    let parser = LinkParser(policy: LinkPolicy())

    init(_ shapes: RouteShapes) throws {
        table = try RouteTable(shapes.routes.indices.map {
            RouteDefinition(RouteID(rawValue: "r\($0)"), pattern: shapes.waypointPattern($0), module: ModuleID(rawValue: "Module\($0 % 8)"))
        })
    }

    func match(_ link: Link) -> RouteMatch? { try? table.match(link) }

    func match(parsing path: String) -> RouteMatch? {
        try? table.match(parser.parse(path, source: .inApp))
    }

    func answer(_ match: RouteMatch?) -> RouteShapes.Answer? {
        match.map { RouteShapes.Answer(route: Int($0.route.rawValue.dropFirst()) ?? -1, parameters: $0.parameters.dictionary) }
    }
}

/// RoutingKit's `TrieRouter` over a route set; route `n` outputs `n`.
struct RoutingKitLookup {
    let router = TrieRouter(Int.self)
    /// Parameters with their logger made once, as a server's request would hand them in: making a
    /// logger per lookup would charge RoutingKit for the logging system rather than for routing.
    private let blank = Parameters()

    init(_ shapes: RouteShapes) {
        for index in shapes.routes.indices {
            router.register(index, at: shapes.colonPattern(index).pathComponents)
        }
    }

    func route(_ segments: [String]) -> (Int?, Parameters) {
        var parameters = blank
        let output = router.route(path: segments, parameters: &parameters)
        return (output, parameters)
    }

    func answer(_ segments: [String]) -> RouteShapes.Answer? {
        let (output, parameters) = route(segments)
        guard let output else { return nil }
        var values: [String: String] = [:]
        for name in parameters.allNames { values[name] = parameters.get(name) }
        return RouteShapes.Answer(route: output, parameters: values)
    }
}
