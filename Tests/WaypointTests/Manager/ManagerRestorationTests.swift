import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

@MainActor
@Suite("NavigationManager: restoring the entries it made, in memory and saved")
struct ManagerRestorationTests {
    /// A state the manager made: its entries keep the matches they were made from.
    private static func madeState() async throws -> NavigationState {
        let before = try ManagerFixture()
        before.session.signIn("ada")
        await before.attach()
        _ = await before.manager.open("shop://catalog/shoes/products/42")
        _ = await before.manager.open("/orders/9")
        _ = await before.manager.open("/search?q=boots&page=2")
        _ = await before.manager.open("/help/returns")
        return before.manager.state
    }

    @Test("entries made from matches save their descriptors, in the form a state of descriptors is saved in")
    func savedFormOfMatches() async throws {
        let made = try await Self.madeState()
        let product = try #require(made.entries.first { $0.route == "catalog.product" })
        #expect(product.match != nil)
        #expect(
            product.descriptor
                == DeepLinkDescriptor(
                    path: "/catalog/shoes/products/42", parameters: ["category": "shoes", "productId": "42"],
                    presentationMode: .push, source: .customScheme))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let saved = try encoder.encode(made)
        let decoded = try JSONDecoder().decode(NavigationState.self, from: saved)
        #expect(decoded == made)
        #expect(decoded.entries.allSatisfy { $0.match == nil })
        // Written again from descriptors, the saved form is the same bytes.
        #expect(try encoder.encode(decoded) == saved)
    }

    @Test(
        "restoring re-matches every entry and drops, with reasons, what no longer exists or passes: alike from memory (the entries' own links) and from the saved form (their descriptors)",
        arguments: [false, true])
    func inMemoryAndSaved(saved: Bool) async throws {
        let made = try await Self.madeState()
        // The entries requests made (not the tabs' roots, which the configuration named).
        let opened = made.entries.filter { !["home", "basket.root", "account"].contains($0.route) }
        #expect(opened.count == 6 && opened.allSatisfy { $0.match != nil })
        let state = saved ? try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(made)) : made
        #expect(state.entries.allSatisfy { $0.match == nil } == saved)

        // The next release: help articles are gone, and the user is signed out.
        let after = try ManagerFixture(routes: ShopRoutes.definitions.filter { $0.id != "help.article" })
        await after.attach()
        let report = await after.manager.restore(state)
        #expect(report.startedFresh == false)
        #expect(report.dropped.map(\.entry.route) == ["help.article", "orders.list", "orders.detail"])
        #expect(report.dropped.first?.reason.description == "notFound: no route matches '/help/returns'")
        #expect(report.dropped.last?.reason.description == "guard 'signedIn' decided: redirect to /login (resumes when signedIn)")
        guard case .rejected(let rejection)? = report.dropped.first?.reason else {
            Issue.record("expected the table's refusal")
            return
        }
        #expect(rejection.code == .notFound)
        guard case .guardObjected(let name, _)? = report.dropped.last?.reason else {
            Issue.record("expected the guard's objection")
            return
        }
        #expect(name == "signedIn")
        #expect(
            after.manager.state.tabs.first?.stack.map(\.route) == [
                "home", "catalog.category", "catalog.product", "catalog.search",
            ])
        #expect(after.manager.state.topEntry?.descriptor.parameters == ["q": "boots", "page": "2"])
        #expect(after.manager.state.entries.allSatisfy { $0.match?.link.source == .restoration })
        #expect(after.manager.state.invariantViolations().isEmpty)
        #expect(after.manager.state == report.state)
    }

    @Test("a kept match goes with a changed route or descriptor, and never counts in equality or the saved form")
    func keptMatch() async throws {
        let made = try await Self.madeState()
        let entry = try #require(made.topEntry)
        #expect(entry.match?.route == entry.route)
        let plain = NavigationEntry(id: entry.id, route: entry.route, descriptor: entry.descriptor)
        #expect(plain == entry)
        #expect(plain.hashValue == entry.hashValue)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(plain) == encoder.encode(entry))

        var edited = entry
        edited.descriptor.parameters["q"] = "sandals"
        #expect(edited.match == nil)
        var moved = entry.screen
        #expect(moved.match != nil)
        moved.route = "catalog.category"
        #expect(moved.match == nil)
    }

    @Test(
        "an entry made from its route id whose link another route takes restores as its own route, from memory and saved",
        arguments: [false, true])
    func shadowedEntries(saved: Bool) async throws {
        let before = try ManagerFixture()
        await before.attach()
        // The category parent prints `/catalog/sale`, which is `catalog.sale`'s link.
        _ = await before.manager.open("/catalog/sale/products/7")
        _ = await before.manager.navigate(to: "catalog.category", parameters: ["category": "sale"])
        let routes: [RouteID] = ["home", "catalog.category", "catalog.product", "catalog.category"]
        #expect(before.visibleRoutes == routes)
        let made = before.manager.state
        let state = saved ? try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(made)) : made

        let after = try ManagerFixture()
        await after.attach()
        let report = await after.manager.restore(state)
        #expect(report.dropped.isEmpty, "\(report.dropped)")
        #expect(after.visibleRoutes == routes)
        #expect(after.manager.state.entries.filter { $0.route == "catalog.category" }.map(\.descriptor.path) == [
            "/catalog/sale", "/catalog/sale",
        ])
        #expect(after.manager.state == made)
    }
}
