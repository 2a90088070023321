#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import UIKit
import Waypoint

// A split root is a column-style UISplitViewController with one navigation controller per column.
// Side by side, each column's steps go to its own navigation controller. Collapsed, the sidebar's
// navigation controller shows the one stack the core decides (`SplitRoot.collapsedStack`), as
// UIKit's own collapse does when it moves the secondary column's screens onto the primary's: a
// step on a column then lays the columns out again from the state it leads to
// (`SplitRoot.shownStacks(collapsed:)`), and a back swipe there is read against the collapsed
// stack. Collapsing and expanding are reported as the size class the split view shows.

extension UIKitNavigationContainer {
    /// The window's split view controller, if the root is a split.
    var splitViewController: UISplitViewController? { window.rootViewController as? UISplitViewController }

    /// Makes a column-style split view controller the window's root, one navigation controller
    /// per column, and reports the size class it shows (it collapses at once in a compact window).
    func installSplit(_ split: SplitRoot) throws {
        let splitView = UISplitViewController(style: split.supplementary == nil ? .doubleColumn : .tripleColumn)
        splitView.delegate = self
        for column in split.columns {
            let navigation = try makeNavigationController((split.stack(column) ?? []).map(\.id), at: .column(column))
            splitView.setViewController(navigation, for: Self.splitColumn(column))
        }
        tabBarController = nil
        window.rootViewController = splitView
        report(reading.sizeClassDidChange(to: splitView.isCollapsed ? .compact : .regular))
    }

    /// Shows a column: `show(_:)` side by side; collapsed, the column's stack on top of the one
    /// stack (UIKit's `show(_:)` there moves its own record of the secondary column's screens).
    func showColumn(_ column: SplitColumn) async throws {
        guard let splitView = splitViewController else { throw UIKitContainerError.noSplitView }
        guard splitView.isCollapsed else { return splitView.show(Self.splitColumn(column)) }
        try await layOutCollapsedSplit(splitView, animated: true)
    }

    /// Carries out a step on a column of a collapsed split by laying the columns out as the state
    /// the step leads to shows them; `false` for any other operation, which runs as usual.
    func performInCollapsedSplit(_ operation: UIKitOperation) async throws -> Bool {
        guard case .column? = operation.stackLocation, let splitView = splitViewController, splitView.isCollapsed
        else { return false }
        let animated: Bool =
            switch operation {
            case .push(_, _, let animated), .setViewControllers(_, _, let animated), .popTo(_, _, let animated):
                animated
            default: false
            }
        try await layOutCollapsedSplit(splitView, animated: animated)
        return true
    }

    private func layOutCollapsedSplit(_ splitView: UISplitViewController, animated: Bool) async throws {
        guard let split = splitShown else { throw UIKitContainerError.noSplitView }
        let filling = try layOutColumns(of: split, collapsed: true, animated: animated)
        try await runningTransitionsEnd()
        try filling()
    }

    /// Gives each column's navigation controller the screens it shows: first the columns that
    /// empty (their screens move onto the sidebar's), then the sidebar's, animated when asked;
    /// the returned closure fills the other columns once the sidebar's transition ended (their
    /// screens come back from it).
    private func layOutColumns(
        of split: SplitRoot, collapsed: Bool, animated: Bool
    ) throws(UIKitContainerError) -> () throws(UIKitContainerError) -> Void {
        let shown = split.shownStacks(collapsed: collapsed)
        let columns = shown.filter { $0.column != .sidebar }
        for (column, entries) in columns where entries.isEmpty {
            try setScreens(entries, of: column, animated: false)
        }
        if let sidebar = shown.first(where: { $0.column == .sidebar }) {
            try setScreens(sidebar.entries, of: .sidebar, animated: animated)
        }
        return { [self] () throws(UIKitContainerError) in
            for (column, entries) in columns where !entries.isEmpty {
                try setScreens(entries, of: column, animated: false)
            }
        }
    }

    private func setScreens(
        _ entries: [NavigationEntry], of column: SplitColumn, animated: Bool
    ) throws(UIKitContainerError) {
        guard let navigation = stacks[.column(column)] else { throw .missingStack(.column(column)) }
        let screens = try entries.map { entry throws(UIKitContainerError) in
            guard let screen = controllers[entry.id] else { throw .missingScreen(entry.id) }
            return screen
        }
        guard
            navigation.viewControllers.count != screens.count
                || zip(navigation.viewControllers, screens).contains(where: { $0 !== $1 })
        else { return }
        navigation.setViewControllers(screens, animated: animated)
    }

    /// Reads a navigation controller of a collapsed split: the sidebar's shows the one stack; the
    /// other columns' only keep screens off screen. `nil` when the split is not collapsed.
    func collapsedSplitDidShow(_ navigation: UINavigationController) -> ObservedChange? {
        guard let splitView = splitViewController, splitView.isCollapsed,
            case .column(let column)? = location(of: navigation)
        else { return nil }
        guard column == .sidebar else { return .unchanged }
        return reading.collapsedStackDidShow(navigation.viewControllers.map { entry(of: $0) })
    }

    /// The split as shown once the step in flight, if any, has finished.
    private var splitShown: SplitRoot? { (stepInFlight?.to ?? reading.shown).split }

    /// UIKit's column for a split's column.
    static func splitColumn(_ column: SplitColumn) -> UISplitViewController.Column {
        switch column {
        case .sidebar: .primary
        case .supplementary: .supplementary
        case .detail: .secondary
        }
    }

    /// Lays the columns out from the manager's state, without animation, after UIKit collapsed
    /// or expanded them.
    private func layOutAfterSizeChange(of splitView: UISplitViewController) {
        guard let split = splitShown,
            let filling = try? layOutColumns(
                of: split, collapsed: splitView.isCollapsed, animated: false)
        else { return }
        try? filling()
    }
}

extension UIKitNavigationContainer: UISplitViewControllerDelegate {
    /// The column on top once collapsed: the state's focused column (`SplitRoot.focusedColumn`).
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        guard let split = splitShown else { return proposedTopColumn }
        return Self.splitColumn(split.focusedColumn)
    }

    /// The width became compact: reported, and the columns shown as one stack.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        report(reading.sizeClassDidChange(to: .compact))
        layOutAfterSizeChange(of: svc)
    }

    /// The width became regular: reported, and each column shows its own stack again.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        report(reading.sizeClassDidChange(to: .regular))
        layOutAfterSizeChange(of: svc)
    }
}
#endif
