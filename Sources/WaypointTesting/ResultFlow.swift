public import Waypoint

/// What a test needs to drive a screen's side of a flow without a screen: its handle, and the
/// user's gestures reported as a container reports them.
///
/// ```swift
/// let pick = await manager.requestResult(PickAddressRoute())
/// await manager.topScreenHandle?.finish(PickAddressRoute.self, with: address)   // the picker's "Use"
/// #expect(await pick.result.value == address)
///
/// let again = await manager.requestResult(PickAddressRoute())
/// try manager.userSwipesDown()                                                  // swiped away
/// #expect(await again.result.description == "cancelled: user")
/// ```
extension NavigationManager {
    /// The handle the screen on top got from its factory; `nil` when nothing is shown.
    public var topScreenHandle: ScreenHandle? { state.topEntry.map { screenHandle(of: $0.id) } }

    /// The handle the screen of `entry` got from its factory: finish or close it as the screen would.
    public func screenHandle(of entry: EntryID) -> ScreenHandle { ScreenHandle(entry: entry, manager: self) }

    /// The user goes back one screen in the visible stack (back button, edge swipe), reported as a
    /// container reports it.
    ///
    /// - Throws: `NavigationRejection.nothingToPop` at the root of the visible stack.
    public func userGoesBack() throws(NavigationRejection) {
        let stack = state.visibleStack
        guard stack.count > 1 else { throw .nothingToPop(state.visibleLocation, in: state) }
        try userDidNavigate(.userPopped(to: stack[stack.count - 2].id))
    }

    /// The user swipes the top modal layer down, reported as a container reports it.
    ///
    /// - Throws: `NavigationRejection.noModalToDismiss` when no modal layer is shown.
    public func userSwipesDown() throws(NavigationRejection) {
        guard let layer = state.modalLayers.last else { throw .noModalToDismiss }
        try userDidNavigate(.userDismissed(layer.id))
    }

    /// The user drags the top modal layer's sheet to `detent`, reported as a container reports it.
    ///
    /// ```swift
    /// _ = await manager.open("/sizes")
    /// try manager.userDragsSheet(to: .large)
    /// #expect(manager.state.modalLayers.last?.sheet.selectedDetent == .large)
    /// ```
    ///
    /// - Throws: `NavigationRejection.noModalToDismiss` when no modal layer is shown;
    ///   `NavigationRejection.detentNotOffered` for a detent the sheet does not offer.
    public func userDragsSheet(to detent: SheetDetent) throws(NavigationRejection) {
        guard let layer = state.modalLayers.last else { throw .noModalToDismiss }
        try userDidNavigate(.userSelectedDetent(detent, in: layer.id))
    }
}
