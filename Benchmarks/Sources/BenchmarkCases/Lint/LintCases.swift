import Waypoint
import WaypointTools

/// `waypoint lint` over growing manifests: 500, 2,000 and 10,000 routes. Each operation is a whole
/// lint — the table build with its checks, then the findings the table cannot know (shadowed routes,
/// sources, scopes, guards, parents) — over a manifest decoded beforehand.
///
/// Every resource has ten routes of every kind of segment: literals, `int`, `uuid` and untyped
/// placeholders, a catch-all, a wildcard; one of them (`/resN/*/share`, beside `/resN/{slug}/share`)
/// can never be reached, so a lint of `n` routes reports `n / 10` shadowed routes and nothing else.
/// No peer lints routes; the case shows how the time grows with the table.
enum LintCases {
    static var definitions: [CaseDefinition] {
        [500, 2000, 10000].map { count in
            CaseDefinition(name: "lint.\(count)") {
                let manifest = try manifest(routes: count)
                let lint = { RouteLinter(manifest: manifest).findings() }
                return try PreparedCase([Implementation("waypoint") { n in for _ in 0..<n { blackHole(lint()) } }]) {
                    let findings = lint()
                    try expectSame(findings.count, count / 10, "findings of a \(count)-route lint")
                    try expectSame(Set(findings.map(\.code)), [.shadowedRoute], "finding codes of a \(count)-route lint")
                }
            }
        }
    }

    /// The patterns of resource `r`, ten of them.
    static func patterns(resource r: Int) -> [String] {
        [
            "/res\(r)", "/res\(r)/new", "/res\(r)/{id: int}", "/res\(r)/{slug}", "/res\(r)/{id: int}/edit",
            "/res\(r)/{slug}/reviews/{reviewId: uuid}", "/res\(r)/{id: int}/items/{itemId}", "/res\(r)/docs/{path…}",
            "/res\(r)/*/share", "/res\(r)/{slug}/share",
        ]
    }

    static func manifest(routes count: Int) throws -> RouteManifest {
        let definitions = (0..<count).map { index in
            RouteDefinition(
                RouteID(rawValue: "r\(index)"), pattern: patterns(resource: index / 10)[index % 10],
                module: ModuleID(rawValue: "Module\(index % 8)"), guards: index % 3 == 0 ? ["signedIn"] : [])
        }
        return try RouteTable(definitions).manifest()
    }
}
