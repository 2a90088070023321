extension String {
    /// Every occurrence of `target` replaced, without Foundation.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }

    /// The text followed by spaces up to `width` characters; longer text is left whole.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

/// Small helpers for wording counts in reports.
enum Wording {
    /// `1 route`, `2 routes`.
    static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : (plural ?? singular + "s"))"
    }
}
