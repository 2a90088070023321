/// Restoring a saved state against today's routes and guards.
extension NavigationManager {
    /// Restores a saved navigation state.
    ///
    /// Every entry is matched again against the current route table, as a `restoration` link,
    /// and its route's guards run again; an entry whose route no longer exists, whose link no
    /// longer matches the same route, or whose guards do not allow it is dropped, with the
    /// reason. A state whose tabs differ from the app's current tabs is not restored at all.
    ///
    /// - Returns: What was restored and what was dropped, and why.
    @discardableResult
    public func restore(_ saved: NavigationState) async -> RestorationReport {
        let number = nextRequestNumber()
        var report = RestorationReport(state: state, dropped: [], startedFresh: false)
        _ = await enqueue(key: nil) { [unowned self] in
            report = await self.restoredState(from: saved)
            let outcome = await self.apply(report.state)
            if case .completed = outcome {} else { report.state = self.state }
            self.emit(
                NavigationEvent(
                    request: number, kind: .restored, route: self.state.topEntry?.route, source: .restoration,
                    parameters: [:], outcome: outcome.code,
                    detail: "\(report.state.entries.count) entries restored, \(report.dropped.count) dropped"))
            return outcome
        }
        return report
    }

    private func apply(_ target: NavigationState) async -> NavigationOutcome {
        guard container != nil else {
            // Nothing is on screen yet: the next attached container shows the restored state.
            state = target
            return .completed(state)
        }
        return await perform(NavigationPlanner.plan(from: state, to: target), reaching: target)
    }

    private func restoredState(from saved: NavigationState) async -> RestorationReport {
        let expectedTabs = configuration.tabs.map(\.id)
        guard saved.tabs.map(\.id) == expectedTabs else {
            return RestorationReport(
                state: state, dropped: saved.entries.map { .init(entry: $0, reason: "the app's tabs changed") },
                startedFresh: true)
        }
        var reasons: [EntryID: String] = [:]
        var screens: [EntryID: NavigationScreen] = [:]
        for entry in saved.entries {
            switch await recheck(entry, in: saved) {
            case .success(let screen): screens[entry.id] = screen
            case .failure(let reason): reasons[entry.id] = reason.text
            }
        }
        let restored = saved.compactMap { entry in screens[entry.id] }
        let dropped = saved.entries.compactMap { entry in
            reasons[entry.id].map { RestorationReport.Dropped(entry: entry, reason: $0) }
        }
        return RestorationReport(state: restored, dropped: dropped, startedFresh: false)
    }

    private struct DropReason: Error {
        let text: String
    }

    private func recheck(
        _ entry: NavigationEntry, in saved: NavigationState
    ) async -> Result<NavigationScreen, DropReason> {
        var descriptor = entry.descriptor
        descriptor.source = .restoration
        let match: RouteMatch
        do {
            match = try routes.rematch(descriptor, as: entry.route)
        } catch {
            return .failure(DropReason(text: "\(error)"))
        }
        guard match.route == entry.route, let route = routes.route(match.route) else {
            return .failure(
                DropReason(text: "'\(entry.descriptor.path)' now opens '\(match.route)', not '\(entry.route)'"))
        }
        // An action has no screen: restoring it would fail the whole restoration.
        guard route.kind == .screen else {
            return .failure(DropReason(text: "'\(entry.route)' is an action, which has no screen to restore"))
        }
        if let (name, decision) = await firstObjection(to: route, match: match, state: saved, isReplay: false) {
            return .failure(
                DropReason(text: "guard '\(name)' " + (decision.map { "decided: \($0)" } ?? "did not answer in time")))
        }
        return .success(NavigationScreen(route: entry.route, descriptor: entry.descriptor))
    }
}

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
