package import Waypoint

/// A Markdown catalogue of a manifest's routes: contents by module, then for each route its
/// pattern, kind, presentation, sources, guards, parent, parameters and an example link.
package struct RouteCatalogue: Sendable {
    /// The manifest described.
    package let manifest: RouteManifest
    /// A resolver to check each example link against, when the table builds.
    let resolver: LinkResolver?

    /// Creates a catalogue.
    ///
    /// - Parameters:
    ///   - manifest: The manifest.
    ///   - resolver: When given, each example link is resolved, and an example that another
    ///     route takes is flagged.
    package init(manifest: RouteManifest, resolver: LinkResolver? = nil) {
        self.manifest = manifest
        self.resolver = resolver
    }

    /// The catalogue as Markdown.
    package func markdown() -> String {
        let modules = Dictionary(grouping: manifest.routes, by: \.module)
            .map { ($0.key, $0.value.sorted { $0.id < $1.id }) }
            .sorted { $0.0 < $1.0 }
        var lines = ["# Routes", ""]
        var summary =
            "\(Wording.count(manifest.routes.count, "route")) in \(Wording.count(modules.count, "module")), from a version \(manifest.version) route manifest."
        if let links = manifest.links {
            summary +=
                " Custom schemes: \(codeList(links.customSchemes)); universal-link hosts: \(codeList(links.universalLinkHosts))."
        } else {
            summary += " The manifest names no custom schemes or universal-link hosts."
        }
        lines += [summary, "", "## Contents", ""]
        for (module, routes) in modules {
            lines.append(
                "- **\(cell(module))**: " + routes.map { "[`\($0.id)`](#\(anchor($0.id)))" }.joined(separator: " · "))
        }
        for (module, routes) in modules {
            lines += ["", "## \(cell(module))"]
            for entry in routes { lines += section(entry) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func section(_ entry: RouteManifest.Entry) -> [String] {
        var lines = ["", "### <a id=\"\(anchor(entry.id))\"></a>`\(entry.id)`", "", "| | |", "| --- | --- |"]
        lines.append("| pattern | `\(cell(entry.pattern))` |")
        lines.append("| kind | \(entry.kind.rawValue) |")
        lines.append("| presentation | \(entry.presentation) |")
        if entry.opensInOwnWindow == true { lines.append("| window | its own |") }
        if let column = entry.column { lines.append("| column | \(column) |") }
        lines.append(
            "| sources | \(entry.sources.isEmpty ? "none" : entry.sources.map(\.rawValue).joined(separator: ", ")) |")
        lines.append("| guards | \(entry.guards.isEmpty ? "none" : codeList(entry.guards)) |")
        let parent = entry.parent.map { id in
            manifest.routes.contains { $0.id == id } ? "[`\(id)`](#\(anchor(id)))" : "`\(id)` (missing)"
        }
        lines.append("| parent | \(parent ?? "none") |")
        if let type = entry.type, !type.isEmpty { lines.append("| type | `\(cell(type))` |") }
        if let example = ExampleLink.make(for: entry, links: manifest.links) {
            lines.append("| example | `\(cell(example))`\(exampleWarning(example, for: entry.id)) |")
        }
        lines.append("")
        guard !entry.parameters.isEmpty else { return lines + ["No parameters."] }
        lines += ["| parameter | in | type | required | repeated |", "| --- | --- | --- | --- | --- |"]
        for parameter in entry.parameters {
            lines.append(
                "| `\(cell(parameter.name))` | \(parameter.location.rawValue) | \(cell(parameter.type)) | \(parameter.required ? "yes" : "no") | \(parameter.repeated ? "yes" : "no") |"
            )
        }
        return lines
    }

    /// A note when the example link does not open the route it documents.
    private func exampleWarning(_ example: String, for id: RouteID) -> String {
        switch resolver?.resolve(example) {
        case .matched(_, let route)? where route.id != id: " (⚠︎ opens `\(route.id)`)"
        case .notFound(_, let rejection, _)?, .rejected(let rejection)?: " (⚠︎ refused: \(rejection.code.rawValue))"
        default: ""
        }
    }

    private func anchor(_ id: RouteID) -> String {
        "route-"
            + String(id.rawValue.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? Character($0.lowercased()) : "-" })
    }

    private func codeList(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "`\(cell($0))`" }.joined(separator: ", ")
    }

    /// Text safe inside a table cell.
    private func cell(_ text: String) -> String { text.replacingAll("|", with: "\\|") }
}
