import Foundation
import UIKit
import Waypoint
import WaypointUIKitUnderTest

/// One scenario's app: a window, a real `NavigationManager` and the real UIKit container, over
/// the UIKit model. Requests run as tasks, as an app's do, so that they can overlap the user's
/// gestures; `settle()` lets them and UIKit finish; `check(_:)` compares the window with the
/// manager's state and reads the hazard log.
@MainActor
final class ScenarioApp {
    let window: UIWindow
    let manager: NavigationManager<UIViewController>
    let container: UIKitNavigationContainer
    /// Changes the container saw made around the manager: none is expected.
    private(set) var unsupported: [UnsupportedChange] = []
    /// Every request's outcome, in the order they finished.
    private(set) var outcomes: [(request: String, outcome: NavigationOutcome)] = []
    /// What went wrong, in words; a scenario passes when it stays empty.
    private(set) var failures: [String] = []
    /// Controllers the app presents by itself (an alert), which the state does not hold.
    var ownPresentations = 0
    private var running: [Task<Void, Never>] = []

    /// Starts an app with `tabs` tabs (0: one stack), optionally restoring a saved state first,
    /// and attaches the container to a visible window.
    init(
        tabs: Int = 3, restoring saved: NavigationState? = nil, stepTimeLimit: Duration = .seconds(3),
        attached: Bool = true, routes: [RouteDefinition] = ScenarioRoutes.routes,
        actions: ActionRegistry = ActionRegistry(), leaveChecks: [RouteID: LeaveCheck] = [:],
        configuration: NavigationConfiguration? = nil, compactWidth: Bool = true
    ) async {
        UIKitSimulation.reset()
        window = UIWindow(frame: .zero)
        // A manager whose routes and tabs are this file's cannot fail to build; should it, the
        // scenario reports it rather than crash.
        let manager: NavigationManager<UIViewController>
        do {
            manager = try NavigationManager(
                routes: RouteTable(routes), policy: LinkPolicy(customSchemes: ["shop"]),
                screens: ScenarioRoutes.screens(), actions: actions, resolver: DependencyContainer { _ in },
                leaveChecks: leaveChecks, configuration: configuration ?? ScenarioRoutes.configuration(tabs: tabs))
        } catch {
            preconditionFailure("the scenarios' manager does not build: \(error)")
        }
        self.manager = manager
        container = UIKitNavigationContainer(window: window, manager: manager)
        container.stepTimeLimit = stepTimeLimit
        container.onUnsupportedChange = { [unowned self] change in unsupported.append(change) }
        window.rootViewController = UIViewController(nibName: nil, bundle: nil)
        window.makeKeyAndVisible()
        if !compactWidth { UIKitSimulation.User.changeHorizontalSizeClass(to: .regular, in: window) }
        if let saved {
            let report = await manager.restore(saved)
            if !report.dropped.isEmpty { failures.append("restoration dropped \(report.dropped)") }
        }
        if attached { await attach() }
    }

    /// Attaches the container (the first step installs the root) and lets everything settle.
    func attach() async {
        let outcome = await UIKitSimulation.settle { await self.manager.attach(self.container) }
        if case .completed? = outcome {} else { failures.append("attach: \(String(describing: outcome))") }
        await settle()
    }

    // MARK: Requests, as tasks

    /// Opens a link in a task of its own, as an app's `scene(_:openURLContexts:)` does, and returns at once.
    func open(_ link: String) { start(link) { await $0.open(link) } }
    /// Pops in a task of its own.
    func pop() { start("pop") { await $0.pop() } }
    /// Dismisses the top layer in a task of its own.
    func dismiss() { start("dismiss") { await $0.dismiss() } }
    /// Moves the top sheet to another detent in a task of its own.
    func selectDetent(_ detent: SheetDetent) { start("selectDetent \(detent)") { await $0.selectDetent(detent) } }
    /// Selects a tab in a task of its own.
    func selectTab(_ tab: TabID) { start("selectTab \(tab)") { await $0.selectTab(tab) } }

    private func start(
        _ request: String, _ body: @escaping @MainActor (NavigationManager<UIViewController>) async -> NavigationOutcome
    ) {
        let manager = manager
        running.append(
            Task { @MainActor in
                let outcome = await body(manager)
                self.outcomes.append((request, outcome))
            })
    }

    /// The outcome of the request named `request` (the last one of that name).
    func outcome(of request: String) -> NavigationOutcome? { outcomes.last { $0.request == request }?.outcome }

    // MARK: Time

    /// Runs UIKit's clock and the main actor until every request has finished and nothing moves
    /// (a gesture still held stays held).
    func settle() async {
        let tasks = running
        running = []
        _ = await UIKitSimulation.settle {
            for task in tasks { await task.value }
            await self.manager.waitUntilIdle()
        }
        await UIKitSimulation.runUntilIdle()
    }

    /// Runs UIKit's clock and the main actor until a dialog waits for the user's answer (or, with
    /// none, until every request has finished): the requests behind the dialog keep waiting.
    func settleUntilAsking() async {
        _ = await UIKitSimulation.settle { await self.manager.dialogWaitingForAnswer() }
        await UIKitSimulation.runUntilIdle()
    }

    /// Lets the main actor run (tasks start, reach their first wait) without moving UIKit's clock.
    func yield() async {
        for _ in 0..<50 { await Task.yield() }
    }

    /// Moves UIKit's clock by `seconds`, letting tasks run between its events: part of an animation.
    func run(for seconds: TimeInterval) async { await UIKitSimulation.run(for: seconds) }

