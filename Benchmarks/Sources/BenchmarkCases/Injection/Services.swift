// The services the resolution cases build. Classes, as services usually are: direct construction
// allocates, like every implementation does.

public final class Leaf: Sendable {
    public init() {}
}

/// Shared by the two branches of one ``Root`` graph, new for the next graph.
public final class Shared: Sendable {
    public init() {}
}

public final class ServiceA: Sendable {
    public let shared: Shared
    public init(shared: Shared) { self.shared = shared }
}

public final class ServiceB: Sendable {
    public let shared: Shared
    public init(shared: Shared) { self.shared = shared }
}

public final class ServiceC: Sendable {
    public init() {}
}

/// A graph of five: the root, three services, and one dependency two of them share.
public final class Root: Sendable {
    public let a: ServiceA
    public let b: ServiceB
    public let c: ServiceC
    public init(a: ServiceA, b: ServiceB, c: ServiceC) {
        self.a = a
        self.b = b
        self.c = c
    }
}

/// A singleton.
public final class Config: Sendable {
    public init() {}
}

/// A screen made for one runtime argument, registered under a name.
public final class Screen: Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
}
