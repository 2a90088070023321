/// Rebuilding a state from the entries that still exist: restoration re-matches every saved
/// entry against the current route table, and a route removed since the save must not reach
/// a container.
extension NavigationState {
    /// The state with each entry's screen replaced by `transform`'s result, and the entries
    /// for which it returns `nil` dropped; invariants hold in the result.
    ///
    /// Kept entries keep their identities (the transform returns a screen, never an identity,
    /// so identities stay unique) and the identity counter is unchanged, so identities are
    /// never reused. What the dropped entries leave behind:
    /// - the other entries of a stack stay in order (`[home, gone, product]` becomes
    ///   `[home, product]`, and an entry may become its stack's root);
    /// - a modal layer left empty is removed; the layers above it stay, presented over the
    ///   layer beneath;
    /// - a tab left empty is removed and, if it was selected, the first remaining tab is
    ///   selected; when no tab remains, the root becomes one empty stack. A manager that must
    ///   keep the app's tab bar compares ``tabs`` with its own and starts afresh if they differ;
    /// - a split keeps its columns, some perhaps emptied; a sidebar left empty makes the root one
    ///   empty stack, as a tab bar left without tabs does;
    /// - the dialog is not kept: it asked about a moment that has passed, and whoever awaited its
    ///   answer is gone.
    ///
    /// ```swift
    /// // Keep the entries whose descriptor still matches the route they were saved with.
    /// let restored = saved.compactMap { entry in
    ///     (try? table.match(entry.descriptor))?.route == entry.route ? entry.screen : nil
    /// }
    /// ```
    ///
    /// - Parameter transform: The screen an entry shows now, or `nil` when it no longer exists.
    /// - Throws: Whatever `transform` throws.
    package func compactMap<Failure: Error>(
        _ transform: (NavigationEntry) throws(Failure) -> NavigationScreen?
    ) throws(Failure) -> NavigationState {
        func rebuilt(_ stack: [NavigationEntry]) throws(Failure) -> [NavigationEntry] {
            var kept: [NavigationEntry] = []
            for entry in stack {
                if let screen = try transform(entry) {
                    kept.append(NavigationEntry(id: entry.id, screen: screen))
                }
            }
            return kept
        }

        let newRoot: NavigationRoot
        switch root {
        case .stack(let entries):
            newRoot = .stack(try rebuilt(entries))
        case .tabs(let tabs, let selected):
            var keptTabs: [NavigationTab] = []
            for tab in tabs {
                let stack = try rebuilt(tab.stack)
                if !stack.isEmpty { keptTabs.append(NavigationTab(id: tab.id, stack: stack)) }
            }
            if let first = keptTabs.first {
                let stillSelected = keptTabs.contains { $0.id == selected }
                newRoot = .tabs(keptTabs, selected: stillSelected ? selected : first.id)
            } else {
                newRoot = .stack([])
            }
        case .split(var split):
            for column in split.columns { split.setStack(try rebuilt(split.stack(column) ?? []), for: column) }
            newRoot = split.sidebar.isEmpty ? .stack([]) : .split(split)
        }

        var keptLayers: [ModalLayer] = []
        for layer in modalLayers {
            let stack = try rebuilt(layer.stack)
            if !stack.isEmpty { keptLayers.append(layer.with(stack: stack)) }
        }
        return NavigationState(root: newRoot, modalLayers: keptLayers, nextIdentity: nextIdentity)
    }
}
