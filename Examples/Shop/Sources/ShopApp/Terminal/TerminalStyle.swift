#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the Shop's output is coloured: ANSI colours on a terminal, plain text everywhere else
/// (pipes, files, tests, CI).
public struct TerminalStyle: Hashable, Sendable {
    /// Whether text is wrapped in ANSI colour codes.
    public let usesColor: Bool

    /// Plain text.
    public static let plain = TerminalStyle(usesColor: false)
    /// ANSI colours.
    public static let ansi = TerminalStyle(usesColor: true)

    /// Colours when standard output is a terminal and `NO_COLOR` is not set to a non-empty value
    /// (see no-color.org); plain otherwise.
    ///
    /// - Parameter environment: The process environment.
    public static func forStandardOutput(environment: [String: String]) -> TerminalStyle {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        return isatty(STDOUT_FILENO) != 0 && !noColor ? .ansi : .plain
    }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Bold text: the selected tab, step headers.
    public func bold(_ text: String) -> String { paint(text, "1") }
    /// Faint text: parameters, notes.
    public func dim(_ text: String) -> String { paint(text, "2") }
    /// Green: completed outcomes, passed checks.
    public func green(_ text: String) -> String { paint(text, "32") }
    /// Yellow: redirects, waiting requests, modal layers.
    public func yellow(_ text: String) -> String { paint(text, "33") }
    /// Red: rejections, failed checks.
    public func red(_ text: String) -> String { paint(text, "31") }
    /// Cyan: steps the container performs.
    public func cyan(_ text: String) -> String { paint(text, "36") }
}
