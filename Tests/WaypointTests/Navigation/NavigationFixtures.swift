import Testing
import Waypoint

/// The example shop: three tabs, a catalog whose routes declare parents, and modal routes.
enum Shop {
    static func screen(
        _ route: RouteID,
        _ path: String,
        _ parameters: [String: String] = [:],
        mode: PresentationMode = .push,
        source: LinkSource = .inApp
    ) -> NavigationScreen {
        NavigationScreen(
            route: route,
            descriptor: DeepLinkDescriptor(path: path, parameters: parameters, presentationMode: mode, source: source)
        )
    }

    static let home = screen("shop.home", "/shop")
    static let shoes = screen("catalog.category", "/categories/shoes", ["category": "shoes"])
    static let hats = screen("catalog.category", "/categories/hats", ["category": "hats"])
    static func product(_ id: String) -> NavigationScreen {
        screen("catalog.product", "/products/\(id)", ["id": id])
    }
    static let reviews = screen("catalog.reviews", "/products/42/reviews", ["id": "42"])
    static let search = screen("catalog.search", "/search")
    static let basket = screen("basket.home", "/basket")
    static let basketItem = screen("basket.item", "/basket/items/7", ["item": "7"])
    static let account = screen("account.home", "/account")
    static let orders = screen("account.orders", "/account/orders")
    static let login = screen("auth.login", "/login", mode: .modal)
    static let checkout = screen("checkout.start", "/checkout", mode: .modal(.fullScreen))
    static let payment = screen("checkout.payment", "/checkout/payment", mode: .modal(.fullScreen))

    /// The app's start: Shop, Basket and Account, each at its home, Shop selected.
    static func tabs(selected: TabID = "shop") throws -> NavigationState {
        try NavigationState(tabs: [("shop", home), ("basket", basket), ("account", account)], selectedTab: selected)
    }

    /// A destination the way the manager resolves one for the shop's routes.
    static func destination(
        _ screen: NavigationScreen,
        parents: [NavigationScreen] = [],
        _ presentation: PresentationMode? = nil,
        tab: TabID? = nil
    ) -> NavigationRequest {
        .show(NavigationDestination(screen: screen, parents: parents, presentation: presentation, owningTab: tab))
    }

    /// A product link as the route table resolves it: parents home and shoes, owned by Shop.
    static func productLink(_ id: String, _ presentation: PresentationMode = .push) -> NavigationRequest {
        destination(product(id), parents: [home, shoes], presentation, tab: "shop")
    }
}

/// Reduces each request in turn, checking after each one that the invariants hold and that
/// replaying the plan reaches the reducer's state.
func reduceChecked(
    _ state: NavigationState,
    _ requests: NavigationRequest...,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> NavigationState {
    var current = state
    for request in requests {
        let next = try NavigationReducer.reduce(current, request)
        #expect(next.invariantViolations() == [], sourceLocation: sourceLocation)
        var replayed = current
        for step in NavigationPlanner.plan(from: current, to: next) {
            replayed = try replayed.applying(step)
        }
        #expect(replayed == next, sourceLocation: sourceLocation)
        current = next
    }
    return current
}

extension Array where Element == NavigationEntry {
    /// The paths shown, root first: what a reader of a test expects to see on screen.
    var paths: [String] { map(\.descriptor.path) }
}

extension NavigationState {
    /// The stack of a tab, or empty when there is no such tab.
    func stack(ofTab tab: TabID) -> [NavigationEntry] { stack(at: .tab(tab)) ?? [] }
}
