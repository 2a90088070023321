/// The literal children of a trie node: segment text → child index, with `String`'s own equality.
///
/// A `[String: Int]` would do, but hashing each segment with `Hasher` (SipHash) costs more than the
/// rest of a lookup. Route literals and link segments are nearly always ASCII, and for two ASCII
/// strings `==` is byte equality, so ASCII keys sit in an open-addressing table hashed with FNV-1a
/// over their bytes, each slot holding its key and child together (one memory access per probe).
/// Everything else keeps `==`'s full meaning (canonical equivalence: the Kelvin sign `K` equals
/// `K`): a non-ASCII segment is compared with every key, and an ASCII segment that misses the table is
/// compared with the non-ASCII keys. At most one key equals a segment, since keys are unique under
/// `==`, so the order of these checks changes nothing. Nodes with few keys are simply compared.
///
/// The table's keys are fixed when the route table is built; a link only probes it. Clusters are
/// therefore bounded by the table itself (at most half full), whatever a link's segments hash to.
struct LiteralChildren: Sendable {
    private struct Entry: Sendable {
        var key: String
        /// The child node; -1 marks an empty slot of `table`.
        var child: Int
    }

    /// Every key with its child, in insertion order.
    private var entries: [Entry] = []
    /// The ASCII entries by hash, at most half full; empty while the node has few keys.
    private var table: [Entry] = []
    /// Indices into `entries` of the keys that are not ASCII.
    private var nonASCII: [Int] = []

    /// Nodes with this many ASCII keys or fewer are searched by comparing, which beats hashing.
    private static let linearLimit = 4

    /// The child indices, in insertion order.
    var values: [Int] { entries.map(\.child) }

    /// The child for a segment, or `nil`.
    subscript(segment: String) -> Int? {
        if table.isEmpty {
            // A small node: `==` against each key, which also covers every non-ASCII case.
            for entry in entries where entry.key == segment { return entry.child }
            return nil
        }
        guard let hash = Self.asciiHash(segment) else {
            // Not ASCII: only `==` can say which key, if any, is canonically equivalent.
            for entry in entries where entry.key == segment { return entry.child }
            return nil
        }
        let mask = table.count - 1
        var slot = hash & mask
        while table[slot].child >= 0 {
            if table[slot].key == segment { return table[slot].child }
            slot = (slot + 1) & mask
        }
        for index in nonASCII where entries[index].key == segment { return entries[index].child }
        return nil
    }

    /// Adds a key that is not present yet (the caller looked it up first).
    mutating func insert(_ key: String, child: Int) {
        entries.append(Entry(key: key, child: child))
        guard let hash = Self.asciiHash(key) else {
            nonASCII.append(entries.count - 1)
            return
        }
        let asciiCount = entries.count - nonASCII.count
        guard asciiCount > Self.linearLimit else { return }
        if asciiCount * 2 > table.count {
            // Past half full (or the first time past the linear limit): double and re-place every key.
            var capacity = max(8, table.count)
            while capacity < asciiCount * 2 { capacity *= 2 }
            table = Array(repeating: Entry(key: "", child: -1), count: capacity)
            for entry in entries {
                if let hash = Self.asciiHash(entry.key) { place(entry, hash: hash) }
            }
        } else {
            place(entries[entries.count - 1], hash: hash)
        }
    }

    private mutating func place(_ entry: Entry, hash: Int) {
        let mask = table.count - 1
        var slot = hash & mask
        while table[slot].child >= 0 { slot = (slot + 1) & mask }
        table[slot] = entry
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
