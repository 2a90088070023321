/// The segment trie behind ``RouteTable``: one node per distinct pattern prefix, children by kind.
///
/// The compiler inserts every route's segments, sorts each node's routes and checks the result; the
/// table then keeps it for lookups. Children are searched by precedence class — literal (exact, then
/// regardless of case), typed, untyped, wildcard, catch-all — in that order with backtracking, which
/// is what makes precedence independent of registration order: the first route found is the one whose
/// first differing segment is most specific.
struct RouteTrie: Sendable {
    struct Node: Sendable {
        /// Literal children by their text; `String`'s equality, so canonically equivalent texts are one.
        var literals: [String: Int] = [:]
        /// Literal children of patterns that ignore case, by their text lowered (see `asciiLowercased`).
        var foldedLiterals: [String: Int] = [:]
        /// Typed children, at most one per type, sorted by type name; types at one node never overlap
        /// (the table refuses that).
        var typed: [(type: ParameterType, child: Int)] = []
        var untyped: Int?
        var wildcard: Int?
        /// The routes ending here, most specific scope first once sorted; they differ in scope.
        var routes: [Int] = []
        /// The routes whose catch-all starts here, likewise.
        var catchAlls: [Int] = []

        /// Every child, literals in insertion order first.
        var children: [Int] {
            (Array(literals.values) + foldedLiterals.values).sorted() + typed.map(\.child)
                + [untyped, wildcard].compactMap { $0 }
        }
    }

    /// Where a route may match: a scheme, an `https` host, or (both `nil`) anywhere.
    struct Scope: Hashable, Sendable {
        let scheme: String?
        let host: String?

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

    private(set) var nodes: [Node] = [Node()]
    /// The scope of every scoped route, by route index; unscoped routes are absent.
    private var scopes: [Int: Scope] = [:]
    /// The hosts some route is scoped to. A link on one of them is first searched among the routes
    /// scoped to its host only.
    private var scopedHosts: Set<String> = []
    /// The routes whose catch-all may take no segment.
    private var emptyCatchAlls: Set<Int> = []
    /// Whether some typed child's type converts (see `ParameterType.init(name:canonical:)`): only then
    /// does a lookup need room for canonical texts.
    private(set) var converts = false

    /// Walks down from `node` by one pattern segment, adding the child when it is new. `type` is the
    /// placeholder's resolved type; `nil` or `string` is an untyped placeholder. `ignoringCase` makes a
    /// literal a child that matches regardless of ASCII case. A catch-all stays at `node`.
    mutating func child(
        of node: Int, for segment: RoutePattern.Segment, type: ParameterType?, ignoringCase: Bool = false
    ) -> Int {
        let next = nodes.count
        switch segment {
        case .literal(let text) where ignoringCase:
            if let existing = nodes[node].foldedLiterals[text.asciiLowercased] { return existing }
            nodes[node].foldedLiterals[text.asciiLowercased] = next
        case .literal(let text):
            if let existing = nodes[node].literals[text] { return existing }
            nodes[node].literals[text] = next
        case .parameter:
            if let type, type.name != ParameterType.string.name {
                if let existing = nodes[node].typed.first(where: { $0.type.name == type.name }) {
                    return existing.child
                }
                nodes[node].typed.append((type, next))
                nodes[node].typed.sort { $0.type.name < $1.type.name }
                converts = converts || type.converts
            } else {
                if let existing = nodes[node].untyped { return existing }
                nodes[node].untyped = next
            }
        case .wildcard:
            if let existing = nodes[node].wildcard { return existing }
            nodes[node].wildcard = next
        case .catchAll:
            return node
        }
        nodes.append(Node())
        return next
    }

    /// Adds `route`, ending at `node`, to the node's routes, or to its catch-all routes.
    mutating func add(route: Int, at node: Int, isCatchAll: Bool, scope: Scope, catchAllMayBeEmpty: Bool) {
        if isCatchAll {
            nodes[node].catchAlls.append(route)
        } else {
            nodes[node].routes.append(route)
        }
        if scope.scheme != nil || scope.host != nil { scopes[route] = scope }
        if let host = scope.host { scopedHosts.insert(host) }
        if catchAllMayBeEmpty { emptyCatchAlls.insert(route) }
    }

