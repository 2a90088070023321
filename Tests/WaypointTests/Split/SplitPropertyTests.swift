import Foundation
import TestSupport
import Testing
import Waypoint

@Suite("Split roots: collapse and expand over random sequences")
struct SplitPropertyTests {
    static let destinations: [NavigationRequest] = [
        Split.product("42"), Split.product("7", in: Shop.hats), Split.reviews, Split.category(Shop.shoes),
        Split.category(Shop.hats, .replaceStack), Split.product("42", .popToExistingOrPush),
        Split.show(Shop.product("9"), parents: [Shop.home, Shop.hats], columns: [.sidebar, .supplementary, .detail]),
        Shop.destination(Shop.search), Shop.destination(Shop.login),
    ]

    /// A navigation, a size-class change, or a report of what the user did.
    static func request(_ random: inout SplitMix64, in state: NavigationState) -> NavigationRequest {
        let entry = state.entries.randomElement(using: &random)?.id ?? EntryID(rawValue: 0)
        switch random.below(12) {
        case 0..<5: return random.pick(destinations)
        case 5, 6: return random.oneIn(2) ? Split.collapse : Split.expand
        case 7: return random.oneIn(2) ? .pop : .popToRoot
        case 8: return .userPopped(to: entry)
        case 9: return .close(entry)
        default:
            return random.oneIn(2) ? .dismiss : .userDismissed(state.modalLayers.first?.id ?? ModalLayerID(rawValue: 0))
        }
    }

    @Test(
        "in 300 random sequences of navigations and size-class changes, collapsing then expanding loses no entry and shows what the state says"
    )
    func sequences() throws {
        var refused = 0
        var collapsedPops = 0
        for seed in 0..<300 {
            var random = SplitMix64(seed: UInt64(seed))
            var state = try Split.start(threeColumns: random.oneIn(3))
            for _ in 0..<16 {
                let request = Self.request(&random, in: state)
                let context = Comment(rawValue: "seed \(seed): \(request) on \(state)")
                let next: NavigationState
                do {
                    next = try reduceSplitChecked(state, request)
                } catch is NavigationRejection {
                    refused += 1
                    continue
                }
                let split = try #require(next.split, context)

                // Collapsed then expanded, nothing is lost or moved.
                let collapsed = try reduceSplitChecked(next, Split.collapse)
                let expanded = try reduceSplitChecked(collapsed, Split.expand)
                #expect(expanded.split?.columnStacks == split.columnStacks, context)
                #expect(expanded.entries == next.entries, context)

                // Collapsed, the one stack is the columns up to the one the user is at, its top what the state shows.
                let shown = try #require(collapsed.split)
                #expect(
                    shown.collapsedStack
                        == shown.columns.filter { $0 <= shown.focusedColumn }.flatMap { shown.stack($0) ?? [] },
                    context)
                if next.modalLayers.isEmpty { #expect(shown.collapsedStack.last == collapsed.topEntry, context) }

                // A back swipe in the collapsed stack, reported, leaves the stack the user sees.
                if next.modalLayers.isEmpty, shown.collapsedStack.count > 1 {
                    let index = random.below(shown.collapsedStack.count - 1)
                    let popped = try reduceSplitChecked(collapsed, .userPopped(to: shown.collapsedStack[index].id))
                    #expect(popped.split?.collapsedStack == Array(shown.collapsedStack[...index]), context)
                    collapsedPops += 1
                }

                // A link lands in the same columns whatever the width.
                if case .show = request, let before = state.split {
                    let other = try reduceSplitChecked(state, before.isCollapsed ? Split.expand : Split.collapse)
                    #expect(
                        try NavigationReducer.reduce(other, request).split?.columnStacks == split.columnStacks, context)
                }
                #expect(
                    try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(next)) == next, context)
                state = next
            }
        }
        #expect(refused > 0 && collapsedPops > 300)
    }
}
