import Foundation

/// One ``NavigationManager`` per window, over one route table, one set of modules and one
/// dependency container whose services every window shares; and the rule that takes a link, a push
/// notification or a user activity to a window.
///
/// The app (or its adapter: the UIKit scene delegate's hookup, SwiftUI's `WaypointWindow`) reports its windows'
/// lives: ``connect(_:)`` when a window appears, ``attach(_:to:)`` once it shows its navigation,
/// ``activate(_:)`` when the user turns to it, ``disconnect(_:)`` when it closes. Requests made here
/// go to a window by the rule below; a screen talks to its own window's manager, which its
/// `any NavigationManaging` resolves to.
///
/// 1. No window is open yet: the request waits, as pending links do, for the first window.
/// 2. The request names a window (`in:`): that one, or refused (`windowNotOpen`).
/// 3. Its route opens in its own window (`RouteDefinition.opensInOwnWindow`) and the app can open
///    windows: the platform is asked for a new one, and the request waits for it.
/// 4. Otherwise the most recently active window; so too an own-window route where the app cannot
///    open windows (iPhone: `openWindow` is `nil`).
///
/// ```swift
/// let windows = app.windows(openWindow: canOpenWindows ? { id in askThePlatform(for: id) } : nil)
/// let manager = windows.connect("main")
/// await windows.attach(container, to: "main")
/// await windows.open("shop://feedback", source: .customScheme)   // a new window, where the app can open one
/// ```
@MainActor
public final class NavigationWindows<Screen> {
    let recipe: ManagerRecipe<Screen>
    /// Asks the platform for a new window with the given identity, which the app then reports to
    /// ``connect(_:)`` under that identity; `nil` where the app cannot open windows (iPhone), and routes
    /// that open in their own window open in the active one. A SwiftUI window sets it from its
    /// environment's `openWindow` once it appears.
    public var openWindow: (@MainActor (WindowID) -> Void)?
    private(set) var managers: [WindowID: NavigationManager<Screen>] = [:]
    private var waiting: PendingQueue<WindowWait>
    /// What the app's services resolve as `any NavigationManaging`.
    private(set) lazy var navigator = WindowsNavigator(self)

    /// The open windows, the most recently active first.
    public private(set) var recentWindows: [WindowID] = []

    init(recipe: ManagerRecipe<Screen>, openWindow: (@MainActor (WindowID) -> Void)?) {
        self.recipe = recipe
        self.openWindow = openWindow
        waiting = PendingQueue(capacity: recipe.configuration.pendingCapacity)
    }

    /// The most recently active window.
    var activeWindow: WindowID? { recentWindows.first }

    /// The window's manager, or `nil` when the window is not open.
    public func manager(for window: WindowID) -> NavigationManager<Screen>? { managers[window] }

    /// A window appeared (a scene connected, a `WindowGroup` window was made): makes its manager, or
    /// returns the one it has. The window becomes the most recently active when no other is open.
    ///
    /// - Parameter window: The window's identity.
    /// - Returns: The window's manager, whose screens resolve it as `any NavigationManaging`.
    @discardableResult
    public func connect(_ window: WindowID) -> NavigationManager<Screen> {
        if let manager = managers[window] { return manager }
        let navigator = NavigatorSlot()
        let resolver: DependencyContainer
        do {
            resolver = try recipe.container.makeChild(module: "Waypoint") { navigator.register(in: &$0) }
        } catch {
            // A child that registers one service cannot register it twice.
            resolver = recipe.container
        }
        let manager = recipe.make(resolver)
        navigator.set(manager)
        managers[window] = manager
        recentWindows.append(window)
        return manager
    }

    /// Attaches the window's container, then takes on the requests that waited for this window (and,
    /// for the first window, those that waited for any).
    ///
    /// - Returns: The manager's outcome for the attach; `windowNotOpen` when the window is not connected.
    @discardableResult
    public func attach(_ container: some NavigationContainer<Screen>, to window: WindowID) async -> NavigationOutcome {
        guard let manager = managers[window] else { return .rejected(.window(.notOpen(window))) }
        let outcome = await manager.attach(container)
        guard case .completed = outcome, managers[window] === manager else { return outcome }
        for item in waiting.takeReady(satisfied: [WindowWait.firstWindow, WindowWait.window(window)]) {
            item.request.continuation.resume(returning: .reached(window))
        }
        return outcome
    }

    /// The user turned to the window (its scene became active, its window key): requests that name
    /// no window go to it from now on.
    public func activate(_ window: WindowID) {
        guard let index = recentWindows.firstIndex(of: window) else { return }
        recentWindows.insert(recentWindows.remove(at: index), at: 0)
    }

    /// The window closed: its manager goes away. Its waiting requests are cancelled, results awaited
    /// from its screens resolve `cancelled(.managerGone)`, and requests waiting for this window are
    /// refused (`windowClosed`).
    public func disconnect(_ window: WindowID) {
        guard let manager = managers.removeValue(forKey: window) else {
            return end(waitingFor: window, .window(.closed(window)))
        }
        recentWindows.removeAll { $0 == window }
        manager.cancelPending()
        manager.detach()
        manager.requestResolver.results.cancelAll()
        end(waitingFor: window, .window(.closed(window)))
    }

    /// The platform could not open a window asked of it (`requestSceneSessionActivation`'s error
    /// handler): the requests waiting for it are refused (`windowNotOpened`) with the platform's reason.
    public func windowNotOpened(_ window: WindowID, reason: String) {
        end(waitingFor: window, .window(.notOpened(window, reason: reason)))
    }

    /// Waits for a window to attach its navigation: the first window, or a new one asked of the platform.
    func wait(for choice: WindowRule.Choice) async -> WindowWait.End {
        let condition: ReadinessCondition
        var newWindow: WindowID?
        if case .newWindow = choice {
            let window = WindowID(rawValue: UUID().uuidString)
            (condition, newWindow) = (WindowWait.window(window), window)
        } else {
            condition = WindowWait.firstWindow
        }
        let lifetime = recipe.configuration.pendingLifetime
        return await withCheckedContinuation { continuation in
            let (added, evicted) = waiting.enqueue(
                WindowWait(continuation: continuation), until: condition,
                deadline: recipe.configuration.now().advanced(by: lifetime))
            for item in evicted { item.request.continuation.resume(returning: .refused(.evicted)) }
            guard added != nil else { return }
            Task { [weak self] in
                try? await Task.sleep(for: lifetime)
                self?.expireWaits()
            }
            if let newWindow { openWindow?(newWindow) }
        }
    }

    private func expireWaits() {
        for item in waiting.takeExpired(now: recipe.configuration.now()) {
            item.request.continuation.resume(returning: .refused(.expired))
        }
    }

    private func end(waitingFor window: WindowID, _ reason: NavigationOutcome.Reason) {
        for item in waiting.takeReady(satisfied: [WindowWait.window(window)]) {
            item.request.continuation.resume(returning: .refused(reason))
        }
    }
}
