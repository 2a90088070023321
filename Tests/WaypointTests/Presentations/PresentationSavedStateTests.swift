import Foundation
import Testing
import Waypoint

@Suite("Presentations: saved states, their rules and older saves")
struct PresentationSavedStateTests {
    static let home =
        #"{"id":0,"route":"shop.home","descriptor":{"path":"/shop","parameters":{},"presentationMode":"push","source":"in-app"}}"#
    static let login =
        #"{"id":2,"route":"auth.login","descriptor":{"path":"/login","parameters":{},"presentationMode":"modal:sheet","source":"in-app"}}"#

    static func saved(layer: String) -> Data {
        Data(#"{"version":1,"nextIdentity":3,"root":{"stack":[\#(home)]},"modalLayers":[\#(layer)]}"#.utf8)
    }

    @Test("a state saved before layers had options reads with the defaults, and is written back as it was")
    func olderSave() throws {
        let data = Self.saved(layer: #"{"id":1,"style":"sheet","stack":[\#(Self.login)]}"#)
        let state = try JSONDecoder().decode(NavigationState.self, from: data)
        #expect(state.modalLayers.first?.sheet == SheetOptions())
        #expect(state.modalLayers.first?.popover == nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let written = String(decoding: try encoder.encode(state.modalLayers), as: UTF8.self)
        #expect(!written.contains("sheet\":{") && !written.contains("popover"))
    }

    @Test("a sheet left at a detent and an anchored popover survive a round trip")
    func roundTrip() throws {
        var sheet = Presentations.layer(1, sheet: Presentations.guideSheet)
        sheet.sheet.selectedDetent = .large
        let popover = Presentations.layer(2, .popover, popover: PopoverOptions(anchor: "share"))
        let state = try Presentations.state([sheet, popover])
        let decoded = try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(state))
        #expect(decoded == state)
        #expect(decoded.modalLayers.first?.sheet.selectedDetent == .large)
    }

    @Test(
        "a tampered save is refused with the rule it breaks, never shown",
        arguments: [
            (
                #"{"id":1,"style":"sheet","stack":[\#(login)],"sheet":{"detents":["medium"],"selectedDetent":"large"}}"#,
                "names the detent 'large', which it does not offer"
            ),
            (#"{"id":1,"style":"sheet","stack":[\#(login)],"sheet":{"detents":[]}}"#, "offers no detent"),
            (
                #"{"id":1,"style":"sheet","stack":[\#(login)],"sheet":{"detents":["large","large"]}}"#,
                "offers the detent 'large' twice"
            ),
            (
                #"{"id":1,"style":"sheet","stack":[\#(login)],"sheet":{"detents":["fraction:3.0"]}}"#,
                "at which no sheet can rest"
            ),
            (
                #"{"id":1,"style":"sheet","stack":[\#(login)],"sheet":{"largestUndimmedDetent":"medium"}}"#,
                "names the detent 'medium'"
            ),
            (#"{"id":1,"style":"popover","stack":[\#(login)]}"#, "the popover layer#1 has no anchor"),
            (
                #"{"id":1,"style":"popover","stack":[\#(login)],"popover":{"compactAdaptation":"sheet"}}"#,
                "has no anchor"
            ),
            (#"{"id":1,"style":"sheet","stack":[\#(login)],"sheet":{"detents":["tall"]}}"#, "is not a sheet detent"),
            (#"{"id":1,"style":"bubble","stack":[\#(login)]}"#, "bubble"),
        ])
    func tampered(layer: String, reason: String) {
        do {
            _ = try JSONDecoder().decode(NavigationState.self, from: Self.saved(layer: layer))
            Issue.record("a tampered save was read: \(layer)")
        } catch {
            #expect("\(error)".contains(reason), "\(error)")
        }
    }

    @Test("the invariants name a broken sheet or an unanchored popover in any state, not only a decoded one")
    func invariants() throws {
        var state = try Presentations.state([Presentations.layer(1)])
        #expect(state.invariantViolations().isEmpty)
        state = try Presentations.state([Presentations.layer(1, .popover, popover: PopoverOptions(anchor: "share"))])
        #expect(state.invariantViolations().isEmpty)
        #expect(throws: NavigationState.InvariantViolation.popoverWithoutAnchor(ModalLayerID(rawValue: 1))) {
            try Presentations.state([Presentations.layer(1, .popover)])
        }
        #expect(throws: NavigationState.InvariantViolation.brokenSheet(ModalLayerID(rawValue: 1), .noDetents)) {
            try Presentations.state([Presentations.layer(1, sheet: SheetOptions(detents: []))])
        }
    }
}
