/// The literal children of a trie node: segment text → child index, with `String`'s own equality.
///
/// A `[String: Int]` would do, but hashing each segment with `Hasher` (SipHash) costs more than the
/// rest of a lookup. Route literals and link segments are nearly always ASCII, and for two ASCII
/// strings `==` is byte equality, so ASCII keys sit in an open-addressing table hashed with FNV-1a
/// over their bytes. Everything else keeps `==`'s full meaning (canonical equivalence: the Kelvin
/// sign `K` equals `K`): a non-ASCII segment is compared with every key, and an ASCII segment that
/// misses the table is compared with the non-ASCII keys. At most one key equals a segment, since keys
/// are unique under `==`, so the order of these checks changes nothing.
///
/// The table's keys are fixed when the route table is built; a link only probes it. Clusters are
/// therefore bounded by the table itself (at most half full), whatever a link's segments hash to.
struct LiteralChildren: Sendable {
    private var keys: [String] = []
    private var children: [Int] = []
    /// Indices into `keys` of the ASCII keys, by hash; -1 marks an empty slot. Empty for small nodes.
    private var slots: [Int] = []
    /// Indices into `keys` of the keys that are not ASCII.
    private var nonASCII: [Int] = []

    /// Nodes with this many ASCII keys or fewer are searched by comparing, which beats hashing.
    private static let linearLimit = 4

    /// The child indices, in insertion order.
    var values: [Int] { children }

    var isEmpty: Bool { keys.isEmpty }

    /// The child for a segment, or `nil`.
    subscript(segment: String) -> Int? {
        if slots.isEmpty {
            // A small node: `==` against each key, which also covers every non-ASCII case.
            for index in keys.indices where keys[index] == segment { return children[index] }
            return nil
        }
        guard let hash = Self.asciiHash(segment) else {
            // Not ASCII: only `==` can say which key, if any, is canonically equivalent.
            for index in keys.indices where keys[index] == segment { return children[index] }
            return nil
        }
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            let index = slots[slot]
            if keys[index] == segment { return children[index] }
            slot = (slot + 1) & mask
        }
        for index in nonASCII where keys[index] == segment { return children[index] }
        return nil
    }

    /// Adds a key that is not present yet (the caller looked it up first).
    mutating func insert(_ key: String, child: Int) {
        keys.append(key)
        children.append(child)
        guard let hash = Self.asciiHash(key) else {
            nonASCII.append(keys.count - 1)
            return
        }
        let asciiCount = keys.count - nonASCII.count
        guard asciiCount > Self.linearLimit else { return }
        if asciiCount * 2 > slots.count {
            // Past half full (or the first time past the linear limit): double and re-place every key.
            var capacity = max(8, slots.count)
            while capacity < asciiCount * 2 { capacity *= 2 }
            slots = [Int](repeating: -1, count: capacity)
            for index in keys.indices {
                if let hash = Self.asciiHash(keys[index]) { place(index, hash: hash) }
            }
        } else {
            place(keys.count - 1, hash: hash)
        }
    }

    private mutating func place(_ index: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = index
    }

    /// FNV-1a over the UTF-8 bytes, or `nil` when a byte is not ASCII.
    @inline(__always)
    private static func asciiHash(_ text: String) -> Int? {
        // Native and small strings hand out their bytes directly; iterating the UTF-8 view would
        // check its index on every byte.
        text.utf8.withContiguousStorageIfAvailable(asciiHash) ?? asciiHash(text.utf8)
    }

    @inline(__always)
    private static func asciiHash(_ bytes: some Sequence<UInt8>) -> Int? {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var seen: UInt8 = 0
        for byte in bytes {
            seen |= byte
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        guard seen < 0x80 else { return nil }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
