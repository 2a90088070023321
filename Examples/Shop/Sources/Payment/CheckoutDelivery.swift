public import ShopRoutes
public import Waypoint

/// The checkout's delivery step. It asks for an address through the navigator alone: it knows the
/// picker's route and the address type from ShopRoutes, and nothing of the module that shows the
/// picker.
///
/// ```swift
/// let pick = await delivery.askForAddress()          // the picker shows
/// let line = await delivery.deliveryLine(for: pick)  // "deliver to Home, …" once it is done
/// ```
@MainActor
public struct CheckoutDelivery {
    private let navigator: any NavigationManaging

    /// Creates the step over the app's navigator.
    nonisolated init(navigator: any NavigationManaging) {
        self.navigator = navigator
    }

    /// Shows the address picker, as the checkout's "Choose address" button does. The request's
    /// result resolves once the picker finishes with an address or leaves without one.
    public func askForAddress() async -> ResultRequest<DeliveryAddress> {
        await navigator.requestResult(PickAddressRoute())
    }

    /// Waits for the picker to be done, and says what the checkout shows about delivery.
    public func deliveryLine(for pick: ResultRequest<DeliveryAddress>) async -> String {
        switch await pick.result {
        case .value(let address): "deliver to \(address)"
        case .cancelled(let why): "no address chosen (\(why))"
        case .notShown(let outcome): "the address picker did not open: \(outcome.code)"
        }
    }
}
