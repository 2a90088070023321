/// The URL Standard's rules for a special-scheme host, as WebKit, `WKWebView` and
/// `SFSafariViewController` apply them, on a host already lowercased and in ASCII.
///
/// A host whose last label is a number is an IPv4 address, in any of the forms the Standard's
/// IPv4 parser reads (`192.0x00A80001`, `0x.0x.0`, `2130706433`): it is written in its canonical
/// dotted form, or refused when it is not an address (`256.0.0.1`, `1.2.3.08`, `foo.09`). An
/// `xn--` label must be valid punycode that decodes to a Unicode label and encodes back to itself.
/// So a host Waypoint accepts is the host a browser would load, and a host a browser refuses is
/// refused here too.
enum StandardHost {
    /// Why a host is not one a browser would load.
    struct Invalid: Error {
        let reason: String
    }

    /// The host as the URL Standard reads it.
    static func canonical(_ host: String) throws(Invalid) -> String {
        if endsInNumber(host) { return try ipv4(host) }
        for label in host.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            let text = String(decoding: label, as: UTF8.self)
            guard text.hasPrefix("xn--") else { continue }
            guard Punycode.isValidLabel(text.dropFirst(4)) else {
                throw Invalid(reason: "the label '\(text)' is not valid punycode")
            }
        }
        return host
    }

    /// Whether the URL Standard reads the host as an IPv4 address (or refuses it as a broken one):
    /// its last label (a trailing dot aside) is all digits, or reads as an IPv4 number (`0x1F`, `0x`).
    static func endsInNumber(_ host: String) -> Bool {
        var labels = host.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        if labels.count > 1, labels.last?.isEmpty == true { labels.removeLast() }
        guard let last = labels.last else { return false }
        if !last.isEmpty, last.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return true }
        return number(last) != nil
    }

    /// The Standard's IPv4 parser: one to four numbers, decimal, octal (`0` prefix) or hexadecimal
    /// (`0x`), the last filling the bytes the others leave.
    private static func ipv4(_ host: String) throws(Invalid) -> String {
        var parts = host.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        if parts.last?.isEmpty == true, parts.count > 1 { parts.removeLast() }
        guard parts.count <= 4 else { throw Invalid(reason: "'\(host)' ends in a number but has more than four parts") }
        var numbers: [UInt64] = []
        for part in parts {
            guard let value = number(part) else {
                throw Invalid(
                    reason: "'\(host)' ends in a number but '\(String(decoding: part, as: UTF8.self))' is not one")
            }
            numbers.append(value)
        }
        guard let last = numbers.popLast(), numbers.allSatisfy({ $0 <= 255 }) else {
            throw Invalid(reason: "'\(host)' is not an IPv4 address: a part is over 255")
        }
        let room = UInt64(1) << (8 * UInt64(4 - numbers.count))
        guard last < room else { throw Invalid(reason: "'\(host)' is not an IPv4 address: it is out of range") }
        var address = last
        for (index, value) in numbers.enumerated() { address += value << (8 * UInt64(3 - index)) }
        return (0..<4).map { String((address >> (8 * UInt64(3 - $0))) & 0xFF) }.joined(separator: ".")
    }

    /// One IPv4 number, or `nil`. Values past 2³² are capped there: they are refused either way.
    private static func number(_ part: some Collection<UInt8>) -> UInt64? {
        guard !part.isEmpty else { return nil }
        var digits = part[...]
        var radix: UInt64 = 10
        if digits.count >= 2, digits.first == UInt8(ascii: "0"), let x = digits.dropFirst().first,
            x | 0x20 == UInt8(ascii: "x")
        {
            radix = 16
            digits = digits.dropFirst(2)
        } else if digits.count >= 2, digits.first == UInt8(ascii: "0") {
            radix = 8
            digits = digits.dropFirst()
        }
        var value: UInt64 = 0
        for byte in digits {
            guard let digit = PercentEncoding.hexValue(byte).map(UInt64.init), digit < radix else { return nil }
            value = min(value * radix + digit, 1 << 32)
        }
        return value
    }
}
