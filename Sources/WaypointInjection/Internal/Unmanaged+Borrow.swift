extension Unmanaged {
    /// Calls `body` with the object, borrowed: its reference count does not change.
    ///
    /// Resolution uses this for the objects every resolve touches — registrations, containers, frames —
    /// which are alive for the whole call (see `ServiceTable` and `Frame` for why). Loading them as strong
    /// references would retain and release them on every resolve; on a registration or container that
    /// several threads resolve from at once, those counts are what the threads would fight over.
    @inlinable
    @inline(__always)
    func withBorrowed<Value>(_ body: (Instance) throws(ResolutionError) -> Value) throws(ResolutionError) -> Value {
        try _withUnsafeGuaranteedRef { object in
            Result { () throws(ResolutionError) -> Value in try body(object) }
        }
        .get()
    }
}
