/// The segment trie of a route table while it is being built and checked.
///
/// Each node keeps its children and routes in arrays, which is convenient for inserting routes and
/// for the compiler's overlap checks. Lookups do not use this form: ``RouteTrie`` packs it into flat
/// arrays once the table is complete.
struct RouteTrieBuilder {
    struct Node {
        /// Literal children in insertion order, and the same by text. The dictionary uses `String`'s
        /// own equality, so canonically equivalent literals are one child.
        var literals: [(text: String, child: Int)] = []
        var literalIndex: [String: Int] = [:]
        /// Typed children, at most one per type, sorted by type name; types at one node never overlap
        /// (the table refuses that).
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
                current = child(of: current, existing: nodes[current].literalIndex[text]) {
                    $0.literals.append((text, $1))
                    $0.literalIndex[text] = $1
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
}
