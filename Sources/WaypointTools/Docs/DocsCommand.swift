/// `waypoint docs`: a Markdown catalogue of the routes.
///
/// Exit codes: 0 written; 2 bad manifest.
package struct DocsCommand: Sendable {
    /// The manifest to read.
    package var manifestPath: String

    /// Creates the command.
    package init(manifestPath: String) {
        self.manifestPath = manifestPath
    }

    /// Runs the command. A manifest whose routes do not build is still described; its example
    /// links are then not checked.
    package func run() -> ToolOutput {
        do {
            let file = try ManifestFile(path: manifestPath)
            let resolver = (try? file.table()).map {
                LinkResolver(table: $0, parser: file.parser, parameterTypes: file.assumedTypes)
            }
            return ToolOutput(
                standardOutput: RouteCatalogue(manifest: file.manifest, resolver: resolver).markdown(),
                standardError: file.notes.map { "note: \($0)\n" }.joined())
        } catch {
            return error.output(json: false)
        }
    }
}
