/// The name of a feature module, such as `Catalog`.
///
/// Routes carry the module that declared them, so that a refused table, an assembly error, a
/// manifest or a graph names the module to fix; tabs claim the routes of whole modules.
///
/// ```swift
/// let module: ModuleID = "Catalog"
/// table.route("catalog.product")?.module   // Catalog
/// ```
public struct ModuleID: RawIdentifier, ExpressibleByStringLiteral {
    /// The name as written, such as `Catalog`.
    public let rawValue: String
    /// Wraps a name; a string literal does the same: `let module: ModuleID = "Catalog"`.
    public init(rawValue: String) { self.rawValue = rawValue }
}
