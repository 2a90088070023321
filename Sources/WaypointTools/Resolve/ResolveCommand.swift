package import Waypoint

/// `waypoint resolve`: what the app does with one link, and why.
///
/// ```swift
/// let output = ResolveCommand(manifestPath: "Examples/Shop/routes.json",
///                             link: "https://shop.example.com/catalog/shoes/products/42", json: true).run()
/// print(output.standardOutput)
/// // {"outcome":"matched","route":"catalog.product","module":"Catalog","parameters":{…},…}
/// ```
///
/// Exit codes: 0 matched; 1 not found or refused; 2 bad input (manifest problems, or a URL the
/// parser refuses as `invalidURL`: not a link at all). With `--json` standard output holds
/// exactly one JSON object in every case.
package struct ResolveCommand: Sendable {
    /// The manifest to read.
    package var manifestPath: String
    /// The link as received.
    package var link: String
    /// The entry point; inferred from the link's form when `nil`.
    package var source: LinkSource?
    /// Whether to print one JSON object instead of an explanation.
    package var json: Bool

    /// Creates the command.
    package init(manifestPath: String, link: String, source: LinkSource? = nil, json: Bool = false) {
        self.manifestPath = manifestPath
        self.link = link
        self.source = source
        self.json = json
    }

    /// Runs the command.
    package func run() -> ToolOutput {
        let file: ManifestFile
        let table: RouteTable
        do {
            file = try ManifestFile(path: manifestPath)
            table = try file.table()
        } catch {
            return error.output(json: json, extra: [("outcome", .string("error"))])
        }
        let resolver = LinkResolver(table: table, parser: file.parser, parameterTypes: file.assumedTypes)
        let resolution = resolver.resolve(link, source: source)
        let report = ResolveReport(
            text: link, source: source ?? LinkParser.inferredSource(for: link), sourceWasInferred: source == nil,
            resolution: resolution, table: table, manifest: file.manifest)

        var output = ToolOutput()
        let notes = file.notes.map { "note: \($0)\n" }.joined()
        if json {
            output.standardOutput = report.json().rendered() + "\n"
            output.standardError = notes
        } else {
            output.standardOutput = report.human() + notes
        }
        switch resolution {
        case .matched:
            output.exitCode = ToolExit.success
        case .rejected(let rejection) where rejection.code == .invalidURL:
            // Not a link at all: bad input, reported on one line (and as JSON when asked).
            output.exitCode = ToolExit.badInput
            if !json { output.standardOutput = "" }
            output.standardError +=
                "error: malformed URL '\(DisplayText.escaped(link))': \(DisplayText.escaped(rejection.detail))\n"
        case .notFound, .rejected:
            output.exitCode = ToolExit.negative
        }
        return output
    }
}
