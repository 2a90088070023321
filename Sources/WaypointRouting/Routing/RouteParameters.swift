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
    private var pairs: [QueryItem]

    /// Creates parameters from pairs, kept in order.
    package init(_ pairs: [(name: String, value: String)] = []) {
        self.pairs = pairs.map { QueryItem(name: $0.name, value: $0.value) }
    }

    mutating func reserveCapacity(_ count: Int) {
        pairs.reserveCapacity(count)
    }

    mutating func append(name: String, value: String) {
        pairs.append(QueryItem(name: name, value: value))
    }

    /// The first value for a name.
    public subscript(name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// Every value for a name, in order.
    public func values(for name: String) -> [String] {
        pairs.compactMap { $0.name == name ? $0.value : nil }
    }

    /// The first value for a name and how many there are, without collecting them: a typed
    /// route's generated decoder asks this for every property.
    func firstValue(for name: String) -> (value: String?, count: Int) {
        let matching = pairs.lazy.filter { $0.name == name }
        return (matching.first?.value, matching.count)
    }

    /// The parameters as a dictionary of first values, as ``DeepLinkDescriptor`` carries them.
    public var dictionary: [String: String] {
        Dictionary(pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The first value for each name, in the order of the names: what another route's match is made
    /// from (a synthetic parent's).
    package var firstValuesByName: [(name: String, values: [String])] {
        dictionary.sorted { $0.key < $1.key }.map { (name: $0.key, values: [$0.value]) }
    }

    /// The number of name–value pairs.
    public var count: Int { pairs.count }
    /// Whether there are none.
    public var isEmpty: Bool { pairs.isEmpty }

    /// Iterates over the name–value pairs in order, repeated names included; each is a `QueryItem`,
    /// the same shape as a link's query items.
    public func makeIterator() -> IndexingIterator<[QueryItem]> { pairs.makeIterator() }

    /// The pairs in order: `[category: shoes, productId: 42]`.
    public var description: String {
        "[" + map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "]"
    }
}
