/// The compiled segment trie behind ``RouteTable``.
///
/// Nodes live in one flat array and refer to each other by index, so a lookup touches a few
/// cache-friendly structs per segment and allocates nothing. Children are kept by precedence
/// class — literal, typed, untyped, wildcard, catch-all — and searched in that order with
/// backtracking, which is what makes precedence independent of registration order: the first
/// route found is the one whose first differing segment is most specific.
struct RouteTrie: Sendable {
    struct Node: Sendable {
        var literals: [String: Int] = [:]
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

    private(set) var nodes: [Node] = [Node()]

    /// Adds a route; `keys` are its pattern's segments.
    mutating func insert(route: Int, keys: [Key]) {
        var current = 0
        for key in keys {
            switch key {
            case .literal(let text):
                current = child(of: current, existing: nodes[current].literals[text]) { $0.literals[text] = $1 }
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

    /// The most specific route matching the segments whose scope `accepts` allows, or `nil`.
    func lookup(_ segments: [String], accepts: (Int) -> Bool) -> Int? {
        search(node: 0, depth: 0, segments, accepts)
    }

    private func search(node index: Int, depth: Int, _ segments: [String], _ accepts: (Int) -> Bool) -> Int? {
        let node = nodes[index]
        guard depth < segments.count else {
            return node.terminal.first(where: accepts)
        }
        let segment = segments[depth]
        if let next = node.literals[segment], let found = search(node: next, depth: depth + 1, segments, accepts) {
            return found
        }
        for (type, next) in node.typed where type.accepts(segment) {
            if let found = search(node: next, depth: depth + 1, segments, accepts) { return found }
        }
        if let next = node.untyped, let found = search(node: next, depth: depth + 1, segments, accepts) {
            return found
        }
        if let next = node.wildcard, let found = search(node: next, depth: depth + 1, segments, accepts) {
            return found
        }
        return node.catchAll.first(where: accepts)
    }
}
