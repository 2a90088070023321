/// How a split view's callbacks read against the state: the width the container reports, the one
/// stack a collapsed split shows, and the column a collapsed SwiftUI split view goes back to.
///
/// The collapse is the core's (``SplitRoot/focusedColumn``, ``SplitRoot/collapsedStack``): a
/// collapsed UIKit split view shows the collapsed stack in its sidebar's navigation controller,
/// and a collapsed `NavigationSplitView` shows the focused column.
///
/// ```swift
/// func splitViewControllerDidCollapse(_ splitView: UISplitViewController) {
///     report(reading.sizeClassDidChange(to: .compact))
/// }
/// ```
extension OnScreenReading {
    /// Interprets the horizontal size class the container shows now (a collapse or expansion, a
    /// trait change, SwiftUI's `horizontalSizeClass`).
    ///
    /// - Returns: ``NavigationRequest/userChangedSizeClass(_:)`` when the state's split records
    ///   another; ``ObservedChange/unchanged`` for the one it records, or a root without columns.
    package func sizeClassDidChange(to sizeClass: HorizontalSizeClass) -> ObservedChange {
        guard let split = shown.split, split.sizeClass != sizeClass else { return .unchanged }
        return .user(.userChangedSizeClass(sizeClass))
    }

    /// Interprets the screens of the one stack a collapsed split shows (UIKit's sidebar navigation
    /// controller while collapsed), against ``SplitRoot/collapsedStack``, by the rules of
    /// ``UserNavigationInterpreter/stack(_:at:shown:expected:)``: a shorter stack is the user
    /// going back to its new top, which may be in an earlier column.
    package func collapsedStackDidShow(_ observed: [EntryID?]) -> ObservedChange {
        guard let split = shown.split else { return .unsupported(.unknownStack(.column(.sidebar))) }
        return UserNavigationInterpreter.screens(
            observed, of: .column(split.focusedColumn), shown: split.collapsedStack.map(\.id),
            expected: expected?.split?.collapsedStack.map(\.id))
    }

    /// Interprets the screens a toolkit's stack at `location` holds, as
    /// ``stackDidShow(_:at:)`` does, except in a collapsed split: the sidebar's holds the one stack
    /// (``collapsedStackDidShow(_:)``), and the other columns' only keep screens off screen, which
    /// change nothing.
    package func screensDidShow(_ observed: [EntryID?], at location: StackLocation) -> ObservedChange {
        guard case .column(let column) = location, shown.split?.isCollapsed == true else {
            return stackDidShow(observed, at: location)
        }
        return column == .sidebar ? collapsedStackDidShow(observed) : .unchanged
    }

    /// Interprets the column a collapsed SwiftUI split view now shows (`preferredCompactColumn`
    /// written by its back button).
    ///
    /// - Returns: ``NavigationRequest/userPopped(to:)`` naming the top of an earlier column that
    ///   holds entries (the later columns empty in compact width); ``ObservedChange/unchanged`` for
    ///   the ``SplitRoot/focusedColumn``; ``ObservedChange/ownStep`` for the one the running step
    ///   focuses; ``UnsupportedChange/unrecognizedStack(_:)`` for a later or empty column, which
    ///   no back button goes to.
    package func compactColumnDidChange(to column: SplitColumn) -> ObservedChange {
        guard let split = shown.split else { return .unsupported(.unknownStack(.column(column))) }
        if column == split.focusedColumn { return .unchanged }
        if expected?.split?.focusedColumn == column { return .ownStep }
        guard column < split.focusedColumn, let top = split.stack(column)?.last else {
            return .unsupported(.unrecognizedStack(.column(column)))
        }
        return .user(.userPopped(to: top.id))
    }
}

extension SplitRoot {
    /// The entries each column's navigation controller holds on screen, leading column first.
    /// Side by side, each holds its own stack. Collapsed, the sidebar's holds the
    /// ``collapsedStack``, the columns in it hold nothing (their screens are on the sidebar's), and
    /// the columns after the ``focusedColumn`` keep theirs, shown again on expanding.
    ///
    /// - Parameter collapsed: Whether the container shows the split collapsed.
    package func shownStacks(collapsed: Bool) -> [(column: SplitColumn, entries: [NavigationEntry])] {
        columns.map { column in
            let own = stack(column) ?? []
            guard collapsed else { return (column, own) }
            if column == .sidebar { return (column, collapsedStack) }
            return (column, column > focusedColumn ? own : [])
        }
    }
}

extension NavigationState {
    /// The entries a navigation controller shows above its root, each with a back button and a
    /// back swipe that leave it. In a collapsed split, the one stack is the
    /// ``SplitRoot/collapsedStack``, so the root of a column in it is among them.
    package var entriesWithBackButton: [NavigationEntry] {
        let rootStacks =
            split.map { $0.shownStacks(collapsed: $0.isCollapsed).map(\.entries) }
            ?? rootStackLocations.map { stack(at: $0) ?? [] }
        return (rootStacks + modalLayers.map(\.stack)).flatMap { $0.dropFirst() }
    }
}
