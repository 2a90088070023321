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
    /// A match's pairs are its placeholders, read in place: their names and positions are the route's,
    /// their values the link's segments. A match keeps both anyway (the route for its id, the link as it
    /// is), so capturing costs two reference counts rather than an array of pairs allocated per match.
    /// Pairs added later (declared query parameters) turn the placeholders into pairs first.
    ///
    /// Two words, like the array alone would be plus one: a decoder holding the parameters stays small
    /// enough to live inline in an existential.
    private enum Storage: Sendable {
        case pairs([QueryItem])
        /// The route must have no catch-all and must have matched the segments, so that each
        /// placeholder's position is one of them.
        case placeholders(CompiledRoute, [String])
    }

    private var storage: Storage

    /// Creates parameters from pairs, kept in order.
    package init(_ pairs: [(name: String, value: String)] = []) {
        storage = .pairs(pairs.map { QueryItem(name: $0.name, value: $0.value) })
    }

    /// The placeholders of `route`, which matched `segments`. The route must have no catch-all (a
    /// catch-all's value is joined from several segments).
    init(placeholdersOf route: CompiledRoute, in segments: [String]) {
        storage = route.captures.isEmpty ? .pairs([]) : .placeholders(route, segments)
    }

    /// Makes room for `count` more pairs, so that a match allocates its storage once.
    mutating func reserveCapacity(adding count: Int) {
        var pairs = takePairs(reserving: count)
        pairs.reserveCapacity(pairs.count + count)
        storage = .pairs(pairs)
    }

    mutating func append(name: String, value: String) {
        var pairs = takePairs(reserving: 1)
        pairs.append(QueryItem(name: name, value: value))
        storage = .pairs(pairs)
    }

    /// The pairs as an array, with room for `extra` more when they must be copied into one. The
    /// storage is left empty meanwhile, so that the array is not shared and grows in place.
    private mutating func takePairs(reserving extra: Int) -> [QueryItem] {
        switch storage {
        case .pairs(let pairs):
            storage = .pairs([])
            return pairs
        case .placeholders(let route, let segments):
            var pairs: [QueryItem] = []
            pairs.reserveCapacity(route.captures.count + extra)
            for capture in route.captures {
                pairs.append(QueryItem(name: capture.name, value: segments[capture.position]))
            }
            return pairs
        }
    }

    /// The pair at `offset`.
    private func element(at offset: Int) -> QueryItem {
        switch storage {
        case .pairs(let pairs): pairs[offset]
        case .placeholders(let route, let segments):
            QueryItem(name: route.captures[offset].name, value: segments[route.captures[offset].position])
        }
    }

    /// The first value for a name.
    public subscript(name: String) -> String? {
        switch storage {
        case .pairs(let pairs): return pairs.first { $0.name == name }?.value
        case .placeholders(let route, let segments):
            for capture in route.captures where capture.name == name { return segments[capture.position] }
            return nil
        }
    }

    /// Every value for a name, in order.
    public func values(for name: String) -> [String] {
        switch storage {
        case .pairs(let pairs): pairs.compactMap { $0.name == name ? $0.value : nil }
        case .placeholders(let route, let segments):
            route.captures.compactMap { $0.name == name ? segments[$0.position] : nil }
        }
    }

    /// The first value for a name and how many there are, without collecting them: a typed
    /// route's generated decoder asks this for every property.
    /// The storage is read once, in place: reading a pair at a time copied it (two references) per pair.
    func firstValue(for name: String) -> (value: String?, count: Int) {
        var first: String?
        var count = 0
        switch storage {
        case .pairs(let pairs):
            for index in pairs.indices where pairs[index].name == name {
                if first == nil { first = pairs[index].value }
                count += 1
            }
        case .placeholders(let route, let segments):
            for index in route.captures.indices where route.captures[index].name == name {
                if first == nil { first = segments[route.captures[index].position] }
                count += 1
            }
        }
        return (first, count)
    }

    /// The parameters as a dictionary of first values, as ``DeepLinkDescriptor`` carries them.
    public var dictionary: [String: String] {
        let count = self.count
        var result = [String: String](minimumCapacity: count)
        for offset in 0..<count {
            let element = element(at: offset)
            if result[element.name] == nil { result[element.name] = element.value }
        }
        return result
    }

    /// The first value for each name, in the order of the names: what another route's match is made
    /// from (a synthetic parent's), without a dictionary made in between.
    package var firstValuesByName: [(name: String, values: [String])] {
        var values: [(name: String, values: [String])] = []
        values.reserveCapacity(count)
        for offset in 0..<count {
            let element = element(at: offset)
            guard !values.contains(where: { $0.name == element.name }) else { continue }
            values.append((element.name, [element.value]))
        }
        values.sort { $0.name < $1.name }
        return values
    }

    /// The number of name–value pairs.
    public var count: Int {
        switch storage {
        case .pairs(let pairs): pairs.count
        case .placeholders(let route, _): route.captures.count
        }
    }
    /// Whether there are none.
    public var isEmpty: Bool { count == 0 }

    /// Iterates over the name–value pairs in order, repeated names included; each is a `QueryItem`,
    /// the same shape as a link's query items.
    public func makeIterator() -> IndexingIterator<[QueryItem]> {
        switch storage {
        case .pairs(let pairs): pairs.makeIterator()
        case .placeholders: (0..<count).map(element(at:)).makeIterator()
        }
    }

    /// The pairs in order: `[category: shoes, productId: 42]`.
    public var description: String {
        "[" + map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "]"
    }

    /// Whether both hold the same pairs in the same order, however they hold them.
    public static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return (0..<lhs.count).allSatisfy { lhs.element(at: $0) == rhs.element(at: $0) }
    }

    /// Hashes the pairs in order, as an array of them would.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for offset in 0..<count { hasher.combine(element(at: offset)) }
    }
}
