/// The routes' patterns indexed by prefix, for finding a route's competitors without comparing it
/// with every other route.
///
/// Route `S` takes links from route `R` only when, at the first segment where their patterns
/// differ, `S`'s segment has the higher precedence. So `S` shares `R`'s first `i` segment keys and
/// then has a key of lower rank at `i`: it lies below a sibling of `R`'s own path, one whose key
/// outranks `R`'s. Each node keeps the routes that pass through it; a route's competitors are
/// read off the outranking siblings of the nodes along its path.
struct PrefixIndex {
    typealias Key = ShadowAnalysis.Key

    /// For each node, its children by key; node 0 is the empty prefix.
    private var children: [[Key: Int]] = [[:]]
    /// For each node, the routes whose patterns start with its prefix (and have at least its length).
    private var through: [[Int]] = [[]]
    /// Each route's path of nodes, one per segment.
    private var paths: [[Int]] = []
    private let keys: [[Key]]

    /// Indexes routes given as their segments' keys, by route index.
    init(_ keys: [[Key]]) {
        self.keys = keys
        for (route, routeKeys) in keys.enumerated() {
            var node = 0
            var path: [Int] = []
            for key in routeKeys {
                let child: Int
                if let existing = children[node][key] {
                    child = existing
                } else {
                    child = children.count
                    children[node][key] = child
                    children.append([:])
                    through.append([])
                }
                through[child].append(route)
                path.append(child)
                node = child
            }
            paths.append(path)
        }
    }

    /// The routes whose first differing segment outranks `route`'s, in index order. (Scope is the
    /// caller's to check.)
    func competitors(of route: Int) -> [Int] {
        var found: [Int] = []
        var node = 0
        for (depth, key) in keys[route].enumerated() {
            // Nothing outranks a literal.
            if key.rank > 1 {
                for (other, child) in children[node] where other != key && other.rank < key.rank {
                    found += through[child]
                }
            }
            node = paths[route][depth]
        }
        return found.sorted()
    }
}
