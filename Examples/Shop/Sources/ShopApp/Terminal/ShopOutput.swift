import Foundation

/// Where the Shop writes: standard output when it runs, a buffer when a test drives it.
@MainActor
public protocol ShopOutput: AnyObject {
    /// Writes one line.
    func line(_ text: String)
    /// Writes a prompt, without a line break.
    func prompt(_ text: String)
    /// Writes one line about a problem with the command itself (bad arguments, a failed start).
    func problem(_ text: String)
}

/// Writes to standard output, unbuffered, so that output and prompts appear as they happen even
/// through a pipe.
@MainActor
public final class StandardOutput: ShopOutput {
    /// Creates the writer.
    public init() {}

    public func line(_ text: String) {
        write(text + "\n")
    }

    public func prompt(_ text: String) {
        write(text)
    }

    /// Writes to standard error.
    public func problem(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
    }

    private func write(_ text: String) {
        try? FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    }
}

/// Keeps every line, for tests.
@MainActor
public final class CapturedOutput: ShopOutput {
    /// The lines written so far; a prompt counts as a line of its own.
    public private(set) var lines: [String] = []

    /// Creates an empty buffer.
    public init() {}

    /// Everything written, one line each.
    public var text: String { lines.joined(separator: "\n") }

    public func line(_ text: String) {
        lines.append(text)
    }

    public func prompt(_ text: String) {
        lines.append(text)
    }

    /// Keeps the line with the others.
    public func problem(_ text: String) {
        lines.append(text)
    }
}
