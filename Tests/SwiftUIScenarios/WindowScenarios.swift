import Foundation
import SwiftUI
import Waypoint
import WaypointSwiftUIUnderTest

/// A module of three routes, one of which opens in a window of its own.
struct WindowModule: FeatureModule {
    let name: ModuleID = "Mail"
    func registerRoutes(in routes: inout RouteRegistry) {
        routes.add("inbox", pattern: "/")
        routes.add("message", pattern: "/messages/{id: int}", parent: "inbox")
        var compose = RouteDefinition("compose", pattern: "/compose", module: name)
        compose.opensInOwnWindow = true
        routes.add(compose)
    }
    func registerScreens(in screens: inout ScreenRegistry<AnyView>) {
        for route in ["inbox", "message", "compose"] as [RouteID] {
            screens.register(route) { context, _ in
                let title = context.entry.description
                return AnyView(Text(title).navigationTitle(title))
            }
        }
    }
}

/// Windows in SwiftUI: one `WaypointWindow` per `WindowGroup` window, each showing its own manager.
@MainActor
enum WindowScenarios {
    static let all: [Scenario] = [
        Scenario(name: "a compose link opens a window of its own through openWindow; each window shows its own navigation") {
            check in
            var configuration = NavigationConfiguration()
            configuration.rootRoute = "inbox"
            let app = try AppAssembly(
                modules: [WindowModule()], policy: LinkPolicy(customSchemes: ["mail"]), configuration: configuration
            ).build()
            let windows = app.windows()
            SwiftUISimulation.register(
                WindowGroup(for: WindowID.self) { $window in
                    WaypointWindow(windows: windows, window: window ?? "unnamed")
                })
            let main = SwiftUISimulation.host(WaypointWindow(windows: windows, window: "main"))
            await Driver.perform {}
            await Driver.perform { _ = await windows.open("mail://messages/3") }
            check.expect(
                windows.manager(for: "main")?.state.visibleStack.map(\.route) == ["inbox", "message"],
                "the link opened in the main window")
            await Driver.perform { _ = await windows.open("mail://compose") }
            let opened = SwiftUISimulation.openWindowRequests
            check.expect(opened.map(\.outcome) == ["new window"], "one window was opened: \(opened)")
            let composeWindow = windows.recentWindows.first { $0 != "main" }
            check.expect(
                composeWindow.flatMap { windows.manager(for: $0)?.state.visibleStack.map(\.route) } == ["inbox", "compose"],
                "compose opened in the new window")
            var shownWindows: [(SwiftUIHost, WindowID)] = [(main, "main")]
            for request in opened {
                if let host = request.host, let window = request.value?.base as? WindowID {
                    shownWindows.append((host, window))
                }
            }
            for (host, window) in shownWindows {
                guard let state = windows.manager(for: window)?.state else {
                    check.expect(false, "no manager for window \(window)")
                    continue
                }
                let shown = SwiftUISimulation.snapshot(of: host)
                let expected = ShopApp.expected(for: state)
                check.expect(expected.matches(shown), "window \(window) shows\n\(shown)\nnot\n\(expected)")
            }
            check.hazardFree("after both windows")
        }
    ]
}
