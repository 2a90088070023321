/// Carrying out planned steps on a state value: what a recording container does instead of
/// moving screens, and how tests prove that a plan reaches the state it was planned for.
extension NavigationState {
    /// The state after a container carried out `step`.
    ///
    /// Entries and layers the step brings keep their identities, and the identity counter
    /// moves past them, so replaying a plan from ``NavigationPlanner/plan(from:to:)`` yields
    /// exactly the planned state.
    ///
    /// ```swift
    /// var shown = old
    /// for step in NavigationPlanner.plan(from: old, to: new) { shown = try shown.applying(step) }
    /// #expect(shown == new)
    /// ```
    ///
    /// - Throws: `NavigationStepError` when the step names something the state lacks or
    ///   would break an invariant; the state is then unchanged.
    package func applying(_ step: NavigationStep) throws(NavigationStepError) -> NavigationState {
        var next = self
        switch step {
        case .dismiss(let layer):
            guard let index = next.modalLayers.firstIndex(where: { $0.id == layer }) else {
                throw .unknownModalLayer(layer, step: step)
            }
            next.modalLayers.removeSubrange(index...)
        case .replaceRoot(let root):
            next.root = root
        case .selectTab(let tab):
            guard case .tabs(let tabs, _) = next.root, tabs.contains(where: { $0.id == tab }) else {
                throw .unknownTab(tab, available: next.tabs.map(\.id), step: step)
            }
            next.root = .tabs(tabs, selected: tab)
        case .showColumn(let column):
            guard case .split(var split) = next.root, split.columns.contains(column) else {
                throw .unknownStack(.column(column), step: step)
            }
            split.preferredCompactColumn = column
            next.root = .split(split)
        case .popTo(let entry, let location):
            guard let stack = next.stack(at: location) else { throw .unknownStack(location, step: step) }
            guard let index = stack.firstIndex(where: { $0.id == entry }) else {
                throw .unknownEntry(entry, in: location, step: step)
            }
            next.setEntries(Array(stack[...index]), at: location)
        case .push(let entries, let location):
            guard let stack = next.stack(at: location) else { throw .unknownStack(location, step: step) }
            next.setEntries(stack + entries, at: location)
        case .setStack(let entries, let location):
            guard next.stack(at: location) != nil else { throw .unknownStack(location, step: step) }
            next.setEntries(entries, at: location)
        case .present(let layer):
            next.modalLayers.append(layer)
        case .presentDialog(let shown):
            guard next.dialog == nil else { throw .dialogShown(next.dialog?.id, step: step) }
            next.dialog = shown
        case .dismissDialog(let id):
            guard next.dialog?.id == id else { throw .dialogShown(next.dialog?.id, step: step) }
            next.dialog = nil
        }
        // Wrapping keeps a hostile identity from trapping; the invariants then refuse it.
        let identities = next.entryIdentities()
        if let highest = next.highestIdentity(entryIdentities: identities), highest >= next.nextIdentity {
            next.nextIdentity = highest &+ 1
        }
        let violations = next.invariantViolations(entryIdentities: identities)
        guard violations.isEmpty else { throw .breaksInvariants(violations, step: step) }
        return next
    }
}
