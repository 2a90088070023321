import ArgumentParser
import WaypointTools

/// The graph formats, as the command line names them.
enum FormatOption: String, CaseIterable, ExpressibleByArgument {
    case mermaid
    case dot

    var format: RouteGraph.Format {
        switch self {
        case .mermaid: .mermaid
        case .dot: .dot
        }
    }
}

struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw modules, routes, parent edges and guards as Mermaid or Graphviz dot.",
        discussion: "Exit codes: 0 written; 2 bad manifest.")

    @Option(name: [.short, .long], help: "The route manifest (JSON) the app exports.")
    var manifest: String

    @Option(help: "The output format.")
    var format: FormatOption = .mermaid

    func run() throws {
        try Output.emit(GraphCommand(manifestPath: manifest, format: format.format).run())
    }
}
