public import ShopRoutes
public import Waypoint

/// The signed-in user's delivery addresses, and the picker that hands one back to whoever asked.
///
/// The picker's screen keeps its handle here as it is built; choosing an address finishes that
/// screen with it, which closes the sheet. The module does not know who asked: the checkout, or
/// nobody (a link opened the picker).
@MainActor
public final class AddressBook {
    /// The addresses, in the order the picker lists them.
    public let addresses: [DeliveryAddress]
    /// The handle of the picker built last: the one on screen.
    private var picker: ScreenHandle?

    nonisolated init(addresses: [DeliveryAddress]) {
        self.addresses = addresses
    }

    /// The picker's screen, built with its handle.
    func pickerScreen(handle: ScreenHandle) -> ShopScreen {
        picker = handle
        return ShopScreen(
            route: PickAddressRoute.id, title: "Delivery address",
            lines: addresses.enumerated().map { "\($0.offset + 1) \($0.element)" })
    }

    /// The user taps address `number` (from 1): finishes the picker with it.
    ///
    /// - Returns: The finish's outcome; refused (`entryGone`) when the picker has left the screen.
    /// - Throws: ``ChoiceError`` when no picker was shown or it lists no such address.
    public func choose(_ number: Int) async throws(ChoiceError) -> NavigationOutcome {
        guard let picker else { throw .noPicker }
        guard addresses.indices.contains(number - 1) else { throw .noAddress(number, count: addresses.count) }
        return await picker.finish(PickAddressRoute.self, with: addresses[number - 1])
    }

    /// Why an address could not be chosen.
    public enum ChoiceError: Error, Hashable, CustomStringConvertible {
        /// No address picker has been shown.
        case noPicker
        /// The picker lists no address with this number.
        case noAddress(Int, count: Int)

        public var description: String {
            switch self {
            case .noPicker: "no address picker is shown"
            case .noAddress(let number, let count): "there is no address \(number); the picker lists 1 to \(count)"
            }
        }
    }

    /// The addresses the example ships with.
    nonisolated static let sample = [
        DeliveryAddress(label: "Home", street: "12 Harbour Road", city: "Leith"),
        DeliveryAddress(label: "Office", street: "3 Engine Street", city: "London"),
    ]
}
