/// Which stack of a ``NavigationState`` something happens in.
///
/// Planned steps name their stack, so a container knows which navigation controller (or which
/// SwiftUI path) to change without searching, even for a tab that is not selected.
///
/// ```swift
/// state.visibleLocation             // tab shop
/// state.stack(at: .tab("basket"))   // the basket tab's entries, root first
/// ```
public enum StackLocation: Hashable, Sendable, CustomStringConvertible {
    /// The single stack of a root without tabs.
    case root
    /// The stack of a tab.
    case tab(TabID)
    /// The stack of a column of a split root.
    case column(SplitColumn)
    /// The stack of a modal layer.
    case modal(ModalLayerID)

    /// `root`, `tab shop`, `column detail`, `layer#4`.
    public var description: String {
        switch self {
        case .root: "root"
        case .tab(let tab): "tab \(tab)"
        case .column(let column): "column \(column)"
        case .modal(let layer): "\(layer)"
        }
    }
}
