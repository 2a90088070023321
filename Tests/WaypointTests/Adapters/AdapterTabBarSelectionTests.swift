import Testing
import Waypoint

@Suite("Adapters: which tab a tab bar selection shows, More included")
struct AdapterTabBarSelectionTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let name: String
        let selectedChild: Int?
        /// Tab whose entries the More navigation controller shows above its list; `""` for the
        /// list alone, `nil` when More is not selected.
        let moreShows: TabID?
        let expected: TabBarSelection
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: "a tab in the bar, by its child's position", selectedChild: 1, moreShows: nil, expected: .tab("basket")),
        Row(name: "the first tab", selectedChild: 0, moreShows: nil, expected: .tab("shop")),
        Row(name: "the More list alone changes nothing", selectedChild: nil, moreShows: "", expected: .moreList),
        Row(name: "a tab picked from the More list", selectedChild: nil, moreShows: "account", expected: .tab("account")),
        Row(name: "a child position the state has no tab at", selectedChild: 7, moreShows: nil, expected: .unknown(index: 7)),
        Row(
            name: "neither a child nor the More controller (NSNotFound)", selectedChild: nil, moreShows: nil,
            expected: .unknown(index: -1)),
    ]

    @Test("the selected view controller decides the tab, never selectedIndex", arguments: rows)
    func decide(row: Row) throws {
        let state = try Shop.tabs()
        let moreStack: [EntryID?]? = row.moreShows.map { tab in
            // UIKit's More list at the bottom, then the picked tab's screens.
            [nil] + (tab.rawValue.isEmpty ? [] : state.stack(ofTab: tab).map { Optional($0.id) })
        }
        let selection = TabBarSelection(selectedChild: row.selectedChild, moreStack: moreStack, in: state)
        #expect(selection == row.expected)
    }

    @Test("a More stack of screens Waypoint did not build is unknown, with the tab bar's index")
    func foreignMoreStack() throws {
        let state = try Shop.tabs()
        let foreign = EntryID(rawValue: 9_999)
        #expect(
            TabBarSelection(selectedChild: nil, moreStack: [nil, foreign], in: state, selectedIndex: 9_223_372_036_854_775_807)
                == .unknown(index: 9_223_372_036_854_775_807))
    }

    @Test("a reading turns a selection into a user tab change, nothing, or an unsupported change")
    func reading() throws {
        let state = try Shop.tabs()
        let reading = OnScreenReading(state)
        #expect(reading.tabBarDidSelect(.moreList) == .unchanged)
        #expect(reading.tabBarDidSelect(.unknown(index: 5)) == .unsupported(.unknownTabIndex(5)))
        #expect(reading.tabBarDidSelect(.tab("account")) == .user(.userSelectedTab("account")))
        let followed = try NavigationReducer.reduce(state, .userSelectedTab("account"))
        #expect(OnScreenReading(followed).tabBarDidSelect(.tab("account")) == .unchanged)
    }
}
