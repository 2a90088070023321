import Foundation
import Testing
import Waypoint

@Suite("Presentations: detents and sheet options as values")
struct SheetOptionsTests {
    @Test(
        "a detent's string form round-trips",
        arguments: [SheetDetent.medium, .large, .fraction(0.3), .height(240)])
    func detentRoundTrip(detent: SheetDetent) throws {
        #expect(SheetDetent(detent.description) == detent)
        let data = try JSONEncoder().encode([detent])
        #expect(try JSONDecoder().decode([SheetDetent].self, from: data) == [detent])
    }

    @Test("strings that name no detent are refused", arguments: ["", "Medium", "fraction", "fraction:x", "tall:3"])
    func unknownDetent(text: String) {
        #expect(SheetDetent(text) == nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SheetDetent.self, from: Data("\"\(text)\"".utf8))
        }
    }

    @Test("a popover is a modal style of its own, in the presentation's string form")
    func popoverMode() throws {
        #expect(PresentationMode("modal:popover") == .modal(.popover))
        #expect(PresentationMode.modal(.popover).description == "modal:popover")
        #expect(ModalStyle.allCases == [.sheet, .fullScreen, .popover])
    }

    @Test(
        "each broken rule is named",
        arguments: [
            (SheetOptions(detents: []), [SheetOptions.BrokenRule.noDetents]),
            (
                SheetOptions(detents: [.fraction(1.5), .height(0)]),
                [.unshowableDetent(.fraction(1.5)), .unshowableDetent(.height(0))]
            ),
            (SheetOptions(detents: [.medium, .medium]), [.duplicateDetent(.medium)]),
            (SheetOptions(detents: [.large], selectedDetent: .medium), [.detentNotOffered(.medium)]),
            (
                SheetOptions(detents: [.large], largestUndimmedDetent: .fraction(0.2)),
                [.detentNotOffered(.fraction(0.2))]
            ),
            (SheetOptions(detents: [.fraction(1), .height(320)], selectedDetent: .height(320)), []),
        ])
    func brokenRules(options: SheetOptions, broken: [SheetOptions.BrokenRule]) {
        #expect(options.brokenRules == broken)
    }

    @Test("the saved form writes only what differs from the defaults, and reads the defaults for the rest")
    func savedForm() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(String(decoding: try encoder.encode(SheetOptions()), as: UTF8.self) == "{}")
        let options = SheetOptions(
            detents: [.medium, .large], selectedDetent: .medium, showsGrabber: true, allowsSwipeToDismiss: false,
            largestUndimmedDetent: .medium)
        #expect(
            String(decoding: try encoder.encode(options), as: UTF8.self)
                == #"{"allowsSwipeToDismiss":false,"detents":["medium","large"],"largestUndimmedDetent":"medium","selectedDetent":"medium","showsGrabber":true}"#
        )
        #expect(try JSONDecoder().decode(SheetOptions.self, from: encoder.encode(options)) == options)
        #expect(
            try JSONDecoder().decode(SheetOptions.self, from: Data(#"{"selectedDetent":"large"}"#.utf8))
                == SheetOptions(selectedDetent: .large))
    }

    @Test("a saved popover without its compact adaptation reads with the default; one with it keeps it")
    func popoverSavedForm() throws {
        let decoder = JSONDecoder()
        #expect(
            try decoder.decode(PopoverOptions.self, from: Data(#"{"anchor":"share"}"#.utf8))
                == PopoverOptions(anchor: "share", compactAdaptation: .sheet))
        #expect(try decoder.decode(PopoverOptions.self, from: Data("{}".utf8)) == PopoverOptions())
        let kept = PopoverOptions(anchor: "share", compactAdaptation: .fullScreen)
        #expect(try decoder.decode(PopoverOptions.self, from: JSONEncoder().encode(kept)) == kept)
        #expect(throws: DecodingError.self) {
            try decoder.decode(PopoverOptions.self, from: Data(#"{"compactAdaptation":"sideways"}"#.utf8))
        }
    }

    @Test("a route keeps its sheet and popover options, and declares none by default")
    func routeDeclarations() {
        let plain = RouteDefinition("plain", pattern: "/plain", module: "Catalog")
        #expect(plain.sheet == SheetOptions())
        #expect(plain.popover == PopoverOptions())
        let guide = Presentations.sizeGuide
        #expect(guide.sheet == Presentations.guideSheet)
        var both = guide
        both.popover.anchor = "sizes"
        both.constants = ["unit": "cm"]
        #expect(
            both.sheet == Presentations.guideSheet && both.popover.anchor == "sizes" && both.constants == ["unit": "cm"]
        )
    }

    @Test("a custom detent's height is its fraction or its points, never more than the sheet's full height")
    func heights() {
        #expect(SheetDetent.medium.height(in: 800) == 400)
        #expect(SheetDetent.large.height(in: 800) == 800)
        #expect(SheetDetent.fraction(0.25).height(in: 800) == 200)
        #expect(SheetDetent.height(240).height(in: 800) == 240)
        #expect(SheetDetent.height(2000).height(in: 800) == 800)
    }
}
