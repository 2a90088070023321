import Foundation
import UIKit
import Waypoint
import WaypointUIKitUnderTest

/// A named scenario: it drives an app and returns what went wrong (nothing when it passes).
struct Scenario: Sendable {
    let name: String
    let run: @MainActor @Sendable () async -> [String]
}

/// The scenarios, each from a fresh app. Every quiescent point is checked: the window equals the
/// manager's state and the hazard log is empty.
@MainActor
enum Scenarios {
    static let all: [Scenario] = [
        Scenario(name: "cold-start deep link builds its synthetic back stack") {
            let app = await ScenarioApp(attached: false)
            app.open("shop://c/shoes/p/42/reviews")
            await app.attach()
            app.check("after the cold start")
            app.expect(
                app.manager.state.visibleStack.map(\.route) == ["home", "category", "product", "reviews"],
                "the shop tab shows the link's back stack: \(app.manager.state.visibleStack.map(\.route))")
            return app.failures
        },
        Scenario(name: "a sheet, then a link that lands in a tab") {
            let app = await ScenarioApp()
            app.open("/login")
            await app.settle()
            app.check("sheet shown")
            app.open("/c/shoes/p/42")
            await app.settle()
            app.check("after the link")
            app.expect(app.manager.state.modalLayers.isEmpty, "the link dismissed the sheet")
            return app.failures
        },
        Scenario(name: "the user swipes a sheet down, or lets it settle back") {
            let app = await ScenarioApp()
            app.open("/login/help")
            await app.settle()
            app.check("sheet of two screens")
            app.expect(UIKitSimulation.User.swipeDownSheet(completing: false), "the swipe begins")
            await app.settle()
            app.check("the sheet settled back")
            app.expect(app.manager.state.modalLayers.count == 1, "the sheet stays")
            app.expect(UIKitSimulation.User.swipeDownSheet(completing: true), "the swipe begins")
            await app.settle()
            app.check("the sheet swiped away")
            app.expect(app.manager.state.modalLayers.isEmpty, "the state has no sheet")
            return app.failures
        },
        Scenario(name: "back swipes, cancelled and completed, and the back button") {
            let app = await ScenarioApp()
            app.open("/c/shoes/p/42/reviews")
            await app.settle()
            app.expect(UIKitSimulation.User.backSwipe(completing: false), "the swipe begins")
            await app.settle()
            app.check("swipe cancelled")
            app.expect(app.manager.state.visibleStack.count == 4, "nothing popped")
            app.expect(UIKitSimulation.User.backSwipe(completing: true), "the swipe begins")
            await app.settle()
            app.check("swipe completed")
            app.expect(app.manager.state.visibleStack.count == 3, "one screen popped")
            app.expect(UIKitSimulation.User.tapBackButton(), "the back button")
            await app.settle()
            app.check("back button")
            app.expect(app.manager.state.visibleStack.count == 2, "one more popped")
            return app.failures
        },
        Scenario(name: "the back button's menu pops to the root") {
            let app = await ScenarioApp()
            app.open("/c/shoes/p/42/reviews")
            await app.settle()
            app.expect(UIKitSimulation.User.backButtonMenu(popTo: 0), "the menu")
            await app.settle()
            app.check("popped to the root")
            app.expect(app.manager.state.visibleStack.count == 1, "only the root is left")
            return app.failures
        },
        Scenario(name: "tab taps, the More list, and a link into a tab under More") {
            let app = await ScenarioApp(tabs: 6)
            app.expect(UIKitSimulation.User.tapTab(at: 1), "tap basket")
            await app.settle()
            app.check("basket tapped")
            app.expect(app.manager.state.selectedTab == "basket", "basket selected")
            app.open("/c/shoes")
            await app.settle()
            app.check("a link into the shop tab")
            app.expect(UIKitSimulation.User.tapTab(at: 0), "tap shop again: pops to its root")
            await app.settle()
            app.check("shop tapped again")
            app.expect(UIKitSimulation.User.tapTab(at: 4), "tap More")
            await app.settle()
            app.expect(UIKitSimulation.User.tapMoreListItem(at: 5), "pick settings from the More list")
            await app.settle()
            app.check("settings picked from the More list")
            app.expect(app.manager.state.selectedTab == "settings", "the pick is reported at once")
            app.open("/settings/privacy")
            await app.settle()
            app.check("a link into the tab shown under More")
            app.expect(UIKitSimulation.User.tapBackButton(), "back inside the More navigation controller")
            await app.settle()
            app.check("popped inside the tab shown under More")
            app.expect(app.manager.state.visibleStack.count == 1, "the state follows the pop under More")
            app.expect(UIKitSimulation.User.tapBackButton(), "back to the More list")
            await app.settle()
            app.check("back on the More list")
            app.open("/settings/privacy")
            await app.settle()
            app.check("a link for the tab last shown, from the More list")
            app.expect(app.manager.state.visibleStack.count == 2, "the link pushed onto settings")
            app.open("/orders/12")
            await app.settle()
            app.check("a link into another tab under More")
            app.open("/c/hats")
            await app.settle()
            app.check("a link back into the shop tab")
            return app.failures
        },
        Scenario(name: "a link arriving during a push animation") {
            let app = await ScenarioApp()
            app.open("/c/shoes")
            await app.run(for: 0.1)
            app.open("/c/shoes/p/42")
            await app.run(for: 0.1)
            app.open("/hats/7")
            await app.settle()
            app.check("after three overlapping links")
            app.expect(
                app.manager.state.visibleStack.map(\.route) == ["home", "category", "product", "hats", "hat"],
                "every link landed: \(app.manager.state.visibleStack.map(\.route))")
            return app.failures
        },
        Scenario(name: "a link pushing two screens during the user's back-button pop") {
            let app = await ScenarioApp()
            app.open("/c/shoes/p/42/reviews")
            await app.settle()
            app.expect(UIKitSimulation.User.tapBackButton(), "the back button")
            await app.run(for: 0.1)
            app.open("/hats/7")
            await app.settle()
            app.check("after the pop and the link")
            app.expect(
                app.manager.state.visibleStack.map(\.route) == ["home", "category", "product", "hats", "hat"],
                "the user's pop and the link: \(app.manager.state.visibleStack.map(\.route))")
            return app.failures
        },
        Scenario(name: "a one-screen link during the user's pop is the container's own push") {
            let app = await ScenarioApp()
            app.open("/c/shoes/p/42")
            await app.settle()
            app.expect(UIKitSimulation.User.tapBackButton(), "the back button")
            await app.run(for: 0.1)
            app.open("/c/hats")
            await app.settle()
            app.check("after the pop and the link")
            app.expect(
                app.manager.state.visibleStack.map(\.route) == ["home", "category", "category"],
                "the user's pop and the link: \(app.manager.state.visibleStack.map(\.route))")
            return app.failures
        },
        Scenario(name: "a link while the user holds a back swipe, which they then finish or cancel") {
            var failures: [String] = []
            for finishing in [true, false] {
                let app = await ScenarioApp()
                app.open("/c/shoes/p/42")
                await app.settle()
                app.expect(UIKitSimulation.User.beginBackSwipe(), "the swipe begins")
                UIKitSimulation.User.updateBackSwipe(0.5)
                app.open("/hats/7")
                await app.run(for: 1)
                if finishing { UIKitSimulation.User.finishBackSwipe() } else { UIKitSimulation.User.cancelBackSwipe() }
                await app.settle()
                app.check("after the swipe \(finishing ? "finished" : "cancelled") and the link")
                let expected: [RouteID] =
                    finishing ? ["home", "category", "hats", "hat"] : ["home", "category", "product", "hats", "hat"]
                app.expect(
                    app.manager.state.visibleStack.map(\.route) == expected,
                    "\(app.manager.state.visibleStack.map(\.route))")
                app.expect(
                    app.outcome(of: "/hats/7")?.code == "completed",
                    "the link completed: \(String(describing: app.outcome(of: "/hats/7")))")
                failures += app.failures.map { "\(finishing ? "finished" : "cancelled"): \($0)" }
            }
            return failures
        },
        Scenario(name: "a back swipe held past the step time limit, then cancelled") {
            let app = await ScenarioApp(stepTimeLimit: .seconds(1))
            app.open("/c/shoes/p/42")
            await app.settle()
            app.expect(UIKitSimulation.User.beginBackSwipe(), "the swipe begins")
            UIKitSimulation.User.updateBackSwipe(0.4)
            app.open("/c/hats")
            await app.wait(realTime: .milliseconds(1_500))
            UIKitSimulation.User.cancelBackSwipe()
            await app.settle()
            app.check("after the cancelled swipe")
            app.expect(
                app.manager.state.visibleStack.map(\.route) == ["home", "category", "product", "category"],
                "\(app.manager.state.visibleStack.map(\.route))")
            return app.failures
        },
        Scenario(name: "two links in one run-loop turn") {
            let app = await ScenarioApp()
            app.open("/c/shoes/p/42")
            app.open("/login")
            await app.settle()
            app.check("after both links")
            app.expect(app.manager.state.modalLayers.count == 1, "the sheet is up")
            app.expect(app.manager.state.tabs[0].stack.count == 3, "the push happened beneath")
            return app.failures
        },
        Scenario(name: "a sheet replaced by a full-screen cover") {
            let app = await ScenarioApp()
            app.open("/login")
            await app.settle()
            app.dismiss()
            app.open("/terms")
            await app.settle()
            app.check("the cover instead of the sheet")
            app.expect(app.manager.state.modalLayers.map(\.style) == [.fullScreen], "\(app.manager.state.modalLayers)")
            app.open("/login")
            await app.settle()
            app.check("a sheet over the cover")
            app.expect(
                app.manager.state.modalLayers.map(\.style) == [.fullScreen, .sheet], "\(app.manager.state.modalLayers)")
            return app.failures
        },
        Scenario(name: "the user swipes a sheet away while a step is in flight") {
            let app = await ScenarioApp()
            app.open("/login")
            await app.settle()
            app.expect(UIKitSimulation.User.beginSheetSwipe(), "the swipe begins")
            UIKitSimulation.User.updateSheetSwipe(0.5)
            app.open("/terms")
            await app.run(for: 0.2)
            UIKitSimulation.User.finishSheetSwipe()
            await app.settle()
            app.check("after the swipe and the link")
            app.expect(app.manager.state.modalLayers.map(\.style) == [.fullScreen], "\(app.manager.state.modalLayers)")
            return app.failures
        },
        Scenario(name: "restoration with tabs, stacks and two layers") {
            let first = await ScenarioApp()
            first.open("/basket/3")
            first.open("/c/shoes/p/42")
            first.open("/terms")
            first.open("/login/help")
            await first.settle()
            first.check("before saving")
            var failures = first.failures
            do {
                let saved = try JSONDecoder().decode(
                    NavigationState.self, from: JSONEncoder().encode(first.manager.state))
                let app = await ScenarioApp(restoring: saved)
                app.check("restored")
                app.expect(app.manager.state.modalLayers.count == 2, "both layers restored")
                app.expect(UIKitSimulation.User.swipeDownSheet(), "the restored sheet can be swiped away")
                await app.settle()
                app.check("the restored sheet swiped away")
                app.pop()
                app.dismiss()
                await app.settle()
                app.check("the cover dismissed")
                failures += app.failures
            } catch {
                failures.append("the state does not round-trip: \(error)")
            }
            return failures
        },
        Scenario(name: "the app presents its own alert") {
            let app = await ScenarioApp()
            let alert = UIAlertController(title: "Rate us", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Later", style: .cancel))
            app.window.rootViewController?.present(alert, animated: true)
            app.ownPresentations = 1
            await app.settle()
            app.check("the alert is up")
            app.open("/c/shoes")
            await app.settle()
            app.check("a push beneath the alert")
            // A sheet waits for the app's alert; one the user does not answer within the limit is
            // given up, naming why.
            app.container.appPresentationTimeLimit = .milliseconds(300)
            app.open("/login")
            await app.settle()
            app.check("a sheet given up while the alert stays up")
            app.expect(
                app.outcome(of: "/login")?.code == "interrupted"
                    && app.outcome(of: "/login")?.description.contains("appPresentationStayed") == true,
                "\(String(describing: app.outcome(of: "/login")))")
            app.expect(UIKitSimulation.User.tapAlertAction(titled: "Later"), "the alert's button")
            app.ownPresentations = 0
            await app.settle()
            app.open("/login")
            await app.settle()
            app.check("the sheet once the alert is gone")
            app.expect(app.manager.state.modalLayers.count == 1, "the sheet is up")
            return app.failures
        },
        Scenario(name: "manager.pop() racing the user's pop to the root") {
            let app = await ScenarioApp()
            app.open("/c/shoes/p/42/reviews")
            await app.settle()
            app.expect(UIKitSimulation.User.backButtonMenu(popTo: 0), "the menu")
            await app.run(for: 0.1)
            app.pop()
            await app.settle()
            app.check("after both pops")
            app.expect(app.manager.state.visibleStack.count == 1, "the root is left")
            return app.failures
        },
        Scenario(name: "a stack without tabs: links, pops, a sheet") {
            let app = await ScenarioApp(tabs: 0)
            app.open("/c/shoes/p/42")
            await app.settle()
            app.check("pushed")
            app.open("/login")
            await app.settle()
            app.expect(UIKitSimulation.User.swipeDownSheet(), "swipe down")
            app.pop()
            await app.settle()
            app.check("swiped down and popped")
            app.expect(
                app.manager.state.visibleStack.map(\.route) == ["home", "category"],
                "\(app.manager.state.visibleStack.map(\.route))")
            return app.failures
        },
    ] + ResultScenarios.all + PresentationScenarios.all + DialogScenarios.all + AppPresentationScenarios.all
}
