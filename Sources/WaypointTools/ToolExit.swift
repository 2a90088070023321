/// The exit codes of the `waypoint` command.
///
/// | code | meaning |
/// | --- | --- |
/// | 0 | success: the link matched, the manifest has no lint errors, the file was written |
/// | 1 | the answer is "no": the link was not found or was refused, lint found errors, `aasa check` found links the file sends to the app that the router refuses |
/// | 2 | bad input: unreadable or malformed manifest, unknown manifest version, malformed URL, invalid option value |
/// | 64 | a usage error reported by the argument parser: unknown option, missing argument |
package enum ToolExit {
    /// Success.
    package static let success: Int32 = 0
    /// The command ran, and its answer is negative.
    package static let negative: Int32 = 1
    /// The input could not be used.
    package static let badInput: Int32 = 2
}
