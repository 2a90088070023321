import Foundation
import Waypoint

/// `waypoint lint`: every problem in a route manifest, one line each.
///
/// ```
/// error[shadowedRoute]: route 'files.any' (/files/*, module Help) can never be reached: …
/// warning[parentParameters]: route 'orders.detail' (/orders/{orderId: int}) cannot supply …
/// 1 error, 1 warning in 15 routes
/// ```
///
/// Exit codes: 0 no errors (warnings allowed); 1 errors; 2 bad input.
package struct LintCommand: Sendable {
    /// The manifest to read.
    package var manifestPath: String
    /// Guard names the app registers, from `--guards`; empty when not given.
    package var knownGuards: [String]
    /// Whether to print one JSON object.
    package var json: Bool
    /// Whether to print compiler diagnostics (`FILE:LINE:COLUMN: error: …`) instead of the summary;
    /// see ``LintDiagnostics``.
    package var diagnostics: Bool

    /// Creates the command.
    package init(manifestPath: String, knownGuards: [String] = [], json: Bool = false, diagnostics: Bool = false) {
        self.manifestPath = manifestPath
        self.knownGuards = knownGuards
        self.json = json
        self.diagnostics = diagnostics
    }

    /// Runs the command.
    package func run() -> ToolOutput {
        let file: ManifestFile
        do {
            file = try ManifestFile(path: manifestPath)
        } catch {
            return error.output(json: json)
        }
        let declared = (file.declaredGuards ?? []) + knownGuards
        let known: Set<String>? = file.declaredGuards == nil && knownGuards.isEmpty ? nil : Set(declared)
        let findings = RouteLinter(manifest: file.manifest, knownGuards: known).findings()
        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        var output = ToolOutput(exitCode: errors > 0 ? ToolExit.negative : ToolExit.success)
        let routes = file.manifest.routes.count
        if diagnostics, !json {
            let text = FileManager.default.contents(atPath: manifestPath).map { String(decoding: $0, as: UTF8.self) }
            output.standardOutput = LintDiagnostics.lines(findings, path: manifestPath, text: text ?? "")
                .map { $0 + "\n" }.joined()
        } else if json {
            output.standardOutput =
                JSONValue.object([
                    (
                        "findings",
                        .array(
                            findings.map { finding in
                                .object([
                                    ("severity", .string(finding.severity.rawValue)),
                                    ("code", .string(finding.code.rawValue)),
                                    ("routes", .strings(finding.routes.map(\.rawValue))),
                                    ("detail", .string(finding.detail)),
                                ])
                            })
                    ),
                    ("errors", .int(errors)),
                    ("warnings", .int(warnings)),
                    ("routes", .int(routes)),
                ]).rendered(pretty: true) + "\n"
        } else {
            let summary =
                findings.isEmpty
                ? "no problems in \(Wording.count(routes, "route"))"
                : "\(Wording.count(errors, "error")), \(Wording.count(warnings, "warning")) in \(Wording.count(routes, "route"))"
            output.standardOutput = findings.map { "\($0)\n" }.joined() + summary + "\n"
        }
        return output
    }
}
