package import Waypoint

/// Builds the `apple-app-site-association` file for the routes that accept universal links.
///
/// The file must never keep a link on the website that the router would accept, so every
/// pattern over-approximates its route: literal segments stay (with `*` and `?` in them turned
/// into `?`), and every placeholder, wildcard and catch-all becomes `*` — which in Apple's
/// patterns also matches across `/`, so one segment cannot be expressed exactly. A route ending
/// in a literal also gets its trailing-slash spelling (`/basket/`), which the router accepts too.
/// Paths compare case-sensitively, as the router does, and percent-decoded, as the router
/// decodes each segment before matching: `applinks.defaults` sets `caseSensitive: true` and
/// `percentEncoded: false` for every component; a route whose pattern ignores case (`(?i)`)
/// gets `caseSensitive: false` on its own components, which Apple compares with full Unicode
/// lowercasing: broader than the router's ASCII folding, so the file still covers every link and
/// the router refuses the extra ones. The query and
/// fragment are left open: the router checks query parameters itself.
///
/// Routes that refuse universal links get `exclude` components, placed first, only where the
/// exclusion is exact — an all-literal path that the router sends to that route, without its
/// trailing-slash spelling (a decoded `%2F` would look the same) — and only when an include
/// would otherwise cover it. Excluding anything broader could keep out links
/// another route accepts; such routes are listed in ``Result/notes`` instead.
package struct AASAGenerator: Sendable {
    /// The manifest.
    package let manifest: RouteManifest
    /// The app identifiers, `TEAMID.bundle.id`.
    package let appIDs: [String]
    /// The host the file is for, as the manifest lists it (`*.example.com` for a wildcard); `nil` to
    /// use the manifest's only host.
    package let host: String?

    /// The file and what a reader should know about it.
    package struct Result: Hashable, Sendable {
        /// The file.
        package var file: AASAFile
        /// The host it is served from: the host, or a wildcard's domain (`example.com` for
        /// `*.example.com`), where Apple fetches the file for every subdomain.
        package var host: String
        /// Notes, one sentence each.
        package var notes: [String]
    }

    /// Creates a generator.
    package init(manifest: RouteManifest, appIDs: [String], host: String? = nil) {
        self.manifest = manifest
        self.appIDs = appIDs
        self.host = host
    }

    private struct Scoped {
        let entry: RouteManifest.Entry
        let pattern: RoutePattern
        var acceptsUniversalLinks: Bool { entry.sources.contains(.universalLink) }
    }

    /// Builds the file.
    ///
    /// - Throws: ``ToolError`` for an app ID that is not `TEAMID.bundle.id`, a host the manifest
    ///   does not accept, or a manifest that accepts no universal-link host.
    package func generate() throws(ToolError) -> Result {
        for appID in appIDs where !Self.isAppID(appID) {
            throw ToolError(
                .invalidOption, "app ID '\(appID)' is not TEAMID.BUNDLEID, such as ABCDE12345.com.example.shop")
        }
        let host = try chosenHost()
        let served = servedHosts(host)
        // The routes an https link to the hosts this file serves can reach: unscoped ones and those
        // scoped to one of them (to a subdomain, for a wildcard).
        let routes = manifest.routes.compactMap { entry -> Scoped? in
            guard let pattern = try? RoutePattern(entry.pattern),
                pattern.scheme == nil || pattern.host.map(served.accepts(host:)) == true
            else { return nil }
            return Scoped(entry: entry, pattern: pattern)
        }
        var includes: [Include] = []
        for route in routes where route.acceptsUniversalLinks {
            let foldsCase = route.pattern.foldsLiterals
            for glob in Self.globs(route.pattern) {
                if let index = includes.firstIndex(where: { $0.glob == glob && $0.foldsCase == foldsCase }) {
                    includes[index].routes.append(route.entry.id)
                } else {
                    includes.append(Include(glob: glob, routes: [route.entry.id], foldsCase: foldsCase))
                }
            }
        }
        includes.sort { ($0.glob, $0.foldsCase ? 1 : 0) < ($1.glob, $1.foldsCase ? 1 : 0) }
        let includeGlobs = includes.map { Glob($0.glob) }

        var excludes: [AASAComponent] = []
        var notes: [String] = []
        for route in routes where !route.acceptsUniversalLinks {
            let globs = Self.globs(route.pattern)
            guard globs.contains(where: { glob in includeGlobs.contains { $0.intersects(Glob(glob)) } }) else {
                continue
            }
            // Only the exact path: its trailing-slash spelling could also be a decoded `%2F`,
            // which the router keeps inside a segment and may send to another route.
            if isExact(route, among: routes), let path = globs.first, includeGlobs.contains(where: { $0.matches(path) })
            {
                excludes.append(
                    AASAComponent(path: path, exclude: true, comment: "\(route.entry.id) refuses universal links"))
            } else if !isExact(route, among: routes) {
                notes.append(
                    "route '\(route.entry.id)' (\(route.entry.pattern)) refuses universal links, but its links cannot be excluded exactly without excluding links other routes accept; the app receives them and refuses them (sourceNotAllowed)"
                )
            }
        }
        let components =
            excludes
            + includes.map { include in
                AASAComponent(
                    path: include.glob, caseSensitive: include.foldsCase ? false : nil,
                    comment: include.routes.map(\.rawValue).joined(separator: ", ")
                        + (include.glob.hasSuffix("/") && include.glob != "/" ? " (trailing slash)" : ""))
            }
            + fragmentIncludes(includes)
        if components.isEmpty { notes.append("no route accepts universal links on \(host): the file opens nothing") }
        notes += wildcardNotes(served)
        // Set once for the domain: paths compare as the router compares them.
        let defaults = AASAComponent(caseSensitive: true, percentEncoded: false)
        return Result(
            file: AASAFile(defaults: defaults, details: [.init(appIDs: appIDs, components: components)]),
            host: host.hasPrefix("*.") ? String(host.dropFirst(2)) : host, notes: notes)
    }

    /// When the policy routes on `https` fragments, `https://host/#/orders/17` opens the route of
    /// `/orders/17`: each include again, matched on the fragment of the root path. A fragment
    /// may carry its own query, so a glob that ends in a literal also gets `?*` after it.
    private func fragmentIncludes(_ includes: [Include]) -> [AASAComponent] {
        guard manifest.links?.fragmentRoutedSchemes?.contains("https") == true else { return [] }
        return includes.flatMap { include in
            let comment = include.routes.map(\.rawValue).joined(separator: ", ") + " (in the fragment)"
            let globs = include.glob.hasSuffix("*") ? [include.glob] : [include.glob, include.glob + "?*"]
            return globs.map {
                AASAComponent(
                    path: "/", fragment: $0, caseSensitive: include.foldsCase ? false : nil, comment: comment)
            }
        }
    }

    private func chosenHost() throws(ToolError) -> String {
        let hosts = manifest.links?.universalLinkHosts ?? []
        guard !hosts.isEmpty else {
            throw ToolError(
                .invalidOption,
                "the manifest accepts no universal-link host, so the app refuses every https link; there is nothing to associate"
            )
        }
        if let host {
            let lowered = host.lowercased()
            guard hosts.contains(lowered) else {
                throw ToolError(
                    .invalidOption,
                    "host '\(host)' is not a universal-link host of the manifest (hosts: \(hosts.joined(separator: ", ")))"
                )
            }
            return lowered
        }
        let scoped = manifest.routes.contains { (try? RoutePattern($0.pattern))?.host != nil }
        guard hosts.count == 1 || !scoped, let first = hosts.first else {
            throw ToolError(
                .invalidOption,
                "the manifest has several universal-link hosts and host-scoped routes; choose one with --host (\(hosts.joined(separator: ", ")))"
            )
        }
        return first
    }

    /// Whether the route's patterns match exactly the links the router sends to it: an
    /// all-literal path with no other route of the same path in a more specific scope.
    private func isExact(_ route: Scoped, among routes: [Scoped]) -> Bool {
        let literals = route.pattern.segments.allSatisfy {
            if case .literal(let text) = $0 { return !text.contains("*") && !text.contains("?") }
            return false
        }
        // Apple folds case more broadly than the router, so an exclusion that ignores case is not exact.
        guard literals, !route.pattern.ignoresCase else { return false }
        return !routes.contains { other in
            other.entry.id != route.entry.id && other.pattern.segments == route.pattern.segments
                && other.pattern.host != nil && route.pattern.host == nil
        }
    }

    /// An include component: a glob, the routes it is for, and whether it ignores case.
    private struct Include {
        let glob: String
        var routes: [RouteID]
        let foldsCase: Bool
    }

    /// The AASA path patterns covering every path the router accepts for a route pattern.
    static func globs(_ pattern: RoutePattern) -> [String] {
        guard !pattern.segments.isEmpty else { return ["/"] }
        let text =
            "/"
            + pattern.segments.map { segment in
                switch segment {
                case .literal(let text): String(text.map { $0 == "*" || $0 == "?" ? "?" : $0 })
                case .parameter, .wildcard, .catchAll: "*"
                }
            }.joined(separator: "/")
        guard pattern.catchAllMayBeEmpty else { return text.hasSuffix("*") ? [text] : [text, text + "/"] }
        // `{path…?}` also matches the path without it: `/help/*`, then `/help` and `/help/`.
        let parent = String(text.dropLast(2))
        return [text] + (parent.isEmpty ? ["/"] : [parent, parent + "/"])
    }

    /// `TEAMID.bundle.id`: an alphanumeric team prefix, a dot, and a bundle identifier.
    static func isAppID(_ text: String) -> Bool {
        guard let dot = text.firstIndex(of: "."), dot != text.startIndex else { return false }
        let team = text[..<dot]
        let bundle = text[text.index(after: dot)...]
        return team.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
            && !bundle.isEmpty
            && bundle.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
    }
}
