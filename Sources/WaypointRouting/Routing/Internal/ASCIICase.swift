extension String {
    /// The text with `A`–`Z` lowered to `a`–`z` and every other character as it is: how a literal of
    /// a pattern that ignores case is compared. Unicode case mapping is deliberately not used: it
    /// would fold `ſ` onto `s` and `K` (Kelvin) onto `k`, and, by locale, `I` onto `ı`, so a link could
    /// reach a route by a spelling its author never saw.
    package var asciiLowercased: String {
        guard utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return self }
        return String(
            decoding: utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
