/// Values by route, remembering which module registered each, and every clash: the storage
/// behind ``ScreenRegistry`` and ``ActionRegistry``.
struct RouteKeyedRegistry<Value> {
    struct Clash: Hashable, Sendable {
        let route: RouteID
        let firstModule: String?
        let secondModule: String?
    }

    private(set) var entries: [RouteID: (module: String?, value: Value)] = [:]
    private(set) var clashes: [Clash] = []

    mutating func insert(_ value: Value, for route: RouteID, module: String?) {
        if let existing = entries[route] {
            clashes.append(Clash(route: route, firstModule: existing.module, secondModule: module))
        }
        entries[route] = (module, value)
    }

    mutating func merge(_ other: RouteKeyedRegistry<Value>) {
        clashes += other.clashes
        for (route, entry) in other.entries.sorted(by: { $0.key < $1.key }) {
            insert(entry.value, for: route, module: entry.module)
        }
    }

    subscript(route: RouteID) -> Value? { entries[route]?.value }
    var routes: [RouteID] { entries.keys.sorted() }
}

extension RouteKeyedRegistry: Sendable where Value: Sendable {}
