extension CompiledRoute {
    /// A captured segment: a placeholder takes the segment at `position`, a catch-all every segment from it.
    struct Capture: Hashable, Sendable {
        let name: String
        let position: Int
        let isCatchAll: Bool

        /// The captures of a pattern's segments, in order.
        static func of(_ segments: [RoutePattern.Segment]) -> [Capture] {
            segments.indices.compactMap { position in
                switch segments[position] {
                case .parameter(let name, _): Capture(name: name, position: position, isCatchAll: false)
                case .catchAll(let name): Capture(name: name, position: position, isCatchAll: true)
                case .literal, .wildcard: nil
                }
            }
        }
    }

    /// One array of captures for every route that captures the same names at the same positions:
    /// routes of a table mostly do (`{id}` second, `{id}` and `{subId}` second and fourth), and an
    /// array of their own would be about 100 bytes per route.
    struct CaptureLayouts {
        private var layouts: Set<[Capture]> = []

        mutating func shared(_ captures: [Capture]) -> [Capture] {
            layouts.insert(captures).memberAfterInsert
        }
    }
}
