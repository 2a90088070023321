import ArgumentParser
import Foundation
import WaypointTools

/// Writes a command's output and ends with its exit code.
enum Output {
    static func emit(_ output: ToolOutput) throws {
        let output = output.terminalSafe
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        writeError(output.standardError)
        if output.exitCode != ToolExit.success { throw ExitCode(output.exitCode) }
    }

    static func writeError(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(ToolOutput(standardError: text).terminalSafe.standardError.utf8))
    }
}
