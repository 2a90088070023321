/// From a request to steps on screen: reduce, plan, build the screens, perform step by step.
/// Owns the navigation state, its only copy, and the container that shows it: the container is
/// handed each step with the state it starts from and the state it leads to.
@MainActor
final class Transition<Screen> {
    /// What the container shows. Always the truth. The results part reads every change: a screen
    /// that owed a result and left resolves its caller.
    private(set) var state: NavigationState {
        didSet {
            let current = state
            results.stateDidChange(current, cause: changeCause)
            dialogs.stateDidChange(current)
        }
    }
    /// What is changing the state now: a request, unless the user or a restoration is.
    private var changeCause = ResultCancellation.navigation
    /// How many of the user's changes the state has followed: a step that finishes after one
    /// applies itself to the state the user left, rather than replacing it with the state
    /// planned before.
    private var userChanges = 0
    /// The container, once attached.
    private var container: (any NavigationContainer<Screen>)?
    /// The manager screens' handles close through. Weak: the manager owns the transition.
    weak var manager: (any EntryClosing)?

    private let results: ResultLedger
    /// Who waits for the dialog's answer.
    private let dialogs = DialogDesk()
    private let routes: RouteTable
    private let screens: ScreenRegistry<Screen>
    private let factories: ScreenRegistry<Screen>.Lookup
    /// The dependency container screens are built from.
    private let services: any Resolver

    /// The routes' leave checks, asked before a request removes their screens.
    let leaveChecks: LeaveChecks

    init(
        state: NavigationState, routes: RouteTable, screens: ScreenRegistry<Screen>, services: any Resolver,
        results: ResultLedger, leaveChecks: LeaveChecks = LeaveChecks(checks: [:])
    ) {
        self.state = state
        self.leaveChecks = leaveChecks
        self.results = results
        self.routes = routes
        self.screens = screens
        factories = ScreenRegistry.Lookup(screens)
        self.services = services
    }

    /// Whether a container is attached.
    var isAttached: Bool { container != nil }

    /// Reduces, plans and performs one request; refused when no container is attached. The leave
    /// checks of the screens it removes are asked first, except those of the entries `answered`
    /// (the user confirmed leaving them already).
    func perform(_ request: NavigationRequest, answered: Set<EntryID> = []) async -> NavigationOutcome {
        await reduceAndPerform(request, answered: answered).outcome
    }

    /// Shows a destination; the outcome, and the entry that shows the destination's screen when it
    /// is completed (the top entry of the state the request leads to: a show always ends on top).
    func show(_ destination: NavigationDestination) async -> (outcome: NavigationOutcome, entry: EntryID?) {
        let (outcome, target) = await reduceAndPerform(.show(destination))
        guard case .completed = outcome else { return (outcome, nil) }
        return (outcome, target?.topEntry?.id)
    }

    /// Shows a dialog and waits, in the request's turn, for the user's answer: the button picked
    /// (the dialog's cancel button when it went without one), or the outcome that kept it from
    /// showing.
    func ask(_ dialog: NavigationDialog) async -> Result<DialogButton?, AskRefusal> {
        let (outcome, target) = await reduceAndPerform(.showDialog(dialog))
        guard case .completed = outcome, let shown = target?.dialog else {
            return .failure(AskRefusal(outcome: outcome))
        }
        let button = await dialogs.answer(to: shown.id, in: state)
        let buttons = shown.dialog.buttons
        return .success(
            button.flatMap { buttons.indices.contains($0) ? buttons[$0] : nil } ?? shown.dialog.cancelButton)
    }

    /// Calls `body` once a dialog waits for the user's answer.
    func whenAsking(_ body: @escaping @MainActor () -> Void) { dialogs.whenAsking(body) }

    /// The outcome of a dialog that did not show.
    struct AskRefusal: Error {
        let outcome: NavigationOutcome
    }

