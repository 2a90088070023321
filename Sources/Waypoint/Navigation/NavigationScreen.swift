/// What one entry shows: a matched route and the descriptor it was matched from, without an
/// identity. A ``NavigationEntry`` is an identity and a screen.
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
package struct NavigationScreen: Hashable, Sendable, Codable {
    /// The matched route. Setting it drops the match.
    package var route: RouteID { didSet { content = content.withoutMatch } }
    /// The intent the route was matched from: path, parameters, presentation, source. A screen the
    /// manager made from a match makes it when read; setting it drops the match.
    package var descriptor: DeepLinkDescriptor {
        get { content.descriptor }
        set { content = ScreenContent(newValue) }
    }
    /// The match the manager made this screen from: the route and its parameters as matched, and
    /// the link they were matched in. Its screen factory decodes the typed route from it, and
    /// restoration matches its link again, so neither prints the descriptor and parses it back.
    /// Not part of the screen's identity or of its saved form; changing ``route`` or
    /// ``descriptor`` drops it.
    package var match: RouteMatch? { content.match }
    private(set) var content: ScreenContent

    /// The saved form: the content is written as its descriptor, under `descriptor`.
    private enum CodingKeys: String, CodingKey {
        case route
        case content = "descriptor"
    }

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - route: The matched route.
    ///   - descriptor: The descriptor the route was matched from.
    package init(route: RouteID, descriptor: DeepLinkDescriptor) {
        self.init(route: route, content: ScreenContent(descriptor))
    }

    /// The screen a match shows, keeping the match; its descriptor is made only when read.
    package init(match: RouteMatch, presentationMode: PresentationMode) {
        self.init(route: match.route, content: ScreenContent(match: match, presentationMode: presentationMode))
    }

    /// A screen with what it shows.
    private init(route: RouteID, content: ScreenContent) {
        self.route = route
        self.content = content
    }

    /// The same screen, built from `match` from now on (a restoration's fresh match); its
    /// descriptor stays what it was.
    func building(from match: RouteMatch) -> NavigationScreen {
        NavigationScreen(route: route, content: content.building(from: match))
    }

    /// How the screen's descriptor asks to show it, without making the descriptor.
    package var presentationMode: PresentationMode { content.presentationMode }

    /// Whether both show the same screen: the same route, path and parameters.
    ///
    /// How a screen was reached (its source and presentation mode) does not make it another
    /// screen: a product opened from a push notification is the product the stack already
    /// shows. Synthetic back stacks, pop-to-existing and double-tap coalescing all use this.
    package func isSameScreen(as other: NavigationScreen) -> Bool {
        route == other.route && content.showsSame(as: other.content)
    }
}
