public import WaypointMacros

/// A user's profile, the seeds' own example: `/profile/details?userId=12345`.
@Route("/profile/details", id: "profile.details")
public struct ProfileRoute {
    /// The user whose profile to show; required.
    public var userId: String

    /// Creates the route to a profile.
    public init(userId: String) {
        self.userId = userId
    }
}

/// One order, with the order history as the synthetic parent: `/orders/{orderId: int}`.
/// Push notifications about shipping open it.
@Route("/orders/{orderId: int}", id: "orders.detail")
public struct OrderRoute {
    /// The order's number.
    public var orderId: Int

    /// Creates the route to an order.
    public init(orderId: Int) {
        self.orderId = orderId
    }
}
