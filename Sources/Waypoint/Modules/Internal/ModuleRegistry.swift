/// Values by key (a route, a guard name), remembering which module registered each, and every
/// clash: the storage behind ``ScreenRegistry``, ``ActionRegistry`` and ``GuardRegistry``. An
/// assembly hands every module the same registry, naming the module that registers.
struct ModuleRegistry<Key: Hashable & Comparable, Value> {
    struct Clash: Hashable {
        let key: Key
        let firstModule: ModuleID?
        let secondModule: ModuleID?
    }

    private(set) var entries: [Key: (module: ModuleID?, value: Value)] = [:]
    private(set) var clashes: [Clash] = []

    mutating func insert(_ value: Value, for key: Key, module: ModuleID?) {
        if let existing = entries[key] {
            clashes.append(Clash(key: key, firstModule: existing.module, secondModule: module))
        }
        entries[key] = (module, value)
    }

    subscript(key: Key) -> Value? { entries[key]?.value }
    var keys: [Key] { entries.keys.sorted() }
}

extension ModuleRegistry: Sendable where Key: Sendable, Value: Sendable {}
extension ModuleRegistry.Clash: Sendable where Key: Sendable {}
