/// Everything the user can navigate back through: a root (one stack, tabs that each own a stack,
/// or the columns of a split view) and the modal layers presented over it, each with a stack of its own.
///
/// The state is the truth. The manager's reducer derives the next state from each request, its
/// planner turns the difference into steps a container carries out, and when the user
/// navigates by themselves the container reports it and the state follows.
///
/// ```swift
/// let state = manager.state
/// state.selectedTab          // "shop"
/// state.visibleStack         // [home, catalog.category, catalog.product]
/// ```
///
/// The state keeps these invariants; decoding refuses a saved state that breaks one, naming the
/// broken rules:
/// - a tabbed root has at least one tab, no two tabs share an identity, and the selected tab
///   is one of them;
/// - every tab's stack, a split's sidebar and every modal layer's stack holds at least its root
///   entry; the single stack of a root without tabs may be empty (before the app's first screen),
///   and a split's supplementary and detail columns may be empty (nothing selected);
/// - a split's preferred compact column is one of its columns;
/// - no two entries and no two layers share an identity, and every identity was minted
///   (is below the state's identity counter);
/// - every layer's sheet options can be shown (at least one detent, each one a sheet can rest
///   at and offered once, the selected and undimmed detents among them), and every popover has
///   an anchor.
/// - the dialog, if one is shown, has a button and at most one cancel button.
public struct NavigationState: Hashable, Sendable {
    /// What sits beneath the modal layers.
    public internal(set) var root: NavigationRoot
    /// The modal layers, bottom first: each is presented over the one before it.
    public internal(set) var modalLayers: [ModalLayer]
    /// The alert or confirmation dialog shown over everything, waiting for the user's answer.
    public internal(set) var dialog: DialogLayer?
    /// The next identity to mint. It only grows and is saved with the state, so identities are
    /// deterministic and never repeat, including across restoration.
    var nextIdentity: UInt64

    /// Creates a state without tabs whose single stack shows `screens`, root first.
    ///
    /// - Parameter screens: The initial stack; empty when the app shows its first screen later.
    package init(stack screens: [NavigationScreen] = []) {
        root = .stack([])
        modalLayers = []
        nextIdentity = 0
        root = .stack(mintEntries(for: screens))
    }

    /// Creates a tabbed state: each tab starts with its root screen.
    ///
    /// ```swift
    /// let state = try NavigationState(tabs: [("shop", shopHome), ("account", account)])
    /// ```
    ///
    /// - Parameters:
    ///   - tabs: The tabs in display order, each with the screen at the root of its stack.
    ///   - selectedTab: The tab shown first; `nil` selects the first tab.
    /// - Throws: ``InvariantViolation/noTabs``, ``InvariantViolation/duplicateTab(_:)`` or
    ///   ``InvariantViolation/selectedTabMissing(_:)``.
    package init(
        tabs: [(id: TabID, root: NavigationScreen)],
        selectedTab: TabID? = nil
    ) throws(InvariantViolation) {
        guard let first = tabs.first else { throw .noTabs }
        var seen: Set<TabID> = []
        for tab in tabs where !seen.insert(tab.id).inserted {
            throw .duplicateTab(tab.id)
        }
        let selected = selectedTab ?? first.id
        guard seen.contains(selected) else { throw .selectedTabMissing(selected) }
        self.init(checkedTabs: tabs, selected: selected)
    }

    /// A state of tabs already checked: at least one, no two with one identity, `selected` one
    /// of them.
    init(checkedTabs tabs: [(id: TabID, root: NavigationScreen)], selected: TabID) {
        root = .stack([])
        modalLayers = []
        nextIdentity = 0
        var built: [NavigationTab] = []
        for tab in tabs {
            built.append(NavigationTab(id: tab.id, stack: mintEntries(for: [tab.root])))
        }
        root = .tabs(built, selected: selected)
    }

    /// Assembles a state from parts whose identities were minted elsewhere, as a test or a
    /// recording container does; the identity counter starts after the highest identity used.
    ///
    /// - Throws: The first ``InvariantViolation`` the parts break.
    package init(root: NavigationRoot, modalLayers: [ModalLayer] = []) throws(InvariantViolation) {
        self.root = root
        self.modalLayers = modalLayers
        nextIdentity = 0
        nextIdentity = highestIdentity().map { $0 &+ 1 } ?? 0
        if let violation = invariantViolations().first { throw violation }
    }

    /// Assembles a state without checking it; callers check invariants themselves.
    init(root: NavigationRoot, modalLayers: [ModalLayer], dialog: DialogLayer? = nil, nextIdentity: UInt64) {
        self.root = root
        self.modalLayers = modalLayers
        self.dialog = dialog
        self.nextIdentity = nextIdentity
    }
}
