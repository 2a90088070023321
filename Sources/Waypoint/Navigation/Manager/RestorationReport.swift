/// What ``NavigationManager/restore(_:)`` did.
///
/// ```swift
/// let report = await manager.restore(saved)
/// report.startedFresh                 // false
/// report.dropped.map(\.description)   // ["help.article /help/returns: notFound: no route matches '/help/returns'"]
/// ```
public struct RestorationReport: Sendable {
    /// An entry that was not restored, and why.
    public struct Dropped: Hashable, Sendable, CustomStringConvertible {
        /// The saved entry.
        public let entry: NavigationEntry
        /// Why it was dropped.
        public let reason: String
        /// `help.article /help/returns: notFound: no route matches '/help/returns'`.
        public var description: String { "\(entry.route) \(entry.descriptor.path): \(reason)" }
    }

    /// The state now shown.
    public internal(set) var state: NavigationState
    /// The entries left out.
    public let dropped: [Dropped]
    /// Whether the saved state was set aside entirely (its tabs differ from the app's).
    public let startedFresh: Bool
}
