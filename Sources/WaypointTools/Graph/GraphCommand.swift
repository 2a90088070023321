/// `waypoint graph`: the navigation picture in Mermaid or Graphviz `dot`.
///
/// Exit codes: 0 written; 2 bad manifest.
package struct GraphCommand: Sendable {
    /// The manifest to read.
    package var manifestPath: String
    /// The output format.
    package var format: RouteGraph.Format

    /// Creates the command.
    package init(manifestPath: String, format: RouteGraph.Format) {
        self.manifestPath = manifestPath
        self.format = format
    }

    /// Runs the command. The graph is drawn even for a table that does not build, missing
    /// parents included: a picture helps to see what is wrong.
    package func run() -> ToolOutput {
        do {
            let file = try ManifestFile(path: manifestPath)
            return ToolOutput(standardOutput: RouteGraph(manifest: file.manifest).rendered(as: format))
        } catch {
            return error.output(json: false)
        }
    }
}
