// UIKit's navigation and tab bar controllers exist on iOS, iPadOS, Mac Catalyst and visionOS;
// elsewhere (Linux, macOS, tvOS, watchOS) this module builds empty.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
public import UIKit
public import Waypoint

/// A `NavigationContainer` over UIKit: a `UITabBarController` with one `UINavigationController`
/// per tab (or one navigation controller for an app without tabs), and a navigation controller
/// presented per modal layer.
///
/// It decides nothing and keeps no navigation state: the manager owns it. For each planned step
/// it waits for the window's running transitions (and the user's finger) to end, asks the core
/// which UIKit call to make (`UIKitOperation`, from what is shown then), makes it, and returns
/// when UIKit's transition has finished, so the manager never starts the next step early. When the user navigates by themselves — the back button or its
/// menu, the edge swipe, a swipe down on a sheet, a tab tap — the delegate callbacks are read
/// against the manager's state and the step in flight (the core's `OnScreenReading`), and only
/// the user's changes go to the manager's `userDidNavigate(_:)`.
///
/// ```swift
/// let container = UIKitNavigationContainer(window: window, manager: manager)
/// window.makeKeyAndVisible()
/// Task { await manager.attach(container) }
/// ```
///
/// A dialog is a `UIAlertController` (`.alert`, or `.actionSheet` for a confirmation dialog, which
/// on a regular width is a popover without an anchor of its own: it points at nothing, in the
/// middle of the screen it covers), presented over the top layer; each button's action reports
/// the user's answer. While a route's leave check does not allow leaving, the container refuses
/// the swipe down of its sheet (`presentationControllerShouldDismiss(_:)`, asked the moment the
/// swipe starts) and the back swipe from its screen (the back-swipe gesture's delegate), and hides
/// its back button; a refused gesture is reported (`presentationControllerDidAttemptToDismiss(_:)`),
/// and a check that asks then asks. The back button follows the check at every step and report,
/// and when the app calls ``leaveChecksDidChange()``.
///
/// The container becomes the delegate of the tab bar controller, of its More navigation
/// controller and of every navigation controller it creates (and of its back-swipe gesture when
/// the app has leave checks), and the delegate of each modal layer's presentation controller;
/// the screens themselves (the modules' view controllers) are the app's.
@MainActor
public final class UIKitNavigationContainer: NSObject, NavigationContainer {
    /// The screens are the view controllers the modules' screen factories build.
    public typealias Screen = UIViewController

    /// The window whose root view controller the container sets.
    public let window: UIWindow
    /// Receives changes made around the manager (a view controller pushed directly), which the
    /// container leaves alone; log them to find the code that makes them.
    public var onUnsupportedChange: @MainActor (UnsupportedChange) -> Void = { _ in }
    /// How long each UIKit call (and each running transition the container waits for) may take
    /// before the step fails with a timeout (its error's code is `stepTimedOut`). Three seconds
    /// by default: several times the longest system transition, so only a dropped call reaches it.
    public var stepTimeLimit: Duration {
        get { deadline.limit }
        set { deadline.limit = newValue }
    }
    /// Bounds every wait for UIKit by ``stepTimeLimit``.
    var deadline = StepDeadline()
    /// Bounds the wait for the user's finger to lift from a back swipe or a sheet: only a touch
    /// that never ends reaches it.
    var gestureDeadline = StepDeadline(limit: .seconds(600))

    /// The manager whose state the container shows; weak, since the manager keeps the container.
    weak var manager: NavigationManager<UIViewController>?
    /// The step being carried out, from its start until UIKit has finished it.
    var stepInFlight: PlannedStep?
    /// How many of the user's changes the container has reported.
    var userReports = 0
    /// The view controller of every entry on screen, released when the entry leaves.
    var controllers: [EntryID: UIViewController] = [:]
    /// The navigation controller of every stack on screen.
    var stacks: [StackLocation: UINavigationController] = [:]
    /// The alert controller of the dialog on screen.
    var alerts: [ModalLayerID: UIAlertController] = [:]
    var tabBarController: UITabBarController?

    /// Creates a container for a window.
    ///
    /// - Parameters:
    ///   - window: The scene's window; the manager's first step sets its root view controller.
    ///   - manager: The manager that attaches the container: the container reads its state and
    ///     reports the user's own navigation to it. It is kept weakly: the manager keeps the
    ///     container.
    public init(window: UIWindow, manager: NavigationManager<UIViewController>) {
        self.window = window
        self.manager = manager
        super.init()
    }

    /// The manager's state and the step in flight, to read a UIKit callback against.
    var reading: OnScreenReading {
        OnScreenReading(manager, stepInFlight: stepInFlight)
    }

