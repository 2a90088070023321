import SwiftUI
import Waypoint
import WaypointTesting

/// A result request started as a view model's button action starts it, and its result once
/// awaited, printed: `value: …`, `cancelled: user`, …
@MainActor
final class PendingResult {
    private var request: ResultRequest<String>?

    init(_ app: ShopApp, _ route: RouteID, parameters: [String: String] = [:]) async {
        let manager = app.manager
        await Driver.perform { self.request = await manager.requestResult(route, parameters: parameters, as: String.self) }
    }

    var result: String {
        get async {
            guard let request else { return "never requested" }
            return "\(await request.result)"
        }
    }
}

/// The user's gestures in SwiftUI resolve a result a screen owed as `cancelled(.user)`, through the
/// writes SwiftUI makes to the model's bindings; a screen that finishes closes as any request does.
@MainActor
enum ResultScenarios {
    static let all: [Scenario] = [
        Scenario(name: "a sheet that owes a result: swiped away, then finished") { check in
            let app = try await ShopApp()
            let swiped = await PendingResult(app, "login")
            check.atRest(app, "the sheet is up")
            check.expect(SwiftUISimulation.User.swipeDownSheet(completing: true), "the swipe starts")
            await Driver.settle()
            check.atRest(app, "the sheet swiped away")
            let swipedResult = await swiped.result
            check.expect(swipedResult == "cancelled: user", "the swipe cancels: \(swipedResult)")
            let finished = await PendingResult(app, "login")
            let manager = app.manager
            await Driver.perform { _ = await manager.topScreenHandle?.finish(with: "signed in") }
            check.atRest(app, "the sheet finished")
            check.expect(app.manager.state.modalLayers.isEmpty, "finishing dismissed the sheet")
            let finishedResult = await finished.result
            check.expect(finishedResult == "value: signed in", "the value: \(finishedResult)")
        },
        Scenario(name: "a pushed screen that owes a result: a cancelled swipe, a back swipe, the back button") { check in
            let app = try await ShopApp()
            let product = ["category": "shoes", "productId": "42"]
            let swiped = await PendingResult(app, "catalog.product", parameters: product)
            check.expect(SwiftUISimulation.User.backSwipe(completing: false), "the swipe starts")
            await Driver.settle()
            check.expect(app.manager.state.topEntry?.route == "catalog.product", "a cancelled swipe keeps the screen")
            check.expect(SwiftUISimulation.User.backSwipe(completing: true), "the swipe starts again")
            await Driver.settle()
            check.atRest(app, "after the back swipe")
            let swipedResult = await swiped.result
            check.expect(swipedResult == "cancelled: user", "the back swipe cancels: \(swipedResult)")
            let tapped = await PendingResult(app, "catalog.product", parameters: product)
            check.expect(SwiftUISimulation.User.tapBack(), "the back button")
            await Driver.settle()
            check.atRest(app, "after the back button")
            let tappedResult = await tapped.result
            check.expect(tappedResult == "cancelled: user", "the back button cancels: \(tappedResult)")
        },
    ]
}
