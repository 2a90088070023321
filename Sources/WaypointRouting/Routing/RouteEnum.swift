/// An app's destinations as one enum: each case is a route, its associated values the route's
/// parameters, decoded from a match and printed back to a link as a ``Route`` struct's
/// properties are.
///
/// ```swift
/// enum AppRoute: RouteEnum {
///     case firstScreen
///     case secondScreen(info: String)
///     case product(id: Int, ref: String?)
///
///     static let patterns = [
///         "firstScreen": "/",
///         "secondScreen": "/second/{info}",
///         "product": "/products/{id: int}",   // `ref` is an optional query parameter
///     ]
/// }
///
/// try AppRoute.product(id: 42, ref: "home").link().description   // "/products/42?ref=home"
/// let route = try match.decode(AppRoute.self)                       // .product(id: 42, ref: "home")
/// ```
///
/// A case's route id is its name (`secondScreen`). Labels that a pattern's placeholders name are
/// path parameters; the other labels are query parameters, optional when their type is. Label
/// every associated value: an unlabelled one is named `_0`, `_1`, … The conformance relies on the
/// `Codable` conformance Swift synthesizes for enums, unless the enum brings its own
/// ``routeID``, ``queryParameters``, ``init(route:routeParameters:)`` and
/// ``writeParameters(to:)``: the `@Routes` macro (the `WaypointMacros` product) generates all
/// four, reading and writing each associated value directly, and lets a case name its own route
/// id.
public protocol RouteEnum: Codable, Hashable, Sendable {
    /// Each route's pattern, by route id (the case name, unless the enum names its routes
    /// otherwise); see <doc:RoutePatterns> for the syntax.
    static var patterns: [String: String] { get }

    /// Each route's query parameters, by route id. The default reads them from each case's
    /// labels through `Codable`: the labels its pattern does not name.
    static var queryParameters: [String: [QueryParameter]] { get }

    /// The route of this value's case. The default is the case's name, read through `Codable`.
    var routeID: RouteID { get }

    /// Creates the case that `route` names from a match's parameters. The default decodes through
    /// `Codable`, the case named as the route.
    ///
    /// - Throws: ``LinkRejection``: `notFound` for a route that is not a case; otherwise
    ///   `missingParameter`, `duplicateParameter` or `invalidParameter`, naming the parameter.
    init(route: RouteID, routeParameters reader: RouteParameterReader) throws(LinkRejection)

    /// Writes the case's associated values, in declaration order, for ``link()``, and returns the
    /// case's route. The default encodes through `Codable`.
    ///
    /// - Throws: ``LinkRejection``: `notFound` for a case without a pattern, `invalidParameter`
    ///   for a value that has no text form.
    func writeParameters(to writer: inout RouteParameterWriter) throws(LinkRejection) -> RouteID
}

extension RouteEnum {
    /// The case's name, read through `Codable`.
    public var routeID: RouteID { RouteID(rawValue: RouteEnumCoding.caseName(of: self)) }

    /// Each case's labels that its pattern does not name, read through `Codable`.
    public static var queryParameters: [String: [QueryParameter]] {
        var parameters: [String: [QueryParameter]] = [:]
        for name in patterns.keys { parameters[name] = RouteEnumCoding.queryParameters(of: Self.self, case: name) }
        return parameters
    }

    /// Decodes the case named `route` through `Codable`.
    public init(route: RouteID, routeParameters reader: RouteParameterReader) throws(LinkRejection) {
        self = try RouteEnumCoding.decodeCodable(Self.self, case: route.rawValue, from: reader.parameters)
    }

    /// Encodes the case through `Codable`.
    public func writeParameters(to writer: inout RouteParameterWriter) throws(LinkRejection) -> RouteID {
        try RouteEnumCoding.encodeCodable(self, to: &writer)
    }

    /// Prints the value back to an in-app link, as ``Route/link(source:scheme:host:)`` does.
    ///
    /// - Throws: ``LinkRejection`` for a case without a pattern or a value without a link form.
    public func link() throws(LinkRejection) -> Link {
        try RouteEnumCoding.link(for: self)
    }

    /// The routes of the cases, sorted by id, for a ``RouteTable`` (a feature module adds them
    /// with `RouteRegistry.add(_:)`).
    ///
    /// - Parameter module: The module declaring the routes.
    /// - Returns: One route per case, with its query parameters from ``queryParameters``.
    public static func definitions(module: ModuleID) -> [RouteDefinition] {
        let query = queryParameters
        return patterns.keys.sorted().map { name in
            RouteDefinition(
                RouteID(rawValue: name), pattern: patterns[name] ?? "", module: module, query: query[name] ?? [])
        }
    }
}

extension QueryParameter {
    /// The declaration of a query parameter read into `Value`, as a typed route's property or an
    /// enum's associated value of that type declares it: the parameter type of the Swift type
    /// (`int` for `Int` or an enum over `Int`), `string` for any other. What the `@Routes` macro
    /// generates for each case's query parameters.
    ///
    /// - Parameters:
    ///   - name: The query item's name.
    ///   - type: The Swift type of one value (`String` for `String?` or `[String]`).
    ///   - isRequired: Whether a link without it is refused.
    ///   - isRepeated: Whether it may appear more than once.
    public static func typed<Value>(
        _ name: String, _ type: Value.Type, isRequired: Bool, isRepeated: Bool
    ) -> QueryParameter {
        let typeName = ParameterValues.typeName(of: Value.self) ?? "string"
        return QueryParameter(
            name: name, type: ParameterType.builtIns[typeName] ?? .string, isRequired: isRequired,
            isRepeated: isRepeated)
    }
}

extension RouteMatch {
    /// Decodes an enum destination: the case its route names, with its associated values.
    ///
    /// - Throws: ``LinkRejection``: `notFound` when the route is not a case of the enum, otherwise
    ///   as for a ``Route``, naming the parameter, the value and the expected type.
    public func decode<E: RouteEnum>(_ type: E.Type = E.self) throws(LinkRejection) -> E {
        try RouteEnumCoding.decode(E.self, route: route, from: parameters)
    }
}