    /// Carries out one step and returns when UIKit has finished it, animation included.
    ///
    /// It first waits for any transition still running (the user's back swipe or swipe down, a
    /// previous animation), because UIKit drops a presentation made during one and a transition
    /// the user drives changes the screen when it ends. The UIKit call is then worked out from
    /// what UIKit shows at that point (the manager's state, which has followed the user), not
    /// from the state the step was planned on. Every wait is bounded by ``stepTimeLimit``, except
    /// the wait for the user's finger to lift.
    ///
    /// - Throws: `NavigationStepError` when the step no longer fits what is shown (the user went
    ///   back past the screen it pops to); ``UIKitContainerError`` when UIKit lacks what the step
    ///   needs; a timeout when UIKit did not finish in time; the container then reads the screen
    ///   back, so the manager's state follows what is really shown, and the next request runs.
    public func perform(
        _ step: NavigationStep, from: NavigationState, to: NavigationState, screens: [EntryID: UIViewController]
    ) async throws {
        do {
            let reportsBefore = userReports
            try await runningTransitionsEnd()
            reportMoreListSelection()
            // The user's changes meanwhile are in the manager's state, which the manager will
            // apply the step to as well.
            let start = userReports == reportsBefore ? from : manager?.state ?? from
            let operation = try UIKitOperation.operation(for: step, in: start)
            stepInFlight = try PlannedStep(step, from: start)
            controllers.merge(screens) { _, built in built }
            showSelectedTabOverMoreList(for: operation, in: start)
            try await execute(operation)
        } catch {
            stepInFlight = nil
            if error is StepTimedOut {
                for change in reading.reread(observedScreen()) { report(change) }
            }
            dropControllersNoLongerShown()
            throw error
        }
        let finished = reading.afterStep
        stepInFlight = nil
        dropControllersNoLongerShown(finished)
        refreshBackButtons(in: finished.shown)
    }

    /// Returns once the window's transitions have ended and the user's gestures in progress have
    /// been let go of, so that the manager reads its next request against what the user left.
    /// A transition that does not end in time is left to the next step's wait.
    public func settle() async {
        try? await runningTransitionsEnd()
        reportMoreListSelection()
    }

    /// A tab picked from the More list reaches no tab bar delegate method: the selection is read
    /// where the container looks next.
    func reportMoreListSelection() {
        guard let tabBarController, let selected = tabBarController.selectedViewController else { return }
        report(reading.tabBarDidSelect(selection(of: tabBarController, showing: selected)))
    }

    /// Forwards the user's changes to the manager; the container's own and unchanged ones go
    /// nowhere.
    func report(_ change: ObservedChange) {
        switch change {
        case .user(let request):
            // Read from the manager's own state, so the manager takes it.
            try? manager?.userDidNavigate(request)
            userReports &+= 1
            dropControllersNoLongerShown()
            refreshBackButtons()
        case .unsupported(let unsupported):
            onUnsupportedChange(unsupported)
        case .unchanged, .ownStep:
            break
        }
    }

    /// Lets go of the view and navigation controllers of entries and stacks no longer shown.
    /// (Not `release()`: that name is `NSObject`'s manual reference counting.)
    func dropControllersNoLongerShown(_ reading: OnScreenReading? = nil) {
        let reading = reading ?? self.reading
        let entries = reading.liveEntries
        controllers = controllers.filter { entries.contains($0.key) }
        let locations = reading.liveLocations
        stacks = stacks.filter { locations.contains($0.key) }
    }

    /// The entry a view controller was built for; `nil` for one Waypoint did not build.
    func entry(of controller: UIViewController) -> EntryID? {
        controllers.first { $0.value === controller }?.key
    }

    /// The stack a navigation controller shows; `nil` for one Waypoint did not create.
    func location(of controller: UIViewController?) -> StackLocation? {
        stacks.first { $0.value === controller }?.key
    }

    /// The tab a tab bar's selected view controller shows, decided by the core's
    /// `TabBarSelection`: a child by identity, or the More navigation controller's screens.
    /// `selectedIndex` is `NSNotFound` while More is selected, so it only goes to the log.
    func selection(of tabBar: UITabBarController, showing selected: UIViewController) -> TabBarSelection {
        let child = tabBar.viewControllers?.firstIndex { $0 === selected }
        let more = tabBar.moreNavigationController
        let moreStack = selected === more ? more.viewControllers.map { entry(of: $0) } : nil
        return TabBarSelection(
            selectedChild: child, moreStack: moreStack, in: reading.shown, selectedIndex: tabBar.selectedIndex)
    }

    /// What UIKit shows now: every stack's view controllers, the layers still presented, and
    /// the tab bar's selection. A stack in a transition (a back swipe held past the deadline) is
    /// left out: what it shows is not finished, and its delegate reports the end.
    func observedScreen() -> ObservedScreen {
        var observed: [StackLocation: [EntryID?]] = [:]
        for location in stacks.keys {
            guard let navigation = shownNavigationController(at: location), navigation.transitionCoordinator == nil
            else {
                continue
            }
            observed[location] = screens(of: navigation, at: location).map { entry(of: $0) }
        }
        // A layer's navigation controller has a presenter while it is presented.
        let layers = reading.shown.modalLayers.map(\.id).filter { stacks[.modal($0)]?.presentingViewController != nil }
        var tabSelection: TabBarSelection?
        if let tabBarController, let selected = tabBarController.selectedViewController {
            tabSelection = selection(of: tabBarController, showing: selected)
        }
        return ObservedScreen(stacks: observed, layers: layers, selection: tabSelection)
    }
}

/// What UIKit lacked to carry out a step; the manager reports the request as interrupted.
public struct UIKitContainerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is missing, in words.
    public let description: String

    static func missingScreen(_ entry: EntryID) -> Self {
        Self(description: "no view controller was built for \(entry)")
    }

    static func missingStack(_ location: StackLocation) -> Self {
        Self(description: "no navigation controller shows \(location)")
    }

    static let missingTabBar = Self(description: "the window's root is not a tab bar controller")

    static let noSplitView = Self(description: "this container shows no split view controller")

    static func presenterBusy(_ layer: ModalLayerID) -> Self {
        Self(
            description:
                "cannot present \(layer): its presenter already presents a view controller the app presented itself")
    }

    static func presenterOffScreen(_ layer: ModalLayerID) -> Self {
        Self(
            description:
                "cannot present \(layer): its presenter is not in a window (call makeKeyAndVisible() before attaching)")
    }
}
#endif
