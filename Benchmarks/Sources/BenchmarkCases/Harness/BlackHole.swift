/// Consumes a value so that the optimiser cannot drop the work that produced it.
///
/// `@_optimize(none)` keeps the body opaque: the optimiser neither inlines the empty function nor
/// proves that its argument is unused, so every timed result is really computed.
@_optimize(none)
@inline(never)
public func blackHole<T>(_ value: T) {}
