public import WaypointMacros

/// The delivery-address picker, a sheet the Account module shows: `/account/addresses/pick`.
///
/// It hands an address back to whoever asked for it. The checkout asks through the navigator
/// knowing only this declaration, so the Payment module never imports the Profile module.
@Route("/account/addresses/pick", id: "address.pick")
public struct PickAddressRoute: ResultRoute {
    /// What the picker hands back.
    public typealias Output = DeliveryAddress

    /// Creates the route to the picker.
    public init() {}
}

/// A delivery address: what the address picker hands back to the checkout.
public struct DeliveryAddress: Codable, Hashable, Sendable, CustomStringConvertible {
    /// What the user calls it, such as `Home`.
    public var label: String
    /// The street and number.
    public var street: String
    /// The city.
    public var city: String

    /// Creates an address.
    public init(label: String, street: String, city: String) {
        self.label = label
        self.street = street
        self.city = city
    }

    /// `Home, 12 Harbour Road, Leith`.
    public var description: String { "\(label), \(street), \(city)" }
}
