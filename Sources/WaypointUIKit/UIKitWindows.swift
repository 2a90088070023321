#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import UIKit
public import Waypoint

/// A scene delegate's hookup: one window per scene, each with its own manager and container. The
/// decisions (a scene's identity, what an activity opens, what is saved) are the core's
/// `WindowActivity`; these only move the values between UIKit and ``NavigationWindows``.
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///     guard let scene = scene as? UIWindowScene else { return }
///     let window = UIWindow(windowScene: scene)
///     self.window = window
///     Task { await windows.connect(scene, window: window, options: options) }
/// }
/// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
///     Task { await windows.open(contexts, in: scene) }
/// }
/// func scene(_ scene: UIScene, continue activity: NSUserActivity) {
///     Task { await windows.continue(activity, in: scene) }
/// }
/// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { windows.stateRestorationActivity(for: scene) }
/// func sceneDidBecomeActive(_ scene: UIScene) { windows.activate(scene) }
/// func sceneDidDisconnect(_ scene: UIScene) { windows.disconnect(scene) }
/// ```
extension NavigationWindows where Screen == UIViewController {
    /// The window identity of a scene: the one it was connected under.
    public func windowID(of scene: UIScene) -> WindowID {
        WindowActivity.identity(
            sessionUserInfo: scene.session.userInfo, connectionActivities: [],
            persistentIdentifier: scene.session.persistentIdentifier)
    }

    /// Connects a scene's window (`scene(_:willConnectTo:options:)`): makes its manager under the
    /// identity the scene keeps, restores the navigation its session saved, attaches a
    /// ``UIKitNavigationContainer`` to the window, then opens the links and activities the scene was
    /// connected with, in this window.
    ///
    /// - Returns: The window's manager.
    @discardableResult
    public func connect(
        _ scene: UIWindowScene, window: UIWindow, options: UIScene.ConnectionOptions
    ) async -> NavigationManager<UIViewController> {
        let session = scene.session
        let id = WindowActivity.identity(
            sessionUserInfo: session.userInfo,
            connectionActivities: options.userActivities.map { ($0.activityType, $0.userInfo) },
            persistentIdentifier: session.persistentIdentifier)
        session.userInfo = (session.userInfo ?? [:]).merging([WindowActivity.windowKey: id.rawValue]) { $1 }
        let manager = connect(id)
        if let saved = WindowActivity.state(from: session.stateRestorationActivity?.userInfo) {
            await restore(saved, in: id)
        }
        let container = UIKitNavigationContainer(window: window, manager: manager)
        window.makeKeyAndVisible()
        await attach(container, to: id)
        await open(options.urlContexts, in: scene)
        for activity in options.userActivities { await `continue`(activity, in: scene) }
        return manager
    }

    /// Opens the links handed to a scene (`scene(_:openURLContexts:)`): the scene becomes the most
    /// recently active window, and each link goes where the rule takes it (its window, or a window of
    /// its own). `source` is inferred from each link's form when `nil`; pass `.widget` for the links
    /// of the app's widgets.
    public func open(_ contexts: Set<UIOpenURLContext>, in scene: UIScene, source: LinkSource? = nil) async {
        guard !contexts.isEmpty else { return }
        activate(scene)
        for context in contexts { await open(context.url.absoluteString, source: source) }
    }

    /// Opens what a user activity carries (`scene(_:continue:)`), the scene being the most recently
    /// active window: a web page's URL as a universal link; the link of a Handoff, App Intent or
    /// Spotlight activity as a user activity.
    ///
    /// - Returns: The outcome, or `nil` for an activity that carries no link.
    @discardableResult
    public func `continue`(_ activity: NSUserActivity, in scene: UIScene) async -> NavigationOutcome? {
        guard
            let (link, source) = WindowActivity.link(
                type: activity.activityType, webpageURL: activity.webpageURL, userInfo: activity.userInfo)
        else { return nil }
        activate(scene)
        return await open(link, source: source)
    }

    /// The activity that saves a scene's navigation (`stateRestorationActivity(for:)`); UIKit hands
    /// it back to ``connect(_:window:options:)`` when it reconnects the scene.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let state = manager(for: windowID(of: scene))?.state,
            let userInfo = WindowActivity.userInfo(saving: state)
        else { return nil }
        let activity = NSUserActivity(activityType: WindowActivity.restorationType)
        activity.addUserInfoEntries(from: userInfo)
        return activity
    }

    /// The scene became active (`sceneDidBecomeActive(_:)`).
    public func activate(_ scene: UIScene) { activate(windowID(of: scene)) }

    /// The scene disconnected (`sceneDidDisconnect(_:)`): its window's manager goes away.
    public func disconnect(_ scene: UIScene) { disconnect(windowID(of: scene)) }
}

extension AssembledApp where Screen == UIViewController {
    /// The app's windows, which open a window of their own through
    /// `UIApplication.activateSceneSession(for:errorHandler:)` where the device supports several
    /// scenes (iPad, Mac), and nowhere else.
    public func sceneWindows(application: UIApplication = .shared) -> NavigationWindows<UIViewController> {
        let windows = windows()
        guard application.supportsMultipleScenes else { return windows }
        windows.openWindow = { [weak windows] id in
            let activity = NSUserActivity(activityType: WindowActivity.openWindowType)
            activity.addUserInfoEntries(from: WindowActivity.openingUserInfo(id))
            // UIKit does not say on which thread it reports the error: the windows hear it on the main actor.
            let refused: (any Error) -> Void = { error in
                let reason = "\(error)"
                Task { @MainActor in windows?.windowNotOpened(id, reason: reason) }
            }
            if #available(iOS 17, macCatalyst 17, visionOS 1, *) {
                application.activateSceneSession(
                    for: UISceneSessionActivationRequest(userActivity: activity), errorHandler: refused)
            } else {
                application.requestSceneSessionActivation(
                    nil, userActivity: activity, options: nil, errorHandler: refused)
            }
        }
        return windows
    }
}
#endif