    /// Lets real time pass (a `StepDeadline` runs on a real clock) while UIKit's clock stands.
    func wait(realTime: Duration) async {
        let end = ContinuousClock.now + realTime
        while ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(5))
            await yield()
        }
    }

    // MARK: Checks

    /// Records a failure unless `condition` holds.
    func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
        if !condition { failures.append(what()) }
    }

    /// At a quiescent point: the window shows exactly the manager's state (the root, every tab's
    /// stack, the selection, the modal layers with their styles), nothing runs, the hazard log is
    /// empty and no change was taken for one made around the manager.
    func check(_ when: String) {
        let snapshot = UIKitSimulation.snapshot(of: window)
        var expected = Self.expectedSnapshot(of: manager.state, compactWidth: window.horizontalSizeClass == .compact)
        var shown = snapshot
        // While UIKit's More list shows, the state keeps the tab the user saw last: the list is
        // the tab bar's own screen, not a place in the app.
        if case .tabs(_, nil) = snapshot.root, case .tabs(let tabs, _) = expected.root {
            expected.root = .tabs(tabs, selected: nil)
        }
        // The app's own presentations sit on top of the layers Waypoint presents.
        shown.modals = Array(shown.modals.dropLast(ownPresentations))
        if Self.normalized(shown) != Self.normalized(expected) {
            failures.append(
                "\(when): the window and the state differ\n  window:\n\(indent(snapshot))\n  state:\n\(indent(expected))"
            )
        }
        if snapshot.runningTransitions != 0 {
            failures.append("\(when): \(snapshot.runningTransitions) transitions still run")
        }
        if !hazards().isEmpty {
            failures.append("\(when): hazards:\n" + hazards().map { "    \($0)" }.joined(separator: "\n"))
        }
        UIKitSimulation.clearHazards()
        if !unsupported.isEmpty {
            failures.append("\(when): changes taken as made around the manager: \(unsupported)")
            unsupported = []
        }
        if let violation = manager.state.invariantViolations().first {
            failures.append("\(when): the state breaks an invariant: \(violation)")
        }
    }

    /// The hazards logged so far, less one the model logs where UIKit does not. Selecting a tab
    /// of the More list in code (`selectedIndex`, documented for any tab) makes the model move
    /// that tab's screens into the More navigation controller, and the previous More tab's
    /// screens back, by setting stacks directly; it then reads the More list, or screens it
    /// moved, as disappearing without having appeared ("Unbalanced calls to begin/end
    /// appearance transitions"). Its README calls the screens' move the least certain part of
    /// the model; the container's only call there is `selectedIndex`. Such hazards are left out
    /// for the More list and the screens of More-list tabs; every other one counts.
    func hazards() -> [UIKitSimulation.Hazard] {
        let moreListModules = Set(ScenarioRoutes.tabs.dropFirst(4).map(\.module))
        let moreListScreens = ScenarioRoutes.routes.filter { moreListModules.contains($0.module) }.map {
            "<UIViewController: \($0.id.rawValue)#"
        }
        return UIKitSimulation.hazards.filter { hazard in
            guard hazard.kind == .unbalancedAppearanceTransition else { return true }
            if SplitScenarios.isExpansionQuirk(hazard, in: manager.state) { return false }
            return
                !(hazard.message.contains("MoreListController")
                || moreListScreens.contains { hazard.message.contains($0) })
        }
    }

    private func indent(_ snapshot: UIKitSimulation.Snapshot) -> String {
        snapshot.description.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")
    }

    /// What the window should show for a state, as the model describes a window.
    static func expectedSnapshot(of state: NavigationState, compactWidth: Bool = true) -> UIKitSimulation.Snapshot {
        let labels: ([NavigationEntry]) -> [String] = { $0.map(ScenarioRoutes.label(of:)) }
        let root: UIKitSimulation.Snapshot.Root
        switch state.root {
        case .stack(let entries):
            root = .stack(labels(entries))
        case .tabs(let tabs, let selected):
            root = .tabs(
                tabs.map { .init(title: $0.id.rawValue, stack: labels($0.stack), inMoreList: false) },
                selected: tabs.firstIndex { $0.id == selected })
        case .split(let split):
            root = SplitScenarios.expectedRoot(of: split, labels: labels)
        }
        let modals = state.modalLayers.map { layer in
            UIKitSimulation.Snapshot.Modal(
                kind: .navigation, style: PresentationScenarios.style(of: layer, compactWidth: compactWidth),
                stack: labels(layer.stack), detent: layer.style == .sheet ? "large" : nil,
                isModalInPresentation: !layer.sheet.allowsSwipeToDismiss)
        }
        // A dialog is an alert controller over the layers: its own style, named by its title.
        let dialog = state.dialog.map { shown in
            UIKitSimulation.Snapshot.Modal(
                kind: .alert, style: shown.dialog.style == .alert ? .custom : .popover, stack: [shown.dialog.title])
        }
        return UIKitSimulation.Snapshot(root: root, modals: modals + (dialog.map { [$0] } ?? []))
    }

    /// The parts of a snapshot the state decides: titles, More-list placement and running
    /// transitions are UIKit's.
    static func normalized(_ snapshot: UIKitSimulation.Snapshot) -> UIKitSimulation.Snapshot {
        var normalized = snapshot
        normalized.runningTransitions = 0
        if case .tabs(let tabs, let selected) = snapshot.root {
            normalized.root = .tabs(
                tabs.map { .init(title: nil, stack: $0.stack, inMoreList: false) }, selected: selected)
        }
        normalized.modals = snapshot.modals.map { modal in
            var modal = modal
            modal.detent = nil
            // An action sheet is a popover on a regular width, UIKit's own presentation otherwise.
            if modal.kind == .alert { modal.style = .custom }
            return modal
        }
        return normalized
    }
}
