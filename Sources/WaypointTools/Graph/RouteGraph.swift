package import Waypoint

/// The app's navigation as a picture: one cluster per module, one node per route (its id,
/// pattern, non-default presentation, own window, split-view column and guards), and an edge from each parent to its
/// children.
/// Output is sorted, so the same manifest always gives the same text.
package struct RouteGraph: Sendable {
    /// The output formats.
    package enum Format: String, CaseIterable, Sendable {
        /// A Mermaid `flowchart`, which GitHub renders in Markdown.
        case mermaid
        /// Graphviz `dot`.
        case dot
    }

    /// The manifest drawn.
    package let manifest: RouteManifest

    /// Creates a graph.
    package init(manifest: RouteManifest) {
        self.manifest = manifest
    }

    /// The graph as text in a format.
    package func rendered(as format: Format) -> String {
        switch format {
        case .mermaid: mermaid()
        case .dot: dot()
        }
    }

    private var modules: [(name: String, routes: [RouteManifest.Entry])] {
        Dictionary(grouping: manifest.routes, by: \.module)
            .map { ($0.key, $0.value.sorted { $0.id < $1.id }) }
            .sorted { $0.name < $1.name }
    }

    /// Parent → child pairs, sorted; parents missing from the manifest are included.
    private var edges: [(parent: RouteID, child: RouteID)] {
        manifest.routes.compactMap { entry in entry.parent.map { ($0, entry.id) } }
            .sorted { ($0.parent, $0.child) < ($1.parent, $1.child) }
    }

    private var missingParents: [RouteID] {
        let known = Set(manifest.routes.map(\.id))
        return Array(Set(edges.map(\.parent)).subtracting(known)).sorted()
    }

    private func labelLines(_ entry: RouteManifest.Entry, guardMark: String) -> [String] {
        var lines = [entry.id.rawValue, entry.pattern]
        if entry.presentation != .push { lines.append(entry.presentation.description) }
        if entry.opensInOwnWindow == true { lines.append("own window") }
        if let column = entry.column { lines.append("\(column) column") }
        if entry.kind == .action { lines.append("action") }
        if !entry.guards.isEmpty { lines.append(guardMark + entry.guards.joined(separator: ", ")) }
        return lines
    }

    // MARK: Mermaid

    private func mermaid() -> String {
        var ids = MermaidNodeIDs()
        var lines = ["flowchart LR"]
        for module in modules {
            lines.append("  subgraph \(ids.module(module.name))[\"\(mermaidText(module.name))\"]")
            for entry in module.routes {
                let label = labelLines(entry, guardMark: "🔒 ").map(mermaidText).joined(separator: "<br/>")
                let (open, close) = entry.kind == .action ? ("([", "])") : ("[", "]")
                lines.append("    \(ids.route(entry.id))\(open)\"\(label)\"\(close)")
            }
            lines.append("  end")
        }
        for missing in missingParents {
            lines.append("  \(ids.route(missing))[\"\(mermaidText(missing.rawValue))<br/>(missing)\"]:::missing")
        }
        for edge in edges { lines.append("  \(ids.route(edge.parent)) --> \(ids.route(edge.child))") }
        let guarded = manifest.routes.filter { !$0.guards.isEmpty }.map(\.id).sorted()
        lines.append("  classDef guarded stroke:#b45309,stroke-width:2px")
        lines.append("  classDef missing stroke:#dc2626,stroke-dasharray:4 2")
        if !guarded.isEmpty { lines.append("  class \(guarded.map { ids.route($0) }.joined(separator: ",")) guarded") }
        return lines.joined(separator: "\n") + "\n"
    }

    private func mermaidText(_ text: String) -> String {
        text.replacingAll("\"", with: "#quot;").replacingAll("<", with: "#lt;").replacingAll(">", with: "#gt;")
    }

    // MARK: Graphviz

    private func dot() -> String {
        var lines = [
            "digraph routes {", "  rankdir=LR;", "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
        ]
        for module in modules {
            lines.append("  subgraph \(dotText("cluster_" + module.name)) {")
            lines.append("    label=\(dotText(module.name));")
            for entry in module.routes {
                var attributes = ["label=\(dotText(labelLines(entry, guardMark: "guards: ").joined(separator: "\n")))"]
                if entry.kind == .action { attributes.append("shape=ellipse") }
                if !entry.guards.isEmpty { attributes.append("color=\"#b45309\"") }
                lines.append("    \(dotText(entry.id.rawValue)) [\(attributes.joined(separator: ", "))];")
            }
            lines.append("  }")
        }
        for missing in missingParents {
            lines.append(
                "  \(dotText(missing.rawValue)) [label=\(dotText(missing.rawValue + "\n(missing)")), style=dashed, color=\"#dc2626\"];"
            )
        }
        for edge in edges { lines.append("  \(dotText(edge.parent.rawValue)) -> \(dotText(edge.child.rawValue));") }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A quoted DOT string; a newline becomes `\n`.
    private func dotText(_ text: String) -> String {
        "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"").replacingAll("\n", with: "\\n")
            + "\""
    }
}
