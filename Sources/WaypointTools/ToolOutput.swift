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

/// The exit codes of the `waypoint` command.
///
/// | code | meaning |
/// | --- | --- |
/// | 0 | success: the link matched, the manifest has no lint errors, the file was written |
/// | 1 | the answer is "no": the link was not found or was refused, lint found errors, `aasa check` found links the file sends to the app that the router refuses |
/// | 2 | bad input: unreadable or malformed manifest, unknown manifest version, malformed URL, invalid option value |
/// | 64 | a usage error reported by the argument parser: unknown option, missing argument |
public enum ToolExit {
    /// Success.
    public static let success: Int32 = 0
    /// The command ran, and its answer is negative.
    public static let negative: Int32 = 1
    /// The input could not be used.
    public static let badInput: Int32 = 2
}
