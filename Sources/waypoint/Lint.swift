import ArgumentParser
import Foundation
import WaypointTools

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Find duplicate, ambiguous and unreachable routes, broken parents and unknown guards.",
        discussion: "Exit codes: 0 no errors (warnings allowed); 1 errors found; 2 bad manifest.")

    @Option(name: [.short, .long], help: "The route manifest (JSON) the app exports.")
    var manifest: String

    @Option(help: "The guard names the app registers, comma-separated; unknown names are errors.")
    var guards: String?

    @Flag(help: "Print one JSON object with every finding.")
    var json = false

    @Flag(help: "Print compiler diagnostics, FILE:LINE:COLUMN: error: [code] detail, at each route's line.")
    var diagnostics = false

    @Option(help: "After a lint without errors, write this file (an empty Swift source) for a build system.")
    var stamp: String?

    func run() throws {
        let known =
            guards.map { $0.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty } } ?? []
        let output = LintCommand(manifestPath: manifest, knownGuards: known, json: json, diagnostics: diagnostics).run()
        if let stamp, output.exitCode == ToolExit.success {
            let text = "// `waypoint lint` found no errors in \(manifest).\n"
            guard FileManager.default.createFile(atPath: stamp, contents: Data(text.utf8)) else {
                Output.writeError("cannot write '\(stamp)'\n")
                throw ExitCode(ToolExit.badInput)
            }
        }
        try Output.emit(output)
    }
}

extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
