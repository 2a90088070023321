import ArgumentParser
import WaypointTools

struct AASA: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Generate or check the apple-app-site-association file.",
        subcommands: [Generate.self, Check.self],
        defaultSubcommand: Generate.self)

    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the apple-app-site-association file for the routes that accept universal links.",
            discussion: "Exit codes: 0 written; 2 bad manifest, app ID or host.")

        @Option(name: [.short, .long], help: "The route manifest (JSON) the app exports.")
        var manifest: String

        @Option(name: .customLong("app-id"), help: "The app, as TEAMID.BUNDLEID. Repeat for several apps.")
        var appIDs: [String]

        @Option(help: "The universal-link host the file is served from. Default: the manifest's only host.")
        var host: String?

        func validate() throws {
            guard !appIDs.isEmpty else { throw ValidationError("Missing expected argument '--app-id <app-id>'") }
        }

        func run() throws {
            try Output.emit(AASACommand(manifestPath: manifest, appIDs: appIDs, host: host).run())
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Would Apple open the app for each URL, and would the router accept it?",
            discussion:
                "Exit codes: 0 no link is sent to the app and refused by the router; 1 some are, or part of the file cannot be read; 2 bad input."
        )

        @Option(help: "The apple-app-site-association file.")
        var file: String

        @Option(name: [.short, .long], help: "The route manifest, to check what the router does with each URL.")
        var manifest: String?

        @Flag(help: "Print one JSON object.")
        var json = false

        @Argument(help: "https URLs to check.")
        var urls: [String]

        func validate() throws {
            guard !urls.isEmpty else { throw ValidationError("Missing expected argument '<urls> ...'") }
        }

        func run() throws {
            try Output.emit(AASACheckCommand(filePath: file, manifestPath: manifest, urls: urls, json: json).run())
        }
    }
}
