/// Prints a typed route back to a link: encodes its properties to strings, fills the pattern's
/// placeholders, and puts the rest in the query, in declaration order.
enum RouteLinkPrinter {
    static func link<R: Route>(for route: R) throws(LinkRejection) -> Link {
        var writer = RouteParameterWriter()
        try route.writeParameters(to: &writer)
        return try link(pattern: R.pattern, owner: "\(R.self)", values: writer.values)
    }

    /// Fills `patternText` with `values`; what the pattern does not name goes in the query.
    static func link(
        pattern patternText: String, owner: String, values: [(name: String, values: [String])]
    ) throws(LinkRejection) -> Link {
        let pattern: RoutePattern
        do {
            pattern = try RoutePattern(patternText)
        } catch {
            throw LinkRejection(.invalidURL, "\(owner) has an invalid pattern: \(error.reason)")
        }
        var remaining = values
        let segments = try LinkTemplates.filledSegments(of: pattern, taking: &remaining, owner: owner)
        let query = try Link.queryItems(from: remaining)
        return Link(source: .inApp, scheme: pattern.scheme, host: pattern.host, segments: segments, queryItems: query)
    }

    /// The `Codable` path: what a route without its own ``Route/writeParameters(to:)`` prints with.
    static func encodeCodable(_ route: some Route, to writer: inout RouteParameterWriter) throws(LinkRejection) {
        let recorder = ValuesRecorder()
        try encode(route, name: nil, recorder: recorder, owner: type(of: route))
        writer.values += recorder.values
    }

    /// One property's texts through its own `Encodable` form, for the `@Route` macro's conversions
    /// of types that are not text, numbers or enums.
    static func encodedValues(_ value: some Encodable, name: String) throws(LinkRejection) -> [String] {
        // A primitive the type encodes otherwise (a `Date`, as a number) prints as the Codable path does.
        if ParameterValues.isPrimitive(type(of: value)) { return [try primitiveText(value, name: name)] }
        let recorder = ValuesRecorder()
        try encode(value, name: name, recorder: recorder, owner: type(of: value))
        return recorder.values.flatMap(\.values)
    }

    private static func encode(
        _ value: some Encodable, name: String?, recorder: ValuesRecorder, owner: Any.Type
    ) throws(LinkRejection) {
        do {
            try value.encode(to: ValuesEncoder(recorder: recorder, name: name))
        } catch let rejection as LinkRejection {
            throw rejection
        } catch {
            throw LinkRejection(.invalidParameter, "cannot print \(owner): \(error)")
        }
    }
}

/// The strings recorded per property, in encoding order.
final class ValuesRecorder {
    var values: [(name: String, values: [String])] = []

    func append(_ text: String, for name: String) {
        if let index = values.firstIndex(where: { $0.name == name }) {
            values[index].values.append(text)
        } else {
            values.append((name, [text]))
        }
    }

    func declare(_ name: String) {
        if !values.contains(where: { $0.name == name }) { values.append((name, [])) }
    }
}

struct ValuesEncoder: Encoder {
    let recorder: ValuesRecorder
    /// The property being encoded; `nil` at the top level.
    let name: String?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed(recorder: recorder, nested: name != nil))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { Values(recorder: recorder, name: name ?? "") }
    func singleValueContainer() -> any SingleValueEncodingContainer { Values(recorder: recorder, name: name ?? "") }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let recorder: ValuesRecorder
        let nested: Bool
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            guard !nested else {
                throw LinkRejection(.invalidParameter, "parameter values cannot be nested objects")
            }
            let name = key.stringValue
            recorder.declare(name)
            if ParameterValues.isPrimitive(T.self) {
                recorder.append(try primitiveText(value, name: name), for: name)
            } else {
                try value.encode(to: ValuesEncoder(recorder: recorder, name: name))
            }
        }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        )
            -> KeyedEncodingContainer<NestedKey>
        {
            KeyedEncodingContainer(Keyed<NestedKey>(recorder: recorder, nested: true))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Values(recorder: recorder, name: key.stringValue)
        }
        mutating func superEncoder() -> any Encoder { ValuesEncoder(recorder: recorder, name: nil) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            ValuesEncoder(recorder: recorder, name: key.stringValue)
        }
    }

    /// Collects one property's values: a single value, or the elements of an array.
    struct Values: UnkeyedEncodingContainer, SingleValueEncodingContainer {
        let recorder: ValuesRecorder
        let name: String
        var codingPath: [any CodingKey] { [] }
        var count: Int { recorder.values.first { $0.name == name }?.values.count ?? 0 }

        mutating func encodeNil() throws {}
        mutating func encode<T: Encodable>(_ value: T) throws {
            if ParameterValues.isPrimitive(T.self) {
                recorder.append(try primitiveText(value, name: name), for: name)
            } else {
                // Enums encode their raw value through a single-value container: that lands here again.
                try value.encode(to: ValuesEncoder(recorder: recorder, name: name))
            }
        }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        )
            -> KeyedEncodingContainer<NestedKey>
        {
            KeyedEncodingContainer(Keyed<NestedKey>(recorder: recorder, nested: true))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
        mutating func superEncoder() -> any Encoder { ValuesEncoder(recorder: recorder, name: name) }
    }
}

/// A primitive's text; a value without one (an infinite or NaN `Double` or `Float`) is refused
/// rather than handed back to its own `encode(to:)`, which would land here again, forever.
private func primitiveText(_ value: some Encodable, name: String) throws(LinkRejection) -> String {
    try ParameterValues.printed(value, name: name)
}