    private func reduceAndPerform(
        _ request: NavigationRequest, answered: Set<EntryID> = []
    ) async -> (outcome: NavigationOutcome, target: NavigationState?) {
        guard let container else { return (.rejected(.noContainer), nil) }
        // The request is read against what the user left once their gestures in progress ended.
        await container.settle()
        var target: NavigationState
        do {
            target = try NavigationReducer.reduce(state, request)
        } catch {
            return (.rejected(.invalidRequest(error)), nil)
        }
        var answered = answered
        while let (entry, decision) = leaveChecks.firstObjection(
            from: state, to: target, byUser: false, answered: answered)
        {
            switch decision {
            case .allow:
                break
            case .refuse(let reason):
                return (.rejected(.leaveRefused(entry.route, reason: reason)), nil)
            case .ask(let dialog):
                switch await ask(dialog) {
                case .failure(let refusal):
                    return (refusal.outcome, nil)
                case .success(let button) where button?.proceeds != true:
                    let chose = "the user chose '\(button?.title ?? "no button")'"
                    return (.rejected(.leaveRefused(entry.route, reason: chose)), nil)
                case .success:
                    break
                }
            }
            answered.insert(entry.id)
            // The dialog came and went: the request is read again against the state it left.
            do {
                target = try NavigationReducer.reduce(state, request)
            } catch {
                return (.rejected(.invalidRequest(error)), nil)
            }
        }
        return (await perform(NavigationPlanner.plan(from: state, to: target), reaching: target), target)
    }

    /// Makes `target` the state, as a restoration: planned and performed when a container is
    /// attached, taken as it is otherwise (the next attached container shows it).
    func move(to target: NavigationState) async -> NavigationOutcome {
        changeCause = .restored
        defer { changeCause = .navigation }
        guard container != nil else {
            state = target
            return .completed(state)
        }
        return await perform(NavigationPlanner.plan(from: state, to: target), reaching: target)
    }

    /// Follows what the user did on screen: nothing is performed, the container shows it already.
    func follow(_ request: NavigationRequest) throws(NavigationRejection) {
        let cause = changeCause
        changeCause = .user
        defer { changeCause = cause }
        let next = try NavigationReducer.reduce(state, request)
        if case .userAnswered(let dialog, let button) = request { dialogs.userAnswered(dialog, button: button) }
        state = next
        userChanges &+= 1
    }

    /// Forgets the container (the scene went away): requests then wait for the next one. A dialog
    /// waiting for an answer goes with the screen it was on, answered without a button, so that the
    /// requests behind it (the next container's attach among them) take their turn.
    func detach() {
        container = nil
        state.dialog = nil
    }

    /// Attaches a container and brings it up to date: every tab and stack, every modal layer.
    ///
    /// The container shows nothing yet, so the steps are handed over from an empty screen; the
    /// state, which they bring on screen, stays as it is, and so does the state when a step fails.
    func attach(_ container: some NavigationContainer<Screen>) async -> NavigationOutcome {
        self.container = container
        let steps = [NavigationStep.replaceRoot(state.root)] + state.modalLayers.map { .present($0) }
        let prepared: [[EntryID: Screen]]
        do throws(NavigationOutcome.Reason) {
            prepared = try screens(for: steps)
        } catch {
            return .rejected(error)
        }
        var shown = NavigationState()
        shown.nextIdentity = state.nextIdentity
        for index in steps.indices {
            do {
                let next = try shown.applying(steps[index])
                try await container.perform(steps[index], from: shown, to: next, screens: prepared[index])
                shown = next
            } catch {
                return .rejected(.interrupted(step: steps[index], error: "\(error)"))
            }
        }
        return .completed(state)
    }

    /// Builds the screens the steps need, then performs the steps one by one, moving the state
    /// along with each finished step. Screens are built before any step runs, so a screen that
    /// cannot be built leaves the screen untouched. When every step succeeded, the state becomes
    /// `target` exactly (the steps carry entries, not the identity counter the target may have moved).
    func perform(_ steps: [NavigationStep], reaching target: NavigationState? = nil) async -> NavigationOutcome {
        guard let container else { return .rejected(.noContainer) }
        let prepared: [[EntryID: Screen]]
        do throws(NavigationOutcome.Reason) {
            prepared = try screens(for: steps)
        } catch {
            return .rejected(error)
        }
        for index in steps.indices {
            let step = steps[index]
            let changes = userChanges
            do {
                let next = try state.applying(step)
                try await container.perform(step, from: state, to: next, screens: prepared[index])
                // The user may have changed the screen while the step ran (a back swipe in another
                // tab): the step then applies to the state that follows them.
                state = userChanges == changes ? next : try state.applying(step)
            } catch {
                // The step does not fit the state, the container could not, or the user changed the
                // screen while the plan ran (the state already follows them).
                return .rejected(.interrupted(step: step, error: "\(error)"))
            }
        }
        return finish(reaching: target)
    }

