/// Percent-decoding and -encoding over UTF-8 bytes, without Foundation, so that the link parser
/// decides exactly what is accepted.
enum PercentEncoding {
    enum DecodingFailure: Error {
        /// `%` not followed by two hex digits.
        case malformed
        /// The decoded bytes are not valid UTF-8.
        case notUTF8
    }

    /// Decodes `%XX` escapes. `+` stays a literal plus unless `plusIsSpace` (form encoding), in
    /// which case it is a space and only `%2B` is a plus.
    static func decode(_ bytes: some Collection<UInt8>, plusIsSpace: Bool = false) throws(DecodingFailure) -> String {
        // Most segments carry no escapes: build the string straight from the bytes.
        guard bytes.contains(UInt8(ascii: "%")) || (plusIsSpace && bytes.contains(UInt8(ascii: "+"))) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                let high = bytes.index(after: index)
                guard high != bytes.endIndex else { throw .malformed }
                let low = bytes.index(after: high)
                guard low != bytes.endIndex, let h = hexValue(bytes[high]), let l = hexValue(bytes[low]) else {
                    throw .malformed
                }
                output.append(h << 4 | l)
                index = bytes.index(after: low)
            } else {
                output.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index = bytes.index(after: index)
            }
        }
        guard let text = String(validating: output, as: UTF8.self) else { throw .notUTF8 }
        return text
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Which characters stay unescaped when encoding.
    enum Component {
        /// A path segment: unreserved characters plus sub-delimiters other than `;` and `,`, `:` and `@`.
        case pathSegment
        /// The first segment of a custom-scheme link, which is written where a host goes:
        /// like a path segment, but `:` and `@` are escaped so they never read as a port or user info.
        case authoritySegment
        /// A query name or value: unreserved characters only.
        case queryComponent
        /// A fragment: like a path segment, and `/` and `?` stay as they are (`#/media/1234`).
        case fragment
    }

    /// Encodes everything outside the component's safe set, byte by byte, as `%XX` (uppercase).
    static func encode(_ text: String, allowing component: Component) -> String {
        let utf8 = text.utf8
        if utf8.allSatisfy({ isSafe($0, in: component) }) { return text }
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count * 3)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in utf8 {
            if isSafe(byte, in: component) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func isSafe(_ byte: UInt8, in component: Component) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        // A lone "." is encoded by the caller's choice of segments; inside a longer segment it is safe.
        case UInt8(ascii: "."):
            true
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"):
            component != .queryComponent
        case UInt8(ascii: ":"), UInt8(ascii: "@"):
            component == .pathSegment || component == .fragment
        case UInt8(ascii: "/"), UInt8(ascii: "?"):
            component == .fragment
        default:
            false
        }
    }
}
