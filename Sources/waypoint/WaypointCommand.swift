import ArgumentParser
import Foundation
import Waypoint

/// `waypoint`: lint, explain and export a Waypoint route manifest.
@main
struct WaypointCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waypoint",
        abstract: "Lint, explain and export the routes of a Waypoint app from its route manifest.",
        discussion: """
            Exit codes: 0 success; 1 a negative answer (link not found or refused, lint errors, \
            links the AASA file sends to the app that the router refuses); 2 bad input (unreadable \
            or malformed manifest, unknown manifest version, malformed URL); 64 usage error.
            """,
        subcommands: [Resolve.self, Lint.self, AASA.self, Graph.self, Docs.self])

    /// Runs the command line, reporting a usage error on one line instead of a usage screen.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            // Help, version, and exit codes thrown by the subcommands themselves.
            guard code != .success, !(error is ExitCode) else { exit(withError: error) }
            let message =
                WaypointCommand.message(for: error).split(whereSeparator: \.isNewline).first.map(String.init)
                ?? "invalid arguments"
            let hint =
                fullMessage(for: error).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.hasPrefix("See '") }
                .map { (message.last.map { ".!?".contains($0) } ?? true ? " " : ". ") + $0 } ?? ""
            // The message quotes the arguments, which may be a hostile link: clipped, and escaped on output.
            Output.writeError("error: \(DisplayText.escaped(message, limit: 300))\(hint)\n")
            Foundation.exit(code.rawValue)
        }
    }
}
