import Testing
import Waypoint

@Suite("Split roots: reading a split view's callbacks, and what each column's container holds")
struct SplitReadingTests {
    /// Home and shoes in the sidebar, product 42 and its reviews in the detail column.
    static func reviews(collapsed: Bool) throws -> NavigationState {
        let state = try reduceSplitChecked(Split.start(), Split.product("42"), Split.reviews)
        return collapsed ? try reduceSplitChecked(state, Split.collapse) : state
    }

    @Test("a size class is reported only when the split records another, and never for other roots")
    func sizeClass() throws {
        let regular = try Self.reviews(collapsed: false)
        #expect(OnScreenReading(regular).sizeClassDidChange(to: .compact) == .user(.userChangedSizeClass(.compact)))
        #expect(OnScreenReading(regular).sizeClassDidChange(to: .regular) == .unchanged)
        let compact = try Self.reviews(collapsed: true)
        #expect(OnScreenReading(compact).sizeClassDidChange(to: .regular) == .user(.userChangedSizeClass(.regular)))
        #expect(OnScreenReading(try Shop.tabs()).sizeClassDidChange(to: .compact) == .unchanged)
    }

    @Test("the collapsed stack going back is the user's pop to its new top, in whichever column it is")
    func collapsedStack() throws {
        let state = try Self.reviews(collapsed: true)
        let split = try #require(state.split)
        let ids = split.collapsedStack.map { Optional($0.id) }
        let reading = OnScreenReading(state)
        #expect(reading.collapsedStackDidShow(ids) == .unchanged)
        #expect(reading.collapsedStackDidShow(Array(ids.dropLast())) == .user(.userPopped(to: split.detail[0].id)))
        #expect(reading.collapsedStackDidShow(Array(ids.prefix(2))) == .user(.userPopped(to: split.sidebar[1].id)))
        #expect(reading.collapsedStackDidShow(ids + [nil]) == .unsupported(.pushOutsideManager(.column(.detail))))
        #expect(reading.collapsedStackDidShow(ids.reversed()) == .unsupported(.unrecognizedStack(.column(.detail))))
        #expect(
            OnScreenReading(try Shop.tabs()).collapsedStackDidShow([]) == .unsupported(.unknownStack(.column(.sidebar)))
        )
        // The stack the step in flight leads to is the container's own.
        let atSidebar = try reduceSplitChecked(state, Split.category(Shop.shoes))
        let step = try PlannedStep(.showColumn(.sidebar), from: state)
        let shoes = try #require(atSidebar.split?.collapsedStack.map { Optional($0.id) })
        #expect(step.to.split?.focusedColumn == .sidebar)
        #expect(OnScreenReading(state, stepInFlight: step).collapsedStackDidShow(shoes) == .ownStep)
    }

    @Test("a collapsed SwiftUI split going back to an earlier column pops to that column's top")
    func compactColumn() throws {
        let state = try Self.reviews(collapsed: true)
        let split = try #require(state.split)
        let reading = OnScreenReading(state)
        #expect(reading.compactColumnDidChange(to: .detail) == .unchanged)
        #expect(reading.compactColumnDidChange(to: .sidebar) == .user(.userPopped(to: split.sidebar[1].id)))
        let popped = try reduceSplitChecked(state, .userPopped(to: split.sidebar[1].id))
        #expect(popped.split?.detail == [])
        #expect(popped.split?.focusedColumn == .sidebar)
        // No back button goes forward, nor to a column a two-column split lacks.
        let atSidebar = OnScreenReading(popped)
        #expect(atSidebar.compactColumnDidChange(to: .detail) == .unsupported(.unrecognizedStack(.column(.detail))))
        #expect(
            reading.compactColumnDidChange(to: .supplementary)
                == .unsupported(.unrecognizedStack(.column(.supplementary))))
        let step = try PlannedStep(.showColumn(.sidebar), from: state)
        #expect(OnScreenReading(state, stepInFlight: step).compactColumnDidChange(to: .sidebar) == .ownStep)
        #expect(
            OnScreenReading(try Shop.tabs()).compactColumnDidChange(to: .sidebar)
                == .unsupported(.unknownStack(.column(.sidebar))))
    }

    @Test(
        "collapsed, the sidebar's container holds the collapsed stack and the columns after the focused one keep theirs"
    )
    func shownStacks() throws {
        let state = try Self.reviews(collapsed: true)
        let split = try #require(state.split)
        #expect(split.shownStacks(collapsed: false).map(\.entries) == [split.sidebar, split.detail])
        #expect(split.shownStacks(collapsed: true).map(\.entries) == [split.collapsedStack, []])
        let atSidebar = try #require(try reduceSplitChecked(state, Split.category(Shop.shoes)).split)
        #expect(atSidebar.detail == split.detail)
        #expect(atSidebar.shownStacks(collapsed: true).map(\.entries) == [atSidebar.sidebar, atSidebar.detail])
        #expect(atSidebar.shownStacks(collapsed: true).map(\.column) == [.sidebar, .detail])
    }
}
