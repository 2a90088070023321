/// Makes an enum a ``WaypointRouting/RouteEnum`` whose cases' patterns the compiler checks against
/// their associated values: each case is one route, declared with ``Path(_:id:parameterTypes:)``.
///
/// ```swift
/// @Routes
/// enum AppRoute {
///     @Path("/products/{id: int}") case product(id: Int, ref: String?)   // ?ref=…, optional
///     @Path("/search", id: "catalog.search") case search(q: String, page: Int?)
///     @Path("/") case home
/// }
///
/// try AppRoute.product(id: 42, ref: "home").link().description   // "/products/42?ref=home"
/// let route = try match.decode(AppRoute.self)                       // .product(id: 42, ref: "home")
/// ```
///
/// Labels that a case's placeholders name fill the path; every other associated value is a query
/// item (optional when its type is optional, repeated when it is an array), as for a `@Route`
/// struct's properties. A case's route id is its name unless its `@Path` names one. The macro
/// generates the conformance: `patterns` and `queryParameters` by route id, `routeID`, and a
/// decoder and a printer that read and write each associated value directly rather than through
/// `Codable`.
///
/// Each pattern is checked as `@Route` checks its own, with associated values in the place of
/// stored properties; and these are errors too, on the exact case or argument:
///
/// - a case without `@Path`, or a `@Path` on a line declaring several cases;
/// - an unlabelled associated value (a link names its parameters; the label is the name);
/// - two cases with the same route id;
/// - `@Routes` on anything but an enum, `@Path` outside a `@Routes` enum.
@attached(
    extension, conformances: RouteEnum,
    names: named(patterns), named(queryParameters), named(routeID), named(init(route:routeParameters:)),
    named(writeParameters(to:)))
public macro Routes() = #externalMacro(module: "WaypointMacrosPlugin", type: "RouteMacro")

/// Declares the route of one case of a ``Routes()`` enum.
///
/// - Parameters:
///   - pattern: The case's pattern, a string literal; see the *Route patterns* article of `WaypointRouting` for the syntax.
///   - id: The route's stable identity, a string literal; the case's name when left out.
///   - parameterTypes: The names of the app's own `ParameterType`s the pattern uses; the table
///     must be given them too.
@attached(peer)
public macro Path(_ pattern: String, id: RouteID? = nil, parameterTypes: [String] = []) =
    #externalMacro(module: "WaypointMacrosPlugin", type: "PathMacro")
