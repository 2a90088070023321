public import Waypoint

/// The ids of the Shop's routes that have no parameters, so that any module can navigate to them
/// by id without importing the module that owns them. Routes with parameters are typed: see
/// ``ProductRoute``, ``OrderRoute`` and the other `Route` types of this target.
extension RouteID {
    /// The catalog's home screen, `/`: the Shop tab's root.
    public static let home: RouteID = "home"
    /// The basket, `/basket`; signed-in users only.
    public static let basket: RouteID = "basket"
    /// The checkout, `/checkout`, presented as a sheet; in-app taps and universal links only.
    public static let checkout: RouteID = "checkout"
    /// The saved payment methods, `/settings/payment-methods`, presented as a sheet.
    public static let paymentMethods: RouteID = "payment.methods"
    /// The order history, `/orders`; signed-in users only.
    public static let ordersList: RouteID = "orders.list"
    /// The sign-in sheet, `/login`.
    public static let login: RouteID = "login"
    /// The Basket tab's root, `/tabs/basket`: shown before anyone signs in, so it has no guard.
    public static let basketTab: RouteID = "basket.tab"
    /// The Account tab's root, `/tabs/account`: shown before anyone signs in, so it has no guard.
    public static let accountTab: RouteID = "account.tab"
    /// A product's size guide, `/catalog/{category}/products/{productId}/size-guide`: a sheet that
    /// opens at half height and may be dragged to full height.
    public static let sizeGuide: RouteID = "catalog.sizeGuide"
    /// Sharing a product, `/catalog/{category}/products/{productId}/share`: a popover anchored to the
    /// product screen's share button, a sheet on a compact width.
    public static let share: RouteID = "catalog.share"
}

/// The guards Shop routes list, declared once here so that a module can list a guard another
/// module provides.
extension GuardID {
    /// Allows signed-in users; sends everyone else to `/login` and resumes after sign-in.
    public static let signedIn: GuardID = "signedIn"
}

extension ReadinessCondition {
    /// Holds while a user is signed in; requests the sign-in guard redirected wait for it.
    public static let signedIn: ReadinessCondition = "signedIn"
}
