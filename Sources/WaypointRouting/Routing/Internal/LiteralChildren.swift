/// The literal children of every node of a ``RouteTrie``: (parent node, segment text) → child node,
/// with `String`'s own equality.
///
/// A `[String: Int]` per node would do, but hashing each segment with `Hasher` (SipHash) costs more
/// than the rest of a lookup, and a table per node costs a lookup the node's table header as well as
/// the slot. So the ASCII keys of all nodes share one open-addressing table, hashed with FNV-1a over
/// their bytes and the parent's index. A slot is 8 bytes, a key's index and 32 bits of its hash: a
/// probe compares the bits, and reads the key (its text, parent and child, together) only when they
/// agree, which for a segment that is a key is once. Slots of a key's 24 bytes made the table the
/// largest part of a route table, at most half full as it is. Route literals and link segments are
/// nearly always ASCII, and for two ASCII strings `==` is byte equality.
///
/// Everything else keeps `==`'s full meaning (canonical equivalence: the Kelvin sign `K` equals
/// `K`): a non-ASCII segment is compared with every key of the node, and an ASCII segment that misses
/// the table is compared with the node's keys when some are not ASCII. At most one key equals a
/// segment, since keys are unique under `==`, so the order of these checks changes nothing. Nodes
/// with few keys are simply compared.
///
/// The table's keys are fixed when the route table is built; a link only probes it. Clusters are
/// therefore bounded by the table itself (at most half full), whatever a link's segments hash to.
struct LiteralChildren: Sendable {
    private struct Slot: Sendable {
        /// Bits of the key's hash other than those that pick its first slot.
        var tag: UInt32
        /// The key's index in `keys`; -1 marks an empty slot.
        var key: Int32
    }

    private struct Key: Sendable {
        var text: String
        var parent: Int32
        var child: Int32
    }

    /// The ASCII keys of every node, by hash; a power of two long and at most half full.
    private let table: [Slot]
    /// `64 - log2(table.count)`: a hash's top bits pick its first slot.
    private let shift: UInt64
    /// Every node's keys, node after node, in insertion order: what a node with few keys, or a segment
    /// or key that is not ASCII, is compared with.
    private let keys: [Key]

    /// Nodes with this many keys or fewer are searched by comparing, which beats hashing.
    static let linearLimit = 2

    /// A node's keys: where they start in `keys`, how many there are, and whether any is not ASCII.
    struct Range: Sendable {
        var start: Int32 = 0
        /// The number of keys, or its complement (negative) when some key is not ASCII: a node is 32
        /// bytes with this flag folded in, 36 with a field of its own.
        var encodedCount: Int32 = 0

        var count: Int { Int(encodedCount < 0 ? ~encodedCount : encodedCount) }
        var hasNonASCII: Bool { encodedCount < 0 }
    }

    /// Collects the literal children of the builder's nodes; `ranges` receives each node's range of
    /// keys, by node index, for ``RouteTrie`` to keep in its nodes. Node indices fit `Int32`: each
    /// node stands for a distinct pattern segment, and memory runs out long before 2³¹ of them.
    /// `folded` collects the literals that ignore case instead of the exact ones.
    init(_ builder: RouteTrieBuilder, folded: Bool = false, ranges: inout [Range]) {
        let (byNode, starts) = builder.literalsByNode(folded: folded)
        var keys: [Key] = []
        keys.reserveCapacity(byNode.count)
        ranges = []
        ranges.reserveCapacity(builder.nodes.count)
        var ascii: [(key: Int32, hash: UInt64)] = []
        ascii.reserveCapacity(byNode.count)
        for index in builder.nodes.indices {
            let parent = Int32(truncatingIfNeeded: index)
            let start = keys.count
            var hasNonASCII = false
            for (text, child) in byNode[starts[index]..<starts[index + 1]] {
                keys.append(Key(text: text, parent: parent, child: child))
                if let hash = Self.hash(text, parent: parent) {
                    ascii.append((Int32(truncatingIfNeeded: keys.count - 1), hash))
                } else {
                    hasNonASCII = true
                }
            }
            let count = Int32(truncatingIfNeeded: keys.count - start)
            ranges.append(Range(start: Int32(truncatingIfNeeded: start), encodedCount: hasNonASCII ? ~count : count))
        }

        var bits: UInt64 = 1
        while 1 << bits < ascii.count * 2 { bits += 1 }
        var table = Array(repeating: Slot(tag: 0, key: -1), count: 1 << bits)
        let mask = table.count - 1
        for entry in ascii {
            var slot = Int(truncatingIfNeeded: entry.hash >> (64 - bits))
            while table[slot].key >= 0 { slot = (slot + 1) & mask }
            table[slot] = Slot(tag: Self.tag(entry.hash), key: entry.key)
        }
        self.table = table
        self.shift = 64 - bits
        self.keys = keys
    }

    /// The child of node `parent`, whose keys are `range`, for a segment; or `nil`.
    @inline(__always)
    func child(of parent: Int, _ range: Range, _ segment: String) -> Int? {
        if range.count <= Self.linearLimit {
            // A small node: `==` against each key, which also covers every non-ASCII case.
            return compare(segment, range.start, range.count)
        }
        let parentKey = Int32(truncatingIfNeeded: parent)
        guard let hash = Self.hash(segment, parent: parentKey) else {
            // Not ASCII: only `==` can say which key, if any, is canonically equivalent.
            return compare(segment, range.start, range.count)
        }
        let mask = table.count - 1
        let tag = Self.tag(hash)
        var slot = Int(truncatingIfNeeded: hash >> shift)
        while table[slot].key >= 0 {
            // The key is read in place: a copy of it would retain its text.
            let key = Int(table[slot].key)
            if table[slot].tag == tag, keys[key].parent == parentKey, keys[key].text == segment {
                return Int(keys[key].child)
            }
            slot = (slot + 1) & mask
        }
        // An ASCII segment can still equal a non-ASCII key (`K` and the Kelvin sign).
        return range.hasNonASCII ? compare(segment, range.start, range.count) : nil
    }

    /// Compares a segment with `count` keys from `start`.
    @inline(__always)
    private func compare(_ segment: String, _ start: Int32, _ count: Int) -> Int? {
        let start = Int(start)
        for index in start..<start + count where keys[index].text == segment { return Int(keys[index].child) }
        return nil
    }

    /// The bits a slot keeps of a hash: its low half, which the slot's position (the top bits) does not
    /// say for any table below 2³² slots.
    @inline(__always)
    private static func tag(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash) }

    /// FNV-1a over the UTF-8 bytes, mixed with the parent's index; `nil` when a byte is not ASCII.
    @inline(__always)
    private static func hash(_ text: String, parent: Int32) -> UInt64? {
        // Native and small strings hand out their bytes directly; iterating the UTF-8 view would
        // check its index on every byte.
        guard let hash = text.utf8.withContiguousStorageIfAvailable(fnv1a) ?? fnv1a(text.utf8) else { return nil }
        // The multiply spreads the parent and the bytes over the top bits, which pick the slot.
        return (hash ^ UInt64(UInt32(bitPattern: parent))) &* 0x9E37_79B9_7F4A_7C15
    }

    @inline(__always)
    private static func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64? {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var seen: UInt8 = 0
        for byte in bytes {
            seen |= byte
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return seen < 0x80 ? hash : nil
    }
}
