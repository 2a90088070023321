/// Keys (a route, a guard name) registered by modules, remembering which module registered each, and
/// every clash: the bookkeeping behind ``ScreenRegistry``, ``ActionRegistry`` and ``GuardRegistry``,
/// which keep their values in a list at the positions it gives. An assembly hands every module the
/// same registry, naming the module that registers.
struct ModuleRegistry<Key: Hashable & Comparable> {
    struct Clash: Hashable {
        let key: Key
        let firstModule: ModuleID?
        let secondModule: ModuleID?
    }

    /// Each key's position in the registry's list of values.
    private(set) var positions: [Key: Int] = [:]
    /// The module that registered the value at each position.
    private(set) var modules: [ModuleID?] = []
    private(set) var clashes: [Clash] = []

    /// Records that `module` registers `key`, and returns where its value goes in the registry's list: the
    /// next position for a new key. A key registered again is a clash; it keeps its position, where the
    /// later value replaces the earlier one.
    mutating func insert(_ key: Key, module: ModuleID?) -> Int {
        guard let position = positions.updateValue(modules.count, forKey: key) else {
            modules.append(module)
            return modules.count - 1
        }
        positions[key] = position
        clashes.append(Clash(key: key, firstModule: modules[position], secondModule: module))
        modules[position] = module
        return position
    }

    func module(of key: Key) -> ModuleID? { positions[key].flatMap { modules[$0] } }
    var keys: [Key] { positions.keys.sorted() }
}

extension Array {
    /// Stores `element` at a position ``ModuleRegistry/insert(_:module:)`` gave: replaces the element
    /// there, or appends it at the end.
    mutating func store(_ element: Element, at position: Int) {
        if position == count { append(element) } else { self[position] = element }
    }
}

extension ModuleRegistry: Sendable where Key: Sendable {}
extension ModuleRegistry.Clash: Sendable where Key: Sendable {}
