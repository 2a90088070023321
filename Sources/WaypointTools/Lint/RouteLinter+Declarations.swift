import Waypoint

extension RouteLinter {
    /// What a route's declarations and the policy's mirroring schemes say that cannot hold: a route
    /// that declines the query item it reads, a fragment parameter whose links never carry a fragment
    /// value, a mirroring scheme that is not one of the app's schemes. Constants and fragment names
    /// that collide with other parameters are the table's own errors.
    func declarationFindings() -> [LintFinding] {
        var findings: [LintFinding] = []
        for entry in manifest.routes {
            for name in entry.declinesQueryItems ?? [] {
                guard let parameter = entry.parameters.first(where: { $0.location == .query && $0.name == name })
                else { continue }
                findings.append(
                    parameter.required
                        ? LintFinding(
                            .error, .declinesOwnParameter, routes: [entry.id],
                            "route \(reference(entry)) requires the query parameter '\(name)' and declines every link that carries it, so no link opens it"
                        )
                        : LintFinding(
                            .warning, .declinesOwnParameter, routes: [entry.id],
                            "route \(reference(entry)) declines every link carrying '\(name)', so its query parameter '\(name)' is never read"
                        ))
            }
            let routed = manifest.links?.fragmentRoutedSchemes ?? []
            if let fragment = entry.fragment, !routed.isEmpty {
                findings.append(
                    LintFinding(
                        .warning, .fragmentNeverRead, routes: [entry.id],
                        "route \(reference(entry)) reads the fragment as '\(fragment)', but links of \(routed.map { "'\($0)'" }.joined(separator: ", ")) carry their route in the fragment and give it no value"
                    ))
            }
        }
        guard let links = manifest.links else { return findings }
        let custom = Set(links.customSchemes.map { $0.lowercased() })
        for scheme in links.webMirroringSchemes ?? [] where !custom.contains(scheme.lowercased()) {
            findings.append(
                LintFinding(
                    .error, .invalidMirroringScheme, routes: [],
                    "the link policy mirrors web links on scheme '\(scheme)', which is not one of its custom schemes (\(Self.list(links.customSchemes))), so no such link is accepted"
                ))
        }
        if !(links.webMirroringSchemes ?? []).isEmpty, links.universalLinkHosts.isEmpty {
            findings.append(
                LintFinding(
                    .error, .invalidMirroringScheme, routes: [],
                    "the link policy mirrors web links on \((links.webMirroringSchemes ?? []).map { "'\($0)'" }.joined(separator: ", ")) but lists no universal-link host, so no such link is accepted"
                ))
        }
        return findings
    }
}
