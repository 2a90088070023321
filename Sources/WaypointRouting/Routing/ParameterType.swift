/// The type of a path placeholder or query parameter: a name used in patterns (`{id: int}`)
/// and a check that a decoded string converts.
///
/// Built in: ``string``, ``int``, ``double``, ``bool``, ``uuid``. Apps add their own and hand
/// them to ``RouteTable/init(_:parameterTypes:caseInsensitive:)``:
///
/// ```swift
/// let sku = ParameterType(name: "sku") { $0.hasPrefix("SKU-") && $0.count == 10 }
/// let table = try RouteTable([RouteDefinition("product", pattern: "/p/{code: sku}", module: "Catalog")],
///                            parameterTypes: [sku])
/// ```
///
/// A type can also convert: with `canonical`, it turns each accepted value into its canonical
/// text, which is what the match hands on — to `RouteMatch/parameters` and to a typed route's
/// property — and what the table prints:
///
/// ```swift
/// let slug = ParameterType(name: "lowercased") { $0.allSatisfy(\.isASCII) ? $0.lowercased() : nil }
/// // "/tags/Red-Shoes" matches "/tags/{slug: lowercased}" with slug "red-shoes"
/// ```
///
/// Two different types at the same position of two patterns must be known to be disjoint (`int`
/// and `uuid` are); otherwise one link could match both with equal precedence, and the table
/// refuses them as ambiguous. Custom types are assumed to overlap every other type.
public struct ParameterType: Sendable, CustomStringConvertible {
    /// The name used in patterns and manifests.
    public let name: String
    private let check: @Sendable (String) -> Bool
    /// The conversion to canonical text, for a type made with `canonical`; `nil` for the others,
    /// whose values are handed on as they are.
    private let convert: (@Sendable (String) -> String?)?

    /// Creates a type.
    ///
    /// - Parameters:
    ///   - name: The name used in patterns, such as `sku` in `{code: sku}`.
    ///   - accepts: Whether a decoded value is of this type. Called on every match: keep it cheap.
    public init(name: String, accepts: @escaping @Sendable (String) -> Bool) {
        self.name = name
        self.check = accepts
        self.convert = nil
    }

    /// Creates a type that converts: `canonical` returns an accepted value's canonical text (an ISO
    /// 8601 date in UTC, a lowercased slug), or `nil` to refuse it. It runs on every match and must
    /// map its own output to itself, so that a printed link matches again to the same value.
    public init(name: String, canonical: @escaping @Sendable (String) -> String?) {
        self.name = name
        self.check = { canonical($0) != nil }
        self.convert = canonical
    }

    /// Whether a decoded value is of this type.
    @usableFromInline package func accepts(_ value: String) -> Bool { check(value) }

    /// Whether the type converts its values (made with `canonical`).
    var converts: Bool { convert != nil }

    /// A value's canonical text (itself, unless the type converts), or `nil` when the type refuses
    /// it: one call of the type's closure, where `accepts` and then a conversion would make two.
    func converted(_ value: String) -> String? {
        if let convert { return convert(value) }
        return check(value) ? value : nil
    }

    /// The type's name, as patterns write it.
    public var description: String { name }

    /// Any text. A placeholder without a type, `{name}`, is a string.
    public static let string = ParameterType(name: "string") { _ in true }
    /// A decimal `Int`: optional sign, digits, no spaces, in range.
    public static let int = ParameterType(name: "int") { Int($0) != nil }
    /// A finite decimal `Double` such as `4.5` or `-2`. `nan` and `inf` are not accepted.
    public static let double = ParameterType(name: "double") { text in
        guard let value = Double(text), value.isFinite else { return false }
        return text.utf8.allSatisfy {
            ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 45 || $0 == 43 || $0 == 101 || $0 == 69
        }
    }
    /// `true` or `false`.
    public static let bool = ParameterType(name: "bool") { $0 == "true" || $0 == "false" }
    /// A UUID in its 36-character hyphenated form, either case.
    public static let uuid = ParameterType(name: "uuid") { UUIDText.isValid($0) }

    /// The built-in types by name.
    static let builtIns: [String: ParameterType] = Dictionary(
        uniqueKeysWithValues: [string, int, double, bool, uuid].map { ($0.name, $0) })

    /// Pairs of built-in types that no value belongs to both of.
    private static let disjointPairs: Set<[String]> = [
        ["bool", "int"], ["bool", "uuid"], ["int", "uuid"], ["bool", "double"], ["double", "uuid"],
    ]

    /// Whether some value could belong to both types.
    func overlaps(_ other: ParameterType) -> Bool {
        name == other.name || !Self.disjointPairs.contains([name, other.name].sorted())
    }
}

/// The syntax of a UUID in its 36-character hyphenated form, either case.
enum UUIDText {
    static func isValid(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count == 36 else { return false }
        for (offset, byte) in utf8.enumerated() {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if PercentEncoding.hexValue(byte) == nil {
                return false
            }
        }
        return true
    }
}
