/// Keys (a route, a guard name) registered by modules, remembering which module registered each, and
/// every clash: the bookkeeping behind ``ScreenRegistry``, ``ActionRegistry`` and ``GuardRegistry``,
/// which append each value to a list as its key is inserted, so that a key's position is its value's.
/// An assembly hands every module the same registry, naming the module that registers.
struct ModuleRegistry<Key: Hashable & Comparable> {
    struct Clash: Hashable {
        let key: Key
        let firstModule: ModuleID?
        let secondModule: ModuleID?
    }

    /// Each key's position in the registry's list of values (its latest, after a clash).
    private(set) var positions: [Key: Int] = [:]
    /// The module that registered the value at each position.
    private(set) var modules: [ModuleID?] = []
    private(set) var clashes: [Clash] = []

    /// Records that `module` registers `key`; the registry appends its value to its list, at the next
    /// position. A key registered again is a clash, and its later value is the one its position names.
    mutating func insert(_ key: Key, module: ModuleID?) {
        if let earlier = positions.updateValue(modules.count, forKey: key) {
            clashes.append(Clash(key: key, firstModule: modules[earlier], secondModule: module))
        }
        modules.append(module)
    }

    func module(of key: Key) -> ModuleID? { positions[key].flatMap { modules[$0] } }
    var keys: [Key] { positions.keys.sorted() }
}

extension ModuleRegistry: Sendable where Key: Sendable {}
extension ModuleRegistry.Clash: Sendable where Key: Sendable {}
