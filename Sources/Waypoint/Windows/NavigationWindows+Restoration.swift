/// Each window's navigation, saved and restored under the window's identity.
extension NavigationWindows {
    /// Every open window's state, by window: what to save when the app saves all its windows at
    /// once. A scene that saves its own (`stateRestorationActivity(for:)`, `@SceneStorage`) saves
    /// its manager's ``NavigationManager/state``.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(windows.savedStates)
    /// ```
    public var savedStates: [WindowID: NavigationState] { managers.mapValues(\.state) }

    /// Restores a window's saved state in that window only, connecting the window first when it is
    /// not open yet; see ``NavigationManager/restore(_:)`` for what is restored and what is dropped.
    ///
    /// - Parameters:
    ///   - saved: The state the window had.
    ///   - window: The window it was saved under.
    /// - Returns: What was restored and what was dropped, and why.
    @discardableResult
    public func restore(_ saved: NavigationState, in window: WindowID) async -> RestorationReport {
        await connect(window).restore(saved)
    }
}
