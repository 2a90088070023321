public import Waypoint

/// Checks a route manifest the way `waypoint lint` does.
///
/// With ``LintFinding`` and ``ManifestRoutes``, the public entries of `WaypointTools`, whose API
/// is otherwise `package`: the separate Benchmarks package times a lint through it.
///
/// What the route table refuses (duplicates, ambiguous overlaps, unknown parents, parent
/// cycles, parents whose placeholders the child cannot fill, unknown types, bad patterns) is
/// reported as errors, all at once; then the linter adds what the table cannot know, each kind
/// with its severity in ``LintFinding/Code``.
public struct RouteLinter: Sendable {
    /// The manifest to check.
    public let manifest: RouteManifest
    /// Guard names the app registers; `nil` when unknown.
    public let knownGuards: Set<String>?

    /// Creates a linter.
    ///
    /// - Parameters:
    ///   - manifest: The manifest to check.
    ///   - knownGuards: The guard names the app registers, when known (`--guards`, or a
    ///     top-level `guards` list in the manifest).
    public init(manifest: RouteManifest, knownGuards: Set<String>? = nil) {
        self.manifest = manifest
        self.knownGuards = knownGuards
    }

    /// Every finding, errors first, then by code and route.
    public func findings() -> [LintFinding] {
        let customTypes = manifest.customTypeNames.map { ParameterType(name: $0) { _ in true } }
        var findings: [LintFinding] = []
        do {
            _ = try RouteTable(manifest.routeDefinitions(), parameterTypes: customTypes)
        } catch {
            findings += error.problems.map(LintFinding.init)
        }
        findings += shadowedRoutes() + sourceFindings() + scopeFindings() + guardFindings() + parentFindings()
        findings += declarationFindings() + presentationFindings()
        let order = { (finding: LintFinding) in
            (
                finding.severity, finding.code.rawValue, finding.routes.map(\.rawValue).joined(separator: " "),
                finding.detail
            )
        }
        return findings.sorted { order($0) < order($1) }
    }

    func reference(_ entry: RouteManifest.Entry) -> String {
        "'\(entry.id)' (\(entry.pattern), module \(entry.module))"
    }

    private func shadowedRoutes() -> [LintFinding] {
        let routes = manifest.routes.compactMap { entry in
            (try? RoutePattern(entry.pattern)).map { ShadowAnalysis.Route(id: entry.id, pattern: $0) }
        }
        let byID = Dictionary(manifest.routes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let analysis = ShadowAnalysis(routes: routes)
        let shadowed = analysis.shadowed()
        let unreachable = Set(shadowed.map(\.route.id))
        let everywhere = shadowed.compactMap { route, by -> LintFinding? in
            guard let entry = byID[route.id] else { return nil }
            let takers = by.compactMap { byID[$0.id] }.map(reference).joined(separator: ", ")
            return LintFinding(
                .error, .shadowedRoute, routes: [route.id] + by.map(\.id),
                "route \(reference(entry)) can never be reached: every link it matches goes to \(takers), whose patterns take precedence"
            )
        }
        // A route no link reaches is reported once, as such, not again for each host.
        let onHosts = analysis.hostShadowed().filter { !unreachable.contains($0.route.id) }.compactMap {
            route, host, by -> LintFinding? in
            guard let entry = byID[route.id] else { return nil }
            let takers = by.compactMap { byID[$0.id] }.map(reference).joined(separator: ", ")
            return LintFinding(
                .warning, .hostShadowedRoute, routes: [route.id] + by.map(\.id),
                "route \(reference(entry)) never opens a link on '\(host)': every one it matches goes to \(takers), scoped to that host, which outranks unscoped routes there"
            )
        }
        return everywhere + onHosts
    }

    private func sourceFindings() -> [LintFinding] {
        manifest.routes.filter(\.sources.isEmpty).map { entry in
            LintFinding(
                .error, .noSources, routes: [entry.id],
                "route \(reference(entry)) accepts no source, so nothing can open it")
        }
    }

    private func scopeFindings() -> [LintFinding] {
        guard let links = manifest.links, let policy = manifest.policy else { return [] }
        let hostFindings = policy.invalidHosts.map {
            LintFinding(.error, .invalidHost, routes: [], "the link policy's universal-link hosts: \($0)")
        }
        return hostFindings
            + manifest.routes.compactMap { entry in
                guard let pattern = try? RoutePattern(entry.pattern) else { return nil }
                // A route may be scoped to one subdomain a wildcard entry accepts.
                if let host = pattern.host, !policy.accepts(host: host) {
                    return LintFinding(
                        .error, .scopeNotAllowed, routes: [entry.id],
                        "route \(reference(entry)) is scoped to host '\(host)', which the link policy refuses (allowed: \(Self.list(links.universalLinkHosts)))"
                    )
                }
                if pattern.host == nil, let scheme = pattern.scheme, !links.customSchemes.contains(scheme) {
                    return LintFinding(
                        .error, .scopeNotAllowed, routes: [entry.id],
                        "route \(reference(entry)) is scoped to scheme '\(scheme)', which the link policy refuses (allowed: \(Self.list(links.customSchemes)))"
                    )
                }
                return nil
            }
    }

    static func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }

    private func guardFindings() -> [LintFinding] {
        var users: [String: [RouteManifest.Entry]] = [:]
        for entry in manifest.routes {
            for name in Set(entry.guards) { users[name, default: []].append(entry) }
        }
        if let knownGuards {
            return users.keys.sorted().filter { !knownGuards.contains($0) }.map { name in
                let suggestion = Self.nearest(to: name, in: Array(knownGuards)).map { "; did you mean '\($0)'?" } ?? ""
                let entries = users[name] ?? []
                return LintFinding(
                    .error, .unknownGuard, routes: entries.map(\.id),
                    "guard '\(name)' on \(entries.map(reference).joined(separator: ", ")) is not a known guard (known: \(Self.list(knownGuards.sorted())))\(suggestion)"
                )
            }
        }
        // Without a list, only a name used once that resembles a more common one is suspicious.
        return users.keys.sorted().compactMap { name in
            guard let entries = users[name], entries.count == 1, let entry = entries.first else { return nil }
            let others = users.keys.filter { $0 != name && (users[$0]?.count ?? 0) > 1 }
            guard let similar = Self.nearest(to: name, in: others) else { return nil }
            return LintFinding(
                .warning, .unknownGuard, routes: [entry.id],
                "guard '\(name)' is used only by route \(reference(entry)) and resembles '\(similar)' (used by \(Wording.count(users[similar]?.count ?? 0, "route"))); pass --guards to check names exactly"
            )
        }
    }

    /// The closest name within two edits, or equal but for case.
    static func nearest(to name: String, in names: [String]) -> String? {
        names.map { ($0, $0.lowercased() == name.lowercased() ? 0 : EditDistance.between($0, name)) }
            .filter { $0.1 <= 2 }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }
}
