/// The decoded parameters of a match: path captures first, in pattern order, then declared
/// query parameters, in link order. A repeated query parameter appears once per value.
///
/// ```swift
/// let match = try table.match(parser.parse("/search?q=boots&tag=a&tag=b", source: .inApp))
/// match.parameters["q"]                // "boots"
/// match.parameters.values(for: "tag")  // ["a", "b"]
/// match.parameters.dictionary          // ["q": "boots", "tag": "a"]
/// ```
public struct RouteParameters: Hashable, Sendable, Sequence, CustomStringConvertible {
    /// One name and value.
    public struct Element: Hashable, Sendable {
        /// The parameter's name.
        public let name: String
        /// Its decoded value.
        public let value: String
    }

    private var storage: [Element]

    /// Creates parameters from pairs, kept in order.
    public init(_ pairs: [(name: String, value: String)] = []) {
        storage = pairs.map { Element(name: $0.name, value: $0.value) }
    }

    /// Makes room for `count` pairs, so that a match allocates its storage once.
    mutating func reserveCapacity(_ count: Int) {
        storage.reserveCapacity(count)
    }

    mutating func append(name: String, value: String) {
        storage.append(Element(name: name, value: value))
    }

    /// The first value for a name.
    public subscript(name: String) -> String? {
        storage.first { $0.name == name }?.value
    }

    /// Every value for a name, in order.
    public func values(for name: String) -> [String] {
        storage.compactMap { $0.name == name ? $0.value : nil }
    }

    /// The parameters as a dictionary of first values, as ``DeepLinkDescriptor`` carries them.
    public var dictionary: [String: String] {
        var result: [String: String] = [:]
        for element in storage where result[element.name] == nil { result[element.name] = element.value }
        return result
    }

    /// The number of name–value pairs.
    public var count: Int { storage.count }
    /// Whether there are none.
    public var isEmpty: Bool { storage.isEmpty }

    /// Iterates over the name–value pairs in order, repeated names included.
    public func makeIterator() -> IndexingIterator<[Element]> { storage.makeIterator() }

    /// The pairs in order: `[category: shoes, productId: 42]`.
    public var description: String {
        "[" + storage.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "]"
    }
}
