/// What a screen or an entry shows besides its route, behind one reference, so that copying a
/// screen or an entry (states are copied at every step) retains one object.
///
/// A screen the manager made holds the route's parameters as matched, with the link they were
/// matched in: its screen factory decodes the typed route from that match, and the reducer
/// compares screens by it. Its ``DeepLinkDescriptor`` is made from the match only when something
/// reads it (a saved form, a description, app code), never by a navigation. A screen made from a
/// descriptor (a decoded save, a test) holds that descriptor.
struct ScreenContent: Hashable, Sendable {
    /// What the descriptor is: one given, or one made on demand from a match.
    enum Described: Sendable {
        case descriptor(DeepLinkDescriptor)
        case match(RouteMatch, presentationMode: PresentationMode)
    }

    final class Box: Sendable {
        /// The match the screen is built from, when the manager made it.
        let match: RouteMatch?
        let described: Described

        init(match: RouteMatch?, described: Described) {
            self.match = match
            self.described = described
        }
    }

    let box: Box

    /// A descriptor, without a match.
    init(_ descriptor: DeepLinkDescriptor) {
        box = Box(match: nil, described: .descriptor(descriptor))
    }

    /// A match, shown with `presentationMode`.
    init(match: RouteMatch, presentationMode: PresentationMode) {
        box = Box(match: match, described: .match(match, presentationMode: presentationMode))
    }

    private init(box: Box) {
        self.box = box
    }

    /// The match the screen is built from, when the manager made it.
    var match: RouteMatch? { box.match }

    /// The same content, built from `match` from now on (a restoration's fresh match); its
    /// descriptor stays what it was.
    func building(from match: RouteMatch) -> ScreenContent {
        ScreenContent(box: Box(match: match, described: box.described))
    }

    /// The same descriptor, without a match.
    var withoutMatch: ScreenContent { box.match == nil ? self : ScreenContent(descriptor) }

    /// The descriptor: the one given, or made from the match now.
    var descriptor: DeepLinkDescriptor {
        switch box.described {
        case .descriptor(let descriptor): descriptor
        case .match(let match, let mode): match.descriptor(presentationMode: mode)
        }
    }

    /// The descriptor's presentation mode, without making it.
    var presentationMode: PresentationMode {
        switch box.described {
        case .descriptor(let descriptor): descriptor.presentationMode
        case .match(_, let mode): mode
        }
    }

    /// The descriptor's source, without making it.
    var source: LinkSource {
        switch box.described {
        case .descriptor(let descriptor): descriptor.source
        case .match(let match, _): match.link.source
        }
    }

    private var requestedPresentation: PresentationMode? {
        switch box.described {
        case .descriptor(let descriptor): descriptor.requestedPresentation
        case .match(_, let mode): mode
        }
    }

    /// Whether both show the same path and parameters (``NavigationScreen/isSameScreen(as:)``).
    /// Two matches with the same segments and the same parameters, whose sources give them the
    /// same undeclared parameters, make the same descriptor path and parameters: they are compared
    /// without making either descriptor.
    func showsSame(as other: ScreenContent) -> Bool {
        if box === other.box { return true }
        if case .match(let mine, _) = box.described, case .match(let theirs, _) = other.box.described,
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

    /// Equal when the descriptors are; the same content is equal without making them.
    static func == (lhs: ScreenContent, rhs: ScreenContent) -> Bool {
        lhs.box === rhs.box || lhs.descriptor == rhs.descriptor
    }

    /// Hashes what equal descriptors share: the source and the requested presentation (holders
    /// hash their route too).
    func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(requestedPresentation)
    }
}

/// Saved as its descriptor alone, in the descriptor's own form: a match is never saved.
extension ScreenContent: Codable {
    init(from decoder: any Decoder) throws {
        self.init(try DeepLinkDescriptor(from: decoder))
    }

    func encode(to encoder: any Encoder) throws {
        try descriptor.encode(to: encoder)
    }
}
