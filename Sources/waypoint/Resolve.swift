import ArgumentParser
import Waypoint
import WaypointTools

/// An entry point, as the command line names it.
enum SourceOption: String, CaseIterable, ExpressibleByArgument {
    case inApp = "in-app"
    case universalLink = "universal-link"
    case customScheme = "custom-scheme"
    case push
    case restoration
    case userActivity = "user-activity"
    case appIntent = "app-intent"
    case widget

    var linkSource: LinkSource {
        switch self {
        case .inApp: .inApp
        case .universalLink: .universalLink
        case .customScheme: .customScheme
        case .push: .pushNotification
        case .restoration: .restoration
        case .userActivity: .userActivity
        case .appIntent: .appIntent
        case .widget: .widget
        }
    }
}

struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain what the app does with a link: the route, parameters, guards and presentation, or why not.",
        discussion: "Exit codes: 0 matched; 1 not found or refused; 2 bad manifest or malformed URL.")

    @Option(name: [.short, .long], help: "The route manifest (JSON) the app exports.")
    var manifest: String

    @Option(
        help:
            "The entry point. Default: https links are universal links, other schemes custom-scheme links, a bare path in-app."
    )
    var source: SourceOption?

    @Flag(help: "Print exactly one JSON object.")
    var json = false

    @Argument(help: "The link: https://host/path, scheme://path or /path.")
    var url: String

    func run() throws {
        try Output.emit(ResolveCommand(manifestPath: manifest, link: url, source: source?.linkSource, json: json).run())
    }
}
