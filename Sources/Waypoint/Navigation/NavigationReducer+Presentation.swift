/// How each presentation mode changes the state; ``NavigationReducer`` documents the rules.
extension NavigationReducer {
    static func show(_ destination: NavigationDestination, in state: inout NavigationState) throws(NavigationRejection)
    {
        switch destination.presentation {
        case .modal(let style):
            present(destination, style: style, in: &state)
        case .switchTab(let tab):
            try select(tab, in: &state)
            state.modalLayers.removeAll()
            pushChain(of: destination, at: .tab(tab), in: &state)
        case .push, .popToExistingOrPush, .replaceStack:
            if case .split(let split) = state.root, !destination.columns.isEmpty {
                showInColumns(destination, of: split, in: &state)
            } else {
                place(destination, at: try targetLocation(owningTab: destination.owningTab, in: &state), in: &state)
            }
        }
    }

    /// Shows a push-like destination on the stack at `location` as its presentation mode says.
    static func place(_ destination: NavigationDestination, at location: StackLocation, in state: inout NavigationState)
    {
        switch destination.presentation {
        case .popToExistingOrPush:
            let stack = state.stack(at: location) ?? []
            if let index = stack.lastIndex(where: { $0.screen.isSameScreen(as: destination.screen) }) {
                state.setEntries(Array(stack[...index]), at: location)
            } else {
                pushChain(of: destination, at: location, in: &state)
            }
        case .replaceStack:
            replaceStack(at: location, with: destination.chain, in: &state)
        case .push, .modal, .switchTab:
            pushChain(of: destination, at: location, in: &state)
        }
    }

    /// The stack a push-like mode acts on; goes to the owning tab first when there is one.
    static func targetLocation(
        owningTab: TabID?,
        in state: inout NavigationState
    ) throws(NavigationRejection) -> StackLocation {
        guard let owningTab, case .tabs = state.root else { return state.visibleLocation }
        try select(owningTab, in: &state)
        state.modalLayers.removeAll()
        return .tab(owningTab)
    }

    /// Pushes the destination with the part of its synthetic back stack the stack lacks.
    static func pushChain(
        of destination: NavigationDestination,
        at location: StackLocation,
        in state: inout NavigationState
    ) {
        let stack = state.stack(at: location) ?? []
        if !destination.pushesCopyOfTop, let top = stack.last, top.screen.isSameScreen(as: destination.screen) {
            return
        }
        let parents = destination.parents
        let held = parents.lastIndex { parent in
            stack.contains { $0.screen.isSameScreen(as: parent) }
        }
        let missing = parents[(held.map { $0 + 1 } ?? 0)...]
        // Minted straight onto the stack: one array, where joining the screens, minting them and
        // joining the stack made three.
        var entries = stack
        entries.reserveCapacity(stack.count + missing.count + 1)
        state.mintEntries(for: missing, appendingTo: &entries)
        state.mintEntries(for: CollectionOfOne(destination.screen), appendingTo: &entries)
        state.setEntries(entries, at: location)
    }

    /// Makes the stack show `chain`, keeping the bottom entries that already match it.
    static func replaceStack(
        at location: StackLocation,
        with chain: [NavigationScreen],
        in state: inout NavigationState
    ) {
        let stack = state.stack(at: location) ?? []
        var kept = 0
        while kept < min(stack.count, chain.count), stack[kept].screen.isSameScreen(as: chain[kept]) {
            kept += 1
        }
        let replaced = state.mintEntries(for: chain[kept...])
        state.setEntries(Array(stack.prefix(kept)) + replaced, at: location)
    }

    /// Presents a new layer with the whole chain, unless the top layer already shows it.
    static func present(_ destination: NavigationDestination, style: ModalStyle, in state: inout NavigationState) {
        if let top = state.modalLayers.last, top.style == style,
            let shown = top.stack.last, shown.screen.isSameScreen(as: destination.screen)
        {
            return
        }
        let layerID = ModalLayerID(rawValue: state.mintIdentity())
        let stack = state.mintEntries(for: destination.chain)
        state.modalLayers.append(
            ModalLayer(id: layerID, style: style, stack: stack, sheet: destination.sheet, popover: destination.popover))
    }
}
