internal import Foundation

/// Reads a typed route's parameters — names, types, optional, repeated — by letting its
/// synthesized `init(from:)` run against a decoder that records what it asks for.
enum RouteSchema {
    struct Field: Hashable, Sendable {
        let name: String
        let typeName: String
        let isOptional: Bool
        let isRepeated: Bool
    }

    struct Failure: Error {
        let reason: RouteTableError.RouteTypeIssue.UnreadableReason
    }

    static func fields<R: Decodable>(of type: R.Type) -> Result<[Field], Failure> {
        let recorder = Recorder()
        do {
            _ = try R(from: SchemaDecoder(recorder: recorder))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(reason: .decodingFailed("\(error)")))
        }
        return .success(recorder.fields)
    }

    /// Collects fields; a class so that the value-typed containers can share it.
    final class Recorder {
        var fields: [Field] = []
        var pendingOptional: String?
    }

    /// A value of a parameter type to hand back to `init(from:)`, so decoding can go on.
    static func sample<T>(_ type: T.Type) -> T? {
        if let value = ParameterValues.primitive(sampleText(for: type), as: T.self) { return value }
        if let cases = type as? any CaseIterable.Type { return firstCase(cases) as? T }
        if T.self == AllowlistedURL.self {
            return (try? AllowlistedURL("https://example.com/", allowedHosts: ["example.com"])) as? T
        }
        return nil
    }

    private static func sampleText(for type: Any.Type) -> String {
        switch ParameterValues.typeName(of: type) {
        case "int", "double": "0"
        case "bool": "false"
        case "uuid": "00000000-0000-0000-0000-000000000000"
        default: type is Date.Type ? "2001-01-01T00:00:00Z" : "x"
        }
    }

    private static func firstCase<C: CaseIterable>(_: C.Type) -> Any? { C.allCases.first }
}

struct SchemaDecoder: Decoder {
    let recorder: RouteSchema.Recorder
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed(recorder: recorder))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw RouteSchema.Failure(reason: .notAStruct)
    }
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw RouteSchema.Failure(reason: .notAStruct)
    }

    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let recorder: RouteSchema.Recorder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }
        func contains(_ key: Key) -> Bool { true }

        /// `decodeIfPresent` asks this before `decode`; a plain `decode` does not. That tells optionals apart.
        func decodeNil(forKey key: Key) -> Bool {
            recorder.pendingOptional = key.stringValue
            return false
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let name = key.stringValue
            let isOptional = recorder.pendingOptional == name
            recorder.pendingOptional = nil
            let repeated = T.self as? any RepeatedParameter.Type
            let elementType = repeated?.elementType ?? T.self
            guard let typeName = ParameterValues.typeName(of: elementType) else {
                throw RouteSchema.Failure(reason: .unsupportedType(property: name, type: "\(T.self)"))
            }
            recorder.fields.append(
                RouteSchema.Field(name: name, typeName: typeName, isOptional: isOptional, isRepeated: repeated != nil))
            if repeated != nil, let empty = emptyArray(T.self) { return empty }
            guard let sample = RouteSchema.sample(T.self) else {
                throw RouteSchema.Failure(reason: .notCaseIterable(property: name, type: "\(T.self)"))
            }
            return sample
        }

        private func emptyArray<T: Decodable>(_ type: T.Type) -> T? {
            try? T(from: EmptyListDecoder())
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            throw RouteSchema.Failure(reason: .nestedObject(property: key.stringValue))
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            throw RouteSchema.Failure(reason: .customListCoding(property: key.stringValue))
        }
        func superDecoder() throws -> any Decoder { SchemaDecoder(recorder: recorder) }
        func superDecoder(forKey key: Key) throws -> any Decoder { SchemaDecoder(recorder: recorder) }
    }
}

/// Decodes any array as empty, so the schema reader can return a value for repeated parameters.
private struct EmptyListDecoder: Decoder, UnkeyedDecodingContainer {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw RouteSchema.Failure(reason: .notAList)
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw RouteSchema.Failure(reason: .notAList)
    }
    mutating func decodeNil() throws -> Bool { false }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        throw RouteSchema.Failure(reason: .notAList)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw RouteSchema.Failure(reason: .notAList)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
    mutating func superDecoder() throws -> any Decoder { self }
}
