extension StringProtocol {
    /// Whether the text holds a C0 control, DEL or a C1 control (U+0080–U+009F): characters
    /// that no link may carry, raw or percent-encoded. The parser refuses them and the
    /// printer refuses to write them, so that whatever prints also parses.
    var containsLinkControlCharacter: Bool {
        unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}
