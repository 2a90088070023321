/// What sits beneath every modal layer: one stack, tabs that each own a stack, or the columns of a
/// split view, each a stack.
///
/// The reducer never changes the root's shape (which tabs exist, or whether there are tabs at
/// all, which columns a split has): the app decides it once. Only rebuilding a state, such as dropping every entry of a
/// tab during restoration, can change it, and the planner then replaces the root in one step.
///
/// ```swift
/// switch state.root {
/// case .stack(let entries): print("one stack of \(entries.count) entries")
/// case .tabs(let tabs, let selected): print("\(tabs.count) tabs, \(selected) selected")
/// case .split(let split): print("\(split.columns.count) columns")
/// }
/// ```
public enum NavigationRoot: Hashable, Sendable {
    /// One stack without a tab bar, root first. It may be empty before the app's first screen.
    case stack([NavigationEntry])
    /// Tabs in display order, and the selected one.
    case tabs([NavigationTab], selected: TabID)
    /// Two or three columns side by side, shown as one stack in compact width.
    case split(SplitRoot)

    /// The root with a split's size class left out: what a container shows, whatever its width.
    var ignoringSizeClass: NavigationRoot {
        guard case .split(var split) = self else { return self }
        split.sizeClass = .regular
        return .split(split)
    }

    /// Whether `other` has the same shape: both one stack, the same tabs in the same order, or
    /// splits of the same columns.
    ///
    /// Two roots of the same shape differ only in their stacks and selection, which steps can
    /// change one at a time; roots of different shapes must be replaced.
    package func hasSameShape(as other: NavigationRoot) -> Bool {
        switch (self, other) {
        case (.stack, .stack): true
        case (.tabs(let mine, _), .tabs(let theirs, _)): mine.map(\.id) == theirs.map(\.id)
        case (.split(let mine), .split(let theirs)): mine.hasSameColumns(as: theirs)
        default: false
        }
    }
}
