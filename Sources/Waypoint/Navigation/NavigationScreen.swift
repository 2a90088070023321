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
    public var route: RouteID { didSet { kept = KeptMatch.Slot() } }
    /// The intent the route was matched from: path, parameters, presentation, source.
    public var descriptor: DeepLinkDescriptor { didSet { kept = KeptMatch.Slot() } }
    /// The match the manager made this screen from: the route and its parameters as matched, and
    /// the link they were matched in. Its screen factory decodes the typed route from it, and
    /// restoration matches its link again, so neither prints the descriptor and parses it back.
    /// Not part of the screen's identity or of its saved form; changing ``route`` or
    /// ``descriptor`` drops it.
    package var match: RouteMatch? { kept.match }
    /// One reference, so that copying a screen or an entry (states are copied at every step)
    /// retains one object rather than each string and array of the match.
    private(set) var kept = KeptMatch.Slot()

    private enum CodingKeys: String, CodingKey {
        case route, descriptor
    }

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - route: The matched route.
    ///   - descriptor: The descriptor the route was matched from.
    package init(route: RouteID, descriptor: DeepLinkDescriptor) {
        self.route = route
        self.descriptor = descriptor
    }

    /// The screen a match shows, keeping the match.
    package init(match: RouteMatch, presentationMode: PresentationMode) {
        self.init(route: match.route, descriptor: match.descriptor(presentationMode: presentationMode), match: match)
    }

    /// A screen with the match it was made from; `match` must be a match of `route`.
    package init(route: RouteID, descriptor: DeepLinkDescriptor, match: RouteMatch?) {
        self.route = route
        self.descriptor = descriptor
        kept = KeptMatch.Slot(match.map(KeptMatch.init))
    }

    /// A screen sharing another's kept match.
    init(route: RouteID, descriptor: DeepLinkDescriptor, kept: KeptMatch.Slot) {
        self.route = route
        self.descriptor = descriptor
        self.kept = kept
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

/// A match kept by a screen or an entry.
final class KeptMatch: Sendable {
    let match: RouteMatch

    init(_ match: RouteMatch) {
        self.match = match
    }

    /// Where a screen or an entry keeps its match: always equal and hashing nothing, so that the
    /// synthesised `Hashable` of its holder compares what the holder shows and nothing else.
    struct Slot: Hashable, Sendable {
        let box: KeptMatch?

        init(_ box: KeptMatch? = nil) {
            self.box = box
        }

        var match: RouteMatch? { box?.match }

        static func == (_: Slot, _: Slot) -> Bool { true }
        func hash(into _: inout Hasher) {}
    }
}
