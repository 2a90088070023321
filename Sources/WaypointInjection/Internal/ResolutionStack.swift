/// Where a resolution begins and ends: the frames of the thread's session, and the graph-scoped instances
/// of its top-level resolve.
///
/// A namespace without instances, so that calling into it passes nothing for `Self` (a static method of a
/// class is handed the class's metadata, looked up on every call).
@usableFromInline
enum ResolutionStack {
    /// Begins the resolution of `registration` from `home`: a frame below the requester's, or the first
    /// frame of a top-level resolve. The frame stays held by its session until ``end(_:)``.
    ///
    /// - Parameter requester: The resolution that asked, when it is in progress on this thread
    ///   (``Frame/requesterHere``); `nil` for a top-level resolve.
    /// - Returns: The slot of the frame, whose context the factory receives.
    /// - Throws: A circular-dependency error when the registration is already being resolved in `home`
    ///   further up the chain.
    @usableFromInline
    static func begin(
        _ registration: Unmanaged<Registration>,
        home: Unmanaged<DependencyContainer>,
        requester: Unmanaged<Frame>?
    ) throws(ResolutionError) -> Unmanaged<FrameSlot> {
        guard let requester else {
            return Session.beginTopLevel(registration: registration, container: home)
        }
        let slot = requester._withUnsafeGuaranteedRef { parent -> Unmanaged<FrameSlot>? in
            guard parent.depth(of: registration, in: home) == nil else { return nil }
            return parent.owner._withUnsafeGuaranteedRef { session in
                session.slot(at: parent.depth + 1, registration: registration, container: home, parent: requester)
            }
        }
        guard let slot else { throw circularDependency(registration, in: home, requester: requester) }
        return slot
    }

    /// Ends a resolution begun by ``begin(_:home:requester:)``; at the end of a top-level resolve, the graph
    /// instances are released. A frame that a context still refers to keeps what it refers to alive and
    /// leaves the stack.
    @usableFromInline
    static func end(_ slot: Unmanaged<FrameSlot>) {
        let (session, depth) = slot._withUnsafeGuaranteedRef { slot in
            slot.frame._withUnsafeGuaranteedRef { frame in
                frame.finish()
                return (frame.owner, frame.depth)
            }
        }
        session._withUnsafeGuaranteedRef { $0.release(depth: depth, slot: slot.toOpaque()) }
    }

    @inline(never)
    private static func circularDependency(
        _ registration: Unmanaged<Registration>, in home: Unmanaged<DependencyContainer>, requester: Unmanaged<Frame>
    ) -> ResolutionError {
        let requester = requester.takeUnretainedValue()
        let registration = registration.takeUnretainedValue()
        let depth = requester.depth(of: .passUnretained(registration), in: home) ?? 0
        let chain = requester.chain + [registration.signature]
        // `depth` counts up from the requester; the loop starts at that resolution and ends with this one.
        let cycle = Array(chain[(chain.count - 2 - depth)...])
        return ResolutionError(
            .circularDependency(cycle: cycle, concurrent: false), service: registration.signature, chain: chain)
    }

    /// The graph-scoped instance that the top-level resolve of `requester` made for `key`, if any, borrowed:
    /// the session holds it until that resolve ends.
    @usableFromInline
    static func graphInstance(for key: GraphKey, requester: Unmanaged<Frame>) -> Unmanaged<AnyObject>? {
        requester._withUnsafeGuaranteedRef { $0.owner._withUnsafeGuaranteedRef { $0.graphInstances[key] } }
    }

    /// Keeps a graph-scoped instance for the rest of `requester`'s top-level resolve.
    ///
    /// - Parameter instance: The instance, retained for the list, which takes that reference over.
    @usableFromInline
    static func addGraphInstance(_ instance: Unmanaged<AnyObject>, for key: GraphKey, requester: Unmanaged<Frame>) {
        requester._withUnsafeGuaranteedRef {
            $0.owner._withUnsafeGuaranteedRef { $0.graphInstances.add(instance.takeRetainedValue(), for: key) }
        }
    }
}
