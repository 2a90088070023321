/// A typed route whose screen hands a value back to whoever asked for it: a picker, a sign-in
/// form, a confirmation.
///
/// Declare it in the shared routes target, beside the route: the module that asks depends on this
/// declaration only, never on the module that shows the screen.
///
/// ```swift
/// @Route("/account/addresses/pick")
/// struct PickAddressRoute: ResultRoute {
///     typealias Output = DeliveryAddress   // Codable & Sendable, in the shared target too
/// }
/// ```
///
/// The navigation manager's `requestResult(_:)` shows the route and gives back a result typed
/// `Output`; the screen finishes with a value of that type through its handle. A value of another
/// type does not compile.
public protocol ResultRoute: Route {
    /// The type of the value the route's screen hands back.
    associatedtype Output: Codable & Sendable
}
