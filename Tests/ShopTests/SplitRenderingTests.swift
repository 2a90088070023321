import ShopApp
import Testing
import Waypoint

@Suite("Shop's terminal: a split root prints as columns, and collapsed as one stack")
struct SplitRenderingTests {
    static func entry(_ id: UInt64, _ route: RouteID) -> NavigationEntry {
        NavigationEntry(id: EntryID(rawValue: id), route: route, descriptor: DeepLinkDescriptor(path: "/\(route)"))
    }

    @Test("one line per column, the one the user is at marked; compact width prints the collapsed stack")
    func columns() throws {
        let split = SplitRoot(
            sidebar: [Self.entry(0, "home"), Self.entry(1, "catalog.category")],
            detail: [Self.entry(2, "catalog.product")])
        let renderer = StateTreeRenderer()
        #expect(
            renderer.render(try NavigationState(root: .split(split))) == [
                "  sidebar:       home › catalog.category", "▸ detail:        catalog.product",
            ])
        let collapsed = try NavigationReducer.reduce(
            NavigationState(root: .split(split)), .userChangedSizeClass(.compact))
        #expect(renderer.render(collapsed) == ["▸ home › catalog.category › catalog.product"])
    }
}
