/// The route sets the lookup and build cases use, in a form every implementation can be given.
///
/// Parameterised routes have the shape `/res{a}/:id/sub{b}/:subId`: ten `sub` branches below each
/// resource, so 1,000 routes have 100 resources and 10,000 routes have 1,000. The 50 static routes
/// have the same depth and branching with literals in place of the placeholders
/// (`/res{a}/list/sub{b}/view`), so that the lookups differ only in what they must capture.
public struct RouteShapes: Sendable {
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(String)
    }

    /// One route's segments; the route's number is its index.
    public let routes: [[Segment]]

    public static func parameterised(_ count: Int) -> RouteShapes {
        RouteShapes(routes: (0..<count).map { index in
            [.literal("res\(index / 10)"), .parameter("id"), .literal("sub\(index % 10)"), .parameter("subId")]
        })
    }

    public static func staticRoutes(_ count: Int) -> RouteShapes {
        RouteShapes(routes: (0..<count).map { index in
            [.literal("res\(index / 10)"), .literal("list"), .literal("sub\(index % 10)"), .literal("view")]
        })
    }

    /// Waypoint's spelling: `/res3/{id}/sub7/{subId}`.
    public func waypointPattern(_ index: Int) -> String {
        "/" + routes[index].map {
            switch $0 {
            case .literal(let text): text
            case .parameter(let name): "{\(name)}"
            }
        }.joined(separator: "/")
    }

    /// RoutingKit's and URLNavigator's spelling: `/res3/:id/sub7/:subId`.
    public func colonPattern(_ index: Int) -> String {
        "/" + routes[index].map {
            switch $0 {
            case .literal(let text): text
            case .parameter(let name): ":\(name)"
            }
        }.joined(separator: "/")
    }

    /// What every implementation must answer for a path: the route's number and its captures.
    public struct Answer: Equatable, CustomStringConvertible {
        public let route: Int
        public let parameters: [String: String]
        public var description: String { "route \(route) \(parameters.sorted { $0.key < $1.key })" }
    }

    /// An input path, split, and the answer it must give (`nil` for a miss).
    public struct Input {
        public let segments: [String]
        public let expected: Answer?
        public var path: String { "/" + segments.joined(separator: "/") }
    }

    /// `count` paths to routes picked at random, with random numeric ids.
    public func hits(_ count: Int, seed: UInt64) -> [Input] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let route = Int.random(in: 0..<routes.count, using: &random)
            var segments: [String] = []
            var parameters: [String: String] = [:]
            for segment in routes[route] {
                switch segment {
                case .literal(let text):
                    segments.append(text)
                case .parameter(let name):
                    let value = String(Int.random(in: 1...999_999, using: &random))
                    segments.append(value)
                    parameters[name] = value
                }
            }
            return Input(segments: segments, expected: Answer(route: route, parameters: parameters))
        }
    }

    /// `count` paths that match no route of a parameterised set, four kinds in turn: an unknown
    /// first segment, an unknown third segment, one segment too many, and a path that stops halfway.
    public func misses(_ count: Int, seed: UInt64) -> [Input] {
        var random = SplitMix64(seed: seed)
        let resources = (routes.count + 9) / 10
        return (0..<count).map { index in
            let a = Int.random(in: 0..<resources, using: &random), b = Int.random(in: 0..<10, using: &random)
            let id = String(Int.random(in: 1...999_999, using: &random))
            let segments: [String] = switch index % 4 {
            case 0: ["nores\(a)", id, "sub\(b)", id]
            case 1: ["res\(a)", id, "nope\(b)", id]
            case 2: ["res\(a)", id, "sub\(b)", id, "extra"]
            default: ["res\(a)", id]
            }
            return Input(segments: segments, expected: nil)
        }
    }
}
