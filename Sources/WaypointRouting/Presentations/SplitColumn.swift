/// A column of a split-view root, as `NavigationSplitView` and a column-style
/// `UISplitViewController` lay them out, leading first.
///
/// A route declares the column it belongs in; an app whose root is one stack or tabs ignores it.
///
/// ```swift
/// var product = RouteDefinition("catalog.product", pattern: "/products/{id}", module: "Catalog",
///                               parent: "catalog.category")
/// product.column = .detail
/// ```
public enum SplitColumn: String, Hashable, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// The leading column: the app's sections, whose selection decides what the others show.
    case sidebar
    /// The middle column of a three-column split (`content` in SwiftUI, `supplementary` in UIKit).
    case supplementary
    /// The trailing column, showing what the selection leads to.
    case detail

    /// `sidebar`, `supplementary`, `detail`.
    public var description: String { rawValue }

    /// Leading columns come first.
    public static func < (lhs: SplitColumn, rhs: SplitColumn) -> Bool {
        lhs.position < rhs.position
    }

    private var position: Int {
        switch self {
        case .sidebar: 0
        case .supplementary: 1
        case .detail: 2
        }
    }
}
