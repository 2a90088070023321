/// What one entry shows: a matched route and the descriptor it was matched from, without an
/// identity.
///
/// The manager resolves a descriptor against the route table and hands the reducer screens;
/// the reducer mints an ``EntryID`` for each screen it puts on a stack.
///
/// ```swift
/// let product = NavigationScreen(
///     route: "catalog.product",
///     descriptor: DeepLinkDescriptor(path: "/products/42", parameters: ["id": "42"])
/// )
/// ```
public struct NavigationScreen: Hashable, Sendable, Codable {
    /// The matched route.
    public var route: RouteID
    /// The intent the route was matched from: path, parameters, presentation, source.
    public var descriptor: DeepLinkDescriptor

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - route: The matched route.
    ///   - descriptor: The descriptor the route was matched from.
    package init(route: RouteID, descriptor: DeepLinkDescriptor) {
        self.route = route
        self.descriptor = descriptor
    }

    /// Whether both show the same screen: the same route, path and parameters.
    ///
    /// How a screen was reached (its source and presentation mode) does not make it another
    /// screen: a product opened from a push notification is the product the stack already
    /// shows. Synthetic back stacks, pop-to-existing and double-tap coalescing all use this.
    package func isSameScreen(as other: NavigationScreen) -> Bool {
        route == other.route
            && descriptor.path == other.descriptor.path
            && descriptor.parameters == other.descriptor.parameters
    }
}
