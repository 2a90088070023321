/// Untrusted text — a link, a parameter, a refusal's detail — made safe to show to people on a
/// terminal, in a log line or in an alert.
///
/// A link is the sender's text: `shop://x\u{1B}]0;owned\u{7}` retitles a terminal window, `\r\n`
/// forges a line of output, a right-to-left override reorders what follows, and a 20 KB link
/// floods the screen. The display form writes every such character as a Swift escape (`\u{1B}`)
/// and clips long text, saying how long it was.
///
/// ```swift
/// DisplayText.escaped("shop://x\u{1B}[31mred")         // "shop://x\\u{1B}[31mred"
/// DisplayText.escaped(String(repeating: "a", count: 300))
/// // "aaaa…aaa… (300 bytes in all)", the first 200 characters kept
/// ```
///
/// Escaped are the C0 controls (newline and tab included), DEL, the C1 controls, format
/// characters (bidirectional overrides, zero-width characters, the byte-order mark) and the line
/// and paragraph separators. JSON output needs none of this: its encoder escapes what it must.
package enum DisplayText {
    /// How many characters of echoed input are kept by default.
    package static let defaultLimit = 200

    /// The text with unsafe characters escaped, clipped to `limit` Unicode scalars.
    ///
    /// - Parameters:
    ///   - text: Text from outside the app.
    ///   - limit: How many Unicode scalars to keep; `nil` keeps all. Clipped text ends with
    ///     `… (N bytes in all)`, `N` being the whole text's UTF-8 length.
    /// - Returns: Text with no control or format character in it.
    package static func escaped(_ text: some StringProtocol, limit: Int? = defaultLimit) -> String {
        let scalars = text.unicodeScalars
        // Scalars, not characters: one "character" can be a letter with thousands of marks.
        let clipped = limit.map { scalars.count > $0 } ?? false
        var output = ""
        for scalar in scalars.prefix(clipped ? (limit ?? 0) : scalars.count) {
            if needsEscape(scalar) {
                output += "\\u{" + hex(scalar.value) + "}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        if clipped { output += "… (" + grouped(text.utf8.count) + " bytes in all)" }
        return output
    }

    /// Whether a scalar would act on a terminal or on the text around it rather than show.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    /// `21504` as `21,504`.
    private static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
