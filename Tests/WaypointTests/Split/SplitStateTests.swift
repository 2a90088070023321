import Foundation
import Testing
import Waypoint

@Suite("Split roots: planning, saving, invariants, restoration")
struct SplitStateTests {
    @Test("the planner changes the columns step by step and shows the column a link went to")
    func plans() throws {
        let start = try Split.start()
        let product = try reduceSplitChecked(start, Split.product("42"))
        let shoes = product.split?.sidebar[1]
        let p42 = product.split?.detail[0]
        #expect(
            NavigationPlanner.plan(from: start, to: product) == [
                .push([try #require(shoes)], onto: .column(.sidebar)),
                .push([try #require(p42)], onto: .column(.detail)),
            ])
        let other = try reduceSplitChecked(product, Split.product("7", in: Shop.hats))
        #expect(
            NavigationPlanner.plan(from: product, to: other) == [
                .popTo(start.entries[0].id, in: .column(.sidebar)),
                .push([try #require(other.split?.sidebar.last)], onto: .column(.sidebar)),
                .setStack(try #require(other.split?.detail), in: .column(.detail)),
            ])
        let atSidebar = try reduceSplitChecked(product, Split.category(Shop.shoes))
        #expect(NavigationPlanner.plan(from: product, to: atSidebar) == [.showColumn(.sidebar)])
        #expect(
            NavigationPlanner.plan(from: NavigationState(stack: [Shop.home]), to: product).map(\.description) == [
                "replace root with split [\"sidebar [entry#0 shop.home, entry#1 catalog.category]\", \"detail [entry#2 catalog.product]\"]"
            ])
    }

    @Test("a split survives a round trip, collapsed or not, and its saved form reads like the columns")
    func savedForm() throws {
        let product = try reduceSplitChecked(Split.start(threeColumns: true), Split.product("42"))
        for state in [product, try reduceSplitChecked(product, Split.collapse)] {
            #expect(try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(state)) == state)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(Split.start()), as: UTF8.self)
        #expect(
            json
                == #"{"modalLayers":[],"nextIdentity":1,"root":{"split":{"detail":[],"preferredCompactColumn":"detail","sidebar":[{"descriptor":{"parameters":{},"path":"\/shop","presentationMode":"push","source":"in-app"},"id":0,"route":"shop.home"}]}},"version":1}"#
        )
    }

    static let home = NavigationStateCodableTests.home
    static let home1 = NavigationStateCodableTests.home1

    @Test(
        "a tampered split is refused, naming the broken rule",
        arguments: [
            (#"{"version":1,"nextIdentity":1,"root":{"split":{"detail":[\#(home)]}}}"#, "column sidebar is empty"),
            (#"{"version":1,"nextIdentity":1,"root":{"split":{"sidebar":[]}}}"#, "column sidebar is empty"),
            (
                #"{"version":1,"nextIdentity":1,"root":{"split":{"sidebar":[\#(home)],"preferredCompactColumn":"supplementary"}}}"#,
                "preferred compact column 'supplementary' is not one of its columns"
            ),
            (
                #"{"version":1,"nextIdentity":2,"root":{"split":{"sidebar":[\#(home)],"detail":[\#(home)]}}}"#,
                "two entries share"
            ),
            (
                #"{"version":1,"nextIdentity":1,"root":{"split":{"sidebar":[\#(home)],"detail":[\#(home1)]}}}"#,
                "not below the identity counter"
            ),
        ])
    func tampered(json: String, reason: String) throws {
        do {
            _ = try JSONDecoder().decode(NavigationState.self, from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains(reason), "\(context.debugDescription)")
        }
    }

    @Test("assembling a broken split names the rule it breaks")
    func invariants() throws {
        let home = NavigationEntry(id: EntryID(rawValue: 0), screen: Shop.home)
        #expect(throws: NavigationState.InvariantViolation.emptyStack(.column(.sidebar))) {
            try NavigationState(root: .split(SplitRoot(sidebar: [], detail: [home])))
        }
        #expect(throws: NavigationState.InvariantViolation.compactColumnMissing(.supplementary)) {
            try NavigationState(root: .split(SplitRoot(sidebar: [home], preferredCompactColumn: .supplementary)))
        }
        #expect(
            try NavigationState(root: .split(SplitRoot(sidebar: [home], supplementary: []))).split?.columns.count == 3)
        #expect(throws: NavigationStepError.self) { try Split.start().applying(.showColumn(.supplementary)) }
    }

    @Test("restoring drops entries column by column; a split without its sidebar becomes an empty stack")
    func compactMap() throws {
        let state = try reduceSplitChecked(Split.start(), Split.product("42"), Split.reviews, Split.collapse)
        let withoutProducts = state.compactMap { $0.route == "catalog.product" ? nil : $0.screen }
        #expect(withoutProducts.split?.columnPaths == [["/shop", "/categories/shoes"], ["/products/42/reviews"]])
        #expect(withoutProducts.split?.sizeClass == .compact)
        #expect(withoutProducts.invariantViolations() == [])
        let withoutHome = state.compactMap { $0.route == "shop.home" ? nil : $0.screen }
        #expect(withoutHome.split?.columnPaths == [["/categories/shoes"], ["/products/42", "/products/42/reviews"]])
        let empty = state.compactMap { $0.route == "catalog.reviews" ? $0.screen : nil }
        #expect(empty.root == .stack([]))
    }
}

@Suite("Split roots: the column of each screen of a chain")
struct SplitColumnsTests {
    static func route(_ column: SplitColumn?) -> RouteDefinition {
        var route = RouteDefinition("r", pattern: "/r", module: "M")
        route.column = column
        return route
    }

    @Test(
        "a screen takes its route's column (detail when it declares none), a parent the column above it, never a later one",
        arguments: [
            (SplitColumn?.none, [SplitColumn?.none, nil], [SplitColumn]()),
            (.detail, [nil, .sidebar], [.sidebar, .sidebar, .detail]),
            (nil, [.sidebar], [.sidebar, .detail]),
            (.detail, [nil, nil], [.detail, .detail, .detail]),
            (.sidebar, [.detail], [.sidebar, .sidebar]),
            (.detail, [.sidebar, .supplementary], [.sidebar, .supplementary, .detail]),
        ])
    func columns(screen: SplitColumn?, parents: [SplitColumn?], expected: [SplitColumn]) {
        #expect(
            NavigationDestination.columns(screen: Self.route(screen), parents: parents.map(Self.route)) == expected)
    }
}
