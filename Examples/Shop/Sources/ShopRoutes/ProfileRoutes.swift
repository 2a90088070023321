public import Waypoint

/// A user's profile, the seeds' own example: `/profile/details?userId=12345`.
public struct ProfileRoute: Route {
    public static let id: RouteID = "profile.details"
    public static let pattern = "/profile/details"
    /// The user whose profile to show; required.
    public var userId: String

    /// Creates the route to a profile.
    public init(userId: String) {
        self.userId = userId
    }
}

/// One order, with the order history as the synthetic parent: `/orders/{orderId: int}`.
/// Push notifications about shipping open it.
public struct OrderRoute: Route {
    public static let id: RouteID = "orders.detail"
    public static let pattern = "/orders/{orderId: int}"
    /// The order's number.
    public var orderId: Int

    /// Creates the route to an order.
    public init(orderId: Int) {
        self.orderId = orderId
    }
}
