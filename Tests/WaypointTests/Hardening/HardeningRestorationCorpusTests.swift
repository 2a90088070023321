import Foundation
import Testing
import Waypoint
import WaypointTesting
import TestSupport

/// A crafted saved state: every guarded route, forged and hostile entries, in tabs and in modal
/// layers. Restoration is an entry point like any other: each entry is matched again and meets
/// its guards, and what does not pass is dropped.
@MainActor
@Suite("Hardening: crafted saved states through restoration")
struct HardeningRestorationCorpusTests {
    /// Where a crafted entry sits.
    enum Place: Hashable {
        case tab(TabID)
        case modal(Int)
    }

    /// One crafted entry and whether it survives, signed out and signed in.
    struct Row {
        let route: RouteID
        let path: String
        var parameters: [String: String] = [:]
        let place: Place
        let keptSignedOut: Bool
        let keptSignedIn: Bool
    }

    static let uuid = "6F9619FF-8B86-D011-B42D-00CF4FC964FF"

    static let rows: [Row] = [
        // Ordinary screens stay.
        Row(
            route: "catalog.category", path: "/catalog/shoes", place: .tab("shop"), keptSignedOut: true,
            keptSignedIn: true),
        Row(
            route: "catalog.product", path: "/catalog/shoes/products/42", place: .tab("shop"), keptSignedOut: true,
            keptSignedIn: true),
        Row(
            route: "profile.details", path: "/profile/details", parameters: ["userId": "7"], place: .tab("account"),
            keptSignedOut: true, keptSignedIn: true),
        // Every guarded route: dropped signed out, kept signed in where restoration may open it.
        Row(route: "basket", path: "/basket", place: .tab("basket"), keptSignedOut: false, keptSignedIn: true),
        Row(
            route: "basket.item", path: "/basket/items/\(uuid)", place: .tab("basket"), keptSignedOut: false,
            keptSignedIn: true),
        Row(route: "checkout", path: "/checkout", place: .tab("basket"), keptSignedOut: false, keptSignedIn: false),
        Row(route: "orders.list", path: "/orders", place: .tab("account"), keptSignedOut: false, keptSignedIn: true),
        Row(
            route: "orders.detail", path: "/orders/17", place: .tab("account"), keptSignedOut: false, keptSignedIn: true
        ),
        Row(
            route: "payment.methods", path: "/settings/payment-methods", place: .modal(1), keptSignedOut: false,
            keptSignedIn: true),
        Row(route: "login", path: "/login", place: .modal(1), keptSignedOut: true, keptSignedIn: true),
        Row(route: "checkout", path: "/checkout", place: .modal(2), keptSignedOut: false, keptSignedIn: false),
        // Forged: an unguarded route's name on a guarded route's path, and the reverse.
        Row(route: "home", path: "/basket", place: .tab("shop"), keptSignedOut: false, keptSignedIn: false),
        Row(
            route: "orders.named", path: "/orders/17", place: .tab("account"), keptSignedOut: false, keptSignedIn: false
        ),
        Row(route: "basket", path: "/catalog/shoes", place: .tab("basket"), keptSignedOut: false, keptSignedIn: false),
        Row(
            route: "basket.add", path: "/basket/add", parameters: ["productId": "1"], place: .tab("basket"),
            keptSignedOut: false, keptSignedIn: false),
        // Hostile paths and parameters.
        Row(
            route: "catalog.category", path: "/catalog/%2e%2e", place: .tab("shop"), keptSignedOut: false,
            keptSignedIn: false),
        Row(
            route: "catalog.category", path: "/catalog/x%00", place: .tab("shop"), keptSignedOut: false,
            keptSignedIn: false),
        Row(
            route: "help.article", path: "/help/../orders", place: .tab("shop"), keptSignedOut: false,
            keptSignedIn: false),
        // A catch-all holding an encoded separator: refused when matched again, never joined.
        Row(
            route: "help.article", path: "/help/a%2F..%2F..%2Fadmin", place: .tab("shop"), keptSignedOut: false,
            keptSignedIn: false),
        Row(
            route: "help.article", path: "/help/%2F%2Fevil.example", place: .tab("shop"), keptSignedOut: false,
            keptSignedIn: false),
        Row(
            route: "help.article", path: "/help/a%5C..%5Cb", place: .modal(2), keptSignedOut: false,
            keptSignedIn: false),
        Row(
            route: "help.article", path: "/help/returns/shoes", place: .tab("shop"), keptSignedOut: true,
            keptSignedIn: true),
        Row(
            route: "profile.details", path: "/profile/details", parameters: ["userId": "a\u{0}"],
            place: .tab("account"), keptSignedOut: false, keptSignedIn: false),
        Row(route: "catalog.search", path: "/search", place: .tab("shop"), keptSignedOut: false, keptSignedIn: false),
        Row(route: "nowhere", path: "/nowhere", place: .tab("shop"), keptSignedOut: false, keptSignedIn: false),
        Row(
            route: "orders.detail", path: "https://evil.example/orders/17", place: .tab("account"),
            keptSignedOut: false, keptSignedIn: false),
    ]

