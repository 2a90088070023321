/// A typed route: a value whose stored properties are its parameters.
///
/// Declare the pattern once; path placeholders fill the properties of the same name, the other
/// properties are query parameters. Supported property types: `String`, `Int` (and its sized
/// variants), `Double`, `Float`, `Bool`, `UUID`, `RawRepresentable` enums over `String` or
/// `Int` that are `CaseIterable`, optionals of those (optional query parameters) and arrays
/// of those (repeated query keys).
///
/// ```swift
/// struct ProductRoute: Route {
///     static let id: RouteID = "catalog.product"
///     static let pattern = "/catalog/{category}/products/{productId: int}"
///     var category: String
///     var productId: Int
///     var ref: String?          // ?ref=…, optional
/// }
///
/// let match = try table.match(link)
/// let product = try match.decode(ProductRoute.self)
/// try product.link().description  // "/catalog/shoes/products/42"
/// ```
///
/// Decoding and printing are inverses: for every value that can be printed,
/// matching the printed link and decoding it gives the same value back.
///
/// Decoding and printing go through the type's `Codable` conformance unless it brings its own
/// ``init(routeParameters:)`` and ``writeParameters(to:)``: the `@Route` macro (the
/// `WaypointMacros` product) generates both, reading and writing each property directly, and
/// checks the pattern against the properties at compile time.
public protocol Route: Codable, Hashable, Sendable {
    /// The route's stable identity.
    static var id: RouteID { get }
    /// The route's pattern; see <doc:RoutePatterns> for the syntax. Wildcards (`*`) are not
    /// allowed in typed routes, since they could not be printed back.
    static var pattern: String { get }

    /// Creates the route from a match's parameters. The default decodes through `Codable`.
    ///
    /// - Throws: ``LinkRejection`` (`missingParameter`, `duplicateParameter`, `invalidParameter`)
    ///   naming the parameter, its value and the expected type.
    init(routeParameters reader: RouteParameterReader) throws(LinkRejection)

    /// Writes the route's properties, in declaration order, for ``link(source:scheme:host:)``.
    /// The default encodes through `Codable`.
    ///
    /// - Throws: ``LinkRejection`` (`invalidParameter`) for a value that has no text form.
    func writeParameters(to writer: inout RouteParameterWriter) throws(LinkRejection)
}

extension Route {
    /// Decodes the route through its `Codable` conformance.
    public init(routeParameters reader: RouteParameterReader) throws(LinkRejection) {
        self = try RouteDecoding.decodeCodable(Self.self, from: reader.parameters)
    }

    /// Encodes the route through its `Codable` conformance.
    public func writeParameters(to writer: inout RouteParameterWriter) throws(LinkRejection) {
        try RouteLinkPrinter.encodeCodable(self, to: &writer)
    }

    /// Prints the route back to a link.
    ///
    /// - Parameters:
    ///   - source: The source the link is for; `.inApp` by default.
    ///   - scheme: A custom scheme (`shop`) or `https`; the pattern's own scope wins when it has one.
    ///   - host: The host, for `https` links.
    /// - Returns: A link whose `description` is the text to share, such as `shop://catalog/shoes`.
    /// - Throws: ``LinkRejection`` (`invalidParameter`) for a value that has no link form: an
    ///   empty, `.` or `..` path value, or one its placeholder's type refuses; `dotSegment` or
    ///   `encodedSeparator` for a catch-all value with an empty, `.` or `..` piece or a backslash.
    public func link(
        source: LinkSource = .inApp, scheme: String? = nil, host: String? = nil
    )
        throws(LinkRejection) -> Link
    {
        var link = try RouteLinkPrinter.link(for: self)
        link.source = source
        if link.scheme == nil, let scheme {
            link.scheme = scheme.lowercased()
            link.host = scheme.lowercased() == "https" ? host.flatMap { try? HostName.standardForm($0) } : nil
        }
        return link
    }
}
