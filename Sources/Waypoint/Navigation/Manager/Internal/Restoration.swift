/// Restoring a saved state against today's routes and guards: every entry is matched again as a
/// `restoration` link and meets its route's guards again; what no longer fits is dropped, with
/// the reason.
@MainActor
struct Restoration {
    let routes: RouteTable
    let guards: GuardRunner
    let tabs: [TabID]
    /// The app's split columns; `nil` without a split view.
    let columns: [SplitColumn]?

    /// Restores `saved` in its turn in the queue, against the readiness conditions that hold then,
    /// onto the transition's container (or only its state, before a container is attached), and
    /// reports it as a `restored` event.
    func run<Screen>(
        _ saved: NavigationState, in queue: RequestQueue, on transition: Transition<Screen>,
        events: EventHub, satisfied: @escaping @MainActor () -> Set<ReadinessCondition>
    ) async -> RestorationReport {
        let number = queue.nextNumber()
        var report = RestorationReport(state: transition.state, dropped: [], startedFresh: false)
        _ = await queue.run(key: nil) {
            report = await restore(saved, current: transition.state, satisfied: satisfied())
            let outcome = await transition.move(to: report.state)
            if case .completed = outcome {} else { report.state = transition.state }
            events.emit(
                NavigationEvent(
                    request: number, kind: .restored, route: transition.state.topEntry?.route, source: .restoration,
                    parameters: [:], outcome: outcome.code,
                    detail: "\(report.state.entries.count) entries restored, \(report.dropped.count) dropped"
                        + (saved.dialog.map { ", the dialog '\($0.dialog.title)' left out" } ?? "")))
            return outcome
        }
        return report
    }

    /// The state to show for `saved`, and what was left out. Each kept entry keeps the match it was
    /// checked with, so that its screen is built without matching it again. A state whose tabs
    /// differ from the app's is set aside whole, and `current` stays.
    func restore(
        _ saved: NavigationState, current: NavigationState, satisfied: Set<ReadinessCondition>
    ) async -> RestorationReport {
        let changed: RestorationReport.Dropped.Reason? =
            saved.tabs.map(\.id) != tabs ? .tabsChanged : saved.split?.columns != columns ? .columnsChanged : nil
        if let changed {
            let report = RestorationReport(
                state: current, dropped: saved.entries.map { .init(entry: $0, reason: changed) }, startedFresh: true)
            return report
        }
        var reasons: [EntryID: RestorationReport.Dropped.Reason] = [:]
        var screens: [EntryID: NavigationScreen] = [:]
        for entry in saved.entries {
            switch await recheck(entry, in: saved, satisfied: satisfied) {
            case .success(let screen):
                screens[entry.id] = screen
            case .failure(let reason):
                reasons[entry.id] = reason.reason
            }
        }
        var restored = saved.compactMap { entry in screens[entry.id] }
        // The width is the container's to report, not the save's.
        if let sizeClass = current.split?.sizeClass { NavigationReducer.changeSizeClass(to: sizeClass, in: &restored) }
        let dropped = saved.entries.compactMap { entry in
            reasons[entry.id].map { RestorationReport.Dropped(entry: entry, reason: $0) }
        }
        return RestorationReport(state: restored, dropped: dropped, startedFresh: false)
    }

    private struct DropReason: Error {
        let reason: RestorationReport.Dropped.Reason
    }

    private func recheck(
        _ entry: NavigationEntry, in saved: NavigationState, satisfied: Set<ReadinessCondition>
    ) async -> Result<NavigationScreen, DropReason> {
        let match: RouteMatch
        do {
            match = try rematch(entry)
        } catch {
            return .failure(DropReason(reason: .rejected(error)))
        }
        guard match.route == entry.route, let route = routes.route(match.route) else {
            return .failure(
                DropReason(
                    reason: .opensAnotherRoute(path: entry.descriptor.path, now: match.route, saved: entry.route)))
        }
        // An action has no screen: restoring it would fail the whole restoration.
        guard route.kind == .screen else {
            return .failure(DropReason(reason: .action(entry.route)))
        }
        if let (name, decision) = await guards.firstObjection(
            to: route, match: match, state: saved, satisfied: satisfied, isReplay: false)
        {
            return .failure(DropReason(reason: .guardObjected(name, decision)))
        }
        return .success(entry.screen.building(from: match))
    }

    /// The entry matched again, as a `restoration` link. An entry the manager made keeps the link it
    /// was matched in: that link, already parsed and checked, is matched again as it is, so the
    /// table decides afresh (route, sources, parameter types) without printing the descriptor and
    /// parsing it back. An entry without one (a state decoded from a save) is matched from its
    /// descriptor, whose path is parsed and checked like any link.
    ///
    /// An entry made from its route id (a synthetic parent, a navigation by id) is its route even
    /// where its link opens another (`/catalog/sale` for `catalog.category`): when the link opens
    /// another route, the entry is made again from its saved route id and parameters, and kept as
    /// its route when that shows the same path.
    private func rematch(_ entry: NavigationEntry) throws(LinkRejection) -> RouteMatch {
        let match: RouteMatch
        if let kept = entry.match {
            var link = kept.link
            link.source = .restoration
            match = try routes.match(link)
        } else {
            var descriptor = entry.descriptor
            descriptor.source = .restoration
            match = try routes.rematch(descriptor, as: entry.route)
        }
        guard match.route != entry.route,
            let own = try? routes.match(
                route: entry.route, parameters: entry.descriptor.parameters, source: .restoration),
            own.link.segments == match.link.segments
        else { return match }
        return own
    }
}
