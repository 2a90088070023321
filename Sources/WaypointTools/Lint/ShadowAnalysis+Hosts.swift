import Waypoint

extension ShadowAnalysis {
    /// For each unscoped route and each host some routes are scoped to, the routes of that host that
    /// take every link of that host the unscoped route matches.
    ///
    /// On its own host a scoped route outranks every unscoped one, whatever the segments: with
    /// `https://live.example.com/{path…}`, `/{slug}` never opens a `live.example.com` link. The
    /// unscoped route still opens in-app links, custom-scheme links and other hosts' links, so it
    /// is not shadowed, only shadowed on that host. Every route of the host competes, not only the
    /// more specific ones, as the router tries the host's routes first.
    func hostShadowed() -> [(route: Route, host: String, by: [Route])] {
        let byHost = Dictionary(grouping: routes.indices.filter { routes[$0].pattern.host != nil }) {
            routes[$0].pattern.host ?? ""
        }
        guard !byHost.isEmpty else { return [] }
        var found: [(route: Route, host: String, by: [Route])] = []
        for index in routes.indices where routes[index].pattern.host == nil && routes[index].pattern.scheme == nil {
            let pattern = routes[index].pattern
            for host in byHost.keys.sorted() {
                let start = (byHost[host] ?? []).map { Progress(route: $0, index: 0, inCatchAll: false) }
                var covering: Set<Int> = []
                let context = Context(emptyTail: pattern.catchAllMayBeEmpty, ignoresCase: pattern.ignoresCase)
                guard !reachable(pattern.segments[...], start, context, &covering) else { continue }
                found.append((routes[index], host, covering.sorted().map { routes[$0] }))
            }
        }
        return found
    }
}
