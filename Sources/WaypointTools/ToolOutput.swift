import Waypoint

/// What a command prints and how it exits: every `waypoint` command returns one, so that tests
/// reach all of its behaviour without starting a process.
package struct ToolOutput: Hashable, Sendable {
    /// Text for standard output. With `--json` this is always exactly one JSON document.
    package var standardOutput: String
    /// Text for standard error: notes and the one-line message of a failure.
    package var standardError: String
    /// The process exit code; see ``ToolExit``.
    package var exitCode: Int32

    /// Creates an output.
    package init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = ToolExit.success) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }

    /// The output as a terminal may show it: every control or format character written as an
    /// escape (`\u{1B}`), line breaks kept, so that nothing read from a link, a manifest or a file
    /// can retitle a window, colour the output or forge a line. JSON output is unchanged: its
    /// encoder escapes those characters already. The `waypoint` command writes this form.
    package var terminalSafe: ToolOutput {
        func safe(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { DisplayText.escaped($0, limit: nil) }.joined(separator: "\n")
        }
        return ToolOutput(standardOutput: safe(standardOutput), standardError: safe(standardError), exitCode: exitCode)
    }
}
