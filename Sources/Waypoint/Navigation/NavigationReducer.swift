/// The pure function at the heart of navigation: `(state, request) → state`.
///
/// The manager runs it for every request. It has `package` access (the adapters and tests of
/// this package call it); apps meet only the error it throws, ``NavigationRejection``, which
/// ``NavigationManager/userDidNavigate(_:)`` throws and `NavigationOutcome.Reason.invalidRequest`
/// carries.
///
/// It never touches a screen and never knows the route table; the manager hands it resolved
/// destinations. A request it cannot carry out throws a typed ``NavigationRejection`` and, being pure,
/// leaves the caller's state as it was. A request that changes nothing (a double tap, a pop to
/// root at the root) returns an equal state, whose plan is empty.
///
/// ```swift
/// let next = try NavigationReducer.reduce(state, .show(destination))
/// let steps = NavigationPlanner.plan(from: state, to: next)
/// ```
///
/// ## Where a destination goes
///
/// The *target stack* of `.push`, `.popToExistingOrPush` and `.replaceStack` is the owning
/// tab's stack when the state has tabs and the destination names an owning tab: every modal
/// layer is dismissed and that tab selected first, because a link always lands where its route
/// lives. Otherwise it is the visible stack (the top modal layer's, else the selected tab's,
/// else the root's). In a state without tabs the owning tab is ignored.
///
/// ## Presentation modes
///
/// - `.push`: pushes onto the target stack, building the *synthetic back stack* and keeping
///   what is on screen. When the stack's top already shows the destination's screen
///   (`NavigationScreen.isSameScreen(as:)`), nothing is pushed: this is how a rapid double
///   tap coalesces into one screen. Otherwise, the deepest parent the stack already holds
///   (anywhere in it) anchors the chain and only the parents after it, then the screen, are
///   pushed; when the stack holds no parent, every parent and then the screen are pushed on
///   top. So a cold start onto a tab showing `[home]` with parents `[home, category]` gives
///   `[home, category, product]`, and a stack `[home, category, search]` gets just `product`.
/// - `.modal(style)`: presents a new layer over everything shown (over the current tab; the
///   owning tab is ignored) whose stack is the whole chain `[parents…, screen]`: a modal
///   route's parents are screens of the modal flow itself. The layer takes the destination's
///   sheet and popover options. When the top layer already has this style and shows this
///   screen on top, nothing changes (double taps coalesce).
/// - `.replaceStack`: the target stack becomes `[parents…, screen]`. Entries at its bottom
///   that already show the chain's first screens are kept, with their identities, so the
///   container keeps those screens; everything above is replaced.
/// - `.popToExistingOrPush`: when the target stack shows the screen, pops back to its
///   top-most occurrence; otherwise behaves exactly like `.push`.
/// - `.switchTab(tab)`: dismisses every modal layer, selects `tab` (whatever the destination's
///   owning tab says), then behaves like `.push` onto that tab's stack. An unknown tab, or a
///   state without tabs, is rejected with ``NavigationRejection/unknownTab(_:available:)``.
///
/// ## Other requests
///
/// - `.pop` removes the visible stack's top entry; a stack never loses its root this way, so
///   popping a root is rejected with ``NavigationRejection/nothingToPop(_:shown:)``.
/// - `.popToRoot` keeps only the visible stack's root entry; at the root it changes nothing.
/// - `.dismiss` removes the top modal layer, or is rejected with
///   ``NavigationRejection/noModalToDismiss``; `.dismissAll` removes every layer (none is fine).
/// - `.selectTab(tab)` dismisses every modal layer and selects the tab, so the tab is what
///   the user sees.
/// - `.close(entry)` closes that entry's screen wherever it is, visible or not (closing from
///   inside: what a ``ScreenHandle`` asks for):
///
///   | where `entry` is | the next state |
///   | --- | --- |
///   | pushed in a tab's stack or the root stack | the stack ends just below it: it and what is above it go; modal layers stay |
///   | pushed in a modal layer's stack | that stack ends just below it, and the layers above that layer are dismissed |
///   | root of a modal layer | that layer and every layer above it are dismissed |
///   | root of a tab's stack or of the root stack | rejected, ``NavigationRejection/nothingToClose(_:rootOf:route:)`` |
///   | in no stack (closed or replaced already) | rejected, ``NavigationRejection/entryGone(_:)``; no other screen is closed |
///
/// ## Split roots
///
/// A destination whose chain declares columns (`NavigationDestination.columns`) goes to them in a
/// split root: every modal layer is dismissed, the sidebar and supplementary columns up to the
/// destination's show exactly their part of the chain (the selection), the detail column shows its
/// part as the mode says, and a column that changed empties the ones after it. The preferred compact
/// column becomes the destination's. A chain that declares no column goes onto the visible stack.
///
/// - `.pop` and `.close` may empty the supplementary and detail columns, never the sidebar.
/// - In a collapsed split (compact width), `.userPopped(to:)`, `.pop` and `.close` cut the column
///   and also empty the columns that were above it in the one stack shown; `.popToRoot` goes back
///   to the sidebar's root.
/// - `.userChangedSizeClass(sizeClass)` records the width; nothing else changes, the dialog stays,
///   and other roots ignore it.
///
/// ## Dialogs
///
/// - `.showDialog(dialog)` shows the dialog over everything, with an identity minted for it; it is
///   rejected with ``NavigationRejection/dialogShown(_:)`` while a dialog is shown and with
///   ``NavigationRejection/unshowableDialog(_:)`` when no toolkit can show it
///   (``NavigationDialog/problem``).
/// - Every other request that changes the root or a modal layer takes the dialog away with it: a
///   dialog asks about the screens beneath it.
///
/// ## User reports
///
/// The container already shows these, so the state only follows; a report naming something
/// the state does not hold (it moved on meanwhile) is rejected and changes nothing.
/// - `.userPopped(to: entry)`: the stack holding `entry`, wherever it is, now ends at it
///   (one back swipe or several at once); nothing else changes.
/// - `.userDismissed(layer)`: `layer` and every layer above it are gone.
/// - `.userSelectedTab(tab)`: `tab` is selected; modal layers stay, since only a tab bar the
///   user could reach was tapped.
/// - `.userSelectedDetent(detent, in: layer)`: the layer's sheet rests at `detent`, which must be
///   one the layer offers (``NavigationRejection/detentNotOffered(_:offered:)`` otherwise).
/// - `.userAnswered(dialog, button)`: the dialog is gone; a dialog not shown, or a button position
///   it does not have, is rejected with ``NavigationRejection/unknownDialog(_:shown:button:)``.
package enum NavigationReducer {
    /// Derives the state after `request`.
    ///
    /// - Parameters:
    ///   - state: The current state.
    ///   - request: What to do or what the user did.
    /// - Returns: The next state; equal to `state` when the request changes nothing.
    /// - Throws: A ``NavigationRejection`` when the request cannot be carried out; `state` is unchanged.
    package static func reduce(
        _ state: NavigationState,
        _ request: NavigationRequest
    ) throws(NavigationRejection) -> NavigationState {
        var next = state
        switch request {
        case .show(let destination):
            try show(destination, in: &next)
        case .pop:
            let location = next.visibleLocation
            let stack = next.visibleStack
            guard stack.count > 1 || (!stack.isEmpty && mayEmpty(location)) else {
                throw .nothingToPop(location, in: next)
            }
            next.setEntries(Array(stack.dropLast()), at: location)
        case .popToRoot:
            if next.modalLayers.isEmpty, let split = next.split, split.isCollapsed {
                cut(.column(.sidebar), keeping: Array(split.sidebar.prefix(1)), in: &next)
            } else {
                next.setEntries(Array(next.visibleStack.prefix(1)), at: next.visibleLocation)
            }
        case .dismiss:
            guard !next.modalLayers.isEmpty else { throw .noModalToDismiss }
            next.modalLayers.removeLast()
        case .dismissAll:
            next.modalLayers.removeAll()
        case .selectTab(let tab):
            try select(tab, in: &next)
            next.modalLayers.removeAll()
        case .close(let entry):
            try close(entry, in: &next)
        case .userPopped(let entry):
            try userPopped(to: entry, in: &next)
        case .userDismissed(let layer):
            guard let index = next.modalLayers.firstIndex(where: { $0.id == layer }) else {
                throw .unknownModalLayer(layer, presented: next.modalLayers.map(\.id))
            }
            next.modalLayers.removeSubrange(index...)
        case .userSelectedTab(let tab):
            try select(tab, in: &next)
        case .userChangedSizeClass(let sizeClass):
            changeSizeClass(to: sizeClass, in: &next)
            return next
        case .userSelectedDetent(let detent, let layer):
            guard let index = next.modalLayers.firstIndex(where: { $0.id == layer }) else {
                throw .unknownModalLayer(layer, presented: next.modalLayers.map(\.id))
            }
            let offered = next.modalLayers[index].sheet.detents
            guard offered.contains(detent) else { throw .detentNotOffered(detent, offered: offered) }
            next.modalLayers[index].sheet.selectedDetent = detent
        case .showDialog(let dialog):
            if let shown = next.dialog { throw .dialogShown(shown.id) }
            if let problem = dialog.problem { throw .unshowableDialog(problem) }
            next.dialog = DialogLayer(id: ModalLayerID(rawValue: next.mintIdentity()), dialog: dialog)
            return next
        case .userAnswered(let id, let button):
            guard let shown = next.dialog, shown.id == id else { throw .unknownDialog(id, shown: next.dialog?.id) }
            if let button, !shown.dialog.buttons.indices.contains(button) {
                throw .unknownDialog(id, shown: id, button: button)
            }
            next.dialog = nil
            return next
        }
        if next.dialog != nil, next.root != state.root || next.modalLayers != state.modalLayers { next.dialog = nil }
        return next
    }

    /// Selects `tab`, or rejects a tab the state does not have.
    static func select(_ tab: TabID, in state: inout NavigationState) throws(NavigationRejection) {
        guard case .tabs(let tabs, _) = state.root, tabs.contains(where: { $0.id == tab }) else {
            throw .unknownTab(tab, available: state.tabs.map(\.id))
        }
        state.root = .tabs(tabs, selected: tab)
    }

    /// Closes `entry`: cuts its stack just below it, or dismisses the layer it roots and every
    /// layer above; refuses a root with nothing beneath it and an entry no stack holds.
    static func close(_ entry: EntryID, in state: inout NavigationState) throws(NavigationRejection) {
        guard let location = state.location(of: entry),
            let stack = state.stack(at: location),
            let index = stack.firstIndex(where: { $0.id == entry })
        else { throw .entryGone(entry) }
        // The layers presented over a layer were presented from its screens: they go with the
        // screen that closes. The root's stacks keep the layers, presented over the root as a whole.
        let layerIndex: Int?
        if case .modal(let layer) = location {
            layerIndex = state.modalLayers.firstIndex { $0.id == layer }
        } else {
            layerIndex = nil
        }
        if index > 0 || mayEmpty(location) {
            cut(location, keeping: Array(stack[..<index]), in: &state)
            if let layerIndex { state.modalLayers.removeSubrange((layerIndex + 1)...) }
            return
        }
        guard let layerIndex else { throw .nothingToClose(entry, rootOf: location, route: stack[index].route) }
        state.modalLayers.removeSubrange(layerIndex...)
    }

    /// Cuts the stack holding `entry` just above it.
    static func userPopped(to entry: EntryID, in state: inout NavigationState) throws(NavigationRejection) {
        guard let location = state.location(of: entry),
            let stack = state.stack(at: location),
            let index = stack.firstIndex(where: { $0.id == entry })
        else { throw .unknownEntry(entry) }
        cut(location, keeping: Array(stack[...index]), in: &state)
    }
}
