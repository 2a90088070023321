internal import Foundation

/// How route property types map to parameter types, shared by the schema reader, the decoder
/// and the printer so that the three agree.
@usableFromInline
enum ParameterValues {
    /// The parameter type name for a Swift type, or `nil` when it cannot be a parameter.
    static func typeName(of type: Any.Type) -> String? {
        switch type {
        case is String.Type, is Substring.Type: "string"
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type,
            is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type:
            "int"
        case is Double.Type, is Float.Type: "double"
        case is Bool.Type: "bool"
        case is UUID.Type: "uuid"
        // ISO 8601 text, which a converting type (`{date: isoDate}`) hands on; any text passes the
        // pattern, and decoding refuses what is not such a date.
        case is Date.Type: "string"
        case is AllowlistedURL.Type: "url"
        default:
            if let raw = type as? any RawRepresentable.Type { typeName(of: rawValueType(raw)) } else { nil }
        }
    }

    private static func rawValueType<R: RawRepresentable>(_: R.Type) -> Any.Type { R.RawValue.self }

    /// Converts a decoded string to a primitive parameter type; `nil` for other types or bad text.
    static func primitive<T>(_ text: String, as type: T.Type) -> T? {
        if T.self == UUID.self { return UUID(uuidString: text) as? T }
        if T.self == Date.self { return (try? Date(text, strategy: .iso8601)) as? T }
        if T.self == Double.self || T.self == Float.self {
            // `Double("nan")` and friends are not values a link should carry.
            guard ParameterType.double.accepts(text) else { return nil }
        }
        if T.self == Bool.self { return (text == "true" ? true : text == "false" ? false : nil) as? T }
        guard let convertible = type as? any LosslessStringConvertible.Type else { return nil }
        let value = convertible.init(text)
        // "1e39" is a finite Double but overflows Float to infinity, which has no link form.
        if let float = value as? Float, !float.isFinite { return nil }
        return value as? T
    }

    /// The same conversion for a type known to be text-convertible, without the dynamic casts:
    /// what the `@Route` macro's generated decoders call, compiled for each property's type.
    @inlinable
    static func primitive<T: LosslessStringConvertible>(_ text: String, as type: T.Type) -> T? {
        if T.self == Double.self || T.self == Float.self {
            guard ParameterType.double.accepts(text) else { return nil }
        }
        guard let value = T(text) else { return nil }
        if T.self == Float.self, let float = value as? Float, !float.isFinite { return nil }
        return value
    }

    /// The refusal of `value` for parameter `name` of `type`: the allowed cases for an enum, the
    /// parameter type's name otherwise.
    @usableFromInline
    static func invalid(_ value: String, name: String, type: Any.Type) -> LinkRejection {
        if let cases = type as? any CaseIterable.Type {
            let allowed = rawValues(cases).joined(separator: ", ")
            return LinkRejection(
                .invalidParameter, "parameter '\(name)' is '\(value)', not one of \(type): \(allowed)", parameter: name)
        }
        let expected = typeName(of: type).map { "\($0) (\(type))" } ?? "\(type)"
        return LinkRejection(
            .invalidParameter, "parameter '\(name)' is '\(value)', not a valid \(expected)", parameter: name)
    }

    private static func rawValues<C: CaseIterable>(_: C.Type) -> [String] {
        C.allCases.map { ($0 as? any RawRepresentable).map { "\($0.rawValue)" } ?? "\($0)" }
    }

    /// A primitive's text; a value without one (an infinite or NaN `Double` or `Float`) is refused.
    @usableFromInline
    static func printed(_ value: Any, name: String) throws(LinkRejection) -> String {
        guard let text = text(of: value) else { throw noLinkForm(value, name: name) }
        return text
    }

    /// The same text for a type known to be text-convertible, without the dynamic casts: what the
    /// `@Route` macro's generated writers call, compiled for each property's type.
    @inlinable
    static func printed<T: LosslessStringConvertible>(
        convertible value: T, name: String
    ) throws(LinkRejection) -> String {
        if T.self == Double.self || T.self == Float.self {
            let isFinite = (value as? Double)?.isFinite ?? (value as? Float)?.isFinite ?? true
            guard isFinite else { throw noLinkForm(value, name: name) }
        }
        return value.description
    }

    /// The refusal of a value without a link form.
    @usableFromInline
    static func noLinkForm(_ value: Any, name: String) -> LinkRejection {
        LinkRejection(.invalidParameter, "'\(value)' has no link form for '\(name)'", parameter: name)
    }

    /// Whether `T` is handled by ``primitive(_:as:)``.
    static func isPrimitive(_ type: Any.Type) -> Bool {
        type is UUID.Type || type is Date.Type
            || (typeName(of: type) != nil && type is any LosslessStringConvertible.Type)
    }

    /// Prints a primitive value as a parameter string.
    static func text(of value: Any) -> String? {
        switch value {
        case let uuid as UUID: uuid.uuidString.lowercased()
        case let date as Date: date.formatted(.iso8601)
        case let double as Double: double.isFinite ? String(double) : nil
        case let float as Float: float.isFinite ? String(float) : nil
        case let text as any LosslessStringConvertible: text.description
        default: nil
        }
    }
}

/// Lets the coders recognise arrays (repeated parameters) without knowing their element type.
protocol RepeatedParameter {
    static var elementType: Any.Type { get }
}

extension Array: RepeatedParameter {
    static var elementType: Any.Type { Element.self }
}
