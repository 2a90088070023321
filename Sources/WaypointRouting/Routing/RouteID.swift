/// The stable identity of a route, such as `catalog.product`.
///
/// Route ids name routes in manifests, errors, events and navigation state; keep them stable
/// across releases so that restored sessions and analytics still recognise them.
///
/// ```swift
/// let id: RouteID = "catalog.product"
/// table.route(id)?.module   // "Catalog"
/// ```
public struct RouteID: RawIdentifier, ExpressibleByStringLiteral {
    /// The id as written, such as `catalog.product`.
    public let rawValue: String
    /// Wraps an id; a string literal does the same: `let id: RouteID = "catalog.product"`.
    public init(rawValue: String) { self.rawValue = rawValue }
}
