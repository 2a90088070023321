/// What a registration is found by: the service type, the types of its runtime arguments and its name.
///
/// `resolve(Foo.self, arguments: 1)` and a registration whose factory takes `(any Resolver, Int)` meet at the
/// same key because both sides describe their arguments by the metatype of the tuple of argument types
/// (`Int` for one argument, `Void` for none).
@usableFromInline
struct ServiceKey: Hashable, Sendable {
    @usableFromInline let service: ObjectIdentifier
    @usableFromInline let arguments: ObjectIdentifier
    @usableFromInline let name: String?

    /// The key of a service resolved with arguments of the given types (none: `Void`).
    @inlinable
    init<Service, each Argument>(_ service: Service.Type, name: String?, arguments: (repeat each Argument).Type) {
        self.service = ObjectIdentifier(service)
        self.arguments = ObjectIdentifier(arguments)
        self.name = name
    }

    /// The key of a service resolved without runtime arguments.
    @inlinable
    init<Service>(_ service: Service.Type, name: String?) {
        self.init(service, name: name, arguments: Void.self)
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        // The arguments take part in `==` only: the service type and the name tell registrations apart,
        // including many of one type told apart by name (clients of one protocol).
        hasher.combine(service)
        if let name { hasher.combine(name) }
    }
}

/// Helpers for parameter packs that the language cannot yet express inline (an array literal of a pack
/// expansion is not accepted, so packs are collected with `for … in repeat`).
@usableFromInline
enum Pack {
    /// The types of a pack, in order.
    @usableFromInline
    static func types<each Value>(_ types: repeat (each Value).Type) -> [any Any.Type] {
        var result: [any Any.Type] = []
        for type in repeat each types { result.append(type) }
        return result
    }
}
