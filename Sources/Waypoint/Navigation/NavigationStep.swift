/// One thing a container does to its screens; the manager's planner orders them.
///
/// A container carries out one step, waits until it has finished (animation included), then
/// starts the next: later steps assume earlier ones are done. Every step names the stack it
/// acts on, so a container never has to work out which one is meant.
///
/// ```swift
/// for step in NavigationPlanner.plan(from: old, to: new) {
///     await container.perform(step)
/// }
/// ```
public enum NavigationStep: Hashable, Sendable, CustomStringConvertible {
    /// Dismiss this layer together with every layer presented over it, in one go (as UIKit's
    /// `dismiss(animated:)` on the presenting controller does).
    case dismiss(ModalLayerID)
    /// Replace the whole root (its tabs, their stacks, the selection). Only when the root's
    /// shape changes, which requests never do; every modal layer is dismissed first.
    case replaceRoot(NavigationRoot)
    /// Select this tab.
    case selectTab(TabID)
    /// Make this column the split's preferred compact column: the one on top when collapsed
    /// (`show(_:)` of a `UISplitViewController`, `preferredCompactColumn` of a `NavigationSplitView`).
    case showColumn(SplitColumn)
    /// Pop the stack at the location until this entry is its top (the entry may be the root).
    case popTo(EntryID, in: StackLocation)
    /// Push these entries, in order, onto the stack at the location; animate the last one.
    case push([NavigationEntry], onto: StackLocation)
    /// Replace every entry of the stack at the location, when no bottom entry is kept.
    case setStack([NavigationEntry], in: StackLocation)
    /// Present this layer, with its whole stack, over everything shown.
    case present(ModalLayer)
    /// Show this alert or confirmation dialog over everything shown; always the plan's last step.
    case presentDialog(DialogLayer)
    /// Take this dialog away without an answer; always the plan's first step.
    case dismissDialog(ModalLayerID)

    /// A one-line account for logs and recorded test expectations.
    public var description: String {
        func list(_ entries: [NavigationEntry]) -> String {
            "[" + entries.map { "\($0.id) \($0.route)" }.joined(separator: ", ") + "]"
        }
        switch self {
        case .dismiss(let layer):
            return "dismiss \(layer)"
        case .replaceRoot(let root):
            switch root {
            case .stack(let entries): return "replace root with stack \(list(entries))"
            case .tabs(let tabs, let selected):
                return "replace root with tabs \(tabs.map(\.id.rawValue)) selecting '\(selected)'"
            case .split(let split):
                return "replace root with split \(split.columns.map { "\($0) \(list(split.stack($0) ?? []))" })"
            }
        case .selectTab(let tab):
            return "select tab '\(tab)'"
        case .showColumn(let column):
            return "show column \(column)"
        case .popTo(let entry, let location):
            return "pop \(location) to \(entry)"
        case .push(let entries, let location):
            return "push \(list(entries)) onto \(location)"
        case .setStack(let entries, let location):
            return "set \(location) to \(list(entries))"
        case .present(let layer):
            return
                "present \(layer.id) (\(([layer.style.rawValue] + layer.optionsSummary).joined(separator: ", "))) with "
                + list(layer.stack)
        case .presentDialog(let shown):
            let buttons = shown.dialog.buttons.map { "'\($0.title)'" }.joined(separator: ", ")
            return "present \(shown.id) (\(shown.dialog.style.rawValue)) '\(shown.dialog.title)' with \(buttons)"
        case .dismissDialog(let id):
            return "dismiss dialog \(id)"
        }
    }
}

extension NavigationStep {
    /// The entries this step puts on screen: the ones whose screens a container is handed.
    public var addedEntries: [NavigationEntry] {
        switch self {
        case .push(let entries, _), .setStack(let entries, _): entries
        case .present(let layer): layer.stack
        case .replaceRoot(let root):
            switch root {
            case .stack(let entries): entries
            case .tabs(let tabs, _): tabs.flatMap(\.stack)
            case .split(let split): split.entries
            }
        case .dismiss, .selectTab, .showColumn, .popTo, .presentDialog, .dismissDialog: []
        }
    }
}

extension ModalLayer {
    /// The layer's options that differ from the defaults, in words: `detents medium large`,
    /// `at medium`, `grabber`, `no swipe to dismiss`, `undimmed up to medium`, `anchor 'share'`.
    var optionsSummary: [String] {
        sheet.summary + (popover?.summary ?? [])
    }
}
