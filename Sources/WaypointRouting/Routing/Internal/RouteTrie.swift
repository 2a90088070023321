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
        /// The child of an untyped placeholder (or one typed `string`).
        var untyped: Int?
        /// The route ending here; when several do (they differ in scope), the most specific once sorted,
        /// the others in `extras`.
        var route: Int?
        /// What most nodes lack, out of line: `nil` until the node has one of them.
        private(set) var extrasBox: ExtrasBox?

        /// The children and routes most nodes lack.
        struct Extras: Sendable {
            /// Literal children of patterns that ignore case, by their text lowered (see `asciiLowercased`).
            var foldedLiterals: [String: Int] = [:]
            /// Typed children, at most one per type, sorted by type name; types at one node never overlap
            /// (the table refuses that).
            var typed: [(type: ParameterType, child: Int)] = []
            var wildcard: Int?
            /// The routes ending here after `route`, in order once sorted.
            var moreRoutes: [Int] = []
            /// The routes whose catch-all starts here, most specific scope first once sorted.
            var catchAlls: [Int] = []
        }

        /// A node's extras behind one reference, so that a node without them stays small.
        final class ExtrasBox: Sendable {
            let extras: Extras
            init(_ extras: Extras) { self.extras = extras }
        }

        /// The node's extras, written as a value: a write stores them out of line.
        var extras: Extras {
            get { extrasBox?.extras ?? Extras() }
            set { extrasBox = ExtrasBox(newValue) }
        }

        /// The routes ending here, most specific scope first once sorted.
        var routes: [Int] { (route.map { [$0] } ?? []) + (extrasBox?.extras.moreRoutes ?? []) }

        /// Every child, literals in insertion order first.
        var children: [Int] {
            (Array(literals.values) + extras.foldedLiterals.values).sorted() + extras.typed.map(\.child)
                + [untyped, extras.wildcard].compactMap { $0 }
        }
    }

    /// Where a route may match: a scheme, an `https` host, or (both `nil`) anywhere.
    struct Scope: Hashable, Sendable {
        let scheme: String?
        let host: String?

        /// A host scope takes every link on its host: `https` links, and the links of custom schemes
        /// that mirror web links (`LinkPolicy.webMirroringSchemes`), the only other links with a host.
        func accepts(scheme linkScheme: String?, host linkHost: String?, hostScopedOnly: Bool) -> Bool {
            if let host {
                return linkHost == host
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
            if let existing = nodes[node].extras.foldedLiterals[text.asciiLowercased] { return existing }
            nodes[node].extras.foldedLiterals[text.asciiLowercased] = next
        case .literal(let text):
            if let existing = nodes[node].literals[text] { return existing }
            nodes[node].literals[text] = next
        case .parameter:
            if let type, type.name != ParameterType.string.name {
                if let existing = nodes[node].extras.typed.first(where: { $0.type.name == type.name }) {
                    return existing.child
                }
                nodes[node].extras.typed.append((type, next))
                nodes[node].extras.typed.sort { $0.type.name < $1.type.name }
                converts = converts || type.converts
            } else {
                if let existing = nodes[node].untyped { return existing }
                nodes[node].untyped = next
            }
        case .wildcard:
            if let existing = nodes[node].extras.wildcard { return existing }
            nodes[node].extras.wildcard = next
        case .catchAll:
            return node
        }
        nodes.append(Node())
        return next
    }

    /// Adds `route`, ending at `node`, to the node's routes, or to its catch-all routes.
    mutating func add(route: Int, at node: Int, isCatchAll: Bool, scope: Scope, catchAllMayBeEmpty: Bool) {
        if isCatchAll {
            nodes[node].extras.catchAlls.append(route)
        } else if nodes[node].route == nil {
            nodes[node].route = route
        } else {
            nodes[node].extras.moreRoutes.append(route)
        }
        if scope.scheme != nil || scope.host != nil { scopes[route] = scope }
        if let host = scope.host { scopedHosts.insert(host) }
        if catchAllMayBeEmpty { emptyCatchAlls.insert(route) }
    }

    /// Orders each node's routes so that the first acceptable route is the most specific.
    mutating func sortRoutes(by areInIncreasingOrder: (Int, Int) -> Bool) {
        for index in nodes.indices where nodes[index].extrasBox != nil {
            let routes = nodes[index].routes.sorted(by: areInIncreasingOrder)
            nodes[index].route = routes.first
            nodes[index].extras.moreRoutes = Array(routes.dropFirst())
            nodes[index].extras.catchAlls.sort(by: areInIncreasingOrder)
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
        let box = nodes[index].extrasBox
        guard depth < search.segments.count else {
            // A route that ends here beats a catch-all that may be empty starting here.
            if let route = nodes[index].route, accepts(route, search) { return route }
            return box?.extras.moreRoutes.first { accepts($0, search) }
                ?? box?.extras.catchAlls.first { emptyCatchAlls.contains($0) && accepts($0, search) }
        }
        let segment = search.segments[depth]
        if let child = nodes[index].literals[segment], let found = below(child, depth: depth + 1, search, &canonical) {
            return found
        }
        if let folded = box?.extras.foldedLiterals, !folded.isEmpty, let child = folded[segment.asciiLowercased],
            let found = below(child, depth: depth + 1, search, &canonical)
        {
            return found
        }
        for (type, child) in box?.extras.typed ?? [] {
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
        if let child = box?.extras.wildcard, let found = below(child, depth: depth + 1, search, &canonical) {
            return found
        }
        return box?.extras.catchAlls.first { accepts($0, search) }
    }

    /// Whether the scope of the route at `index` accepts the link.
    private func accepts(_ route: Int, _ search: Search) -> Bool {
        guard let scope = scopes[route] else { return !search.hostScopedOnly }
        return scope.accepts(scheme: search.scheme, host: search.host, hostScopedOnly: search.hostScopedOnly)
    }
}
