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
        public let reason: Reason
        /// `help.article /help/returns: notFound: no route matches '/help/returns'`.
        public var description: String { "\(entry.route) \(entry.descriptor.path): \(reason)" }

        /// Why an entry was dropped: what refused it, with the names it concerns.
        public enum Reason: Hashable, Sendable, CustomStringConvertible {
            /// The saved state's tabs differ from the app's, so the whole state was set aside.
            case tabsChanged
            /// The saved state's split columns (or its lack of them) differ from the app's, so the
            /// whole state was set aside.
            case columnsChanged
            /// The table refused the entry's link, as it would refuse it from any source.
            case rejected(LinkRejection)
            /// The entry's path now opens another route (`now`) than the one saved (`saved`).
            case opensAnotherRoute(path: String, now: RouteID, saved: RouteID)
            /// The entry's route is an action, which has no screen to restore.
            case action(RouteID)
            /// A guard of the route objected: its decision, or `nil` when it did not answer in time.
            case guardObjected(GuardID, GuardDecision?)

            /// `guard 'signedIn' decided: redirect to /login (resumes when signedIn)`.
            public var description: String {
                switch self {
                case .tabsChanged: "the app's tabs changed"
                case .columnsChanged: "the app's split-view columns changed"
                case .rejected(let rejection): "\(rejection)"
                case .opensAnotherRoute(let path, let now, let saved): "'\(path)' now opens '\(now)', not '\(saved)'"
                case .action(let route): "'\(route)' is an action, which has no screen to restore"
                case .guardObjected(let name, let decision):
                    "guard '\(name)' " + (decision.map { "decided: \($0)" } ?? "did not answer in time")
                }
            }
        }
    }

    /// The state now shown.
    public internal(set) var state: NavigationState
    /// The entries left out.
    public let dropped: [Dropped]
    /// Whether the saved state was set aside entirely (its tabs differ from the app's).
    public let startedFresh: Bool
}
