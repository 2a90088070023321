/// Which window a request goes to: the rule ``NavigationWindows`` follows, pure so that each of its
/// lines is tested on its own.
///
/// 1. No window is open yet: the request waits for the first window to attach its navigation
///    (the app is starting, and makes its first window anyway).
/// 2. The request names a window: that one, or refused when it is not open.
/// 3. The route opens in a window of its own and the app can open windows: a new window.
/// 4. Otherwise the most recently active window, which is also where an own-window route opens on
///    a device that cannot open windows (iPhone).
enum WindowRule {
    /// Where a request goes.
    enum Choice: Hashable {
        /// To this open window.
        case window(WindowID)
        /// To a new window, asked of the platform; the request waits for it.
        case newWindow
        /// To the first window to open; the request waits for it.
        case firstWindow
        /// Nowhere.
        case refused(WindowRefusal)
    }

    /// Chooses the window.
    ///
    /// - Parameters:
    ///   - named: The window the request names, if any.
    ///   - opensInOwnWindow: Whether the request's route opens in a window of its own.
    ///   - recentWindows: The open windows, the most recently active first.
    ///   - canOpenWindows: Whether the app can open windows.
    static func choose(
        named: WindowID?, opensInOwnWindow: Bool, recentWindows: [WindowID], canOpenWindows: Bool
    ) -> Choice {
        guard let active = recentWindows.first else { return .firstWindow }
        if let named { return recentWindows.contains(named) ? .window(named) : .refused(.notOpen(named)) }
        if opensInOwnWindow && canOpenWindows { return .newWindow }
        return .window(active)
    }
}
