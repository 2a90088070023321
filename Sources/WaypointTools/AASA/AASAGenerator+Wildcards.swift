import Waypoint

extension AASAGenerator {
    /// The hosts one file serves, as a policy. Apple fetches the file of `applinks:*.example.com`
    /// from `example.com`, the same address as the file of `applinks:example.com`: when the manifest
    /// lists both, one file serves both, so it holds the routes of both.
    func servedHosts(_ host: String) -> LinkPolicy {
        let listed = Set(manifest.links?.universalLinkHosts ?? [])
        let domain = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
        return LinkPolicy(
            universalLinkHosts: [host, domain, "*." + domain].filter(listed.contains).reduce(into: []) {
                $0.insert($1)
            })
    }

    /// What a reader of a wildcard's file should know: where it is served, what the entitlement
    /// says, and that routes scoped to one subdomain are received on all of them.
    func wildcardNotes(_ served: LinkPolicy) -> [String] {
        guard let wildcard = served.universalLinkHosts.sorted().first(where: { $0.hasPrefix("*.") }) else { return [] }
        let domain = wildcard.dropFirst(2)
        var notes = [
            "the file of '\(wildcard)' is fetched from https://\(domain)/.well-known/apple-app-site-association for every subdomain; the entitlement lists applinks:\(wildcard)"
        ]
        if !served.universalLinkHosts.contains(String(domain)) {
            notes.append("'\(domain)' itself is not a universal-link host: '\(wildcard)' covers subdomains only")
        }
        let scoped = manifest.routes.compactMap { entry -> String? in
            guard let host = (try? RoutePattern(entry.pattern))?.host, host != String(domain) else { return nil }
            return served.accepts(host: host) ? entry.id.rawValue : nil
        }
        if !scoped.isEmpty {
            notes.append(
                "routes scoped to one subdomain (\(scoped.joined(separator: ", "))) are in the file for every subdomain; the app refuses their links on the others (notFound)"
            )
        }
        return notes
    }
}
