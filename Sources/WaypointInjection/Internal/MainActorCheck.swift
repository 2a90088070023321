import Foundation

/// Whether the calling code runs on the main actor, for the services whose factories are isolated to it.
///
/// The main actor runs its jobs on the main dispatch queue; the main thread is its thread on Apple
/// systems, but on Linux the queue may be drained by another thread, so the thread alone does not tell.
/// A value set once on the main queue does: it is visible to exactly the code that runs on that queue.
enum MainActorCheck {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor.
    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
