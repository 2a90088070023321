import Waypoint

extension RouteLinter {
    /// Parents whose required query parameters the child cannot fill in or fills with another
    /// type, and parents that are actions. (A parent placeholder the child lacks entirely is an
    /// error the route table itself reports.)
    func parentFindings() -> [LintFinding] {
        let byID = Dictionary(manifest.routes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var findings: [LintFinding] = []
        for child in manifest.routes {
            guard let parentID = child.parent, let parent = byID[parentID] else { continue }
            if parent.kind == .action {
                findings.append(
                    LintFinding(
                        .warning, .parentIsAction, routes: [child.id, parent.id],
                        "route '\(child.id)' has the action '\(parent.id)' as its parent; an action shows no screen to put beneath it"
                    ))
            }
            let needed = parent.parameters.filter { $0.location == .path || $0.required }
            for parameter in needed {
                guard let supplied = child.parameters.first(where: { $0.name == parameter.name }) else {
                    // A constant of the child supplies it; the table checks a placeholder the child lacks.
                    if parameter.location == .path || child.constants?[parameter.name] != nil { continue }
                    findings.append(
                        LintFinding(
                            .warning, .parentParameters, routes: [child.id, parent.id],
                            "route '\(child.id)' (\(child.pattern)) cannot supply parameter '\(parameter.name)' (\(parameter.location.rawValue)) of its parent '\(parent.id)' (\(parent.pattern))"
                        ))
                    continue
                }
                if supplied.type != parameter.type, parameter.type != "string" {
                    findings.append(
                        LintFinding(
                            .warning, .parentParameters, routes: [child.id, parent.id],
                            "route '\(child.id)' supplies parameter '\(parameter.name)' as \(supplied.type), but its parent '\(parent.id)' (\(parent.pattern)) needs \(parameter.type)"
                        ))
                }
            }
        }
        return findings
    }
}
