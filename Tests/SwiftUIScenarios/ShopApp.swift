import SwiftUI
import Waypoint
import WaypointSwiftUIUnderTest

/// The app every scenario hosts: a shop with three tabs, a login sheet, a checkout cover, a
/// help sheet, and links with synthetic back stacks. Each screen's title is its entry, so that
/// what SwiftUI shows can be compared with the manager's state entry by entry.
@MainActor
final class ShopApp {
    let manager: NavigationManager<AnyView>
    let model: SwiftUINavigationModel
    let host: SwiftUIHost
    private(set) var unsupported: [UnsupportedChange] = []

    static let routes: [RouteDefinition] =
        [
            RouteDefinition("home", pattern: "/", module: "Catalog"),
            RouteDefinition("catalog.category", pattern: "/catalog/{category}", module: "Catalog"),
            RouteDefinition(
                "catalog.product", pattern: "/catalog/{category}/products/{productId: int}", module: "Catalog",
                parent: "catalog.category"),
            RouteDefinition("basket.root", pattern: "/basket-tab", module: "Basket"),
            RouteDefinition("basket.item", pattern: "/basket/items/{itemId: int}", module: "Basket"),
            RouteDefinition("account", pattern: "/account", module: "Profile"),
            RouteDefinition("orders.list", pattern: "/orders", module: "Profile"),
            RouteDefinition(
                "orders.detail", pattern: "/orders/{orderId: int}", module: "Profile", parent: "orders.list"),
            RouteDefinition("login", pattern: "/login", module: "Login", presentation: .modal),
            RouteDefinition("help", pattern: "/help/{topic}", module: "Help", presentation: .modal),
            RouteDefinition("checkout", pattern: "/checkout", module: "Payment", presentation: .modal(.fullScreen)),
        ] + PresentationScenarios.routes + OwnModifierScenarios.routes

    /// Links the scenarios and the random walk open.
    static let links = [
        "shop://catalog/shoes", "shop://catalog/hats", "shop://catalog/shoes/products/42",
        "shop://catalog/hats/products/7", "shop://basket/items/3", "shop://orders/12", "shop://orders",
        "shop://login", "shop://help/returns", "shop://help/sizes", "shop://checkout", "shop://account",
        "shop://basket-tab", "shop://",
    ]

    init(
        restoring saved: NavigationState? = nil, routes extra: [RouteDefinition] = [],
        actions: ActionRegistry = ActionRegistry(), leaveChecks: [RouteID: LeaveCheck] = [:],
        splitView: Bool = false, compactWidth: Bool = true, tabSection: ((TabID) -> String?)? = nil
    ) async throws {
        var configuration = NavigationConfiguration()
        configuration.addTab("shop", root: "home", modules: ["Catalog", "Help"])
        configuration.addTab("basket", root: "basket.root", modules: ["Basket", "Payment"])
        configuration.addTab("account", root: "account", modules: ["Profile", "Login"])
        if splitView { configuration = SplitScenarios.configuration }
        let table = try RouteTable(splitView ? SplitScenarios.routes : Self.routes + extra)
        var screens = ScreenRegistry<AnyView>(module: "Scenarios")
        for route in table.routes {
            screens.register(route.id) { context, _ in
                let title = context.entry.description
                // A product screen names the anchor a share popover points at.
                if route.id == "catalog.product" {
                    return AnyView(Text(title).navigationTitle(title).popoverAnchor("share"))
                }
                if route.id == "notes" { return AnyView(OwnModifierScenarios.NotesScreen(title: title)) }
                return AnyView(Text(title).navigationTitle(title))
            }
        }
        manager = try NavigationManager(
            routes: table, policy: LinkPolicy(customSchemes: ["shop"], universalLinkHosts: ["shop.example.com"]),
            screens: screens, actions: actions, resolver: try DependencyContainer { _ in }, leaveChecks: leaveChecks,
            configuration: configuration)
        model = SwiftUINavigationModel(manager: manager)
        host =
            if let tabSection {
                SwiftUISimulation.host(WaypointRoot(model: model, tabSection: tabSection) { Text($0.rawValue) })
            } else {
                SwiftUISimulation.host(WaypointRoot(model: model))
            }
        if !compactWidth { host.horizontalSizeClass = .regular }
        model.onUnsupportedChange = { [weak self] change in self?.unsupported.append(change) }
        if let saved { _ = await manager.restore(saved) }
        let manager = self.manager
        let model = self.model
        await Driver.perform { _ = await manager.attach(model) }
    }

    /// What SwiftUI should show for the manager's state, at rest.
    var expected: Expected {
        ShopApp.expected(for: manager.state, compactWidth: host.horizontalSizeClass == .compact)
    }

    static func stack(_ entries: [NavigationEntry]) -> SwiftUISimulation.Snapshot.Stack {
        SwiftUISimulation.Snapshot.Stack(screens: entries.map(\.description))
    }

    static func expected(for state: NavigationState, compactWidth: Bool = true) -> Expected {
        let root: SwiftUISimulation.Snapshot.Root
        switch state.root {
        case .stack(let entries):
            root = .stack(stack(entries))
        case .tabs(let tabs, let selected):
            root = .tabs(
                tabs.map { SwiftUISimulation.Snapshot.Tab(tag: "\(AnyHashable($0.id).base)", stack: stack($0.stack)) },
                selected: tabs.firstIndex { $0.id == selected })
        case .split(let split):
            root = SplitScenarios.expectedRoot(of: split)
        }
        let modals = state.modalLayers.map { layer in
            SwiftUISimulation.Snapshot.Modal(
                style: PresentationScenarios.style(of: layer, compactWidth: compactWidth), phase: "presented",
                stack: stack(layer.stack), detent: PresentationScenarios.detent(of: layer, compactWidth: compactWidth))
        }
        // A dialog is an alert or a confirmation dialog over the layers, with its title and buttons.
        let dialog = state.dialog.map { shown in
            SwiftUISimulation.Snapshot.Modal(
                style: shown.dialog.style == .alert ? .alert : .confirmationDialog, phase: "presented", stack: nil,
                title: shown.dialog.title, buttons: shown.dialog.buttons.map(\.title))
        }
        return Expected(root: root, modals: modals + (dialog.map { [$0] } ?? []))
    }
}

/// What SwiftUI should show at rest: the root, the modals, and no transition running.
struct Expected: CustomStringConvertible {
    var root: SwiftUISimulation.Snapshot.Root
    var modals: [SwiftUISimulation.Snapshot.Modal]

    func matches(_ shown: SwiftUISimulation.Snapshot) -> Bool {
        shown.root == root && shown.modals == modals && shown.runningTransitions == 0
    }

    var description: String {
        var lines = ["root: \(root)"]
        for (depth, modal) in modals.enumerated() { lines.append("modal \(depth): \(modal)") }
        return lines.joined(separator: "\n")
    }
}
