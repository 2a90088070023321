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
/// `Codable` conformance Swift synthesizes for enums.
public protocol RouteEnum: Codable, Hashable, Sendable {
    /// Each case's pattern, by case name; see ``RoutePattern`` for the syntax.
    static var patterns: [String: String] { get }
}

extension RouteEnum {
    /// The route of this value's case.
    public var routeID: RouteID { RouteID(rawValue: RouteEnumCoding.caseName(of: self)) }

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
    /// - Returns: One route per case, its query parameters read from the case's labels.
    public static func definitions(module: String) -> [RouteDefinition] {
        patterns.keys.sorted().map { name in
            RouteDefinition(
                RouteID(rawValue: name), pattern: patterns[name] ?? "", module: module,
                query: RouteEnumCoding.queryParameters(of: Self.self, case: name))
        }
    }
}

extension RouteMatch {
    /// Decodes an enum destination: the case its route names, with its associated values.
    ///
    /// - Throws: ``LinkRejection``: `notFound` when the route is not a case of the enum, otherwise
    ///   as for a ``Route``, naming the parameter, the value and the expected type.
    public func decode<E: RouteEnum>(_ type: E.Type = E.self) throws(LinkRejection) -> E {
        try RouteEnumCoding.decode(E.self, case: route.rawValue, from: parameters)
    }
}
