internal import Foundation

/// Host normalisation: lowercase, Unicode labels to punycode (`xn--…`), nothing else.
///
/// Deliberately strict: no trailing-dot stripping, no IP-literal or numeric-host equivalence,
/// no percent-decoding. Two hosts are the same only when their ASCII forms are equal byte for byte.
enum HostName {
    /// The lowercased ASCII form of a host, or `nil` when a label cannot be encoded.
    static func asciiForm(_ host: String) -> String? {
        if host.utf8.allSatisfy({ $0 < 0x80 }) { return host.lowercased() }
        // NFC first, as IDNA requires, so that composed and decomposed spellings agree.
        let normalised = host.precomposedStringWithCanonicalMapping.lowercased()
        var labels: [String] = []
        // Labels split on the scalar U+002E: a "." followed by a combining mark is one `Character`.
        for label in normalised.unicodeScalars.split(separator: ".", omittingEmptySubsequences: false) {
            if label.allSatisfy({ $0.isASCII }) {
                labels.append(String(String.UnicodeScalarView(label)))
            } else {
                guard let encoded = Punycode.encode(label) else { return nil }
                labels.append("xn--" + encoded)
            }
        }
        return labels.joined(separator: ".")
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
