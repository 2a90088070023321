/// A navigation state in the shape SwiftUI binds to: one `NavigationStack` path per stack, a
/// `TabView` selection, and one `.sheet` / `.fullScreenCover` item per modal layer.
///
/// A `NavigationStack` shows its root view itself and keeps only the screens above it in its
/// path, so each stack splits into its ``Stack/root`` entry and its ``Stack/path``. Modal
/// layers nest: the layer at depth 0 is presented over the root, the one at depth 1 from inside
/// the layer at depth 0, and so on.
///
/// ```swift
/// let presentation = SwiftUIPresentation(state)
/// presentation.path(at: .tab("shop"))             // [category, product]
/// presentation.layer(at: 0, style: .sheet)?.id    // the login sheet's layer
/// ```
package struct SwiftUIPresentation: Hashable, Sendable {
    /// One stack: the entry a `NavigationStack` shows as its root view, and its path.
    package struct Stack: Hashable, Sendable {
        /// Which stack of the state this is.
        package let location: StackLocation
        /// The entry at the bottom; `nil` for a root without tabs before the first screen.
        package let root: EntryID?
        /// The entries above the root, bottom first: the `NavigationStack`'s path.
        package let path: [EntryID]

        /// Splits a stack of the state.
        package init(location: StackLocation, entries: [NavigationEntry]) {
            self.location = location
            self.root = entries.first?.id
            self.path = entries.dropFirst().map(\.id)
        }
    }

    /// One modal layer: the item of a `.sheet(item:)` or `.fullScreenCover(item:)`.
    package struct Layer: Hashable, Sendable, Identifiable {
        /// The layer.
        package let id: ModalLayerID
        /// How it covers what is beneath it.
        package let style: ModalStyle
        /// Its position among the layers: 0 is presented over the root.
        package let depth: Int
        /// Its stack.
        package let stack: Stack
        /// Its sheet options: `presentationDetents`, the drag indicator, `interactiveDismissDisabled`.
        package var sheet = SheetOptions()
        /// Its popover options, for a popover.
        package var popover: PopoverOptions?
        /// The entry on top beneath the layer, whose screen presents it: a popover's anchor is a
        /// view of that screen. `nil` over a root without a screen.
        package var beneath: EntryID?
    }

    /// What sits beneath the modal layers.
    package enum Root: Hashable, Sendable {
        /// One `NavigationStack` without a tab bar.
        case stack(Stack)
        /// A `TabView` of `NavigationStack`s, one per tab (its `TabView` tag is the tab's
        /// identity), and the selected tab.
        case tabs([NavigationTab], selected: TabID)
        /// A `NavigationSplitView` of one `NavigationStack` per column.
        case split(SplitRoot)
    }

    /// What sits beneath the modal layers.
    package let root: Root
    /// The modal layers, bottom first.
    package let layers: [Layer]
    /// The dialog, shown by an `.alert` or `.confirmationDialog` over the top layer's content (or
    /// the root's, with no layer).
    package let dialog: DialogLayer?

    /// Derives the presentation of a state.
    package init(_ state: NavigationState) {
        switch state.root {
        case .stack(let entries):
            root = .stack(Stack(location: .root, entries: entries))
        case .tabs(let tabs, let selected):
            root = .tabs(tabs, selected: selected)
        case .split(let split):
            root = .split(split)
        }
        var beneath: EntryID? =
            switch state.root {
            case .stack(let entries): entries.last?.id
            case .tabs(let tabs, let selected): tabs.first { $0.id == selected }?.stack.last?.id
            case .split(let split): split.stack(split.focusedColumn)?.last?.id
            }
        var layers: [Layer] = []
        for (depth, layer) in state.modalLayers.enumerated() {
            layers.append(
                Layer(
                    id: layer.id, style: layer.style, depth: depth,
                    stack: Stack(location: .modal(layer.id), entries: layer.stack), sheet: layer.sheet,
                    popover: layer.popover, beneath: beneath))
            beneath = layer.stack.last?.id
        }
        self.layers = layers
        dialog = state.dialog
    }

    /// The popover a `.popover(item:)` on the view named `anchor` in the screen of `entry` shows:
    /// the popover layer pointing at that anchor and presented by that screen.
    package func popover(anchoredAt anchor: PopoverAnchor, in entry: EntryID?) -> Layer? {
        layers.first { $0.style == .popover && $0.popover?.anchor == anchor && $0.beneath == entry }
    }

    /// The dialog the dialog modifiers at `depth` show, in `style`: the one shown, when `depth` is
    /// just above the top layer (0 with no layer).
    package func dialog(at depth: Int, style: NavigationDialog.Style) -> DialogLayer? {
        guard let dialog, dialog.dialog.style == style, depth == layers.count else { return nil }
        return dialog
    }

    /// The selected tab; `nil` without tabs.
    package var selectedTab: TabID? {
        if case .tabs(_, let selected) = root { selected } else { nil }
    }

    /// The stack at `location`; `nil` when the state has none there.
    package func stack(at location: StackLocation) -> Stack? {
        switch (root, location) {
        case (.stack(let stack), .root): stack
        case (.tabs(let tabs, _), .tab(let id)):
            tabs.first { $0.id == id }.map { Stack(location: location, entries: $0.stack) }
        case (.split(let split), .column(let column)):
            split.stack(column).map { Stack(location: location, entries: $0) }
        case (_, .modal(let id)): layers.first { $0.id == id }?.stack
        default: nil
        }
    }

    /// The `NavigationStack` path at `location`; empty when the state has no stack there.
    package func path(at location: StackLocation) -> [EntryID] {
        stack(at: location)?.path ?? []
    }

    /// The layer a presentation modifier at `depth` shows: the one at that depth, if it has the
    /// style (`nil` takes any style but a popover, for platforms where every other layer is a
    /// sheet).
    ///
    /// A view attaches a `.sheet(item:)` and a `.fullScreenCover(item:)` at each depth; at most
    /// one of them gets a layer.
    package func layer(at depth: Int, style: ModalStyle? = nil) -> Layer? {
        guard layers.indices.contains(depth) else { return nil }
        let layer = layers[depth]
        // A popover is shown by the view its anchor marks (`popover(anchoredAt:in:)`), never by
        // the sheet that takes every other style.
        return layer.style == style || (style == nil && layer.style != .popover) ? layer : nil
    }
}
