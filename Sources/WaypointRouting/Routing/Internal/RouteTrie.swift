/// The compiled segment trie behind ``RouteTable``, packed for lookups.
///
/// ``RouteTrieBuilder`` builds the trie and the compiler checks it; this form keeps only what a lookup
/// reads, in flat arrays that refer to each other by index. A node is a 32-byte struct of indices with
/// no references, so reading one costs neither a reference count nor a pointer chase, and two nodes
/// share a cache line; the literal children of all nodes share one hash table (``LiteralChildren``).
/// A lookup in a table of 10,000 routes thus reads about as many cache lines as one in a table of 50.
///
/// Children are searched by precedence class — literal (exact, then regardless of case), typed,
/// untyped, wildcard, catch-all — in that
/// order with backtracking, which is what makes precedence independent of registration order: the
/// first route found is the one whose first differing segment is most specific.
struct RouteTrie: Sendable {
    /// A node: counts and indices into the trie's arrays; -1 means none.
    private struct Node: Sendable {
        /// Where the literal children's keys are in ``LiteralChildren``.
        var literals = LiteralChildren.Range()
        /// The node's typed children are `typed[typedStart..<typedStart + typedCount]`.
        var typedStart: Int32 = 0
        var typedCount: Int32 = 0
        var untyped: Int32 = -1
        var wildcard: Int32 = -1
        /// The most specific route ending here; the rest follow through `nextRoute`.
        var terminal: Int32 = -1
        /// The most specific route whose catch-all starts here; the rest follow through `nextRoute`.
        var catchAll: Int32 = -1
    }

    private struct TypedChild: Sendable {
        let type: ParameterType
        let child: Int32
    }

    /// Where a route may match: a scheme, an `https` host, or (both `nil`) anywhere.
    struct Scope: Sendable {
        let scheme: String?
        let host: String?

        @inline(__always)
        func accepts(scheme linkScheme: String?, host linkHost: String?, hostScopedOnly: Bool) -> Bool {
            if let host {
                if linkHost != host { return false }
            } else if hostScopedOnly {
                return false
            }
            if let scheme, linkScheme != scheme { return false }
            return true
        }
    }

    private let nodes: [Node]
    private let literals: LiteralChildren
    private let typed: [TypedChild]
    /// For each route, the next route of the node list it belongs to (each route ends at one node,
    /// or has its catch-all at one), or -1. Only tables with scoped routes read past a list's first,
    /// so only they keep it.
    private let nextRoute: [Int32]
    /// Each route's scope, by route index; empty when no route is scoped.
    private let scopes: [Scope]
    /// Whether any route is scoped; when none is, the first route of a list is the answer.
    private let hasScopes: Bool
    /// The hosts some route is scoped to. A link on one of them is first searched among the routes
    /// scoped to its host only; other links (and tables without host scopes) search once.
    private let scopedHosts: Set<String>
    /// For each route, whether its catch-all may take no segment; empty when none may.
    private let emptyCatchAll: [Bool]
    /// The literal children that ignore case, keyed by their lowered text, and each node's range of
    /// them; `foldedRanges` is empty when no pattern ignores case, so other tables pay one check.
    private let foldedLiterals: LiteralChildren?
    private let foldedRanges: [LiteralChildren.Range]

    /// Packs a built trie; `scopes` holds every route's scope, by route index, or nothing when no
    /// route is scoped. The builder's route lists must be sorted already, most specific first.
    init(_ builder: RouteTrieBuilder, scopes: [Scope], emptyCatchAll: [Bool] = []) {
        var nodes: [Node] = []
        var typed: [TypedChild] = []
        // Indices fit `Int32`: each node stands for a distinct pattern segment, and memory runs out
        // long before 2³¹ of them.
        func narrow(_ value: Int) -> Int32 { Int32(truncatingIfNeeded: value) }
        var ranges: [LiteralChildren.Range] = []
        let literals = LiteralChildren(builder, ranges: &ranges)
        nodes.reserveCapacity(builder.nodes.count)
        for (built, range) in zip(builder.nodes, ranges) {
            var node = Node()
            node.literals = range
            node.typedStart = narrow(typed.count)
            node.typedCount = narrow(built.typed.count)
            typed += built.typed.map { TypedChild(type: $0.type, child: narrow($0.child)) }
            node.untyped = built.untyped
            node.wildcard = built.wildcard
            node.terminal = built.terminal
            node.catchAll = built.catchAll
            nodes.append(node)
        }
        self.nodes = nodes
        self.literals = literals
        self.typed = typed
        self.converts = typed.contains { $0.type.converts }
        self.hasScopes = scopes.contains { $0.scheme != nil || $0.host != nil }
        // A table without scoped routes only ever reads a list's first route.
        self.nextRoute = hasScopes ? builder.nextRoute : []
        self.scopes = hasScopes ? scopes : []
        self.scopedHosts = Set(scopes.compactMap(\.host))
        // Only the lists of nodes where such a catch-all starts are walked for it.
        self.emptyCatchAll = emptyCatchAll.contains(true) ? emptyCatchAll : []
        if builder.hasFoldedLiterals {
            var foldedRanges: [LiteralChildren.Range] = []
            self.foldedLiterals = LiteralChildren(builder, folded: true, ranges: &foldedRanges)
            self.foldedRanges = foldedRanges
        } else {
            self.foldedLiterals = nil
            self.foldedRanges = []
        }
    }

