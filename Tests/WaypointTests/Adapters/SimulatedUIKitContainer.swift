import Waypoint

/// The UIKit container's logic over ``SimulatedUIKit`` instead of UIKit: the same calls into
/// ``OnScreenState`` and ``UIKitOperation`` as `UIKitNavigationContainer`, in the same order, so
/// the manager can drive it on Linux.
@MainActor
final class SimulatedUIKitContainer: NavigationContainer {
    struct MissingScreen: Error, CustomStringConvertible {
        let entry: EntryID
        var description: String { "no screen for \(entry)" }
    }

    private(set) var toolkit = SimulatedUIKit()
    private(set) var onScreen = OnScreenState()
    private(set) var screens: [EntryID: String] = [:]
    private(set) var operations: [UIKitOperation] = []
    /// Callbacks during the container's own steps that were read as anything but its own step.
    private(set) var strayCallbacks: [ObservedChange] = []
    /// Changes the container refused to take over.
    private(set) var unsupported: [UnsupportedChange] = []
    var onUserNavigation: (NavigationRequest) -> Void = { _ in }
    /// Bounds every step, as `UIKitNavigationContainer` does.
    var deadline = StepDeadline(limit: .milliseconds(50))
    /// The toolkit drops the next call and never reports its end, as UIKit does with a
    /// `present` issued during another transition.
    var dropsNextCall = false
    /// What happens on screen, unreported, while the dropped call stalls.
    var duringDroppedCall: (inout SimulatedUIKit) -> Void = { _ in }

    func perform(_ step: NavigationStep, screens new: [EntryID: String]) async throws {
        let operation = try UIKitOperation.operation(for: step, in: onScreen.shown)
        try onScreen.begin(step)
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
            onScreen.abandon()
            if error is StepTimedOut {
                for change in onScreen.reread(observedScreen) { report(change) }
            }
            release()
            throw error
        }
        // UIKit calls the navigation delegate while the transition ends, before its completion.
        for change in toolkit.changed {
            let callback = onScreen.stackDidShow(ids(at: change.location), at: change.location)
            if callback != .ownStep && callback != .unchanged { strayCallbacks.append(callback) }
        }
        await Task.yield()
        onScreen.finish()
        operations.append(operation)
        release()
    }

    /// The user goes back `count` screens on the visible stack.
    func userPops(_ count: Int) {
        let popped = toolkit.userPops(count)
        report(onScreen.stackDidShow(popped.entries.map(Optional.some), at: popped.location))
    }

    /// The user swipes the top sheet down.
    func userSwipesDown() {
        guard let layer = toolkit.userSwipesDown() else { return }
        report(onScreen.layerDidDismiss(layer))
    }

    /// The user taps a tab.
    func userTaps(tabAt index: Int) {
        toolkit.userTaps(tabAt: index)
        report(onScreen.tabDidSelect(at: index))
    }

    /// App code pushes a view controller of its own.
    func foreignPush() {
        let pushed = toolkit.foreignPush()
        report(onScreen.stackDidShow(pushed.entries, at: pushed.location))
    }

    /// What the simulated hierarchy shows, as `UIKitNavigationContainer` reads it back.
    private var observedScreen: ObservedScreen {
        ObservedScreen(
            stacks: toolkit.stacks.mapValues { $0.map(Optional.some) },
            layers: toolkit.presented.map(\.layer),
            selection: toolkit.tabs.isEmpty
                ? nil : TabBarSelection(selectedChild: toolkit.selectedIndex, moreStack: nil, in: onScreen.shown))
    }

    private func ids(at location: StackLocation) -> [EntryID?] {
        (toolkit.stacks[location] ?? []).map(Optional.some)
    }

    private func report(_ change: ObservedChange) {
        switch change {
        case .user(let request):
            release()
            onUserNavigation(request)
        case .unsupported(let change):
            unsupported.append(change)
        case .unchanged, .ownStep:
            break
        }
    }

    private func release() {
        let live = onScreen.liveEntries
        screens = screens.filter { live.contains($0.key) }
    }
}
