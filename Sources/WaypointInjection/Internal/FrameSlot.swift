/// A session's hold on one of its frames, with the context that the frame's factories receive, made once.
///
/// Handing a factory a context it has to build costs a retain and a release of the frame, on every factory
/// call. The slot's context is built when the frame is, and kept in a constant: a call borrows it as it is
/// (the slot itself is borrowed), so the frame's reference count does not move unless the factory keeps its
/// resolver — and that is how a kept resolver is noticed when the resolution ends (``isFrameKept``).
///
/// The context is the only strong reference to the frame: the session holds the slot, the slot holds the
/// context, the context holds the frame.
@usableFromInline
final class FrameSlot {
    /// The context of the frame: a ``ResolutionContext``, held as the `any Resolver` a factory takes.
    @usableFromInline let context: any Resolver
    /// The frame, also held (strongly) by `context`.
    let frame: Unmanaged<Frame>

    init(_ frame: Frame) {
        self.context = ResolutionContext(frame: frame)
        self.frame = .passUnretained(frame)
    }

    /// The error for the frame's factory, which threw something other than a resolution error.
    @usableFromInline
    func factoryFailed(_ underlying: any Error) -> ResolutionError {
        frame.takeUnretainedValue().factoryFailed(underlying)
    }

    /// Whether anything besides the slot's context refers to the frame: a factory kept its resolver.
    var isFrameKept: Bool {
        // `isKnownUniquelyReferenced` asks for a variable it could replace the reference in; a variable of the
        // same bits, not counted, lets it read the count without taking a reference of its own.
        var reference = frame
        return withUnsafeMutablePointer(to: &reference) { pointer in
            pointer.withMemoryRebound(to: Frame.self, capacity: 1) { !isKnownUniquelyReferenced(&$0.pointee) }
        }
    }
}
