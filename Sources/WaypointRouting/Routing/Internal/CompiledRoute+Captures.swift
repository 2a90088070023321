extension CompiledRoute {
    /// A captured segment: a placeholder takes the segment at `position`, a catch-all every segment from it.
    struct Capture: Sendable {
        let name: String
        let position: Int
        let isCatchAll: Bool
    }

    /// The captured segments of a route's pattern, in order: their positions, read with their names from
    /// the pattern's segments.
    ///
    /// Up to eight positions below 255 are packed into one word, so that almost no route keeps an array
    /// of its own for them (an array is an allocation of about 100 bytes per route, and a table keeps one
    /// compiled route per route); longer patterns keep their positions in an array.
    struct Captures: RandomAccessCollection, Sendable {
        private let segments: [RoutePattern.Segment]
        /// Position `i` in byte `i`, when every position fits.
        private let packed: UInt64
        /// Every position, when they do not fit `packed`; empty otherwise.
        private let overflow: [Int32]
        let count: Int

        init(_ segments: [RoutePattern.Segment]) {
            self.segments = segments
            var packed: UInt64 = 0
            var count = 0
            var fits = true
            for (position, segment) in segments.enumerated() where segment.capturedName != nil {
                if count < 8, position < 255 { packed |= UInt64(position) << (8 * UInt64(count)) } else { fits = false }
                count += 1
            }
            self.count = count
            self.packed = fits ? packed : 0
            overflow =
                fits
                ? []
                : segments.indices.filter { segments[$0].capturedName != nil }.map { Int32(truncatingIfNeeded: $0) }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(offset: Int) -> Capture {
            let position =
                overflow.isEmpty
                ? Int(truncatingIfNeeded: packed >> (8 * UInt64(offset)) & 0xFF) : Int(overflow[offset])
            switch segments[position] {
            case .catchAll(let name): return Capture(name: name, position: position, isCatchAll: true)
            case .parameter(let name, _): return Capture(name: name, position: position, isCatchAll: false)
            // Positions are those of placeholders and catch-alls only.
            case .literal, .wildcard: return Capture(name: "", position: position, isCatchAll: false)
            }
        }
    }
}
