@_exported public import WaypointRouting

/// Makes a struct a typed ``WaypointRouting/Route`` whose pattern the compiler checks against its
/// stored properties.
///
/// ```swift
/// @Route("/catalog/{category}/products/{productId: int}", id: "catalog.product")
/// struct ProductRoute {
///     var category: String
///     var productId: Int
///     var ref: String?   // ?ref=…, an optional query item
/// }
/// ```
///
/// Path placeholders fill the properties of the same name; every other stored property is a
/// query item (optional when its type is optional, repeated when it is an array). The macro
/// generates the conformance: `id`, `pattern`, and a decoder and a printer that read and write
/// each property directly rather than through `Codable`.
///
/// The pattern is parsed with the same grammar as a `RouteTable`, at compile time, and these are
/// errors on the exact argument, with a fix-it where one is obvious:
///
/// - a malformed pattern, or a catch-all that is not the last segment;
/// - a placeholder with no stored property of its name;
/// - a stored property that can be neither a placeholder nor a query item (a dictionary, a tuple,
///   a nested optional, a property without a written type);
/// - a type that does not fit its placeholder (`{id: int}` on a `String`), an optional or array
///   in the path, a wildcard;
/// - a parameter type that is neither built in (`string`, `int`, `double`, `bool`, `uuid`) nor
///   listed in `parameterTypes`.
///
/// - Parameters:
///   - pattern: The route's pattern, a string literal; see the *Route patterns* article of `WaypointRouting` for the syntax.
///   - id: The route's stable identity, a string literal.
///   - parameterTypes: The names of the app's own `ParameterType`s the pattern uses (`["sku"]`
///     for `{code: sku}`); the table must be given them too.
@attached(
    extension, conformances: Route,
    names: named(id), named(pattern), named(init(routeParameters:)), named(writeParameters(to:)))
public macro Route(_ pattern: String, id: RouteID, parameterTypes: [String] = []) =
    #externalMacro(module: "WaypointMacrosPlugin", type: "RouteMacro")
