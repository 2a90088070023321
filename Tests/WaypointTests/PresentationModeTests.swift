import Foundation
import Testing
import Waypoint

@Suite("PresentationMode")
struct PresentationModeTests {
    @Test(
        "string form round-trips",
        arguments: [
            PresentationMode.push, .modal, .modal(.fullScreen), .replaceStack, .popToExistingOrPush,
            .switchTab("account"),
        ])
    func stringRoundTrip(mode: PresentationMode) throws {
        #expect(PresentationMode(mode.description) == mode)
        let data = try JSONEncoder().encode([mode])
        #expect(try JSONDecoder().decode([PresentationMode].self, from: data) == [mode])
    }

    @Test("`.modal` alone is a sheet")
    func modalShorthand() {
        let mode: PresentationMode = .modal
        #expect(mode == .modal(.sheet))
        #expect(PresentationMode("modal") == .modal(.sheet))
    }

    @Test("unknown strings are refused", arguments: ["", "Push", "modal:popover", "switchTab:"])
    func unknown(text: String) {
        #expect(PresentationMode(text) == nil)
    }
}
