/// A graph-scoped instance is shared per registration and per container it was resolved from.
@usableFromInline
struct GraphKey: Hashable {
    let registration: UnsafeMutableRawPointer
    let container: UnsafeMutableRawPointer

    @usableFromInline
    init(registration: Unmanaged<Registration>, container: Unmanaged<DependencyContainer>) {
        self.registration = registration.toOpaque()
        self.container = container.toOpaque()
    }
}

/// The graph-scoped instances of one top-level resolve. A resolve makes a handful at most, so they are kept
/// in a list searched from the front, which costs less than hashing the key; past `listLimit` a dictionary
/// takes over, so that a very large graph stays linear. Keys and instances are kept apart, so that the
/// search reads plain words and copies no instance but the one it finds.
///
/// Instances are held as objects: a class instance as it is, any other value in a ``GraphValueBox`` (see
/// `FactoryRegistration.graphObject(holding:)`). Copying an object is one retain, where copying an `Any`
/// goes through its type's value witnesses.
///
/// The lists keep their slots from one resolve to the next: `count` says how many are in use, and clearing
/// releases the instances in place (emptying an array, even keeping its storage, costs several times more).
struct GraphInstances {
    private var keys: [GraphKey] = []
    private var instances: [AnyObject?] = []
    private var count = 0
    private var dictionary: [GraphKey: AnyObject]?
    private static let listLimit = 16

    var isEmpty: Bool { count == 0 }

    /// The instance for `key`, borrowed: the list holds it until it is cleared.
    subscript(key: GraphKey) -> Unmanaged<AnyObject>? {
        if let dictionary { return dictionary[key].map { .passUnretained($0) } }
        for index in 0..<count where keys[index] == key { return instances[index].map { .passUnretained($0) } }
        return nil
    }

    /// Adds an instance; instances are only ever added, once per key (see `FactoryRegistration`).
    mutating func add(_ instance: consuming AnyObject, for key: GraphKey) {
        if count < keys.count {
            keys[count] = key
            instances[count] = instance
        } else {
            keys.append(key)
            instances.append(instance)
        }
        count += 1
        if dictionary != nil {
            dictionary?[key] = instance
        } else if count == Self.listLimit {
            var dictionary: [GraphKey: AnyObject] = [:]
            for index in 0..<count { dictionary[keys[index]] = instances[index] }
            self.dictionary = dictionary
        }
    }

    /// Forgets every instance, keeping the slots for the next resolve.
    mutating func removeAll() {
        for index in 0..<count { instances[index] = nil }
        count = 0
        dictionary = nil
    }
}

/// A graph-scoped instance that is not a class instance, held as an object (see ``GraphInstances``).
@usableFromInline
final class GraphValueBox<Value> {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}
