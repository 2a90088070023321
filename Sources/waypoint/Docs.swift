import ArgumentParser
import WaypointTools

struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a Markdown catalogue of the routes, with an example link for each.",
        discussion: "Exit codes: 0 written; 2 bad manifest.")

    @Option(name: [.short, .long], help: "The route manifest (JSON) the app exports.")
    var manifest: String

    func run() throws {
        try Output.emit(DocsCommand(manifestPath: manifest).run())
    }
}
