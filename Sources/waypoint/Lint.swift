import ArgumentParser
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

    func run() throws {
        let known =
            guards.map { $0.split(separator: ",").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty } } ?? []
        try Output.emit(LintCommand(manifestPath: manifest, knownGuards: known, json: json).run())
    }
}

extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
