/// What Waypoint's small identifier types share: they compare, hash and code as their raw
/// value (`"catalog.product"`, not `{"rawValue": "catalog.product"}`).
///
/// ```swift
/// let ids: [RouteID] = ["home", "basket"]
/// ids.sorted()                   // [basket, home]
/// try JSONEncoder().encode(ids)  // ["home","basket"]
/// ```
public protocol RawIdentifier: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible
where RawValue: Comparable & Hashable & Sendable & Codable {
    /// Wraps a raw value.
    init(rawValue: RawValue)
}

extension RawIdentifier {
    /// Orders identifiers by their raw values, so that sorted lists are stable.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RawIdentifier where RawValue == String {
    /// Wraps a string literal.
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    /// The raw value itself: `catalog.product`.
    public var description: String { rawValue }
}
