import Foundation
import UIKit
import Waypoint
import WaypointUIKitUnderTest

/// A module of three routes, one of which opens in a window of its own.
struct WindowModule: FeatureModule {
    let name: ModuleID = "Shop"
    func registerRoutes(in routes: inout RouteRegistry) {
        routes.add("home", pattern: "/")
        routes.add("product", pattern: "/c/{name}/p/{id: int}", parent: "home")
        var compose = RouteDefinition("compose", pattern: "/compose", module: name)
        compose.opensInOwnWindow = true
        routes.add(compose)
    }
    func registerScreens(in screens: inout ScreenRegistry<UIViewController>) {
        for route in ["home", "product", "compose"] as [RouteID] {
            screens.register(route) { context, _ in
                let controller = UIViewController(nibName: nil, bundle: nil)
                controller.title = ScenarioRoutes.label(of: context.entry)
                return controller
            }
        }
    }
}

/// A scene delegate as an app writes it, over the UIKit adapter's hookup; its requests run as tasks.
@MainActor
final class WindowSceneDelegate: NSObject, UIWindowSceneDelegate {
    let windows: NavigationWindows<UIViewController>
    var window: UIWindow?
    var tasks: [Task<Void, Never>] = []

    init(windows: NavigationWindows<UIViewController>) {
        self.windows = windows
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        self.window = window
        tasks.append(Task { await self.windows.connect(scene, window: window, options: options) })
    }

    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        tasks.append(Task { await self.windows.open(contexts, in: scene) })
    }

    func scene(_ scene: UIScene, continue activity: NSUserActivity) {
        tasks.append(Task { await self.windows.continue(activity, in: scene) })
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        windows.stateRestorationActivity(for: scene)
    }

    func sceneDidDisconnect(_ scene: UIScene) { windows.disconnect(scene) }
}

/// An iPad app with several scenes: each scene's window shows its own manager's state.
@MainActor
final class WindowScenarioApp {
    let windows: NavigationWindows<UIViewController>
    private(set) var delegates: [WindowSceneDelegate] = []
    private(set) var failures: [String] = []

    init() throws {
        UIKitSimulation.reset()
        UIKitSimulation.supportsMultipleScenes = true
        var configuration = NavigationConfiguration()
        configuration.rootRoute = "home"
        let app = try AppAssembly(
            modules: [WindowModule()], policy: LinkPolicy(customSchemes: ["shop"]), configuration: configuration
        ).build()
        windows = app.sceneWindows()
        UIKitSimulation.makeSceneDelegate = { [unowned self] in delegate() }
    }

    /// A new delegate, kept, as UIKit keeps a scene's.
    func delegate() -> WindowSceneDelegate {
        let delegate = WindowSceneDelegate(windows: windows)
        delegates.append(delegate)
        return delegate
    }

    /// Connects a scene, as UIKit does at launch or when the user reopens one.
    func connect(_ scene: UIWindowScene, _ session: UISceneSession, _ options: UIScene.ConnectionOptions) {
        let delegate = delegate()
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: session, options: options)
    }

    /// Runs UIKit's clock and the main actor until every delegate's requests have finished, those
    /// started meanwhile (a new scene's) too.
    func settle() async {
        var finished = 0
        while finished < delegates.flatMap(\.tasks).count {
            let tasks = delegates.flatMap(\.tasks)
            finished = tasks.count
            _ = await UIKitSimulation.settle { for task in tasks { await task.value } }
            await UIKitSimulation.runUntilIdle()
        }
    }

    /// Records a failure unless `condition` holds.
    func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition { failures.append(what()) }
    }

    /// At a quiescent point: every connected scene's window shows its own window's state, and the
    /// hazard log is empty.
    func check(_ when: String) {
        for delegate in delegates {
            guard let window = delegate.window, let scene = window.windowScene, scene.session.scene === scene,
                let manager = windows.manager(for: windows.windowID(of: scene))
            else { continue }
            let shown = ScenarioApp.normalized(UIKitSimulation.snapshot(of: window))
            let expected = ScenarioApp.normalized(ScenarioApp.expectedSnapshot(of: manager.state))
            expect(shown == expected, "\(when): window \(windows.windowID(of: scene)) shows \(shown), not \(expected)")
        }
        expect(UIKitSimulation.hazards.isEmpty, "\(when): hazards: \(UIKitSimulation.hazards)")
        UIKitSimulation.clearHazards()
    }

    /// The routes a window shows, bottom to top.
    func routes(in window: WindowID?) -> [RouteID] {
        window.flatMap { windows.manager(for: $0)?.state.visibleStack.map(\.route) } ?? []
    }
}

/// A scenario's link, written correctly in the scenario itself.
func link(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
}

/// Windows on an iPad: a link whose route opens in its own window opens a new scene, and a scene
/// archived and reconnected shows the navigation it saved.
@MainActor
enum WindowScenarios {
    static let all: [Scenario] = [
        Scenario(name: "a compose link opens a new scene; each scene shows its own navigation") {
            let app: WindowScenarioApp
            do { app = try WindowScenarioApp() } catch { return ["the app does not assemble: \(error)"] }
            let (scene, session, options) = UIKitSimulation.makeWindowScene(
                launchURLs: [link("shop://c/hats/p/1")])
            app.connect(scene, session, options)
            await app.settle()
            app.check("after launch")
            let first = app.windows.recentWindows.first
            app.expect(app.routes(in: first) == ["home", "product"], "the launch link: \(app.routes(in: first))")

            app.delegates[0].scene(scene, openURLContexts: UIKitSimulation.openURLContexts([link("shop://compose")]))
            await app.settle()
            app.check("after the compose link")
            app.expect(
                UIKitSimulation.sceneActivationRequests.map(\.outcome) == ["new scene"],
                "one new scene was asked for: \(UIKitSimulation.sceneActivationRequests)")
            let second = app.windows.recentWindows.first { $0 != first }
            app.expect(app.routes(in: second) == ["home", "compose"], "the new window: \(app.routes(in: second))")
            app.expect(
                app.routes(in: first) == ["home", "product"], "the first window kept its own: \(app.routes(in: first))")
            return app.failures
        },
        Scenario(name: "a scene archived and reconnected restores its own navigation") {
            let app: WindowScenarioApp
            do { app = try WindowScenarioApp() } catch { return ["the app does not assemble: \(error)"] }
            let (scene, session, options) = UIKitSimulation.makeWindowScene(
                launchURLs: [link("shop://c/hats/p/2")])
            app.connect(scene, session, options)
            await app.settle()
            let window = app.windows.windowID(of: scene)
            UIKitSimulation.archiveScene(scene)
            app.expect(app.windows.manager(for: window) == nil, "the archived scene's manager went away")
            let (reconnected, reconnectOptions) = UIKitSimulation.reconnectScene(session)
            app.connect(reconnected, session, reconnectOptions)
            await app.settle()
            app.check("after reconnecting")
            app.expect(app.windows.windowID(of: reconnected) == window, "the scene kept its window identity")
            app.expect(app.routes(in: window) == ["home", "product"], "restored: \(app.routes(in: window))")
            return app.failures
        },
    ]
}
