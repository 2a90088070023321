#if canImport(SwiftUI)
import SwiftUI
import Waypoint

/// A split root as a `NavigationSplitView`: one `NavigationStack` per column, bound like every
/// stack, an empty column showing nothing. Collapsed, SwiftUI shows the preferred compact column,
/// bound to the state's focused column (`SplitRoot.focusedColumn`): the back button to an earlier
/// column is read by the core as the user's pop to that column's top. The column visibility (the
/// sidebar button on a regular width) is the user's, not the state's, until a link goes to another
/// column, which shows every column again. The horizontal size class is reported as it is first
/// read and whenever it changes.
struct WaypointSplitView: View {
    @ObservedObject var model: SwiftUINavigationModel
    let split: SplitRoot
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var columnVisibility = NavigationSplitViewVisibility.automatic

    var body: some View {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            columns(preferredCompactColumn: model.compactColumn())
                .onChange(of: sizeClass, initial: true) { model.sizeClassDidChange(sizeClass) }
                // A link to a sidebar route shows the sidebar the user hid, as UIKit's show(_:) does.
                .onChange(of: split.preferredCompactColumn) { columnVisibility = .automatic }
        } else {
            // iOS 16 has no preferred compact column: the split shows its own, and the size class
            // is read when it appears.
            columns(preferredCompactColumn: nil)
                .onAppear { model.sizeClassDidChange(sizeClass) }
        }
    }

    @ViewBuilder private func columns(preferredCompactColumn: Binding<NavigationSplitViewColumn>?) -> some View {
        if let preferredCompactColumn, split.supplementary != nil {
            NavigationSplitView(columnVisibility: $columnVisibility, preferredCompactColumn: preferredCompactColumn) {
                column(.sidebar)
            } content: {
                column(.supplementary)
            } detail: {
                column(.detail)
            }
        } else if let preferredCompactColumn {
            NavigationSplitView(columnVisibility: $columnVisibility, preferredCompactColumn: preferredCompactColumn) {
                column(.sidebar)
            } detail: {
                column(.detail)
            }
        } else if split.supplementary != nil {
            NavigationSplitView(columnVisibility: $columnVisibility) {
                column(.sidebar)
            } content: {
                column(.supplementary)
            } detail: {
                column(.detail)
            }
        } else {
            NavigationSplitView(columnVisibility: $columnVisibility) {
                column(.sidebar)
            } detail: {
                column(.detail)
            }
        }
    }

    @ViewBuilder private func column(_ column: SplitColumn) -> some View {
        if split.stack(column)?.isEmpty == false {
            WaypointStack(model: model, location: .column(column))
        }
    }
}

extension SwiftUINavigationModel {
    /// The column a collapsed split view shows: the focused column of the split as published (with
    /// the step in flight); a write is read as the user going back to an earlier column.
    func compactColumn() -> Binding<NavigationSplitViewColumn> {
        Binding(
            get: { @MainActor [weak self] in
                guard case .split(let split)? = self?.presentation.root else { return .sidebar }
                return Self.splitViewColumn(split.focusedColumn)
            },
            set: { @MainActor [weak self] column in
                guard let self else { return }
                let shown: SplitColumn = column == .detail ? .detail : column == .content ? .supplementary : .sidebar
                self.handle(self.reading.compactColumnDidChange(to: shown))
            }
        )
    }

    /// Reports the horizontal size class the split view is laid out in.
    func sizeClassDidChange(_ sizeClass: UserInterfaceSizeClass?) {
        guard let sizeClass else { return }
        handle(reading.sizeClassDidChange(to: sizeClass == .compact ? .compact : .regular))
    }

    private static func splitViewColumn(_ column: SplitColumn) -> NavigationSplitViewColumn {
        switch column {
        case .sidebar: .sidebar
        case .supplementary: .content
        case .detail: .detail
        }
    }
}
#endif
