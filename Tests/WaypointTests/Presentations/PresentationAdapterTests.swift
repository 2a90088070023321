import Testing
import Waypoint

@Suite("Presentations: what the containers are told")
struct PresentationAdapterTests {
    @Test("a popover is presented by the screen on top beneath it, and found by its anchor there only")
    func swiftUIPopover() throws {
        let share = Presentations.layer(1, .popover, popover: PopoverOptions(anchor: "share"))
        let over = Presentations.layer(2, sheet: Presentations.guideSheet)
        let state = try Presentations.state([share, over])
        let presentation = SwiftUIPresentation(state)
        let home = EntryID(rawValue: 0)
        #expect(presentation.layers.map(\.beneath) == [home, EntryID(rawValue: 101)])
        #expect(presentation.popover(anchoredAt: "share", in: home)?.id == share.id)
        #expect(presentation.popover(anchoredAt: "share", in: EntryID(rawValue: 101)) == nil)
        #expect(presentation.popover(anchoredAt: "other", in: home) == nil)
        #expect(presentation.layers.last?.sheet == Presentations.guideSheet)
        // The sheet that takes every style (macOS) leaves a popover to its anchor.
        #expect(presentation.layer(at: 0) == nil)
        #expect(presentation.layer(at: 0, style: .popover)?.id == share.id)
        #expect(presentation.layer(at: 1)?.id == over.id)
    }

    @Test("presenting a popover whose anchor the screen on top does not name is refused, naming the anchor")
    func anchorMissing() throws {
        let share = Presentations.layer(1, .popover, popover: PopoverOptions(anchor: "share"))
        let state = try Presentations.state()
        let home = EntryID(rawValue: 0)
        #expect(PopoverAnchorMissing(refusing: .present(share), from: state, names: { $0 == home && $1 == "share" }) == nil)
        let refusal = PopoverAnchorMissing(refusing: .present(share), from: state, names: { _, _ in false })
        #expect(refusal == PopoverAnchorMissing(anchor: "share", layer: share.id))
        #expect(refusal?.description == "cannot present the popover layer#1: no screen beneath names its anchor 'share'")
        #expect(PopoverAnchorMissing(refusing: .present(Presentations.layer(2)), from: state, names: { _, _ in false }) == nil)
        #expect(PopoverAnchorMissing(refusing: .present(share), from: NavigationState(), names: { _, _ in true }) != nil)
    }
}
