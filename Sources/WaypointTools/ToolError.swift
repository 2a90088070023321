/// Input a command cannot use: an unreadable or malformed manifest, an unknown manifest
/// version, a malformed URL, an invalid option value.
///
/// ``message`` is one line, fit to print after `error: `; the exit code is always
/// ``ToolExit/badInput``.
package struct ToolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    package let message: String
    /// The kind of problem.
    let kind: Kind

    enum Kind: Hashable, Sendable {
        /// The file cannot be read: missing, a directory, no permission.
        case unreadableFile
        /// The manifest is not JSON, not a manifest, or of an unknown version.
        case invalidManifest
        /// The manifest's routes do not build a table.
        case invalidTable
        /// A URL argument that is not a link at all.
        case malformedURL
        /// An option value that is not usable, such as an app ID without a team.
        case invalidOption
    }

    init(_ kind: Kind, _ message: String) {
        self.kind = kind
        // A message is printed on one line whatever it quotes.
        self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// The exit code for this error: ``ToolExit/badInput``.
    package var exitCode: Int32 { ToolExit.badInput }

    package var description: String { message }

    /// The output of a command that failed with this error: the message on standard error and,
    /// when the caller asked for JSON, `{"error": message}` on standard output so that it stays
    /// parseable.
    func output(json: Bool, extra: [(String, JSONValue)] = []) -> ToolOutput {
        let standardOutput = json ? JSONValue.object(extra + [("error", .string(message))]).rendered() + "\n" : ""
        return ToolOutput(standardOutput: standardOutput, standardError: "error: \(message)\n", exitCode: exitCode)
    }
}
