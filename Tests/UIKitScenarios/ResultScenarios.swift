import Foundation
import UIKit
import Waypoint
import WaypointTesting
import WaypointUIKitUnderTest

/// A result request started in a task of its own, as a view model's button action does, and the
/// result it resolved with once awaited.
@MainActor
final class PendingResult {
    private var request: Task<ResultRequest<String>, Never>?

    init(_ manager: NavigationManager<UIViewController>, _ route: RouteID, parameters: [String: String] = [:]) {
        request = Task { @MainActor in await manager.requestResult(route, parameters: parameters, as: String.self) }
    }

    /// The result, printed: `value: …`, `cancelled: user`, …
    var result: String {
        get async { "\(await request!.value.result)" }
    }
}

/// The user's gestures in UIKit resolve a result a screen owed as `cancelled(.user)`, through the
/// reports the container already makes; a screen that finishes closes with UIKit's own transition.
@MainActor
enum ResultScenarios {
    static let all: [Scenario] = [
        Scenario(name: "a sheet that owes a result: swiped away, then finished") {
            let app = await ScenarioApp()
            let swiped = PendingResult(app.manager, "login")
            await app.settle()
            app.check("the sheet is up")
            app.expect(UIKitSimulation.User.swipeDownSheet(completing: true), "the swipe begins")
            await app.settle()
            app.check("the sheet swiped away")
            let swipedResult = await swiped.result
            app.expect(swipedResult == "cancelled: user", "the swipe cancels: \(swipedResult)")
            let finished = PendingResult(app.manager, "login")
            await app.settle()
            let handle = app.manager.topScreenHandle
            Task { @MainActor in await handle?.finish(with: "signed in") }
            await app.settle()
            app.check("the sheet finished")
            app.expect(app.manager.state.modalLayers.isEmpty, "finishing dismissed the sheet")
            let finishedResult = await finished.result
            app.expect(finishedResult == "value: signed in", "the value: \(finishedResult)")
            return app.failures
        },
        Scenario(name: "a pushed screen that owes a result: the back button, then a back swipe") {
            let app = await ScenarioApp()
            let product = ["name": "shoes", "id": "42"]
            let tapped = PendingResult(app.manager, "product", parameters: product)
            await app.settle()
            app.expect(UIKitSimulation.User.tapBackButton(), "the back button")
            await app.settle()
            app.check("after the back button")
            let tappedResult = await tapped.result
            app.expect(tappedResult == "cancelled: user", "the back button cancels: \(tappedResult)")
            let swiped = PendingResult(app.manager, "product", parameters: product)
            await app.settle()
            app.expect(UIKitSimulation.User.backSwipe(completing: false), "the swipe begins")
            await app.settle()
            app.expect(app.manager.state.topEntry?.route == "product", "a cancelled swipe keeps the screen")
            app.expect(UIKitSimulation.User.backSwipe(completing: true), "the swipe begins again")
            await app.settle()
            app.check("after the back swipe")
            let swipedResult = await swiped.result
            app.expect(swipedResult == "cancelled: user", "the back swipe cancels: \(swipedResult)")
            return app.failures
        },
    ]
}