    /// The state once every step succeeded: `target` exactly, unless the user changed the screen
    /// meanwhile, in which case the state follows them.
    private func finish(reaching target: NavigationState?) -> NavigationOutcome {
        if let target, state.root == target.root, state.modalLayers == target.modalLayers { state = target }
        return .completed(state)
    }

    /// The screens of every step of a plan, built before any step runs.
    private func screens(for steps: [NavigationStep]) throws(NavigationOutcome.Reason) -> [[EntryID: Screen]] {
        var prepared: [[EntryID: Screen]] = []
        for step in steps { prepared.append(try screens(for: step, earlier: prepared)) }
        return prepared
    }

    /// The screens of the entries a step adds. An entry an earlier step of the plan added keeps the
    /// screen built for it there.
    private func screens(
        for step: NavigationStep, earlier: [[EntryID: Screen]]
    ) throws(NavigationOutcome.Reason) -> [EntryID: Screen] {
        var screens: [EntryID: Screen] = [:]
        // The screen the navigation comes from.
        let host = state.topEntry
        entries: for entry in step.addedEntries {
            for previous in earlier {
                if let screen = previous[entry.id] {
                    screens.updateValue(screen, forKey: entry.id)
                    continue entries
                }
            }
            do {
                screens.updateValue(try buildScreen(for: entry, host: host), forKey: entry.id)
            } catch {
                throw .screenUnavailable(entry.route, error)
            }
        }
        return screens
    }

    /// The screen a descriptor's route shows, built without navigating.
    func screen(for descriptor: DeepLinkDescriptor) throws(NavigationOutcome.Reason) -> Screen {
        let match: RouteMatch
        do {
            match = try routes.match(descriptor)
        } catch {
            throw .link(error)
        }
        let entry = NavigationEntry(
            id: EntryID(rawValue: 0),
            screen: NavigationScreen(match: match, presentationMode: descriptor.presentationMode))
        do {
            return try buildScreen(for: entry, host: state.topEntry, inState: false)
        } catch {
            throw .screenUnavailable(match.route, error)
        }
    }

    /// Runs the route's screen factory for an entry; `host` is the entry on top when the request
    /// started. A screen built outside the state (`inState` false) gets a handle that closes nothing.
    private func buildScreen(
        for entry: NavigationEntry, host: NavigationEntry?, inState: Bool = true
    ) throws(ResolutionError) -> Screen {
        guard let position = factories.position(of: entry.route) else {
            let registered = nearest(screens.routes.map(\.rawValue), to: entry.route.rawValue)
            throw ResolutionError.notRegistered(
                Screen.self, name: entry.route.rawValue,
                alternatives: registered.prefix(5).map { ServiceSignature(Screen.self, name: $0) })
        }
        do {
            // The entry's own match when the manager made it (a request, a restoration); an entry made
            // elsewhere (the initial state, a test) is matched from its descriptor.
            let match = try entry.match ?? routes.rematch(entry.descriptor, as: entry.route)
            let handle = ScreenHandle(entry: entry.id, manager: inState ? manager : nil)
            return try factories.build(
                at: position, ScreenRegistry<Screen>.Context(entry: entry, match: match, host: host, handle: handle),
                ScreenResolver(base: services, handle: handle))
        } catch let error as ResolutionError {
            throw error
        } catch {
            let site =
                screens.site(of: entry.route)
                ?? RegistrationSite(module: routes.route(entry.route)?.module.rawValue, fileID: "unknown", line: 0)
            throw ResolutionError(
                .factoryFailed(underlying: error, site: site),
                service: ServiceSignature(Screen.self, name: entry.route.rawValue), chain: [])
        }
    }
}
