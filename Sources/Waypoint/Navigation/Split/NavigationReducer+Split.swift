/// How requests change a split root; ``NavigationReducer`` documents the rules, and the
/// "iPad, Mac and multiple windows" article shows them.
extension NavigationReducer {
    /// Shows a destination whose chain declares columns: every modal layer is dismissed; the
    /// sidebar and supplementary columns up to the destination's show exactly their part of the
    /// chain (the selection that leads to it, the bottom entries that already show it kept); the
    /// detail column shows its part as the presentation mode says; and a column that changed
    /// empties the columns after it, which showed what its old selection led to.
    static func showInColumns(
        _ destination: NavigationDestination, of split: SplitRoot, in state: inout NavigationState
    ) {
        state.modalLayers.removeAll()
        // A two-column split shows the supplementary column's screens in its detail column.
        let placed = destination.columns.map { split.columns.contains($0) ? $0 : .detail }
        let target = placed.last ?? .detail
        let chain = destination.chain
        var changed = false
        for column in split.columns {
            let location = StackLocation.column(column)
            let before = split.stack(column) ?? []
            if changed { state.setEntries([], at: location) }
            let part = zip(chain, placed).filter { $0.1 == column }.map(\.0)
            if column == target, column == .detail {
                var shown = destination
                shown.parents = Array(part.dropLast())
                place(shown, at: location, in: &state)
            } else if column <= target, !part.isEmpty {
                replaceStack(at: location, with: part, in: &state)
            }
            changed = changed || state.stack(at: location) != before
        }
        guard case .split(var shown) = state.root else { return }
        shown.preferredCompactColumn = target
        state.root = .split(shown)
    }

    /// Records the container's size class; roots without columns ignore it.
    static func changeSizeClass(to sizeClass: HorizontalSizeClass, in state: inout NavigationState) {
        guard case .split(var split) = state.root else { return }
        split.sizeClass = sizeClass
        state.root = .split(split)
    }

    /// Ends the stack at `location` with `kept`. In a collapsed split, the columns after it that the
    /// one stack showed above it go too (emptied); side by side, they stay.
    static func cut(_ location: StackLocation, keeping kept: [NavigationEntry], in state: inout NavigationState) {
        // The one stack shown is the one before the cut.
        let before = state.split
        state.setEntries(kept, at: location)
        guard case .column(let column) = location, let before, before.isCollapsed else { return }
        for later in before.columns where later > column && later <= before.focusedColumn {
            state.setEntries([], at: .column(later))
        }
    }

    /// Whether the stack at `location` may lose its root entry: a split's supplementary and detail
    /// columns may be empty (nothing selected); every other stack keeps its root.
    static func mayEmpty(_ location: StackLocation) -> Bool {
        if case .column(let column) = location { column != .sidebar } else { false }
    }
}
