// Builds on every platform with SwiftUI; on Linux this module builds empty.
#if canImport(SwiftUI)
public import Combine
public import SwiftUI
public import Waypoint

/// A `NavigationContainer` for SwiftUI: an observable model that ``WaypointRoot`` binds to a
/// `TabView`, a `NavigationStack(path:)` per stack, and a `.sheet` or `.fullScreenCover` per
/// modal layer.
///
/// It decides nothing and keeps no navigation state: the manager owns it. Each step comes with
/// the state it leads to, which is published in SwiftUI's shape (`SwiftUIPresentation`). When
/// the user goes back, swipes a sheet down or picks a tab, SwiftUI writes a binding; the write is
/// read against the manager's state and the step in flight (the core's `OnScreenReading`), and
/// only the user's changes go to the manager's `userDidNavigate(_:)`.
///
/// ```swift
/// let model = SwiftUINavigationModel(manager: manager)
/// // in a view: WaypointRoot(model: model).task { await manager.attach(model) }
/// ```
///
/// A step is done when SwiftUI says its animation is: on iOS 17, macOS 14, tvOS 17 and
/// watchOS 10 the step is published inside `withAnimation(_:completionCriteria:_:completion:)`,
/// and it ends on the completion, no earlier than the wait `SwiftUITransitionTiming` gives for
/// it (Apple does not say that a push or a sheet is an animation the completion waits for).
/// Older systems report no completion, so there the step is done after that wait alone. While
/// a step runs, a change the user makes is published with the step still on screen
/// (`SwiftUIPresentation(showing:stage:)`), and a dismissed layer keeps its content and screens
/// until SwiftUI reports it gone (`SwiftUIDepartingLayers`). Changes nobody sees end at once,
/// and every wait is bounded by ``stepTimeLimit``. A modal replaced at one depth (a sheet by a
/// full-screen cover) is dismissed, waited for, then presented (`SwiftUIPresentation`'s
/// `publications(to:)`). A path that grows by itself (`NavigationLink(value:)`) is not taken
/// over: the model puts SwiftUI back on the state and tells `onUnsupportedChange`.
@MainActor
public final class SwiftUINavigationModel: ObservableObject, NavigationContainer {
    /// The screens are type-erased views, as the modules' screen factories build them.
    public typealias Screen = AnyView

    /// What the views show: the state in SwiftUI's shape.
    @Published private(set) var presentation: SwiftUIPresentation
    /// How long each step waits for SwiftUI's animation on systems without animation
    /// completions (before iOS 17).
    var timing = SwiftUITransitionTiming()
    /// How long a step may wait for SwiftUI's animation completion before it fails with a
    /// timeout (its error's code is `stepTimedOut`); three seconds by default.
    public var stepTimeLimit: Duration {
        get { deadline.limit }
        set { deadline.limit = newValue }
    }
    /// Bounds every wait for SwiftUI by ``stepTimeLimit``.
    var deadline = StepDeadline()
    /// Receives changes made around the manager, which the model does not take over.
    public var onUnsupportedChange: @MainActor (UnsupportedChange) -> Void = { _ in }

    /// The manager whose state the model shows; weak, since the manager keeps the model.
    private weak var manager: NavigationManager<AnyView>?
    /// The step being published, from its start until SwiftUI has shown it.
    private var stepInFlight: PlannedStep?
    /// Which of the step's publications SwiftUI is showing (a replaced modal takes two).
    private var stage = 0
    /// The user answered a dialog, which SwiftUI takes away with an animation whose end it does not
    /// report; a presentation published meanwhile would wait for it (SwiftUI warns), so the next
    /// step that presents waits that animation out first.
    private var dialogLeaving = false
    /// Layers SwiftUI still draws while they slide away; their screens are kept until then.
    private var departing = SwiftUIDepartingLayers()
    private var screens: [EntryID: AnyView] = [:]
    /// The popover anchors each screen on screen names (`popoverAnchor(_:)`), as they appear.
    var anchors: [EntryID: Set<PopoverAnchor>] = [:]

    /// Creates a model showing nothing until the manager attaches it.
    ///
    /// - Parameter manager: The manager that attaches the model: the model reads its state and
    ///   reports the user's own navigation to it. It is kept weakly: the manager keeps the model.
    public init(manager: NavigationManager<AnyView>) {
        self.presentation = SwiftUIPresentation(NavigationState())
        self.manager = manager
    }

    /// The manager's state and the step in flight, to read a binding's write against.
    var reading: OnScreenReading {
        OnScreenReading(manager, stepInFlight: stepInFlight)
    }