    /// Whether some typed child's type converts (see `ParameterType.init(name:canonical:)`): only then
    /// does a lookup need room for canonical texts.
    let converts: Bool

    /// The scope of the route at `index`; `nil` when it has none.
    func scope(of index: Int) -> Scope? {
        scopes.isEmpty ? nil : scopes[index]
    }

    /// The most specific route matching the segments whose scope accepts the link's scheme and host.
    ///
    /// The scheme and host are passed down as they are rather than in a closure: a closure capturing the
    /// link was specialised into the search and copied the link at every step. When a converting type
    /// accepts segment `i` on the way, its canonical text goes to `canonical[i]`, which must then have
    /// room for every segment: the type's closure runs once, and the match reads what it wrote (the last
    /// write at a depth is the one on the path found, since the walk stops there).
    ///
    /// A route scoped to the link's host outranks every route that is not, whatever their segments
    /// (an app sends all of `live.example.com` to one screen with a scoped catch-all, beside a vanity
    /// `/{slug}` for its main host): such a link is first searched among its host's routes only.
    func lookup(_ segments: [String], scheme: String?, host: String?, canonical: inout [String?]) -> Int? {
        if let host, !scopedHosts.isEmpty, scopedHosts.contains(host),
            let found = search(node: 0, depth: 0, segments, scheme, host, true, &canonical)
        {
            return found
        }
        return search(node: 0, depth: 0, segments, scheme, host, false, &canonical)
    }

    private func search(
        node index: Int, depth: Int, _ segments: [String], _ scheme: String?, _ host: String?,
        _ scoped: Bool, _ canonical: inout [String?]
    ) -> Int? {
        let node = nodes[index]
        guard depth < segments.count else {
            // A route that ends here beats a catch-all that may be empty starting here.
            if let found = firstAccepted(node.terminal, scheme, host, scoped) { return found }
            return emptyCatchAll.isEmpty ? nil : firstEmptyCatchAll(node.catchAll, scheme, host, scoped)
        }
        let segment = segments[depth]
        if node.literals.encodedCount != 0, let next = literals.child(of: index, node.literals, segment),
            let found = search(node: next, depth: depth + 1, segments, scheme, host, scoped, &canonical)
        {
            return found
        }
        if !foldedRanges.isEmpty,
            let found = searchFolded(node: index, depth: depth, segments, scheme, host, scoped, &canonical)
        {
            return found
        }
        if node.typedCount > 0 {
            let start = Int(node.typedStart)
            for position in start..<start + Int(node.typedCount) {
                let type = typed[position].type
                if type.converts {
                    guard let text = type.converted(segment) else { continue }
                    canonical[depth] = text
                } else if !type.accepts(segment) {
                    continue
                }
                if let found = search(
                    node: Int(typed[position].child), depth: depth + 1, segments, scheme, host, scoped, &canonical)
                {
                    return found
                }
            }
        }
        if node.untyped >= 0,
            let found = search(node: Int(node.untyped), depth: depth + 1, segments, scheme, host, scoped, &canonical)
        {
            return found
        }
        if node.wildcard >= 0,
            let found = search(node: Int(node.wildcard), depth: depth + 1, segments, scheme, host, scoped, &canonical)
        {
            return found
        }
        return firstAccepted(node.catchAll, scheme, host, scoped)
    }

    /// The search below the node's literal child that ignores case and equals the segment once both
    /// are lowered, if any. Kept out of ``search(node:depth:_:_:_:_:_:)`` so tables without such literals
    /// do not carry it.
    @inline(never)
    private func searchFolded(
        node index: Int, depth: Int, _ segments: [String], _ scheme: String?, _ host: String?,
        _ scoped: Bool, _ canonical: inout [String?]
    ) -> Int? {
        let range = foldedRanges[index]
        guard range.encodedCount != 0, let literals = foldedLiterals,
            let next = literals.child(of: index, range, segments[depth].asciiLowercased)
        else { return nil }
        return search(node: next, depth: depth + 1, segments, scheme, host, scoped, &canonical)
    }

    /// The first catch-all route of a node's list that may take no segment and whose scope accepts
    /// the link. Without scopes only the list's first route can be the answer: two unscoped
    /// catch-alls at one node are refused when the table is built.
    private func firstEmptyCatchAll(_ first: Int32, _ scheme: String?, _ host: String?, _ scoped: Bool) -> Int? {
        guard hasScopes else { return first >= 0 && emptyCatchAll[Int(first)] ? Int(first) : nil }
        var route = Int(first)
        while route >= 0 {
            if emptyCatchAll[route], scopes[route].accepts(scheme: scheme, host: host, hostScopedOnly: scoped) {
                return route
            }
            route = Int(nextRoute[route])
        }
        return nil
    }

    /// The first route of a node's list, from `first` on, whose scope accepts the link.
    @inline(__always)
    private func firstAccepted(_ first: Int32, _ scheme: String?, _ host: String?, _ scoped: Bool) -> Int? {
        guard hasScopes else { return first >= 0 ? Int(first) : nil }
        var route = Int(first)
        while route >= 0 {
            if scopes[route].accepts(scheme: scheme, host: host, hostScopedOnly: scoped) { return route }
            route = Int(nextRoute[route])
        }
        return nil
    }
}
