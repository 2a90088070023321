/// Decodes a ``Route`` value from matched parameters, naming the parameter, value and expected
/// type on every failure.
enum RouteDecoding {
    /// Decodes a typed route, holding its catch-all to the catch-all rule first (see
    /// ``CatchAllValue``): parameters made by hand, not by a match, meet it too.
    static func decode<R: Route>(_ type: R.Type, from parameters: RouteParameters) throws(LinkRejection) -> R {
        if let (name, mayBeEmpty) = catchAll(of: R.self) {
            for value in parameters.values(for: name) where !(mayBeEmpty && value.isEmpty) {
                try CatchAllValue.check(value, name: name, route: R.id)
            }
        }
        return try R(routeParameters: RouteParameterReader(parameters: parameters, route: R.self))
    }

    /// The `Codable` path: what a route without its own ``Route/init(routeParameters:)`` decodes with.
    static func decodeCodable<R: Route>(_ type: R.Type, from parameters: RouteParameters) throws(LinkRejection) -> R {
        try decode(R.self, plain: parameters, userInfo: userInfo(for: R.self))
    }

    /// One property's value through its own `Decodable` form, for the `@Route` macro's conversions
    /// of types that are not text, numbers or enums.
    static func decodeValue<T: Decodable>(
        _ type: T.Type, text: String, name: String, route: Any.Type
    ) throws(LinkRejection) -> T {
        do {
            return try ValueDecoder(name: name, value: text, userInfo: userInfo(for: route)).decodeValue(T.self)
        } catch let rejection as LinkRejection {
            throw rejection
        } catch {
            throw LinkRejection(.invalidParameter, "cannot decode \(route): \(error)")
        }
    }

    /// URL properties are checked against the route's own allowlist; without one, none decodes.
    private static func userInfo(for route: Any.Type) -> [CodingUserInfoKey: Any] {
        var userInfo: [CodingUserInfoKey: Any] = [:]
        if let hosts = (route as? any AllowsExternalURLs.Type)?.allowedURLHosts {
            AllowlistedURL.setAllowedHosts(hosts, in: &userInfo)
        }
        return userInfo
    }

    /// The name of the route's catch-all, and whether it may be empty; the pattern is parsed only
    /// when it holds an ellipsis, which every catch-all declares (`{path…}`, `{path...}`).
    private static func catchAll<R: Route>(of _: R.Type) -> (name: String, mayBeEmpty: Bool)? {
        let text = R.pattern
        guard holdsEllipsis(text), let pattern = try? RoutePattern(text),
            case .catchAll(let name)? = pattern.segments.last
        else { return nil }
        return (name, pattern.catchAllMayBeEmpty)
    }

    /// Whether the text holds `…` (UTF-8 `E2 80 A6`) or `...`.
    private static func holdsEllipsis(_ text: String) -> Bool {
        var last2: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if (last2 == (0xE2, 0x80) && byte == 0xA6) || (last2 == (0x2E, 0x2E) && byte == 0x2E) { return true }
            last2 = (last2.1, byte)
        }
        return false
    }

    private static func decode<R: Decodable>(
        _ type: R.Type, plain parameters: RouteParameters, userInfo: [CodingUserInfoKey: Any]
    ) throws(LinkRejection) -> R {
        do {
            return try R(from: ParametersDecoder(parameters: parameters, userInfo: userInfo))
        } catch let rejection as LinkRejection {
            throw rejection
        } catch {
            throw LinkRejection(.invalidParameter, "cannot decode \(R.self): \(error)")
        }
    }
}

struct ParametersDecoder: Decoder {
    let parameters: RouteParameters
    let userInfo: [CodingUserInfoKey: Any]
    var codingPath: [any CodingKey] { [] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed(parameters: parameters, userInfo: userInfo))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw LinkRejection(.invalidParameter, "a route is decoded from named parameters, not a list")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw LinkRejection(.invalidParameter, "a route is decoded from named parameters, not a single value")
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let parameters: RouteParameters
        let userInfo: [CodingUserInfoKey: Any]
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { parameters.compactMap { Key(stringValue: $0.name) } }
        func contains(_ key: Key) -> Bool { parameters[key.stringValue] != nil }
        func decodeNil(forKey key: Key) -> Bool { parameters[key.stringValue] == nil }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let name = key.stringValue
            let values = parameters.values(for: name)
            if T.self is any RepeatedParameter.Type {
                return try T(from: ValuesDecoder(name: name, values: values, userInfo: userInfo))
            }
            guard let value = values.first else {
                throw LinkRejection(.missingParameter, "parameter '\(name)' is missing", parameter: name)
            }
            guard values.count == 1 else {
                throw LinkRejection(
                    .duplicateParameter, "parameter '\(name)' appears \(values.count) times; it takes one",
                    parameter: name)
            }
            return try ValueDecoder(name: name, value: value, userInfo: userInfo).decodeValue(T.self)
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            throw LinkRejection(.invalidParameter, "parameter '\(key.stringValue)' cannot be a nested object")
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            ValuesDecoder(name: key.stringValue, values: parameters.values(for: key.stringValue), userInfo: userInfo)
        }

        func superDecoder() throws -> any Decoder { ParametersDecoder(parameters: parameters, userInfo: userInfo) }
        func superDecoder(forKey key: Key) throws -> any Decoder {
            ParametersDecoder(parameters: parameters, userInfo: userInfo)
        }
    }
}

/// One parameter's string, decoded to a primitive or through a type's own `init(from:)` (enums).
private struct ValueDecoder: Decoder, SingleValueDecodingContainer {
    let name: String
    let value: String
    let userInfo: [CodingUserInfoKey: Any]
    var codingPath: [any CodingKey] { [] }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if ParameterValues.isPrimitive(T.self) {
            guard let converted = ParameterValues.primitive(value, as: T.self) else { throw invalid(T.self) }
            return converted
        }
        do {
            return try T(from: self)
        } catch let rejection as LinkRejection {
            // A type's own check (an allowlisted URL's) does not know which parameter it read.
            guard rejection.parameter == nil else { throw rejection }
            throw LinkRejection(
                rejection.code, "parameter '\(name)': \(rejection.detail)", parameter: name)
        } catch {
            throw invalid(T.self)
        }
    }

    private func invalid(_ type: Any.Type) -> LinkRejection {
        ParameterValues.invalid(value, name: name, type: type)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw invalid(Key.self)
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ValuesDecoder(name: name, values: [value], userInfo: userInfo)
    }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
    func decodeNil() -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(T.self) }
}

/// The values of a repeated parameter, in order.
private struct ValuesDecoder: Decoder, UnkeyedDecodingContainer {
    let name: String
    let values: [String]
    let userInfo: [CodingUserInfoKey: Any]
    var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw LinkRejection(.invalidParameter, "parameter '\(name)' is a list", parameter: name)
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw LinkRejection(.invalidParameter, "parameter '\(name)' is a list", parameter: name)
    }

    mutating func decodeNil() -> Bool { false }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else {
            throw LinkRejection(.missingParameter, "parameter '\(name)' has too few values", parameter: name)
        }
        defer { currentIndex += 1 }
        return try ValueDecoder(name: name, value: values[currentIndex], userInfo: userInfo).decodeValue(T.self)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw LinkRejection(.invalidParameter, "parameter '\(name)' cannot hold objects", parameter: name)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw LinkRejection(.invalidParameter, "parameter '\(name)' cannot hold lists of lists", parameter: name)
    }
    mutating func superDecoder() throws -> any Decoder { self }
}
