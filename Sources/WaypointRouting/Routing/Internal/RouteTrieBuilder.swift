/// The segment trie of a route table while it is being built and checked.
///
/// Built once per table at launch, so it allocates little: literal children of every node are in
/// one dictionary keyed by parent and text, and the routes ending at a node are a linked list
/// through `nextRoute` rather than an array per node. Lookups do not use this form: ``RouteTrie``
/// packs it into flat arrays once the table is complete.
struct RouteTrieBuilder {
    struct Node {
        /// Typed children, at most one per type, sorted by type name; types at one node never overlap
        /// (the table refuses that). Empty (and unallocated) on most nodes.
        var typed: [(type: ParameterType, child: Int)] = []
        var untyped: Int32 = -1
        var wildcard: Int32 = -1
        /// The first route ending here, then `nextRoute`; most specific scope first once sorted.
        var terminal: Int32 = -1
        /// The first route whose catch-all starts here, then `nextRoute`.
        var catchAll: Int32 = -1
        /// How many literal children the node has, and how many of them ignore case.
        var literalCount: Int32 = 0
        var foldedCount: Int32 = 0
    }

    /// A literal child: the parent node and the segment text. Hashed with `String`'s own hashing, so
    /// canonically equivalent literals are one child.
    struct LiteralKey: Hashable {
        let parent: Int32
        let text: String
        /// A literal of a pattern that ignores case, its text lowered (see `asciiLowercased`): a child
        /// apart from the exact literal with the same text.
        let folded: Bool
    }

    private(set) var nodes: [Node] = [Node()]
    /// Literal children in insertion order (what ``literalChildren(of:)`` and packing read).
    private(set) var literals: [(parent: Int32, text: String, child: Int32, folded: Bool)] = []
    /// Whether any literal ignores case.
    private(set) var hasFoldedLiterals = false
    private var literalIndex: [LiteralKey: Int32] = [:]
    /// For each route, the next route of the node list it is in, or -1.
    private(set) var nextRoute: [Int32]

    init(routeCount: Int) {
        nextRoute = Array(repeating: -1, count: routeCount)
    }

    /// Walks down from `node` by one pattern segment, adding the child when it is new. `type` is the
    /// placeholder's resolved type; `nil` or `string` is an untyped placeholder. `ignoringCase` makes a
    /// literal a child that matches regardless of ASCII case.
    mutating func child(
        of node: Int, for segment: RoutePattern.Segment, type: ParameterType?, ignoringCase: Bool = false
    ) -> Int {
        switch segment {
        case .literal(let text):
            let key = LiteralKey(
                parent: Int32(truncatingIfNeeded: node), text: ignoringCase ? text.asciiLowercased : text,
                folded: ignoringCase)
            if let existing = literalIndex[key] { return Int(existing) }
            let child = addNode()
            literalIndex[key] = Int32(truncatingIfNeeded: child)
            literals.append((key.parent, key.text, Int32(truncatingIfNeeded: child), ignoringCase))
            if ignoringCase {
                nodes[node].foldedCount += 1
                hasFoldedLiterals = true
            } else {
                nodes[node].literalCount += 1
            }
            return child
        case .parameter:
            guard let type, type.name != ParameterType.string.name else {
                return child(of: node, existing: nodes[node].untyped) { $0.untyped = $1 }
            }
            if let existing = nodes[node].typed.first(where: { $0.type.name == type.name }) { return existing.child }
            let child = addNode()
            nodes[node].typed.append((type, child))
            nodes[node].typed.sort { $0.type.name < $1.type.name }
            return child
        case .wildcard:
            return child(of: node, existing: nodes[node].wildcard) { $0.wildcard = $1 }
        case .catchAll:
            return node
        }
    }

    private mutating func child(of parent: Int, existing: Int32, attach: (inout Node, Int32) -> Void) -> Int {
        if existing >= 0 { return Int(existing) }
        let child = addNode()
        attach(&nodes[parent], Int32(truncatingIfNeeded: child))
        return child
    }

    private mutating func addNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    /// Adds `route`, ending at `node`, to the node's routes, or to its catch-all routes.
    mutating func add(route: Int, at node: Int, isCatchAll: Bool) {
        let route32 = Int32(truncatingIfNeeded: route)
        if isCatchAll {
            nextRoute[route] = nodes[node].catchAll
            nodes[node].catchAll = route32
        } else {
            nextRoute[route] = nodes[node].terminal
            nodes[node].terminal = route32
        }
    }

    /// The routes of a list starting at `first`, in list order.
    func routes(from first: Int32) -> [Int] {
        var routes: [Int] = []
        var route = first
        while route >= 0 {
            routes.append(Int(route))
            route = nextRoute[Int(route)]
        }
        return routes
    }

    /// Orders each node's route lists so that the first acceptable route is the most specific. Lists
    /// are built newest first; most hold one route.
    mutating func sortRoutes(by areInIncreasingOrder: (Int, Int) -> Bool) {
        for index in nodes.indices {
            nodes[index].terminal = sorted(nodes[index].terminal, by: areInIncreasingOrder)
            nodes[index].catchAll = sorted(nodes[index].catchAll, by: areInIncreasingOrder)
        }
    }

    private mutating func sorted(_ first: Int32, by areInIncreasingOrder: (Int, Int) -> Bool) -> Int32 {
        guard first >= 0 else { return first }
        guard nextRoute[Int(first)] >= 0 else { return first }
        let list = routes(from: first).sorted(by: areInIncreasingOrder)
        for (route, next) in zip(list, list.dropFirst()) { nextRoute[route] = Int32(truncatingIfNeeded: next) }
        if let last = list.last { nextRoute[last] = -1 }
        return list.first.map { Int32(truncatingIfNeeded: $0) } ?? -1
    }

    /// Each node's literal children in insertion order, node after node: `byNode[starts[n]..<starts[n + 1]]`
    /// are node n's. The exact literals, those that ignore case (`folded`), or (`nil`) both. A counting
    /// sort, linear in the number of literals.
    func literalsByNode(folded: Bool? = false) -> (byNode: [(text: String, child: Int32)], starts: [Int]) {
        var starts = [0]
        starts.reserveCapacity(nodes.count + 1)
        for node in nodes {
            let count = folded.map { $0 ? node.foldedCount : node.literalCount } ?? node.literalCount + node.foldedCount
            starts.append(starts[starts.count - 1] + Int(count))
        }
        var next = starts
        var byNode = [(text: String, child: Int32)](repeating: ("", -1), count: starts[starts.count - 1])
        for literal in literals where folded == nil || literal.folded == folded {
            byNode[next[Int(literal.parent)]] = (literal.text, literal.child)
            next[Int(literal.parent)] += 1
        }
        return (byNode, starts)
    }
}