    /// Publishes one step and returns once SwiftUI has shown it.
    ///
    /// - Throws: A timeout when SwiftUI's animation did not complete within ``stepTimeLimit``
    ///   (the model then shows the manager's state again, without the step); a refusal naming
    ///   the anchor for a popover whose anchor the screen beneath does not mark (`popoverAnchor(_:)`).
    public func perform(
        _ step: NavigationStep, from: NavigationState, to: NavigationState, screens built: [EntryID: AnyView]
    ) async throws {
        if let missing = PopoverAnchorMissing(
            refusing: step, from: from, names: { self.anchors[$0]?.contains($1) == true })
        {
            throw missing
        }
        if dialogLeaving {
            dialogLeaving = false
            switch step {
            case .present, .presentDialog: try? await Task.sleep(for: timing.modal)
            default: break
            }
        }
        stepInFlight = PlannedStep(step, from: from, to: to)
        screens.merge(built) { _, latest in latest }
        let available = Self.animationCompletionAvailable
        let publications = presentation.publications(to: SwiftUIPresentation(to))
        do {
            for (index, publication) in publications.enumerated() {
                stage = index
                let last = index == publications.count - 1
                let completion =
                    last
                    ? timing.completion(for: step, before: from, animationCompletionAvailable: available)
                    : timing.dismissalCompletion(animationCompletionAvailable: available)
                // The user may have changed the screen during an earlier stage: publish this
                // stage over what they did, not over the state the step was planned from.
                let next = index == 0 ? publication : SwiftUIPresentation(showing: reading, stage: index)
                try await publish(next, completion: completion)
            }
        } catch {
            stepInFlight = nil
            stage = 0
            publishShown()
            throw error
        }
        let finished = reading.afterStep
        stepInFlight = nil
        stage = 0
        publishShown(finished)
    }

