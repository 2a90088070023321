/// A query parameter a route declares: its name, type, and whether it is required or repeated.
///
/// Query items a route does not declare (`utm_source`, …) are ignored; declared ones are checked
/// after the path has selected the route: a missing required one is `missingParameter`, a value
/// of the wrong type `invalidParameter`, a repeated single-valued one `duplicateParameter`.
///
/// ```swift
/// RouteDefinition("catalog.search", pattern: "/search", module: "Catalog",
///                 query: [.required("q"), .optional("page", .int)])
/// ```
public struct QueryParameter: Hashable, Sendable, Codable {
    /// The query item's name.
    public var name: String
    /// The name of its ``ParameterType``.
    public var type: String
    /// Whether a link without it is refused: set by ``required(_:_:)``.
    package var isRequired: Bool
    /// Whether it may appear more than once (an array): set by ``repeated(_:_:)``.
    package var isRepeated: Bool

    /// Creates a declaration.
    package init(name: String, type: ParameterType = .string, isRequired: Bool, isRepeated: Bool = false) {
        self.name = name
        self.type = type.name
        self.isRequired = isRequired
        self.isRepeated = isRepeated
    }

    /// Creates a declaration naming its type, for manifests read back.
    init(name: String, typeName: String, isRequired: Bool, isRepeated: Bool) {
        self.name = name
        self.type = typeName
        self.isRequired = isRequired
        self.isRepeated = isRepeated
    }

    /// A parameter that must be present exactly once.
    public static func required(_ name: String, _ type: ParameterType = .string) -> QueryParameter {
        QueryParameter(name: name, type: type, isRequired: true)
    }

    /// A parameter that may be absent, and appears at most once.
    public static func optional(_ name: String, _ type: ParameterType = .string) -> QueryParameter {
        QueryParameter(name: name, type: type, isRequired: false)
    }

    /// A parameter that may appear any number of times, including none.
    public static func repeated(_ name: String, _ type: ParameterType = .string) -> QueryParameter {
        QueryParameter(name: name, type: type, isRequired: false, isRepeated: true)
    }
}
