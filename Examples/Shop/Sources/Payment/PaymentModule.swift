public import ShopRoutes
public import Waypoint

/// Payment: the checkout and the saved payment methods, each as a sheet.
///
/// The checkout's ``CheckoutDelivery`` asks the Account module's picker for a delivery address
/// through the navigator in the container, without importing that module.
///
/// The checkout accepts in-app taps and universal links only: a custom-scheme link, which any
/// app or web page can fire, must not start a payment. It may not be left while its
/// ``CheckoutForm`` holds a delivery note: whatever would take it away asks "Discard your order?",
/// and the containers refuse the user's swipe down until the user answers "Discard".
public struct PaymentModule: FeatureModule {
    public let name: ModuleID = "Payment"
    /// What the user typed into the checkout; the checkout's leave check reads it.
    public let checkoutForm: CheckoutForm

    /// Creates the module with its checkout form.
    public init(checkoutForm: CheckoutForm = CheckoutForm()) {
        self.checkoutForm = checkoutForm
    }

    public func registerRoutes(in routes: inout RouteRegistry) {
        let signedIn: [GuardID] = [.signedIn]
        // A full-height sheet (the default options): the form wants the whole height, and with one
        // detent there is nothing to drag between, so no grabber. The swipe down stays allowed; the
        // leave check blocks it only while the form holds a note, so an untouched checkout goes.
        routes.add(
            .checkout, pattern: "/checkout", sources: [.inApp, .universalLink], guards: signedIn,
            presentation: .modal(.sheet))
        routes.add(
            .paymentMethods, pattern: "/settings/payment-methods", guards: signedIn, presentation: .modal(.sheet))
    }

    public func registerScreens(in screens: inout ScreenRegistry<ShopScreen>) {
        screens.register(.checkout) { _, resolver in
            let session: SessionStore = try resolver.resolve()
            let basket: BasketStore = try resolver.resolve()
            let count = basket.count
            let total = CatalogData.price(basket.totalInCents)
            return ShopScreen(
                route: .checkout, title: "Checkout",
                lines: [
                    "token: \(session.token ?? "none")",
                    count == 0 ? "the basket is empty" : "pay \(total) for \(count) item\(count == 1 ? "" : "s")",
                ])
        }
        screens.register(.paymentMethods) { _, resolver in
            let session: SessionStore = try resolver.resolve()
            return ShopScreen(
                route: .paymentMethods, title: "Payment methods",
                lines: ["token: \(session.token ?? "none")", "card ending 4242"])
        }
    }

    public func registerGuards(in guards: inout GuardRegistry) {
        let form = checkoutForm
        guards.registerLeaveCheck(for: .checkout) { context in form.leaveDecision(for: context.entry) }
    }

    public func registerServices(in services: inout ServiceRegistry) {
        let form = checkoutForm
        services.register(CheckoutForm.self, scope: .singleton) { _ in form }
        services.register(CheckoutDelivery.self) { resolver in CheckoutDelivery(navigator: try resolver.resolve()) }
    }
}