    /// Whether this system reports the end of an animation
    /// (`withAnimation(_:completionCriteria:_:completion:)`).
    static var animationCompletionAvailable: Bool {
        #if os(Linux)
        // Only the Linux type-check sees this: its SwiftUI stubs have no withAnimation.
        return false
        #else
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) { return true }
        return false
        #endif
    }

    /// Publishes one presentation and returns when SwiftUI has shown it, as `completion` says.
    private func publish(_ next: SwiftUIPresentation, completion: SwiftUIStepCompletion) async throws {
        switch completion {
        case .immediate:
            show(next)
        case .timer(let wait):
            show(next)
            // The fallback before iOS 17, which reports no completion. Cancelled or not, the
            // change is published: SwiftUI shows it either way.
            try? await Task.sleep(for: wait)
        case .animationCompletion(let atLeast):
            #if !os(Linux)
            // Guarded out of the Linux type-check only, whose SwiftUI stubs lack withAnimation;
            // Apple: withAnimation(_:completionCriteria:_:completion:), iOS 17.
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
                // Apple does not say that a push or a sheet counts as an animation whose end the
                // completion waits for (SwiftUIStepCompletion), so the step also lasts at least
                // the transition's own duration.
                let transition = Task { try? await Task.sleep(for: atLeast) }
                defer { transition.cancel() }
                try await deadline.wait(for: "SwiftUI's animation") { done in
                    withAnimation(.default, completionCriteria: .logicallyComplete) {
                        show(next)
                    } completion: {
                        done()
                    }
                }
                await transition.value
                return
            }
            #endif
            show(next)
            try? await Task.sleep(for: atLeast)
        }
    }

    /// Publishes `next`, remembering the layers it drops: SwiftUI draws them until they are gone.
    private func show(_ next: SwiftUIPresentation) {
        departing.record(from: presentation, to: next)
        presentation = next
    }

    // MARK: What the views read and write

    /// The view built for an entry; an empty view for none (a root before its first screen).
    func screen(for entry: EntryID?) -> AnyView {
        entry.flatMap { screens[$0] } ?? AnyView(EmptyView())
    }

    /// The stack shown at `location`; inside a presented layer's content, the layer as SwiftUI
    /// last handed it stands in once the state has dropped it (it is sliding away).
    func stack(at location: StackLocation, in layer: SwiftUIPresentation.Layer?) -> SwiftUIPresentation.Stack? {
        layer.map { presentation.stack(of: $0) } ?? presentation.stack(at: location)
    }

    /// The path of the `NavigationStack` at `location`; a write is read as the user's pop.
    func path(at location: StackLocation, in layer: SwiftUIPresentation.Layer?) -> Binding<[EntryID]> {
        Binding(
            get: { @MainActor [weak self] in self?.stack(at: location, in: layer)?.path ?? [] },
            set: { @MainActor [weak self] path in
                guard let self else { return }
                self.handle(self.reading.pathDidChange(path, at: location))
            }
        )
    }

    /// The `TabView` selection; a write is read as the user's tab tap.
    func tabSelection() -> Binding<TabID> {
        Binding(
            get: { @MainActor [weak self] in self?.presentation.selectedTab ?? "" },
            set: { @MainActor [weak self] tab in
                guard let self else { return }
                self.handle(self.reading.tabDidSelect(tab))
            }
        )
    }

    /// The item of the presentation modifier at `depth` for `style` (`nil`: any style) inside
    /// `presenter`'s content (`nil`: the root); a write of `nil` is read as the user dismissing
    /// the layer shown when the binding was made.
    func layer(
        at depth: Int, style: ModalStyle?, presentedBy presenter: ModalLayerID?
    ) -> Binding<SwiftUIPresentation.Layer?> {
        let shown = presentation.layer(at: depth, style: style, presentedBy: presenter)?.id
        return Binding(
            get: { @MainActor [weak self] in self?.presentation.layer(at: depth, style: style, presentedBy: presenter)
            },
            set: { @MainActor [weak self] layer in
                guard let self, layer == nil, let shown else { return }
                self.handle(self.reading.layerDidDismiss(shown))
            }
        )
    }

    /// Whether the `.alert` or `.confirmationDialog` at `depth` shows the dialog in `style`; SwiftUI
    /// writes `false` once the user answered (after the button's action, which reported the
    /// answer) or tapped outside a confirmation dialog, which is read as an answer without a button.
    func dialogPresented(at depth: Int, style: NavigationDialog.Style) -> Binding<Bool> {
        let shown = presentation.dialog(at: depth, style: style)?.id
        return Binding(
            get: { @MainActor [weak self] in self?.presentation.dialog(at: depth, style: style) != nil },
            set: { @MainActor [weak self] presented in
                guard let self, !presented, let shown else { return }
                self.dialogDidClose(shown, button: nil)
            }
        )
    }

    /// The dialog the modifiers at `depth` show in `style`.
    func dialog(at depth: Int, style: NavigationDialog.Style) -> DialogLayer? {
        presentation.dialog(at: depth, style: style)
    }

    /// The user answered a dialog: a button (its position), or none.
    func dialogDidClose(_ dialog: ModalLayerID, button: Int?) {
        let change = reading.dialogDidClose(dialog, button: button)
        if case .user = change { dialogLeaving = true }
        handle(change)
    }

    /// Whether the user may not leave the layer (swipe it down) or the entry (go back from it): a
    /// leave check of its screens does not allow. Read as the views are drawn, so a check that reads
    /// observable app state is read again when that state changes.
    func leaveBlocked(closing entry: EntryID?) -> Bool {
        guard let entry, let manager, manager.hasLeaveChecks else { return false }
        // While a step is published, SwiftUI draws the state it leads to.
        return manager.leaveBlocked(closing: entry, in: reading.expected ?? reading.shown)
    }

    /// The presentation modifier at `depth` for `style` reports a dismissal over (`onDismiss`):
    /// the screens of the layers that slid away can go.
    func layerDidLeave(at depth: Int, style: ModalStyle?) {
        departing.dismissalEnded(at: depth, style: style, presented: presentation)
        releaseScreens(keeping: reading)
    }

    // MARK: Reports

    func handle(_ change: ObservedChange) {
        switch change {
        case .user(let request):
            // Read from the manager's own state, so the manager takes it.
            try? manager?.userDidNavigate(request)
            publishShown()
        case .unsupported(let unsupported):
            // The write is not taken over: have SwiftUI read the state's path again.
            objectWillChange.send()
            onUnsupportedChange(unsupported)
        case .unchanged, .ownStep:
            break
        }
    }

    /// Publishes the manager's state, with the step in flight, if any, on top (so that a user's
    /// change during a step does not take the step off the screen), and lets go of the views of
    /// entries no longer shown.
    private func publishShown(_ reading: OnScreenReading? = nil) {
        let reading = reading ?? self.reading
        let shown = SwiftUIPresentation(showing: reading, stage: stage)
        if shown != presentation { show(shown) }
        releaseScreens(keeping: reading)
    }

    /// Keeps the screens of the entries shown, of the step in flight, and of departing layers.
    private func releaseScreens(keeping reading: OnScreenReading) {
        let live = reading.liveEntries.union(departing.entries)
        screens = screens.filter { live.contains($0.key) }
    }
}
#endif
