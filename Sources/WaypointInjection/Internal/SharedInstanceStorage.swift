import Synchronization

/// Where a singleton or weak registration keeps its instance, with the ``CreationGate`` that lets exactly
/// one resolution create it.
///
/// Every access to `instance` and `store(_:weakly:)` happens between `lock()` and `unlock()`. A singleton is
/// also published, once: a flag set with release ordering after the singleton is stored, which resolves
/// read with acquire ordering, without the lock. From then on a singleton resolve is one atomic load, and
/// threads resolving it at once do not contend for a lock.
///
/// `@unchecked Sendable` because the compiler cannot see that ordering: `singleton` and `weakInstance` are
/// written only under the gate's lock, and read under it or, for `singleton`, after the acquiring load of a
/// publication set with release ordering after the write. The gate and the publication are shared only
/// through this storage.
@usableFromInline
final class SharedInstanceStorage<Service>: @unchecked Sendable {
    let gate = CreationGate()
    /// Written once, under the lock, before `publication` is set; read under the lock, or without it once
    /// `publication` says it was written. The run-time exclusivity check is left out: it cannot see that
    /// ordering, and it would cost more than the rest of the read.
    ///
    /// A pointer rather than an optional: copying the value out goes through `Service`'s own value
    /// witnesses, where an `Optional<Service>` would need that optional's metadata looked up on every read
    /// in generic code.
    @exclusivity(unchecked) @usableFromInline private(set) var singleton: UnsafeMutablePointer<Service>?
    private weak var weakInstance: AnyObject?
    @usableFromInline let publication: Publication

    /// - Parameter publishing: Whether to publish singletons for lock-free reads where the system allows;
    ///   `false` takes the lock on every read, as systems without atomics do (tests of that path use it).
    init(publishing: Bool = true) {
        if publishing, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            publication = AtomicPublication()
        } else {
            // Without atomics in the standard library, every read takes the lock.
            publication = Publication()
        }
    }

    deinit {
        singleton?.deinitialize(count: 1)
        singleton?.deallocate()
    }

    func lock() { gate.lock() }
    func unlock() { gate.unlock() }

    /// The published singleton, read without the lock; `nil` until it is made, and always `nil` where the
    /// system has no atomics.
    @inlinable
    var published: UnsafeMutablePointer<Service>? { publication.isPublished ? singleton : nil }

    /// With the lock held: the instance, if there is one (a weak instance only while someone holds it).
    var instance: Service? {
        if let singleton { return singleton.pointee }
        guard let weakInstance else { return nil }
        // A weak registration's instances are class instances of `Service`; the cast unwraps the reference.
        return weakInstance as? Service
    }

    /// With the lock held: keeps a new instance, weakly or for good, and publishes a singleton.
    func store(_ instance: Service, weakly: Bool) {
        if weakly {
            // `as AnyObject` is exact here: the caller checked that the instance is a class instance.
            weakInstance = instance as AnyObject
        } else {
            let storage = UnsafeMutablePointer<Service>.allocate(capacity: 1)
            storage.initialize(to: instance)
            singleton = storage
            publication.publish()
        }
    }
}

/// Says, without a lock, that a singleton was stored. This base never says so, for systems whose standard
/// library has no atomics (before iOS 18 and macOS 15): every read then takes the lock. Not generic, so that
/// reading it looks up no metadata.
@usableFromInline
///
/// Not `Sendable` on its own: only the ``SharedInstanceStorage`` that owns it shares it between threads.
class Publication {
    @usableFromInline var isPublished: Bool { false }
    func publish() {}
}

/// A flag set once with release ordering and read with acquire ordering: a reader that sees it set sees the
/// singleton stored before it.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class AtomicPublication: Publication {
    private let flag = Atomic<Bool>(false)

    @usableFromInline override var isPublished: Bool { flag.load(ordering: .acquiring) }

    override func publish() {
        flag.store(true, ordering: .releasing)
    }
}