    /// The saved state: the app's three tabs with their roots, then the rows in order.
    static func craftedState() throws -> (NavigationState, [EntryID: Row]) {
        var next: UInt64 = 100
        func entry(_ route: RouteID, _ path: String, _ parameters: [String: String] = [:]) -> NavigationEntry {
            next += 1
            return NavigationEntry(
                id: EntryID(rawValue: next), route: route, descriptor: DeepLinkDescriptor(path: path, parameters: parameters))
        }
        var stacks: [TabID: [NavigationEntry]] = [
            "shop": [entry("home", "/")], "basket": [entry("basket.root", "/basket-tab")],
            "account": [entry("account", "/account")],
        ]
        var layers: [Int: [NavigationEntry]] = [:]
        var rowsByID: [EntryID: Row] = [:]
        for row in rows {
            let made = entry(row.route, row.path, row.parameters)
            rowsByID[made.id] = row
            switch row.place {
            case .tab(let tab): stacks[tab, default: []].append(made)
            case .modal(let layer): layers[layer, default: []].append(made)
            }
        }
        let tabs = ["shop", "basket", "account"].map { NavigationTab(id: TabID(rawValue: $0), stack: stacks[TabID(rawValue: $0)] ?? []) }
        let modalLayers = layers.keys.sorted().map {
            ModalLayer(id: ModalLayerID(rawValue: UInt64($0)), style: .sheet, stack: layers[$0] ?? [])
        }
        return (try NavigationState(root: .tabs(tabs, selected: "basket"), modalLayers: modalLayers), rowsByID)
    }

    @Test(
        "guarded, forged and hostile entries are dropped with a reason; the rest is restored", arguments: [false, true])
    func restore(signedIn: Bool) async throws {
        let shop = try HardenedShop()
        if signedIn { shop.session.signIn("ada") }
        await shop.app.attach()
        let (saved, rows) = try Self.craftedState()
        let report = await shop.manager.restore(saved)
        #expect(!report.startedFresh)
        let kept = Set(shop.manager.state.entries.map(\.id))
        for (id, row) in rows {
            let expected = signedIn ? row.keptSignedIn : row.keptSignedOut
            #expect(kept.contains(id) == expected, "\(row.route) \(row.path) signed \(signedIn ? "in" : "out")")
        }
        for dropped in report.dropped {
            #expect(!dropped.reason.description.isEmpty)
            #expect(!kept.contains(dropped.entry.id))
        }
        #expect(report.dropped.count == rows.values.filter { !(signedIn ? $0.keptSignedIn : $0.keptSignedOut) }.count)
        shop.checkState(after: "restoration signed \(signedIn ? "in" : "out")")
        // A modal layer whose every entry was dropped is gone; the one with login remains.
        #expect(shop.manager.state.modalLayers.count == 1)
        #expect(report.state == shop.manager.state)
    }

    @Test("a saved state that breaks the state's rules is refused before restoration sees it")
    func tamperedJSON() throws {
        let (saved, _) = try Self.craftedState()
        let json = try #require(String(data: JSONEncoder().encode(saved), encoding: .utf8))
        // Two entries with one identity, and an identity the counter never minted.
        for tampered in [
            json.replacingOccurrences(of: "102", with: "101"), json.replacingOccurrences(of: "101", with: "999999"),
        ] {
            #expect(tampered != json)
            #expect(throws: (any Error).self) {
                try JSONDecoder().decode(NavigationState.self, from: Data(tampered.utf8))
            }
        }
    }
}

extension HardeningRestorationCorpusTests {
    @Test("an action route in a saved state is dropped, and does not stop the rest from being restored")
    func actionEntry() async throws {
        let table = try RouteTable(
            ShopRoutes.definitions + [
                RouteDefinition("basket.root", pattern: "/basket-tab", module: "Basket"),
                RouteDefinition("account", pattern: "/account", module: "Profile"),
            ])
        // As in an app: actions run, they have no screen.
        var screens = ScreenRegistry<String>(module: "Test")
        for route in table.routes where route.kind == .screen {
            screens.register(route.id) { _, _ in "\(route.id)" }
        }
        let app = try ManagerFixture(screens: screens)
        app.session.signIn("ada")
        await app.attach()
        let (saved, rows) = try Self.craftedState()
        let report = await app.manager.restore(saved)
        let action = try #require(rows.first { $0.value.route == "basket.add" }?.key)
        #expect(report.dropped.contains { $0.entry.id == action })
        #expect(!app.manager.state.entries.contains { $0.id == action })
        #expect(app.manager.state.entries.contains { $0.route == "orders.detail" }, "the rest was not restored")
    }
}
