/// Decodes and prints ``RouteEnum`` values through the enum's own reader and writer, and holds
/// the `Codable` path their defaults take: the synthesized enum coding wraps a case's associated
/// values in a container keyed by the case name, which these coders unwrap, handing the values
/// to the route coders as a struct's properties.
package enum RouteEnumCoding {
    /// Decodes the case `route` names, through the enum's own decoder when it has one.
    static func decode<E: RouteEnum>(
        _ type: E.Type, route: RouteID, from parameters: RouteParameters
    ) throws(LinkRejection) -> E {
        guard E.patterns[route.rawValue] != nil else {
            throw LinkRejection(.notFound, "\(E.self) has no case '\(route)'", route: route)
        }
        return try E(route: route, routeParameters: RouteParameterReader(parameters: parameters, route: E.self))
    }

    /// The `Codable` path: what an enum without its own ``RouteEnum/init(route:routeParameters:)``
    /// decodes with.
    static func decodeCodable<E: RouteEnum>(
        _ type: E.Type, case name: String, from parameters: RouteParameters
    ) throws(LinkRejection) -> E {
        guard E.patterns[name] != nil else {
            throw LinkRejection(.notFound, "\(E.self) has no case '\(name)'", route: RouteID(rawValue: name))
        }
        do {
            return try E(
                from: CaseDecoder(name: name, payload: ParametersDecoder(parameters: parameters, userInfo: [:])))
        } catch let rejection as LinkRejection {
            throw rejection
        } catch {
            throw LinkRejection(.invalidParameter, "cannot decode \(E.self).\(name): \(error)")
        }
    }

    static func link<E: RouteEnum>(for value: E) throws(LinkRejection) -> Link {
        var writer = RouteParameterWriter()
        let route = try value.writeParameters(to: &writer)
        guard let pattern = E.patterns[route.rawValue] else {
            throw LinkRejection(.notFound, "\(E.self).\(route) has no pattern", route: route)
        }
        return try RouteLinkPrinter.link(pattern: pattern, owner: "\(E.self).\(route)", values: writer.values)
    }

    /// The `Codable` path: what an enum without its own ``RouteEnum/writeParameters(to:)`` prints
    /// with. One encoding gives the case and its values; a case without a pattern is `notFound`
    /// before its values are looked at.
    static func encodeCodable<E: RouteEnum>(
        _ value: E, to writer: inout RouteParameterWriter
    ) throws(LinkRejection) -> RouteID {
        let encoding = encoded(value)
        let name = encoding.caseName
        guard E.patterns[name] != nil else {
            throw LinkRejection(.notFound, "\(E.self).\(name) has no pattern", route: RouteID(rawValue: name))
        }
        if let failure = encoding.failure {
            throw failure as? LinkRejection
                ?? LinkRejection(.invalidParameter, "cannot print \(E.self).\(name): \(failure)")
        }
        writer.values += encoding.values
        return RouteID(rawValue: name)
    }

    /// The value's parameters as strings, the first value of each; empty for a value without a link form.
    package static func parameters<E: RouteEnum>(of value: E) -> [String: String] {
        var writer = RouteParameterWriter()
        _ = try? value.writeParameters(to: &writer)
        var parameters: [String: String] = [:]
        for (name, values) in writer.values { parameters[name] = values.first }
        return parameters
    }

    static func caseName<E: RouteEnum>(of value: E) -> String {
        encoded(value).caseName
    }

    /// One encoding of a value: its case name, its parameters' texts as far as they were written,
    /// and the error that stopped it, if one did. The case name is known before the payload is
    /// written, so a value without a link form still names its case.
    private static func encoded<E: RouteEnum>(
        _ value: E
    ) -> (caseName: String, values: [(name: String, values: [String])], failure: (any Error)?) {
        let recorder = ValuesRecorder()
        let name = CaseName()
        do {
            try value.encode(to: CaseEncoder(payload: ValuesEncoder(recorder: recorder, name: nil), caseName: name))
            return (name.value, recorder.values, nil)
        } catch {
            return (name.value, recorder.values, error)
        }
    }

    /// The case's labels that its pattern does not name, as query parameters.
    static func queryParameters<E: RouteEnum>(of type: E.Type, case name: String) -> [QueryParameter] {
        let recorder = RouteSchema.Recorder()
        _ = try? E(from: CaseDecoder(name: name, payload: SchemaDecoder(recorder: recorder)))
        let placeholders = Set((try? RoutePattern(E.patterns[name] ?? ""))?.parameterNames ?? [])
        return recorder.fields.filter { !placeholders.contains($0.name) }.map {
            QueryParameter(
                name: $0.name, type: ParameterType.builtIns[$0.typeName] ?? .string,
                isRequired: !$0.isOptional && !$0.isRepeated, isRepeated: $0.isRepeated)
        }
    }
}

/// The case name an encoding went through; a class, so the value-typed containers can set it.
final class CaseName {
    var value = ""
}

/// Presents one case key whose nested container is the payload decoder's.
private struct CaseDecoder<Payload: Decoder>: Decoder {
    let name: String
    let payload: Payload
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { payload.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed(name: name, payload: payload))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw LinkRejection(.invalidParameter, "an enum destination must use the synthesized coding")
    }
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw LinkRejection(.invalidParameter, "an enum destination must use the synthesized coding")
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let name: String
        let payload: Payload
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { Key(stringValue: name).map { [$0] } ?? [] }
        func contains(_ key: Key) -> Bool { key.stringValue == name }
        func decodeNil(forKey key: Key) -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            throw LinkRejection(.invalidParameter, "an enum destination must use the synthesized coding")
        }
        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try payload.container(keyedBy: NestedKey.self)
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try payload.unkeyedContainer()
        }
        func superDecoder() throws -> any Decoder { payload }
        func superDecoder(forKey key: Key) throws -> any Decoder { payload }
    }
}

/// Records the case key and hands its nested container to the payload encoder.
private struct CaseEncoder: Encoder {
    let payload: ValuesEncoder
    let caseName: CaseName
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed(payload: payload, caseName: caseName))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { payload.unkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { payload.singleValueContainer() }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let payload: ValuesEncoder
        let caseName: CaseName
        var codingPath: [any CodingKey] { [] }
        mutating func encodeNil(forKey key: Key) throws {}
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            throw LinkRejection(.invalidParameter, "an enum destination must use the synthesized coding")
        }
        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            caseName.value = key.stringValue
            return payload.container(keyedBy: NestedKey.self)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            caseName.value = key.stringValue
            return payload.unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { payload }
        mutating func superEncoder(forKey key: Key) -> any Encoder { payload }
    }
}
