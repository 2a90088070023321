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

    @Test("unknown strings are refused", arguments: ["", "Push", "modal:bubble", "switchTab:"])
    func unknown(text: String) {
        #expect(PresentationMode(text) == nil)
    }
}

@Suite("Identifiers code as their raw value")
struct IdentifierCodingTests {
    @Test("route, tab, condition and entry ids are plain JSON values")
    func plainValues() throws {
        let data = try JSONEncoder().encode([RouteID(rawValue: "a.b")])
        #expect(String(decoding: data, as: UTF8.self) == #"["a.b"]"#)
        #expect(String(decoding: try JSONEncoder().encode(TabID(rawValue: "shop")), as: UTF8.self) == #""shop""#)
        #expect(String(decoding: try JSONEncoder().encode(ReadinessCondition.containerAttached), as: UTF8.self) == #""containerAttached""#)
        #expect(String(decoding: try JSONEncoder().encode(EntryID(rawValue: 7)), as: UTF8.self) == "7")
        #expect(try JSONDecoder().decode(RouteID.self, from: Data(#""x""#.utf8)) == "x")
        #expect(RouteID(rawValue: "a") < RouteID(rawValue: "b"))
    }
}
