internal import Foundation

/// Host normalisation: lowercase, Unicode labels to punycode (`xn--…`), nothing else.
///
/// Deliberately strict: no trailing-dot stripping, no percent-decoding. Two hosts are the same only
/// when their ASCII forms are equal byte for byte. ``standardForm(_:)`` adds the URL Standard's
/// reading of numeric hosts and `xn--` labels, which every link and allowlist entry goes through.
enum HostName {
    /// The host as the URL Standard reads it (see ``StandardHost``): lowercased ASCII, an IPv4
    /// address in its canonical form, every `xn--` label valid punycode.
    static func standardForm(_ host: String) throws(StandardHost.Invalid) -> String {
        guard let ascii = asciiForm(host) else {
            throw StandardHost.Invalid(reason: "'\(host)' has a label that cannot be converted to ASCII")
        }
        return try StandardHost.canonical(ascii)
    }

    /// The lowercased ASCII form of a host, or `nil` when a label cannot be encoded.
    static func asciiForm(_ host: String) -> String? {
        if host.utf8.allSatisfy({ $0 < 0x80 }) { return lowercasedASCII(host.utf8) }
        // NFC first, as IDNA requires, so that composed and decomposed spellings agree.
        let normalised = host.precomposedStringWithCanonicalMapping.lowercased()
        var labels: [String] = []
        // Labels split on the scalar U+002E: a "." followed by a combining mark is one `Character`.
        for label in normalised.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false) {
            if label.allSatisfy({ $0.isASCII }) {
                labels.append(String(String.UnicodeScalarView(label)))
            } else {
                guard isUnambiguous(label) else { return nil }
                guard let encoded = Punycode.encode(label) else { return nil }
                labels.append("xn--" + encoded)
            }
        }
        return labels.joined(separator: ".")
    }

    /// ASCII text lowercased byte by byte: what `lowercased()` gives for ASCII, without its Unicode
    /// tables.
    static func lowercasedASCII(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self).asciiLowercased
    }
}

extension HostName {
    /// Whether a Unicode label means what it shows, as a browser would read it. A browser maps
    /// compatibility forms (`ｓｈｏｐ` is `shop`), drops soft hyphens and reads ideographic full
    /// stops as dots; rather than read such a host as a different one, it is refused. So are
    /// labels with characters no host may hold: unassigned, private-use, controls, format
    /// characters, spaces.
    static func isUnambiguous(_ label: some Collection<Unicode.Scalar>) -> Bool {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: label)
        let text = String(view)
        guard text.precomposedStringWithCompatibilityMapping.lowercased() == text else { return false }
        return label.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .unassigned, .privateUse, .surrogate, .control, .format, .spaceSeparator, .lineSeparator,
                .paragraphSeparator:
                false
            default:
                !["\u{3002}", "\u{FF0E}", "\u{FF61}"].contains(scalar) && !scalar.properties.isNoncharacterCodePoint
            }
        }
    }
}

/// RFC 3492 punycode encoding of one label's code points.
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700
    private static let initialBias = 72, initialN = 128

    static func encode(_ scalars: some Collection<Unicode.Scalar>) -> String? {
        let input = scalars.map { Int($0.value) }
        var output: [UInt8] = input.filter { $0 < 0x80 }.map { UInt8($0) }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < input.count {
            guard let m = input.filter({ $0 >= n }).min() else { return nil }
            let (product, overflow) = (m - n).multipliedReportingOverflow(by: handled + 1)
            guard !overflow else { return nil }
            delta += product
            n = m
            for c in input {
                if c < n { delta += 1 }
                if c == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta: delta, count: handled + 1, first: handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether the part of an `xn--` label after its prefix is punycode a browser accepts: it
    /// decodes, to a label with a non-ASCII character that a Unicode host could hold as written
    /// (see ``HostName/isUnambiguous(_:)``), and encodes back to the same text.
    static func isValidLabel(_ payload: Substring) -> Bool {
        guard !payload.isEmpty, let scalars = decode(payload), scalars.contains(where: { !$0.isASCII }),
            scalars.allSatisfy({ !$0.isASCII || isLabelASCII($0) }), HostName.isUnambiguous(scalars)
        else { return false }
        return encode(scalars) == String(payload)
    }

    /// A letter, a digit or a hyphen: the ASCII a host label may hold.
    private static func isLabelASCII(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
    }

    /// RFC 3492 decoding of one label's punycode, or `nil` when it is malformed.
    static func decode(_ payload: Substring) -> [Unicode.Scalar]? {
        let bytes = Array(payload.utf8)
        let split = bytes.lastIndex(of: UInt8(ascii: "-"))
        var output: [Int] = []
        for byte in bytes[..<(split ?? 0)] {
            guard byte < 0x80 else { return nil }
            output.append(Int(byte))
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        var index = split.map { $0 + 1 } ?? 0
        while index < bytes.count {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard index < bytes.count, let digit = value(of: bytes[index]) else { return nil }
                index += 1
                let (product, overflow) = digit.multipliedReportingOverflow(by: w)
                guard !overflow, i <= Int(Int32.max) - product else { return nil }
                i += product
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                let (next, wOverflow) = w.multipliedReportingOverflow(by: base - t)
                guard !wOverflow, next <= Int(Int32.max) else { return nil }
                w = next
                k += base
            }
            bias = adapt(delta: i - oldI, count: output.count + 1, first: oldI == 0)
            n += i / (output.count + 1)
            i %= output.count + 1
            guard n <= 0x10FFFF else { return nil }
            output.insert(n, at: i)
            i += 1
        }
        let scalars = output.compactMap { Unicode.Scalar(UInt32($0)) }
        return scalars.count == output.count ? scalars : nil
    }

    private static func value(of byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }

    private static func digit(_ value: Int) -> UInt8 {
        value < 26 ? UInt8(ascii: "a") + UInt8(value) : UInt8(ascii: "0") + UInt8(value - 26)
    }

    private static func adapt(delta: Int, count: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
