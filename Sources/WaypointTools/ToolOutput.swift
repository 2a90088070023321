/// What a command prints and how it exits: every `waypoint` command returns one, so that tests
/// reach all of its behaviour without starting a process.
public struct ToolOutput: Hashable, Sendable {
    /// Text for standard output. With `--json` this is always exactly one JSON document.
    public var standardOutput: String
    /// Text for standard error: notes and the one-line message of a failure.
    public var standardError: String
    /// The process exit code; see ``ToolExit``.
    public var exitCode: Int32

    /// Creates an output.
    public init(standardOutput: String = "", standardError: String = "", exitCode: Int32 = ToolExit.success) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.exitCode = exitCode
    }
}
