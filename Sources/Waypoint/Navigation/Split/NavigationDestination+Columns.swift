/// Which column of a split root each screen of a destination shows in.
extension NavigationDestination {
    /// The column of each screen of a chain, root first, from what the routes declare: a screen
    /// whose route declares no column shows in the detail column, a parent that declares none in
    /// the column of the screen above it, and no parent after the screen above it (a parent
    /// declared in the detail column beneath a sidebar screen shows in the sidebar). Empty when no
    /// route of the chain declares a column.
    ///
    /// ```swift
    /// // home (no column) › catalog.category (sidebar) › catalog.product (detail)
    /// NavigationDestination.columns(screen: product, parents: [home, category])   // [sidebar, sidebar, detail]
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The destination's route.
    ///   - parents: The routes of its synthetic parents, root first.
    package static func columns(screen: RouteDefinition, parents: [RouteDefinition]) -> [SplitColumn] {
        guard screen.column != nil || parents.contains(where: { $0.column != nil }) else { return [] }
        var column = screen.column ?? .detail
        var columns = [column]
        for parent in parents.reversed() {
            column = min(parent.column ?? column, column)
            columns.append(column)
        }
        return columns.reversed()
    }
}
