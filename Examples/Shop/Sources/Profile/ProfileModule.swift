public import ShopRoutes
public import Waypoint

/// The account: its tab's root, profiles, the order history that shipping notifications open, and
/// the delivery-address picker that hands an address back to whoever asked (``AddressBook``).
///
/// Registers its own ``OrderHistory`` service, which no other module needs to know about.
public struct ProfileModule: FeatureModule {
    public let name: ModuleID = "Profile"

    /// Creates the module.
    public init() {}

    public func registerRoutes(in routes: inout RouteRegistry) {
        let signedIn: [GuardID] = [.signedIn]
        routes.add(.accountTab, pattern: "/tabs/account")
        routes.add(ProfileRoute.self)
        routes.add(.ordersList, pattern: "/orders", guards: signedIn)
        routes.add(OrderRoute.self, guards: signedIn, parent: .ordersList)
        routes.add(PickAddressRoute.self, presentation: .modal(.sheet))
    }

    public func registerScreens(in screens: inout ScreenRegistry<ShopScreen>) {
        screens.register(.accountTab) { _, _ in
            ShopScreen(route: .accountTab, title: "Account tab", lines: ["profile, orders, payment methods"])
        }
        screens.register(ProfileRoute.self) { route, _ in
            ShopScreen(route: ProfileRoute.id, title: "Profile \(route.userId)", lines: ["member since 2021"])
        }
        screens.register(.ordersList) { _, resolver in
            let history: OrderHistory = try resolver.resolve()
            return ShopScreen(
                route: .ordersList, title: "Orders",
                lines: history.orders.map { "#\($0.number) \($0.status)" })
        }
        screens.register(OrderRoute.self) { route, resolver in
            let history: OrderHistory = try resolver.resolve()
            guard let order = history.order(route.orderId) else {
                throw OrderHistory.UnknownOrder(number: route.orderId)
            }
            return ShopScreen(
                route: OrderRoute.id, title: "Order #\(order.number)", lines: [order.status, order.summary])
        }
        screens.register(PickAddressRoute.self) { _, resolver in
            let book: AddressBook = try resolver.resolve()
            return book.pickerScreen(handle: try resolver.resolve(ScreenHandle.self))
        }
    }

    public func registerServices(in services: inout ServiceRegistry) {
        services.register(OrderHistory.self, scope: .singleton) { _ in OrderHistory.sample }
        services.register(AddressBook.self, scope: .singleton) { _ in AddressBook(addresses: AddressBook.sample) }
    }
}

/// The signed-in user's past orders.
struct OrderHistory: Sendable {
    struct Order: Sendable {
        let number: Int
        let status: String
        let summary: String
    }

    /// An order link that names an order the history does not hold.
    struct UnknownOrder: Error, CustomStringConvertible {
        let number: Int
        var description: String { "there is no order #\(number)" }
    }

    let orders: [Order]

    static let sample = OrderHistory(orders: [
        Order(number: 1041, status: "delivered", summary: "Wool beanie"),
        Order(number: 1042, status: "shipped", summary: "Trail runner, Sun hat"),
    ])

    func order(_ number: Int) -> Order? {
        orders.first { $0.number == number }
    }
}
