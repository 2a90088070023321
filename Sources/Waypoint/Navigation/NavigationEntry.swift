/// One screen on a stack, with the identity the state minted for it.
///
/// Entries are values: a container keeps its own view (controller) per ``id`` and compares
/// identities, not contents, to know whether a screen is still the one it built.
///
/// An entry the manager makes holds its route and parameters as matched, with the link they were
/// matched in: its screen is built from that match, navigating compares entries by it, and
/// restoring the entry from a state held in memory matches the link again rather than parsing the
/// descriptor's text. Its ``descriptor`` is made from the match when read. Equality, hashing and
/// the saved form cover the identity, the route and the descriptor only.
///
/// ```swift
/// let top = manager.state.topEntry     // entry#4 catalog.product /catalog/shoes/products/42
/// top?.descriptor.parameters           // ["category": "shoes", "productId": "42"]
/// ```
public struct NavigationEntry: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The identity, unique within its state.
    public let id: EntryID
    /// What the entry shows: its route and descriptor, and the match the manager made it from.
    package var screen: NavigationScreen

    /// The matched route. Setting it drops the match.
    public var route: RouteID {
        get { screen.route }
        set { screen.route = newValue }
    }
    /// The descriptor the route was matched from. An entry the manager made from a match makes it
    /// when read; setting it drops the match.
    public var descriptor: DeepLinkDescriptor {
        get { screen.descriptor }
        set { screen.descriptor = newValue }
    }
    /// The route and its parameters as matched, with the link they were matched in, when the
    /// manager made the entry. Not part of the entry's identity or of its saved form; changing
    /// ``route`` or ``descriptor`` drops it.
    package var match: RouteMatch? { screen.match }

    /// Creates an entry. States mint entries themselves; this is for tests and containers.
    package init(id: EntryID, route: RouteID, descriptor: DeepLinkDescriptor) {
        self.init(id: id, screen: NavigationScreen(route: route, descriptor: descriptor))
    }

    /// Creates an entry showing `screen`, with the match the screen was made from.
    package init(id: EntryID, screen: NavigationScreen) {
        self.id = id
        self.screen = screen
    }

    /// The source its descriptor names, without making the descriptor.
    package var source: LinkSource { screen.source }

    /// `entry#3 catalog.product /products/42`.
    public var description: String { "\(id) \(route) \(descriptor.path)" }
}

/// The saved form: `id`, `route` and `descriptor` side by side, the screen's own form after the
/// identity.
extension NavigationEntry: Codable {
    private enum CodingKeys: String, CodingKey { case id }

    /// Reads an entry from its saved form; a saved entry has no match.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(EntryID.self, forKey: .id), screen: try NavigationScreen(from: decoder))
    }

    /// Writes the identity, the route and the descriptor.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try screen.encode(to: encoder)
    }
}
