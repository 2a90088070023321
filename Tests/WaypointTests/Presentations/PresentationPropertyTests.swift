import Foundation
import Testing
import TestSupport
import Waypoint

@Suite("Presentations: properties over random sequences of sheets, popovers and drags")
struct PresentationPropertyTests {
    /// The requests a sequence picks from: the size guide at its own detent or at another, the
    /// share popover, the user's drags (to detents offered or not), dismissals and pushes.
    static func request(_ random: inout SplitMix64, in state: NavigationState) throws -> NavigationRequest {
        let detents: [SheetDetent] = [.medium, .large, .fraction(0.3), .height(200)]
        let layer = state.modalLayers.randomElement(using: &random)?.id ?? ModalLayerID(rawValue: 0)
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
            return .show(
                try Presentations.destination(Presentations.sizeGuide)
                    .presenting(route: Presentations.sizeGuide, detent: [nil, .large].randomElement(using: &random)!, anchor: nil))
        case 1:
            return .show(
                try Presentations.destination(Presentations.share)
                    .presenting(route: Presentations.share, detent: nil, anchor: "share"))
        case 2: return .userSelectedDetent(detents.randomElement(using: &random)!, in: layer)
        case 3: return .userDismissed(layer)
        case 4: return .dismiss
        case 5: return Shop.destination(Shop.search)
        default: return .show(try Presentations.destination(Presentations.form).presenting(route: Presentations.form, detent: nil, anchor: nil))
        }
    }

    @Test("in 300 random sequences, every state keeps its invariants, its plan reaches it, and its save reads back")
    func sequences() throws {
        var refused = 0
        for seed in 0..<300 {
            var random = SplitMix64(seed: UInt64(seed))
            var state = try Presentations.state()
            for _ in 0..<12 {
                let request = try Self.request(&random, in: state)
                let next: NavigationState
                do {
                    next = try NavigationReducer.reduce(state, request)
                } catch {
                    refused += 1
                    continue
                }
                #expect(next.invariantViolations().isEmpty, "seed \(seed): \(request)")
                var replayed = state
                for step in NavigationPlanner.plan(from: state, to: next) { replayed = try replayed.applying(step) }
                #expect(replayed == next, "seed \(seed): \(request)")
                #expect(try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(next)) == next)
                for layer in next.modalLayers {
                    if let selected = layer.sheet.selectedDetent { #expect(layer.sheet.detents.contains(selected)) }
                    if layer.style == .popover { #expect(layer.popover?.anchor != nil) }
                }
                state = next
            }
        }
        // Drags to detents a sheet does not offer, and reports for layers gone, are refused.
        #expect(refused > 0)
    }
}
