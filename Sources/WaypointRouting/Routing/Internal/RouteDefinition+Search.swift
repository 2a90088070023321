extension [RouteDefinition] {
    /// The position of the route with this id in routes sorted by id, each id once (a table's
    /// routes): a binary search.
    ///
    /// A table keeps no dictionary by id: one would take about 50 bytes per route, and a search
    /// compares a dozen short ids in a table of 10,000 routes. `String`'s `<` and `==` agree (both
    /// compare canonical forms), so an id finds its route whatever the normalisation it was written in.
    func index(ofSorted id: RouteID) -> Int? {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if self[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low < endIndex && self[low].id == id ? low : nil
    }
}
