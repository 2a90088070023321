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

    /// Creates a match. ``RouteTable/match(_:)-(Link)`` is the usual way to get one.
    public init(route: RouteID, parameters: RouteParameters, link: Link) {
        self.route = route
        self.parameters = parameters
        self.link = link
    }

    /// Decodes the typed route value.
    ///
    /// - Throws: ``LinkRejection`` with `missingParameter` or `invalidParameter`, naming the
    ///   parameter, the value and the expected type.
    public func decode<R: Route>(_ type: R.Type = R.self) throws(LinkRejection) -> R {
        try RouteDecoding.decode(R.self, from: parameters)
    }

    /// A descriptor for this match: the link's path, the parameters as a dictionary, the source.
    public func descriptor(presentationMode: PresentationMode = .push) -> DeepLinkDescriptor {
        DeepLinkDescriptor(
            path: link.encodedPath, parameters: parameters.dictionary, presentationMode: presentationMode,
            source: link.source)
    }
}
