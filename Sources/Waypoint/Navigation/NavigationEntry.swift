/// One screen on a stack, with the identity the state minted for it.
///
/// Entries are values: a container keeps its own view (controller) per ``id`` and compares
/// identities, not contents, to know whether a screen is still the one it built.
///
/// ```swift
/// let top = manager.state.topEntry     // entry#4 catalog.product /catalog/shoes/products/42
/// top?.descriptor.parameters           // ["category": "shoes", "productId": "42"]
/// ```
public struct NavigationEntry: Hashable, Sendable, Codable, Identifiable, CustomStringConvertible {
    /// The identity, unique within its state.
    public let id: EntryID
    /// The matched route.
    public var route: RouteID
    /// The descriptor the route was matched from.
    public var descriptor: DeepLinkDescriptor

    /// Creates an entry. States mint entries themselves; this is for tests and containers.
    package init(id: EntryID, route: RouteID, descriptor: DeepLinkDescriptor) {
        self.id = id
        self.route = route
        self.descriptor = descriptor
    }

    /// Creates an entry showing `screen`.
    package init(id: EntryID, screen: NavigationScreen) {
        self.init(id: id, route: screen.route, descriptor: screen.descriptor)
    }

    /// What the entry shows, without its identity.
    public var screen: NavigationScreen { NavigationScreen(route: route, descriptor: descriptor) }

    /// `entry#3 catalog.product /products/42`.
    public var description: String { "\(id) \(route) \(descriptor.path)" }
}
