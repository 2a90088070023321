#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint

/// One window of a Waypoint app in SwiftUI: the window's own manager (from the app's
/// ``NavigationWindows``) shown by a ``WaypointRoot``, its navigation kept in scene storage, and the
/// links and activities the system hands the window taken to a window by the windows' rule.
///
/// ```swift
/// WindowGroup(for: WindowID.self) { $window in
///     WaypointWindow(windows: windows, window: window)
/// } defaultValue: {
///     WindowID(rawValue: UUID().uuidString)
/// }
/// .handlesExternalEvents(matching: ["*"])
/// ```
///
/// The windows open a window of their own with the environment's `openWindow(value:)` where
/// `supportsMultipleWindows` holds; the new window's `WaypointWindow` attaches under the value it
/// was opened with, and the request that asked for it goes on there.
public struct WaypointWindow: View {
    private let windows: NavigationWindows<AnyView>
    private let window: WindowID
    @StateObject private var model: SwiftUINavigationModel
    @SceneStorage("waypoint.state") private var saved: Data?
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @Environment(\.scenePhase) private var scenePhase

    /// Creates a window's root view.
    ///
    /// - Parameters:
    ///   - windows: The app's windows.
    ///   - window: This window's identity: the value of its `WindowGroup(for: WindowID.self)`.
    public init(windows: NavigationWindows<AnyView>, window: WindowID) {
        self.windows = windows
        self.window = window
        _model = StateObject(wrappedValue: SwiftUINavigationModel(manager: windows.connect(window)))
    }

    /// The window's navigation, and its hookup to the windows.
    public var body: some View {
        WaypointRoot(model: model)
            .task { await attach() }
            .onOpenURL { url in open(url.absoluteString, source: nil) }
            .onContinueUserActivity(WindowActivity.browsingWebType) { activity in `continue`(activity) }
            .onContinueUserActivity(WindowActivity.spotlightType) { activity in `continue`(activity) }
            .onChange(of: scenePhase) { phaseChanged() }
            .onDisappear { windows.disconnect(window) }
    }

    /// Lets the windows open windows, restores what the scene saved, then attaches the model.
    private func attach() async {
        let openWindow = openWindow
        windows.openWindow = nil
        if supportsMultipleWindows { windows.openWindow = { openWindow(value: $0) } }
        if let state = WindowActivity.state(from: saved.map { [WindowActivity.stateKey: $0] }) {
            await windows.restore(state, in: window)
        }
        await windows.attach(model, to: window)
    }

    /// Active: the most recently active window. In the background: saves the window's navigation.
    private func phaseChanged() {
        if scenePhase == .active { windows.activate(window) }
        if scenePhase == .background, let state = windows.manager(for: window)?.state {
            saved = WindowActivity.userInfo(saving: state)?[WindowActivity.stateKey] as? Data
        }
    }

    /// Opens a link handed to this window, which becomes the most recently active.
    private func open(_ link: String, source: LinkSource?) {
        windows.activate(window)
        Task { await windows.open(link, source: source) }
    }

    /// Opens what a continued activity carries, this window being the most recently active.
    private func `continue`(_ activity: NSUserActivity) {
        guard
            let (link, source) = WindowActivity.link(
                type: activity.activityType, webpageURL: activity.webpageURL, userInfo: activity.userInfo)
        else { return }
        open(link, source: source)
    }
}
#endif
