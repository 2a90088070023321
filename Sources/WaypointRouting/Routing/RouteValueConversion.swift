/// How one property type of a typed route turns into parameter text and back, without `Codable`.
///
/// The `@Route` macro's generated code picks one per property with `.init()`; the compiler chooses
/// the most specific of the overloads below from the property's type, so that strings, numbers and
/// enums convert directly and anything else (an ``AllowlistedURL``) goes through its own
/// `Codable` form. Every conversion follows the rules of the `Codable` path exactly: the same
/// values are accepted, printed and refused, with the same ``LinkRejection``.
///
/// The direct conversions are inlinable: the macro's generated code in the module that declares the
/// route calls them for the property's own type.
public struct RouteValueConversion<Value> {
    @usableFromInline
    typealias Decode = (_ text: String, _ name: String, _ route: Any.Type) throws(LinkRejection) -> Value
    @usableFromInline
    typealias Encode = (_ value: Value, _ name: String) throws(LinkRejection) -> [String]

    @usableFromInline let decode: Decode
    @usableFromInline let encode: Encode
}

extension RouteValueConversion where Value: LosslessStringConvertible & Codable {
    /// Text types and numbers: `String`, `Int` and its sized variants, `Double`, `Float`, `Bool`.
    @inlinable
    public init() {
        decode = { (text, name, _) throws(LinkRejection) in
            guard let value = ParameterValues.primitive(text, as: Value.self) else {
                throw ParameterValues.invalid(text, name: name, type: Value.self)
            }
            return value
        }
        encode = { (value, name) throws(LinkRejection) in [try ParameterValues.printed(convertible: value, name: name)]
        }
    }
}

extension RouteValueConversion where Value: RawRepresentable & Codable, Value.RawValue: LosslessStringConvertible {
    /// Enums over `String` or `Int`: the raw value's text.
    @inlinable
    public init() {
        decode = { (text, name, _) throws(LinkRejection) in
            guard let raw = ParameterValues.primitive(text, as: Value.RawValue.self), let value = Value(rawValue: raw)
            else { throw ParameterValues.invalid(text, name: name, type: Value.self) }
            return value
        }
        encode = { (value, name) throws(LinkRejection) in
            [try ParameterValues.printed(convertible: value.rawValue, name: name)]
        }
    }
}

extension RouteValueConversion where Value: Codable {
    /// Any other type, through its own `Codable` form, as the `Codable` path reads and prints it: a
    /// `UUID` printed lowercased, a `Date` as ISO 8601 text, an ``AllowlistedURL`` checked against
    /// the route's ``AllowsExternalURLs/allowedURLHosts``.
    public init() {
        decode = { (text, name, route) throws(LinkRejection) in
            try RouteDecoding.decodeValue(Value.self, text: text, name: name, route: route)
        }
        encode = { (value, name) throws(LinkRejection) in try RouteLinkPrinter.encodedValues(value, name: name) }
    }
}

/// Reads a typed route's properties from a match's parameters, one property at a time: what the
/// `@Route` macro's ``Route/init(routeParameters:)`` calls. Each read refuses as the `Codable`
/// path does: `missingParameter`, `duplicateParameter` or `invalidParameter`, naming the parameter.
public struct RouteParameterReader {
    let parameters: RouteParameters
    /// The route's type, a ``Route`` or a ``RouteEnum``: messages name it, and its
    /// ``AllowsExternalURLs/allowedURLHosts`` check URL values.
    let route: Any.Type

    /// A required single value: a path placeholder or a required query parameter.
    public func value<Value>(_ name: String, _ conversion: RouteValueConversion<Value>) throws(LinkRejection) -> Value {
        let found = parameters.firstValue(for: name)
        guard let text = found.value else {
            throw LinkRejection(.missingParameter, "parameter '\(name)' is missing", parameter: name)
        }
        guard found.count == 1 else {
            throw LinkRejection(
                .duplicateParameter, "parameter '\(name)' appears \(found.count) times; it takes one", parameter: name)
        }
        return try conversion.decode(text, name, route)
    }

    /// An optional single value: `nil` when the link has none.
    public func optionalValue<Value>(
        _ name: String, _ conversion: RouteValueConversion<Value>
    ) throws(LinkRejection) -> Value? {
        guard parameters[name] != nil else { return nil }
        return try value(name, conversion)
    }

    /// A repeated value: every occurrence, in order, possibly none.
    public func values<Value>(
        _ name: String, _ conversion: RouteValueConversion<Value>
    ) throws(LinkRejection) -> [Value] {
        var result: [Value] = []
        for text in parameters.values(for: name) { result.append(try conversion.decode(text, name, route)) }
        return result
    }

    /// An optional repeated value: `nil` when the link has none.
    public func optionalValues<Value>(
        _ name: String, _ conversion: RouteValueConversion<Value>
    ) throws(LinkRejection) -> [Value]? {
        guard parameters[name] != nil else { return nil }
        return try values(name, conversion)
    }
}

/// Collects a typed route's properties as parameter text, in declaration order: what the `@Route`
/// macro's ``Route/writeParameters(to:)`` calls. The printer fills the pattern's placeholders
/// from them and puts the rest in the query.
public struct RouteParameterWriter {
    /// Each property's name and texts, in the order written; `nil` optionals are left out.
    var values: [(name: String, values: [String])] = []

    /// Writes one value; `nil` (an optional property's) writes nothing.
    public mutating func write<Value>(
        _ name: String, _ value: Value?, _ conversion: RouteValueConversion<Value>
    ) throws(LinkRejection) {
        guard let value else { return }
        values.append((name, try conversion.encode(value, name)))
    }

    /// Writes every element of a repeated value; an empty array declares the name with no text,
    /// `nil` (an optional property's) writes nothing.
    public mutating func writeValues<Value>(
        _ name: String, _ elements: [Value]?, _ conversion: RouteValueConversion<Value>
    ) throws(LinkRejection) {
        guard let elements else { return }
        var texts: [String] = []
        for element in elements { texts += try conversion.encode(element, name) }
        values.append((name, texts))
    }
}
