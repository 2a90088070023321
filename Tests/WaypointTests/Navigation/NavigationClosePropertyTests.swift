import TestSupport
import Testing
import Waypoint

/// Closing every entry of random states: a close takes away the entry and only what is shown
/// above it, or is refused and changes nothing.
@Suite("Navigation properties: closing from inside")
struct NavigationClosePropertyTests {
    @Test("in 2,000 random states, closing any entry removes it and only what is above it")
    func closeEveryEntry() throws {
        var closed = 0
        var refused = 0
        for index in 0..<2_000 {
            var random = SplitMix64(seed: 0xC105_0000 + UInt64(index))
            var state = try NavigationPropertyTests.randomStart(&random)
            for _ in 0..<(1 + random.below(12)) {
                let request = NavigationPropertyTests.randomRequest(in: state, &random)
                state = (try? NavigationReducer.reduce(state, request)) ?? state
            }
            for entry in state.entries {
                let context = Comment(rawValue: "seed \(index), close \(entry.id) in \(state)")
                do {
                    let next = try reduceChecked(state, .close(entry.id))
                    try #require(next.location(of: entry.id) == nil, context)
                    try #require(Self.kept(from: state, closing: entry.id) == Set(next.entries.map(\.id)), context)
                    closed += 1
                } catch let rejection as NavigationRejection {
                    guard case .nothingToClose(let id, let location, _) = rejection else { throw rejection }
                    try #require(id == entry.id && state.stack(at: location)?.first?.id == entry.id, context)
                    try #require(!state.modalLayers.contains { $0.stack.first?.id == entry.id }, context)
                    refused += 1
                }
            }
        }
        #expect(closed > 3_000)
        #expect(refused > 1_000)
    }

    /// The entries a close of `entry` keeps, worked out the long way: everything but the entry,
    /// the entries above it in its stack, and, when it is in a modal layer, the layers above.
    static func kept(from state: NavigationState, closing entry: EntryID) -> Set<EntryID> {
        var kept = Set<EntryID>()
        for location in state.stackLocations {
            let stack = state.stack(at: location) ?? []
            if let index = stack.firstIndex(where: { $0.id == entry }) {
                kept.formUnion(stack[..<index].map(\.id))
                // The stacks before it are kept already; in a modal layer, no layer above it is.
                if case .modal = location { return kept }
                continue
            }
            kept.formUnion(stack.map(\.id))
        }
        return kept
    }
}
