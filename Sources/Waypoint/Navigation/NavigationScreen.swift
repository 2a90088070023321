/// What one entry shows: a matched route and the descriptor it was matched from, without an
/// identity. A ``NavigationEntry`` is an identity and a screen.
///
/// The manager resolves a descriptor against the route table and hands the reducer screens;
/// the reducer mints an ``EntryID`` for each screen it puts on a stack.
///
/// A screen the manager made holds the route's parameters as matched, with the link they were
/// matched in: its screen factory decodes the typed route from that match, the reducer compares
/// screens by it, and restoration matches its link again. Its descriptor is made from the match
/// when something reads it (a saved form, a description, app code). A screen made from a
/// descriptor (a decoded save, a test) holds that descriptor. Both sit behind one reference, which
/// the copies of a state share.
///
/// Two screens are equal when their routes and descriptors are, and hash those two; the match is
/// neither part of the identity nor of the saved form.
///
/// ```swift
/// let product = NavigationScreen(
///     route: "catalog.product",
///     descriptor: DeepLinkDescriptor(path: "/products/42", parameters: ["id": "42"])
/// )
/// ```
package struct NavigationScreen: Hashable, Sendable, Codable {
    /// The descriptor: given, or made when read from the match the manager made the screen from.
    private enum Shown: Sendable {
        case descriptor(DeepLinkDescriptor)
        case match(RouteMatch, presentationMode: PresentationMode)
    }

    private final class Storage: Sendable {
        let route: RouteID
        let shown: Shown
        /// The match a restoration checked the screen with; the screen is built from it from then on.
        let rematch: RouteMatch?

        init(route: RouteID, shown: Shown, rematch: RouteMatch? = nil) {
            self.route = route
            self.shown = shown
            self.rematch = rematch
        }
    }

    private let storage: Storage

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - route: The matched route.
    ///   - descriptor: The descriptor the route was matched from.
    package init(route: RouteID, descriptor: DeepLinkDescriptor) {
        self.init(route: route, shown: .descriptor(descriptor))
    }

    /// The screen a match shows, keeping the match; its descriptor is made only when read.
    package init(match: RouteMatch, presentationMode: PresentationMode) {
        self.init(route: match.route, shown: .match(match, presentationMode: presentationMode))
    }

    private init(route: RouteID, shown: Shown) {
        self.init(storage: Storage(route: route, shown: shown))
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The matched route. Setting it drops the match.
    package var route: RouteID {
        get { storage.route }
        set { self = NavigationScreen(route: newValue, descriptor: descriptor) }
    }

    /// The intent the route was matched from: path, parameters, presentation, source. Setting it
    /// drops the match.
    package var descriptor: DeepLinkDescriptor {
        get {
            switch storage.shown {
            case .descriptor(let descriptor): descriptor
            case .match(let match, let mode): match.descriptor(presentationMode: mode)
            }
        }
        set { self = NavigationScreen(route: route, descriptor: newValue) }
    }

    /// The match the manager made this screen from, or a restoration checked it with.
    package var match: RouteMatch? {
        if let rematch = storage.rematch { return rematch }
        guard case .match(let match, _) = storage.shown else { return nil }
        return match
    }

    /// How the screen's descriptor asks to show it, without making the descriptor.
    package var presentationMode: PresentationMode {
        switch storage.shown {
        case .descriptor(let descriptor): descriptor.presentationMode
        case .match(_, let mode): mode
        }
    }

    /// The source its descriptor names, without making the descriptor.
    package var source: LinkSource {
        switch storage.shown {
        case .descriptor(let descriptor): descriptor.source
        case .match(let match, _): match.link.source
        }
    }

    /// The same screen, built from `match` from now on (a restoration's fresh match); its
    /// descriptor stays what it was.
    func building(from match: RouteMatch) -> NavigationScreen {
        NavigationScreen(storage: Storage(route: route, shown: storage.shown, rematch: match))
    }

    /// Whether both show the same screen: the same route, path and parameters.
    ///
    /// How a screen was reached (its source and presentation mode) does not make it another
    /// screen: a product opened from a push notification is the product the stack already
    /// shows. Synthetic back stacks, pop-to-existing and double-tap coalescing all use this.
    ///
    /// Two matches with the same segments and parameters, whose sources give them the same
    /// undeclared parameters, make the same path and parameters: they are compared as matches.
    package func isSameScreen(as other: NavigationScreen) -> Bool {
        guard route == other.route else { return false }
        if storage === other.storage { return true }
        if case .match(let mine, _) = storage.shown, case .match(let theirs, _) = other.storage.shown,
            mine.link.segments == theirs.link.segments, mine.parameters == theirs.parameters,
            Self.sameUndeclared(mine.link, theirs.link)
        {
            return true
        }
        let (mine, theirs) = (descriptor, other.descriptor)
        return mine.path == theirs.path && mine.parameters == theirs.parameters
    }

    /// Whether two links give a descriptor the same undeclared parameters: an in-app link's are kept
    /// (see `RouteMatch.descriptor(presentationMode:)`), any other's are not.
    private static func sameUndeclared(_ lhs: Link, _ rhs: Link) -> Bool {
        switch (lhs.source == .inApp, rhs.source == .inApp) {
        case (false, false): true
        case (true, true): lhs.queryItems == rhs.queryItems
        default: lhs.queryItems.isEmpty && rhs.queryItems.isEmpty
        }
    }

    /// The same route and descriptor; the same storage is equal without making the descriptors.
    package static func == (lhs: NavigationScreen, rhs: NavigationScreen) -> Bool {
        lhs.storage === rhs.storage || (lhs.route == rhs.route && lhs.descriptor == rhs.descriptor)
    }

    /// Hashes what ``==`` compares: the route and the descriptor.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(route)
        hasher.combine(descriptor)
    }

    private enum CodingKeys: String, CodingKey { case route, descriptor }

    /// Reads the saved form, `route` and `descriptor`; a saved screen has no match.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            route: try container.decode(RouteID.self, forKey: .route),
            descriptor: try container.decode(DeepLinkDescriptor.self, forKey: .descriptor))
    }

    /// Writes the route and the descriptor.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(route, forKey: .route)
        try container.encode(descriptor, forKey: .descriptor)
    }
}
