import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

@MainActor
@Suite("NavigationManager: random request sequences")
struct ManagerPropertyTests {
    static let links = [
        "shop://catalog/shoes", "shop://catalog/shoes/products/42", "https://shop.example.com/catalog/hats/products/7",
        "shop://basket", "shop://basket/items/6f9619ff-8b86-d011-b42d-00cf4fc964ff", "shop://basket/add?productId=1",
        "https://shop.example.com/checkout", "shop://checkout", "/settings/payment-methods", "/profile/details?userId=1",
        "/orders", "/orders/3", "/login", "/help/a/b", "shop://nowhere", "shop://catalog/%2e%2e", "/search?q=x&page=2",
        "https://evil.example/basket",
    ]

    enum Step: CaseIterable { case open, push, pop, popToRoot, dismiss, dismissAll, selectTab, signIn, signOut, userPop, userDismiss }

    @Test("every request has exactly one outcome and the state keeps its invariants")
    func randomSequences() async throws {
        var random = SplitMix64(seed: 2026)
        var requests = 0
        for _ in 0..<400 {
            // Navigations whose guards answer at once never leave the main actor: let the other
            // tests' main-actor work in between sequences, as an app's run loop would.
            await Task.yield()
            let app = try ManagerFixture { $0.guardTimeout = .seconds(5) }
            await app.attach()
            for _ in 0..<25 {
                let step = Step.allCases[random.below(Step.allCases.count)]
                var outcome: NavigationOutcome?
                switch step {
                case .open: outcome = await app.manager.open(Self.links[random.below(Self.links.count)])
                case .push:
                    outcome = await app.manager.handle(notification: ["waypoint": ["link": Self.links[random.below(Self.links.count)]]])
                case .pop: outcome = await app.manager.pop()
                case .popToRoot: outcome = await app.manager.popToRoot()
                case .dismiss: outcome = await app.manager.dismiss()
                case .dismissAll: outcome = await app.manager.dismissAll()
                case .selectTab: outcome = await app.manager.selectTab(["shop", "basket", "account", "nope"][random.below(4)])
                case .signIn:
                    app.session.signIn("ada")
                    app.manager.satisfy("signedIn")
                case .signOut:
                    app.session.signOut()
                    app.manager.revoke("signedIn")
                case .userPop:
                    if let entry = app.manager.state.visibleStack.dropLast().last { try? app.manager.userDidNavigate(.userPopped(to: entry.id)) }
                case .userDismiss:
                    if let layer = app.manager.state.modalLayers.last { try? app.manager.userDidNavigate(.userDismissed(layer.id)) }
                }
                if let outcome {
                    requests += 1
                    if case .completed(let state) = outcome { #expect(state == app.manager.state) }
                }
                #expect(app.manager.state.invariantViolations().isEmpty)
            }
            // Everything that waited leaves the queue once: replayed, or cancelled here.
            app.manager.cancelPending()
            #expect(app.manager.pendingCount == 0)
        }
        #expect(requests > 5_000)
    }

    @Test("concurrent requests each get one outcome, in order, and end in a valid state")
    func concurrentRequests() async throws {
        let app = try ManagerFixture()
        app.session.signIn("ada")
        app.recorder.delay = .milliseconds(1)
        await app.attach()
        let manager = app.manager
        let tasks = (0..<200).map { index in
            Task { @MainActor in await manager.open(Self.links[index % Self.links.count]).code }
        }
        var outcomes: [String] = []
        for task in tasks { outcomes.append(await task.value) }
        #expect(outcomes.count == 200)
        #expect(app.manager.state.invariantViolations().isEmpty)
    }
}
