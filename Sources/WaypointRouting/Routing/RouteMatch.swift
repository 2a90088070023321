/// A link that matched a route: the route's identity, its decoded parameters and the link.
///
/// ```swift
/// let match = try table.match(parser.parse("shop://catalog/shoes/products/42", source: .customScheme))
/// match.route                     // catalog.product
/// match.parameters["productId"]   // "42"
/// let product = try match.decode(ProductRoute.self)
/// let descriptor = match.descriptor()   // path /catalog/shoes/products/42, source custom-scheme
/// ```
public struct RouteMatch: Hashable, Sendable {
    /// The matched route.
    public let route: RouteID
    /// Path captures and declared query parameters, decoded and type-checked.
    public let parameters: RouteParameters
    /// The link that matched.
    public let link: Link
    /// Where the route is in the ``RouteTable/routes`` of the table that made the match, so that what
    /// follows the match reads the route without looking it up again; `nil` for a match made by hand.
    /// Not part of the match's equality.
    package let position: Int?

    /// The link's query items that the route does not declare (`campaign`, `utm_source`), in link
    /// order. They are not checked or typed, and not part of ``parameters``: the manager hands them
    /// to the screen of an in-app request only (see `ScreenRegistry.Context.undeclaredParameters`)
    /// and ignores them from every other source.
    public var undeclaredParameters: [QueryItem] {
        guard !link.queryItems.isEmpty else { return [] }
        var captured: Set<String> = []
        for element in parameters { captured.insert(element.name) }
        return link.queryItems.filter { !captured.contains($0.name) }
    }

    /// Creates a match. ``RouteTable/match(_:)-(Link)`` is the usual way to get one.
    package init(route: RouteID, parameters: RouteParameters, link: Link, position: Int? = nil) {
        self.route = route
        self.parameters = parameters
        self.link = link
        self.position = position
    }

    /// Whether both are of the same route, with the same parameters, from the same link.
    public static func == (lhs: RouteMatch, rhs: RouteMatch) -> Bool {
        lhs.route == rhs.route && lhs.parameters == rhs.parameters && lhs.link == rhs.link
    }

    /// Hashes the route, the parameters and the link.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(route)
        hasher.combine(parameters)
        hasher.combine(link)
    }

    /// Decodes the typed route value.
    ///
    /// - Throws: ``LinkRejection`` with `missingParameter` or `invalidParameter`, naming the
    ///   parameter, the value and the expected type.
    public func decode<R: Route>(_ type: R.Type = R.self) throws(LinkRejection) -> R {
        try RouteDecoding.decode(R.self, from: parameters)
    }

    /// A descriptor for this match: the link's path, the parameters as a dictionary, the source.
    /// An in-app match keeps its ``undeclaredParameters`` too, so that a screen made again from
    /// the descriptor (restoration) gets them again.
    package func descriptor(presentationMode: PresentationMode = .push) -> DeepLinkDescriptor {
        var values = parameters.dictionary
        if link.source == .inApp {
            for item in undeclaredParameters where values[item.name] == nil { values[item.name] = item.value }
        }
        return DeepLinkDescriptor(
            path: link.encodedPath, parameters: values, presentationMode: presentationMode, source: link.source)
    }
}
