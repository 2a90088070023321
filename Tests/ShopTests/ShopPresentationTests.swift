import ShopApp
import Testing
import Waypoint

@MainActor
@Suite("Shop: the terminal prints where a sheet rests and where a popover points")
struct ShopPresentationTests {
    private static func printed(_ layer: ModalLayer) async throws -> String? {
        let output = CapturedOutput()
        let container = TerminalContainer(output: output, renderer: StateTreeRenderer())
        try await container.perform(.present(layer), from: NavigationState(), to: NavigationState(), screens: [:])
        return output.lines.last
    }

    private static let guide = NavigationEntry(
        id: EntryID(rawValue: 1), route: "catalog.sizes", descriptor: DeepLinkDescriptor(path: "/sizes"))

    @Test("a sheet at a detent, a popover at its anchor, and a plain sheet as before")
    func presentLines() async throws {
        let medium = ModalLayer(
            id: ModalLayerID(rawValue: 2), style: .sheet, stack: [Self.guide],
            sheet: SheetOptions(detents: [.medium, .large], selectedDetent: .medium))
        #expect(try await Self.printed(medium)?.hasSuffix("present sheet at medium catalog.sizes") == true)
        let share = ModalLayer(
            id: ModalLayerID(rawValue: 2), style: .popover, stack: [Self.guide], popover: PopoverOptions(anchor: "share"))
        #expect(try await Self.printed(share)?.hasSuffix("present popover anchored to share catalog.sizes") == true)
        let plain = ModalLayer(id: ModalLayerID(rawValue: 2), style: .sheet, stack: [Self.guide])
        #expect(try await Self.printed(plain)?.hasSuffix("present sheet catalog.sizes") == true)
    }
}
