/// `waypoint aasa`: the `apple-app-site-association` file for the routes that accept universal
/// links. The file goes to standard output; notes go to standard error.
///
/// Exit codes: 0 written; 2 bad input (manifest problems, an app ID that is not
/// `TEAMID.bundle.id`, a host the manifest does not accept).
package struct AASACommand: Sendable {
    /// The manifest to read.
    package var manifestPath: String
    /// The app identifiers.
    package var appIDs: [String]
    /// The host the file is for; `nil` for the manifest's only host.
    package var host: String?

    /// Creates the command.
    package init(manifestPath: String, appIDs: [String], host: String? = nil) {
        self.manifestPath = manifestPath
        self.appIDs = appIDs
        self.host = host
    }

    /// Runs the command.
    package func run() -> ToolOutput {
        do {
            let file = try ManifestFile(path: manifestPath)
            // Refuse a manifest whose routes do not build: the app could not run it either.
            _ = try file.table()
            let result = try AASAGenerator(manifest: file.manifest, appIDs: appIDs, host: host).generate()
            let notes = (file.notes + result.notes).map { "note: \($0)\n" }.joined()
            return ToolOutput(
                standardOutput: result.file.jsonText(),
                standardError:
                    "note: serve this file at https://\(result.host)/.well-known/apple-app-site-association\n" + notes)
        } catch {
            return error.output(json: false)
        }
    }
}
