import Foundation
import UIKit
import Waypoint
import WaypointUIKitUnderTest

/// Alerts and sheets the app presents by itself, around the manager, through the real UIKit
/// container: a layer asked for meanwhile waits until the user has closed them, then appears,
/// and the requests behind it keep their order.
@MainActor
enum AppPresentationScenarios {
    /// Presents an alert of the app's own over the window's root, and lets it settle.
    static func presentOwnAlert(in app: ScenarioApp) async {
        let alert = UIAlertController(title: "Rate us", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Later", style: .cancel))
        app.window.rootViewController?.present(alert, animated: true)
        app.ownPresentations = 1
        await app.settle()
        app.check("the app's alert is up")
    }

    /// Lets the requests run while the app's presentation stays up: UIKit's clock and real time
    /// (the container looks at the presenter on a real clock) pass, and nothing may be presented.
    static func expectWaiting(_ app: ScenarioApp, for request: String) async {
        await app.run(for: 2)
        await app.wait(realTime: .milliseconds(300))
        app.expect(app.outcome(of: request) == nil, "\(request) waits: \(String(describing: app.outcome(of: request)))")
        app.expect(app.manager.state.modalLayers.isEmpty, "nothing presented yet: \(app.manager.state)")
        app.expect(app.hazards().isEmpty, "no presentation over the app's own: \(app.hazards())")
    }

    static let all: [Scenario] = [
        Scenario(name: "a sheet asked for over the app's own alert appears once the user answers the alert") {
            let app = await ScenarioApp()
            await presentOwnAlert(in: app)
            app.open("/login")
            app.open("/login/help")
            await expectWaiting(app, for: "/login")
            app.expect(app.outcome(of: "/login/help") == nil, "the request behind it waits its turn")
            app.expect(UIKitSimulation.User.tapAlertAction(titled: "Later"), "the alert's button")
            app.ownPresentations = 0
            await app.settle()
            app.check("both sheets, in order, once the alert is gone")
            app.expect(app.outcomes.map(\.request) == ["/login", "/login/help"], "\(app.outcomes.map(\.request))")
            app.expect(app.outcomes.allSatisfy { $0.outcome.code == "completed" }, "\(app.outcomes)")
            app.expect(
                app.manager.state.modalLayers.map { $0.stack.map(\.route) } == [["login"], ["login", "login.help"]],
                "\(app.manager.state.modalLayers)")
            return app.failures
        },
        Scenario(name: "a sheet asked for over the app's own sheet appears once the user swipes that sheet away") {
            let app = await ScenarioApp()
            let own = UIViewController(nibName: nil, bundle: nil)
            own.title = "Whats new"
            own.modalPresentationStyle = .pageSheet
            app.window.rootViewController?.present(own, animated: true)
            app.ownPresentations = 1
            await app.settle()
            app.check("the app's sheet is up")
            app.open("/login")
            await expectWaiting(app, for: "/login")
            app.expect(UIKitSimulation.User.swipeDownSheet(), "the swipe down of the app's sheet")
            app.ownPresentations = 0
            await app.settle()
            app.check("the sheet once the app's is gone")
            app.expect(
                app.outcome(of: "/login")?.code == "completed", "\(String(describing: app.outcome(of: "/login")))")
            app.expect(app.manager.state.modalLayers.count == 1, "the sheet is up: \(app.manager.state)")
            return app.failures
        },
    ]
}
