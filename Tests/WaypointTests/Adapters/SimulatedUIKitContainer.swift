import Waypoint

/// The UIKit container's logic over ``SimulatedUIKit`` instead of UIKit: the same calls into
/// ``OnScreenReading`` and ``UIKitOperation`` as `UIKitNavigationContainer`, in the same order, so
/// the manager can drive it on Linux. Like it, it keeps no navigation state: it reads the
/// manager's, and holds the step it is carrying out only while the step runs.
@MainActor
final class SimulatedUIKitContainer: NavigationContainer {
    struct MissingScreen: Error, CustomStringConvertible {
        let entry: EntryID
        var description: String { "no screen for \(entry)" }
    }

    private(set) var toolkit = SimulatedUIKit()
    weak var manager: NavigationManager<String>?
    private(set) var stepInFlight: PlannedStep?
    private(set) var screens: [EntryID: String] = [:]
    private(set) var operations: [UIKitOperation] = []
    /// Every step handed over, in order.
    private(set) var planned: [PlannedStep] = []
    /// Callbacks during the container's own steps that were read as anything but its own step.
    private(set) var strayCallbacks: [ObservedChange] = []
    /// Changes the container refused to take over.
    private(set) var unsupported: [UnsupportedChange] = []
    /// Reports the manager refused (none should be: they are read from its own state).
    private(set) var refusedReports: [NavigationRejection] = []
    /// Bounds every step, as `UIKitNavigationContainer` does.
    var deadline = StepDeadline(limit: .milliseconds(50))
    /// The toolkit drops the next call and never reports its end, as UIKit does with a
    /// `present` issued during another transition.
    var dropsNextCall = false
    /// What happens on screen, unreported, while the dropped call stalls.
    var duringDroppedCall: (inout SimulatedUIKit) -> Void = { _ in }

    /// What a callback is read against: the manager's state and the step in flight.
    var reading: OnScreenReading {
        OnScreenReading(manager, stepInFlight: stepInFlight)
    }

    func perform(_ step: NavigationStep, from: NavigationState, to: NavigationState, screens new: [EntryID: String]) async throws {
        let planned = PlannedStep(step, from: from, to: to)
        self.planned.append(planned)
        let operation = try UIKitOperation.operation(for: planned.step, in: planned.from)
        stepInFlight = planned
        screens.merge(new) { _, latest in latest }
        do {
            for entry in SimulatedUIKit.entries(of: operation) where screens[entry] == nil {
                throw MissingScreen(entry: entry)
            }
            if dropsNextCall {
                dropsNextCall = false
                duringDroppedCall(&toolkit)
                try await deadline.wait(for: "\(operation)") { _ in }
            }
            try toolkit.apply(operation)
        } catch {
            stepInFlight = nil
            if error is StepTimedOut {
                for change in reading.reread(observedScreen) { report(change) }
            }
            release()
            throw error
        }
        // UIKit calls the navigation delegate while the transition ends, before its completion.
        for change in toolkit.changed {
            let callback = reading.stackDidShow(ids(at: change.location), at: change.location)
            if callback != .ownStep && callback != .unchanged { strayCallbacks.append(callback) }
        }
        await Task.yield()
        duringStep(self)
        duringStep = { _ in }
        let finished = reading.afterStep
        stepInFlight = nil
        operations.append(operation)
        release(finished)
    }

    /// What the user does while the next step runs, after the toolkit has carried it out.
    var duringStep: (SimulatedUIKitContainer) -> Void = { _ in }

    /// The user goes back `count` screens on the visible stack.
    func userPops(_ count: Int) {
        let popped = toolkit.userPops(count)
        report(reading.stackDidShow(popped.entries.map(Optional.some), at: popped.location))
    }

    /// The user goes back on the stack at `location` (another tab's, say) until `entry` is on top.
    func userPops(to entry: EntryID, at location: StackLocation) {
        guard let kept = toolkit.userPops(to: entry, at: location) else { return }
        report(reading.stackDidShow(kept.map(Optional.some), at: location))
    }

    /// The user swipes the top sheet down.
    func userSwipesDown() {
        guard let layer = toolkit.userSwipesDown() else { return }
        report(reading.layerDidDismiss(layer))
    }

    /// The user taps a tab.
    func userTaps(tabAt index: Int) {
        toolkit.userTaps(tabAt: index)
        report(reading.tabDidSelect(at: index))
    }

    /// App code pushes a view controller of its own.
    func foreignPush() {
        let pushed = toolkit.foreignPush()
        report(reading.stackDidShow(pushed.entries, at: pushed.location))
    }

    /// What the simulated hierarchy shows, as `UIKitNavigationContainer` reads it back.
    private var observedScreen: ObservedScreen {
        ObservedScreen(
            stacks: toolkit.stacks.mapValues { $0.map(Optional.some) },
            layers: toolkit.presented.map(\.layer),
            selection: toolkit.tabs.isEmpty
                ? nil : TabBarSelection(selectedChild: toolkit.selectedIndex, moreStack: nil, in: reading.shown))
    }

    private func ids(at location: StackLocation) -> [EntryID?] {
        (toolkit.stacks[location] ?? []).map(Optional.some)
    }

    private func report(_ change: ObservedChange) {
        switch change {
        case .user(let request):
            do {
                try manager?.userDidNavigate(request)
            } catch {
                refusedReports.append(error)
            }
            release()
        case .unsupported(let change):
            unsupported.append(change)
        case .unchanged, .ownStep:
            break
        }
    }

    private func release(_ reading: OnScreenReading? = nil) {
        let live = (reading ?? self.reading).liveEntries
        screens = screens.filter { live.contains($0.key) }
    }
}