    /// Orders each node's routes so that the first acceptable route is the most specific.
    mutating func sortRoutes(by areInIncreasingOrder: (Int, Int) -> Bool) {
        for index in nodes.indices {
            nodes[index].routes.sort(by: areInIncreasingOrder)
            nodes[index].catchAlls.sort(by: areInIncreasingOrder)
        }
        // Sized exactly: the table keeps the nodes for its life.
        nodes = nodes.map { $0 }
    }

    /// The scope of the route at `index`; `nil` when it has none.
    func scope(of index: Int) -> Scope? { scopes[index] }

    /// What a lookup searches for: a link's segments, scheme and host, and whether only routes scoped
    /// to its host may answer.
    private struct Search {
        let segments: [String]
        let scheme: String?
        let host: String?
        let hostScopedOnly: Bool
    }

    /// The most specific route matching the segments whose scope accepts the link's scheme and host,
    /// and the canonical texts of the segments converting types accepted on the way there (empty when
    /// no type of the table converts; `nil` at other segments).
    ///
    /// A route scoped to the link's host outranks every route that is not, whatever their segments
    /// (an app sends all of `live.example.com` to one screen with a scoped catch-all, beside a vanity
    /// `/{slug}` for its main host): such a link is first searched among its host's routes only.
    func lookup(_ segments: [String], scheme: String?, host: String?) -> (route: Int, canonical: [String?])? {
        var canonical: [String?] = converts ? Array(repeating: nil, count: segments.count) : []
        if let host, scopedHosts.contains(host) {
            let search = Search(segments: segments, scheme: scheme, host: host, hostScopedOnly: true)
            if let found = below(0, depth: 0, search, &canonical) { return (found, canonical) }
        }
        let search = Search(segments: segments, scheme: scheme, host: host, hostScopedOnly: false)
        return below(0, depth: 0, search, &canonical).map { ($0, canonical) }
    }

    /// The search below node `index`, at segment `depth`. When a converting type accepts segment `i`
    /// on the way, its canonical text goes to `canonical[i]`: the type's closure runs once, and the
    /// match reads what it wrote (the last write at a depth is the one on the path found, since the
    /// walk stops there).
    private func below(_ index: Int, depth: Int, _ search: Search, _ canonical: inout [String?]) -> Int? {
        guard depth < search.segments.count else {
            // A route that ends here beats a catch-all that may be empty starting here.
            return firstAccepted(nodes[index].routes, search)
                ?? firstAccepted(nodes[index].catchAlls.filter { emptyCatchAlls.contains($0) }, search)
        }
        let segment = search.segments[depth]
        if let child = nodes[index].literals[segment], let found = below(child, depth: depth + 1, search, &canonical) {
            return found
        }
        if !nodes[index].foldedLiterals.isEmpty, let child = nodes[index].foldedLiterals[segment.asciiLowercased],
            let found = below(child, depth: depth + 1, search, &canonical)
        {
            return found
        }
        for (type, child) in nodes[index].typed {
            if type.converts {
                guard let text = type.converted(segment) else { continue }
                canonical[depth] = text
            } else if !type.accepts(segment) {
                continue
            }
            if let found = below(child, depth: depth + 1, search, &canonical) { return found }
        }
        if let child = nodes[index].untyped, let found = below(child, depth: depth + 1, search, &canonical) {
            return found
        }
        if let child = nodes[index].wildcard, let found = below(child, depth: depth + 1, search, &canonical) {
            return found
        }
        return firstAccepted(nodes[index].catchAlls, search)
    }

    /// The first of `routes` whose scope accepts the link.
    private func firstAccepted(_ routes: [Int], _ search: Search) -> Int? {
        routes.first { route in
            guard let scope = scopes[route] else { return !search.hostScopedOnly }
            return scope.accepts(scheme: search.scheme, host: search.host, hostScopedOnly: search.hostScopedOnly)
        }
    }
}
