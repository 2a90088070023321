/// Reading a state's stacks, and the few primitive edits every state change is made of.
extension NavigationState {
    /// The tabs in display order; empty for a root without tabs.
    public var tabs: [NavigationTab] {
        if case .tabs(let tabs, _) = root { tabs } else { [] }
    }

    /// The selected tab; `nil` for a root without tabs.
    public var selectedTab: TabID? {
        if case .tabs(_, let selected) = root { selected } else { nil }
    }

    /// The split root; `nil` for a root of one stack or tabs.
    public var split: SplitRoot? {
        if case .split(let split) = root { split } else { nil }
    }

    /// The stack the user sees: the top modal layer's, else the selected tab's, else the focused
    /// column's (``SplitRoot/focusedColumn``), else the root's single stack.
    package var visibleLocation: StackLocation {
        if let layer = modalLayers.last { return .modal(layer.id) }
        switch root {
        case .stack: return .root
        case .tabs(_, let selected): return .tab(selected)
        case .split(let split): return .column(split.focusedColumn)
        }
    }

    /// The entries of the stack the user sees, root first.
    public var visibleStack: [NavigationEntry] { stack(at: visibleLocation) ?? [] }

    /// The entry on screen: the top of the visible stack; `nil` before the first screen.
    public var topEntry: NavigationEntry? { visibleStack.last }

    /// Every stack's location: the root's stacks (tabs in display order), then the modal
    /// layers bottom first.
    package var stackLocations: [StackLocation] {
        rootStackLocations + modalLayers.map { .modal($0.id) }
    }

    /// The locations of the root's stacks: the tabs' in display order, the columns' leading first,
    /// or the single stack.
    var rootStackLocations: [StackLocation] {
        switch root {
        case .stack: [.root]
        case .tabs(let tabs, _): tabs.map { .tab($0.id) }
        case .split(let split): split.columns.map { .column($0) }
        }
    }

    /// Every entry, stack by stack in stack order: the root or the tabs, then the modal layers.
    public var entries: [NavigationEntry] {
        // Straight from storage rather than by location, so that a malformed state with two
        // layers of one identity still shows each layer's entries once to the invariants.
        let rootEntries: [NavigationEntry] =
            switch root {
            case .stack(let entries): entries
            case .tabs(let tabs, _): tabs.flatMap(\.stack)
            case .split(let split): split.entries
            }
        return rootEntries + modalLayers.flatMap(\.stack)
    }

    /// The entries of the stack at `location`, root first; `nil` when the state has no such
    /// stack.
    package func stack(at location: StackLocation) -> [NavigationEntry]? {
        switch (location, root) {
        case (.root, .stack(let entries)):
            return entries
        case (.tab(let id), .tabs(let tabs, _)):
            return tabs.first { $0.id == id }?.stack
        case (.column(let column), .split(let split)):
            return split.stack(column)
        case (.modal(let id), _):
            return modalLayers.first { $0.id == id }?.stack
        default:
            return nil
        }
    }

    /// The location of the stack holding the entry `id`; `nil` when no stack holds it.
    package func location(of id: EntryID) -> StackLocation? {
        stackLocations.first { location in
            stack(at: location)?.contains { $0.id == id } ?? false
        }
    }

    /// Replaces the entries of the stack at `location`; returns `false`, changing nothing,
    /// when the state has no such stack.
    @discardableResult
    mutating func setEntries(_ entries: [NavigationEntry], at location: StackLocation) -> Bool {
        switch (location, root) {
        case (.root, .stack):
            root = .stack(entries)
            return true
        case (.tab(let id), .tabs(var tabs, let selected)):
            guard let index = tabs.firstIndex(where: { $0.id == id }) else { return false }
            tabs[index].stack = entries
            root = .tabs(tabs, selected: selected)
            return true
        case (.column(let column), .split(var split)):
            guard split.setStack(entries, for: column) else { return false }
            root = .split(split)
            return true
        case (.modal(let id), _):
            guard let index = modalLayers.firstIndex(where: { $0.id == id }) else { return false }
            modalLayers[index].stack = entries
            return true
        default:
            return false
        }
    }

    /// Takes the next identity. Wrapping instead of trapping keeps a corrupted counter from
    /// crashing the app; the invariants report such a counter instead.
    mutating func mintIdentity() -> UInt64 {
        let identity = nextIdentity
        nextIdentity = nextIdentity &+ 1
        return identity
    }

    /// Mints one entry per screen, in order.
    mutating func mintEntries(for screens: some Sequence<NavigationScreen>) -> [NavigationEntry] {
        var minted: [NavigationEntry] = []
        mintEntries(for: screens, appendingTo: &minted)
        return minted
    }

    /// Mints an entry for each screen, in order, onto the end of `entries`.
    mutating func mintEntries(
        for screens: some Sequence<NavigationScreen>, appendingTo entries: inout [NavigationEntry]
    ) {
        for screen in screens {
            entries.append(NavigationEntry(id: EntryID(rawValue: mintIdentity()), screen: screen))
        }
    }

    /// The highest identity any entry or layer uses; `nil` for a state with neither.
    func highestIdentity(entryIdentities: [UInt64]? = nil) -> UInt64? {
        var highest = (entryIdentities ?? self.entryIdentities()).max()
        for layer in modalLayers { highest = max(highest ?? layer.id.rawValue, layer.id.rawValue) }
        if let dialog { highest = max(highest ?? dialog.id.rawValue, dialog.id.rawValue) }
        return highest
    }

    /// Every entry's identity: the manager checks every state it moves through.
    func entryIdentities() -> [UInt64] {
        var identities: [UInt64] = []
        identities.reserveCapacity(16)
        switch root {
        case .stack(let stack): Self.appendIdentities(of: stack, to: &identities)
        case .tabs(let tabs, _): for tab in tabs { Self.appendIdentities(of: tab.stack, to: &identities) }
        case .split(let split): Self.appendIdentities(of: split.entries, to: &identities)
        }
        for layer in modalLayers { Self.appendIdentities(of: layer.stack, to: &identities) }
        return identities
    }

    private static func appendIdentities(of stack: [NavigationEntry], to identities: inout [UInt64]) {
        for index in stack.indices { identities.append(stack[index].id.rawValue) }
    }
}
