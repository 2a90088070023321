package import Waypoint

/// The one reason a nearly matching route did not match a link: a segment in the place of a typed
/// parameter is not of that type, as `abc` is not an `int` for `{productId: int}`.
///
/// ```swift
/// if case .notFound(_, _, let candidates) = resolver.resolve("/catalog/shoes/products/abc"),
///    let mismatch = candidates.first?.mismatch {
///     print(mismatch)   // 'abc' is not an int, which catalog.product needs for productId (segment 4)
/// }
/// ```
package struct ParameterMismatch: Hashable, Sendable, CustomStringConvertible {
    /// The route that would have matched.
    package let route: RouteID
    /// The typed parameter the segment did not fit.
    package let parameter: String
    /// The parameter's type, such as `int`.
    package let type: String
    /// The segment as the link has it, decoded.
    package let value: String
    /// The segment's position in the path, counted from 1.
    package let segment: Int

    /// `'abc' is not an int, which catalog.product needs for productId (segment 4)`.
    package var description: String {
        "'\(value)' is not \(Wording.article(type)) \(type), which \(route) needs for \(parameter) (segment \(segment))"
    }

    /// The mismatch when it is the only reason `pattern` does not match `link`: same scope, same
    /// number of segments, every other segment accepted. `nil` when anything else differs too.
    static func only(
        of pattern: RoutePattern, route: RouteID, against link: Link, types: [String: ParameterType]
    ) -> ParameterMismatch? {
        guard pattern.segments.count == link.segments.count,
            pattern.scheme.map({ $0 == link.scheme?.lowercased() }) ?? true,
            pattern.host.map({ $0 == link.host?.lowercased() }) ?? true
        else { return nil }
        var found: ParameterMismatch?
        for (index, (segment, value)) in zip(pattern.segments, link.segments).enumerated() {
            switch segment {
            case .literal(let text):
                guard text == value else { return nil }
            case .parameter(let name, let type?):
                guard let parameterType = types[type], !parameterType.accepts(value) else { continue }
                guard found == nil else { return nil }
                found = ParameterMismatch(route: route, parameter: name, type: type, value: value, segment: index + 1)
            case .parameter(_, nil), .wildcard:
                continue
            case .catchAll:
                return nil
            }
        }
        return found
    }
}
