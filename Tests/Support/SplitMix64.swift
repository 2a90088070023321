/// A tiny seeded generator, so every random sequence in the property tests can be replayed
/// from its seed alone.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; the modulo bias is irrelevant at these sizes, and unlike the
    /// standard library's `random(in:using:)` this cannot change between Swift releases.
    package mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// True with probability `1 / odds`.
    package mutating func oneIn(_ odds: Int) -> Bool { below(odds) == 0 }

    /// One element of a non-empty array.
    package mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
