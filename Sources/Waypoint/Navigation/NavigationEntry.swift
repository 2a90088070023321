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
public struct NavigationEntry: Hashable, Sendable, Codable, Identifiable, CustomStringConvertible {
    /// The identity, unique within its state.
    public let id: EntryID
    /// The matched route.
    public var route: RouteID { didSet { content = content.withoutMatch } }
    /// The descriptor the route was matched from. An entry the manager made from a match makes it
    /// when read; setting it drops the match.
    public var descriptor: DeepLinkDescriptor {
        get { content.descriptor }
        set { content = ScreenContent(newValue) }
    }
    /// The route and its parameters as matched, with the link they were matched in, when the
    /// manager made the entry (see ``NavigationScreen``). Not part of the entry's identity or of
    /// its saved form; changing ``route`` or ``descriptor`` drops it.
    package var match: RouteMatch? { content.match }
    private(set) var content: ScreenContent

    /// The saved form: the content is written as its descriptor, under `descriptor`.
    private enum CodingKeys: String, CodingKey {
        case id, route
        case content = "descriptor"
    }

    /// Creates an entry. States mint entries themselves; this is for tests and containers.
    package init(id: EntryID, route: RouteID, descriptor: DeepLinkDescriptor) {
        self.id = id
        self.route = route
        content = ScreenContent(descriptor)
    }

    /// Creates an entry showing `screen`, with the match the screen was made from.
    package init(id: EntryID, screen: NavigationScreen) {
        self.id = id
        route = screen.route
        content = screen.content
    }

    /// What the entry shows, without its identity.
    public var screen: NavigationScreen { NavigationScreen(route: route, content: content) }

    /// The source its descriptor names, without making the descriptor.
    package var source: LinkSource { content.source }

    /// `entry#3 catalog.product /products/42`.
    public var description: String { "\(id) \(route) \(descriptor.path)" }
}
