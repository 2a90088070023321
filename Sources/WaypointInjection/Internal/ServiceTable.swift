/// The container's lookup table, read on every resolve: service key → entry.
///
/// Its entries refer to registrations and containers without owning them, so that a resolve changes no
/// reference count — counts that threads resolving at the same time would otherwise fight over. The
/// container that holds the table owns the same objects through its `table` dictionary, and a lookup's
/// result is used only while that container is alive (during a resolve on it).
///
/// The container keeps its registrations in a `[ServiceKey: Entry]` too, for everything else; this is
/// the same table laid out for the one question asked on every resolve. A key's type and argument
/// identities are metadata addresses, already unique, so mixing their bits finds a slot for a fraction
/// of what `Hasher` (SipHash) charges. Keys are fixed when the container is built; lookups only probe.
@usableFromInline
struct ServiceTable: Sendable {
    @usableFromInline let keys: [ServiceKey]
    @usableFromInline let entries: [Entry]
    /// Indices into `keys`, by hash; -1 marks an empty slot. At most half full.
    @usableFromInline let slots: [Int]

    init(_ table: [ServiceKey: DependencyContainer.Entry]) {
        keys = Array(table.keys)
        entries = keys.compactMap { key in table[key].map { Entry(registration: $0.registration, owner: $0.owner) } }
        var capacity = 8
        while capacity < keys.count * 2 { capacity *= 2 }
        var slots = [Int](repeating: -1, count: capacity)
        for (index, key) in keys.enumerated() {
            var slot = Self.hash(key) & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = index
        }
        self.slots = slots
    }

    /// The entry for a key, or `nil`. Inlined into the resolving module, like the rest of a resolve's
    /// common path, where the key is built from a known type.
    @inlinable
    @inline(__always)
    func entry(for key: ServiceKey) -> Entry? {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while slots[slot] >= 0 {
            let index = slots[slot]
            if keys[index] == key { return entries[index] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Mixes the two identities (like `ServiceKey.hash(into:)`, the name does not take part).
    @inlinable
    static func hash(_ key: ServiceKey) -> Int {
        let service = UInt64(UInt(bitPattern: key.service))
        let arguments = UInt64(UInt(bitPattern: key.arguments))
        var mixed = service &* 0x9E37_79B9_7F4A_7C15 ^ arguments &* 0xC2B2_AE3D_27D4_EB4F
        mixed ^= mixed >> 29
        return Int(truncatingIfNeeded: mixed)
    }

    /// A registration and the container that registered it (`nil`: the table's own container), unowned:
    /// the table's container keeps both alive for as long as the table exists.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline unowned(unsafe) let registrationObject: Registration
        @usableFromInline unowned(unsafe) let ownerObject: DependencyContainer?

        init(registration: Registration, owner: DependencyContainer?) {
            self.registrationObject = registration
            self.ownerObject = owner
        }

        /// The registration, to borrow for the resolve.
        @inlinable
        var registration: Unmanaged<Registration> { .passUnretained(registrationObject) }

        /// The container that registered the entry, to borrow for the resolve; `nil`: the table's own.
        @inlinable
        var owner: Unmanaged<DependencyContainer>? { ownerObject.map { .passUnretained($0) } }
    }
}
