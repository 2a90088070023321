/// A root of two or three columns side by side — sidebar, optional supplementary, detail — each
/// a stack of entries, as `NavigationSplitView` and a column-style `UISplitViewController` show them.
///
/// The columns are the state; how they show is its presentation. In compact width the container
/// shows them as one stack (``collapsedStack``), and expanding shows the columns again with
/// nothing lost: the report of a size class (``NavigationRequest/userChangedSizeClass(_:)``)
/// changes ``sizeClass`` and never the columns.
///
/// ```swift
/// if case .split(let split) = manager.state.root {
///     split.sidebar.map(\.route)    // [home, catalog.category]
///     split.detail.map(\.route)     // [catalog.product]
///     split.collapsedStack          // [home, catalog.category, catalog.product]
/// }
/// ```
///
/// The sidebar holds at least its root entry; the supplementary and detail columns may be empty
/// (nothing selected yet, or the user went back from them in compact width).
public struct SplitRoot: Hashable, Sendable {
    /// The sidebar's entries, root first.
    public internal(set) var sidebar: [NavigationEntry]
    /// The supplementary column's entries, root first; `nil` for a two-column split.
    public internal(set) var supplementary: [NavigationEntry]?
    /// The detail column's entries, root first.
    public internal(set) var detail: [NavigationEntry]
    /// The column shown on top when the split is collapsed (SwiftUI's `preferredCompactColumn`): the
    /// column of the last destination shown; the collapsed stack holds it and the columns before it.
    public internal(set) var preferredCompactColumn: SplitColumn
    /// The width the container last reported; compact shows the columns as one stack.
    public internal(set) var sizeClass: HorizontalSizeClass

    /// Creates a split root. States build their roots themselves; this is for tests and containers.
    package init(
        sidebar: [NavigationEntry], supplementary: [NavigationEntry]? = nil, detail: [NavigationEntry] = [],
        preferredCompactColumn: SplitColumn = .detail, sizeClass: HorizontalSizeClass = .regular
    ) {
        self.sidebar = sidebar
        self.supplementary = supplementary
        self.detail = detail
        self.preferredCompactColumn = preferredCompactColumn
        self.sizeClass = sizeClass
    }

    /// The columns this split has, leading first: sidebar and detail, with the supplementary
    /// column between them in a three-column split.
    public var columns: [SplitColumn] {
        supplementary == nil ? [.sidebar, .detail] : [.sidebar, .supplementary, .detail]
    }

    /// Whether the container shows the columns as one stack.
    public var isCollapsed: Bool { sizeClass == .compact }

    /// The entries of `column`, root first; `nil` for the supplementary column of a two-column split.
    public func stack(_ column: SplitColumn) -> [NavigationEntry]? {
        switch column {
        case .sidebar: sidebar
        case .supplementary: supplementary
        case .detail: detail
        }
    }

    /// Replaces the entries of `column`; returns `false`, changing nothing, when the split lacks it.
    @discardableResult
    mutating func setStack(_ entries: [NavigationEntry], for column: SplitColumn) -> Bool {
        switch column {
        case .sidebar: sidebar = entries
        case .supplementary:
            guard supplementary != nil else { return false }
            supplementary = entries
        case .detail: detail = entries
        }
        return true
    }

    /// Every entry, column by column, leading first.
    public var entries: [NavigationEntry] { sidebar + (supplementary ?? []) + detail }

    /// The column whose top the user is at: the last column, up to the preferred compact column,
    /// that holds an entry (the sidebar when none does).
    public var focusedColumn: SplitColumn {
        columns.last { $0 <= preferredCompactColumn && !(stack($0) ?? []).isEmpty } ?? .sidebar
    }

    /// The one stack a collapsed split shows: the columns up to the ``focusedColumn``, each on top of
    /// the one before, as Apple's split views collapse (the detail's stack on top of the selection
    /// that leads to it).
    public var collapsedStack: [NavigationEntry] {
        columns.filter { $0 <= focusedColumn }.flatMap { stack($0) ?? [] }
    }

    /// Whether `other` has the same columns, whatever they hold.
    func hasSameColumns(as other: SplitRoot) -> Bool { columns == other.columns }
}
