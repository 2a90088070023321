/// The compiled segment trie behind ``RouteTable``.
///
/// Nodes live in one flat array and refer to each other by index, so a lookup touches a few
/// cache-friendly structs per segment and allocates nothing. Children are kept by precedence
/// class — literal, typed, untyped, wildcard, catch-all — and searched in that order with
/// backtracking, which is what makes precedence independent of registration order: the first
/// route found is the one whose first differing segment is most specific.
///
/// The search reads each node in place (`nodes[index].literals[…]`) rather than binding the node
/// to a local: a copy of a `Node` would retain its five arrays on every step of every lookup.
struct RouteTrie: Sendable {
    struct Node: Sendable {
        var literals = LiteralChildren()
        /// Typed children, at most one per type; types at one node never overlap (the table refuses that).
        var typed: [(type: ParameterType, child: Int)] = []
        var untyped: Int?
        var wildcard: Int?
        /// Routes whose catch-all starts here, most specific scope first.
        var catchAll: [Int] = []
        /// Routes that end here, most specific scope first.
        var terminal: [Int] = []
    }

    /// A pattern segment with its type resolved.
    enum Key {
        case literal(String)
        case typed(ParameterType)
        case untyped
        case wildcard
        case catchAll
    }

    /// Where a route may match: a scheme, an `https` host, or (both `nil`) anywhere.
    struct Scope: Sendable {
        let scheme: String?
        let host: String?

        @inline(__always)
        func accepts(scheme linkScheme: String?, host linkHost: String?) -> Bool {
            if let host, linkHost != host { return false }
            if let scheme, linkScheme != scheme { return false }
            return true
        }
    }

    private(set) var nodes: [Node] = [Node()]
    /// Each route's scope, by route index.
    private var scopes: [Scope] = []
    /// Whether any route is scoped; when none is, the scopes need not be read at all.
    private var hasScopes = false

    /// Adds a route; `keys` are its pattern's segments.
    mutating func insert(route: Int, keys: [Key]) {
        var current = 0
        for key in keys {
            switch key {
            case .literal(let text):
                current = child(of: current, existing: nodes[current].literals[text]) {
                    $0.literals.insert(text, child: $1)
                }
            case .typed(let type):
                let existing = nodes[current].typed.first { $0.type == type }?.child
                current = child(of: current, existing: existing) { node, index in
                    node.typed.append((type, index))
                    node.typed.sort { $0.type.name < $1.type.name }
                }
            case .untyped:
                current = child(of: current, existing: nodes[current].untyped) { $0.untyped = $1 }
            case .wildcard:
                current = child(of: current, existing: nodes[current].wildcard) { $0.wildcard = $1 }
            case .catchAll:
                nodes[current].catchAll.append(route)
                return
            }
        }
        nodes[current].terminal.append(route)
    }

    private mutating func child(of parent: Int, existing: Int?, attach: (inout Node, Int) -> Void) -> Int {
        if let existing { return existing }
        nodes.append(Node())
        attach(&nodes[parent], nodes.count - 1)
        return nodes.count - 1
    }

    /// Orders each node's route lists so that the first acceptable route is the most specific.
    mutating func sortRoutes(by areInIncreasingOrder: (Int, Int) -> Bool) {
        for index in nodes.indices {
            nodes[index].terminal.sort(by: areInIncreasingOrder)
            nodes[index].catchAll.sort(by: areInIncreasingOrder)
        }
    }

    /// Records every route's scope, by route index.
    mutating func setScopes(_ scopes: [Scope]) {
        self.scopes = scopes
        hasScopes = scopes.contains { $0.scheme != nil || $0.host != nil }
    }

    /// The most specific route matching the segments whose scope accepts the link's scheme and host.
    ///
    /// The scheme and host are passed down as they are rather than in a closure: a closure capturing the
    /// link was specialised into the search and copied the link at every step.
    func lookup(_ segments: [String], scheme: String?, host: String?) -> Int? {
        search(node: 0, depth: 0, segments, scheme, host)
    }

    private func search(node index: Int, depth: Int, _ segments: [String], _ scheme: String?, _ host: String?) -> Int? {
        guard depth < segments.count else {
            return firstAccepted(nodes[index].terminal, scheme, host)
        }
        let segment = segments[depth]
        if let next = nodes[index].literals[segment],
            let found = search(node: next, depth: depth + 1, segments, scheme, host)
        {
            return found
        }
        for position in nodes[index].typed.indices where nodes[index].typed[position].type.accepts(segment) {
            if let found = search(node: nodes[index].typed[position].child, depth: depth + 1, segments, scheme, host) {
                return found
            }
        }
        if let next = nodes[index].untyped, let found = search(node: next, depth: depth + 1, segments, scheme, host) {
            return found
        }
        if let next = nodes[index].wildcard, let found = search(node: next, depth: depth + 1, segments, scheme, host) {
            return found
        }
        return firstAccepted(nodes[index].catchAll, scheme, host)
    }

    @inline(__always)
    private func firstAccepted(_ routes: [Int], _ scheme: String?, _ host: String?) -> Int? {
        guard hasScopes else { return routes.first }
        for route in routes where scopes[route].accepts(scheme: scheme, host: host) { return route }
        return nil
    }
}
