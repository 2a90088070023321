extension AssembledApp {
    /// The app's windows: one ``NavigationManager`` per window, over this app's route table, modules
    /// and services, built once. Services that resolve `any NavigationManaging` from the app's
    /// container reach the windows' rule (a push handler's navigation goes to the right window);
    /// screens reach their own window's manager.
    ///
    /// ```swift
    /// let windows = app.windows(openWindow: supportsMultipleScenes ? { id in requestWindow(id) } : nil)
    /// ```
    ///
    /// - Parameter openWindow: Asks the platform for a new window with the given identity, which the
    ///   app then reports to ``NavigationWindows/connect(_:)`` under that identity; `nil` where the app
    ///   cannot open windows (iPhone), and routes that open in their own window open in the active one.
    /// - Returns: The windows, none open yet.
    public func windows(openWindow: (@MainActor (WindowID) -> Void)? = nil) -> NavigationWindows<Screen> {
        let windows = NavigationWindows(recipe: recipe, openWindow: openWindow)
        recipe.navigator.set(windows.navigator)
        return windows
    }
}
