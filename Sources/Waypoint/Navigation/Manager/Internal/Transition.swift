/// From a request to steps on screen: reduce, plan, build the screens, perform step by step.
/// Owns the navigation state and the container that shows it.
@MainActor
final class Transition<Screen> {
    /// What the container shows. Always the truth.
    var state: NavigationState
    /// The container, once attached.
    var container: (any NavigationContainer<Screen>)?

    private let routes: RouteTable
    private let screens: ScreenRegistry<Screen>
    private let factories: ScreenRegistry<Screen>.Lookup
    private let resolver: any Resolver

    init(state: NavigationState, routes: RouteTable, screens: ScreenRegistry<Screen>, resolver: any Resolver) {
        self.state = state
        self.routes = routes
        self.screens = screens
        factories = ScreenRegistry.Lookup(screens)
        self.resolver = resolver
    }

    /// Reduces, plans and performs one request.
    func perform(_ request: NavigationRequest) async -> NavigationOutcome {
        let target: NavigationState
        do {
            target = try NavigationReducer.reduce(state, request)
        } catch {
            return .rejected(.invalidRequest(error))
        }
        return await perform(NavigationPlanner.plan(from: state, to: target), reaching: target)
    }

    /// Makes `target` the state: planned and performed when a container is attached, taken as it
    /// is otherwise (the next attached container shows it).
    func move(to target: NavigationState) async -> NavigationOutcome {
        guard container != nil else {
            state = target
            return .completed(state)
        }
        return await perform(NavigationPlanner.plan(from: state, to: target), reaching: target)
    }

    /// Attaches a container and brings it up to date: every tab and stack, every modal layer.
    func attach(_ container: some NavigationContainer<Screen>) async -> NavigationOutcome {
        self.container = container
        return await perform([.replaceRoot(state.root)] + state.modalLayers.map { .present($0) })
    }

    /// Builds the screens the steps need, then performs the steps one by one, moving the state
    /// along with each finished step. Screens are built before any step runs, so a screen that
    /// cannot be built leaves the screen untouched. When every step succeeded, the state becomes
    /// `target` exactly (the steps carry entries, not the identity counter the target may have moved).
    func perform(_ steps: [NavigationStep], reaching target: NavigationState? = nil) async -> NavigationOutcome {
        guard let container else { return .rejected(.noContainer) }
        // Plain loops rather than closures: a closure made on the main actor is checked for its
        // isolation on every call, which a plan of many entries calls many times.
        // Each step's screens go straight into the dictionary the container receives: code generic
        // over `Screen` looks up the metadata of every dictionary and optional it touches, on every
        // access. An entry two steps add is built once.
        var prepared: [[EntryID: Screen]] = []
        prepared.reserveCapacity(steps.count)
        var built: [EntryID] = []
        for step in steps {
            var screens: [EntryID: Screen] = [:]
            for entry in step.addedEntries {
                guard !built.contains(entry.id) else {
                    for earlier in prepared { if let screen = earlier[entry.id] { screens[entry.id] = screen } }
                    continue
                }
                built.append(entry.id)
                switch buildScreen(for: entry) {
                case .success(let screen): screens[entry.id] = screen
                case .failure(let error): return .rejected(.screenUnavailable(entry.route, error))
                }
            }
            prepared.append(screens)
        }
        for index in steps.indices {
            let step = steps[index]
            do {
                try await container.perform(step, screens: prepared[index])
                state = try state.applying(step)
            } catch {
                // The container could not, or the user changed the screen while the plan ran
                // (the state already follows them).
                return .rejected(.interrupted(step: step, error: "\(error)"))
            }
        }
        // Unless the user changed the screen meanwhile, in which case the state follows them.
        if let target, state.root == target.root, state.modalLayers == target.modalLayers { state = target }
        return .completed(state)
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
        switch buildScreen(for: entry) {
        case .success(let screen): return screen
        case .failure(let error): throw .screenUnavailable(match.route, error)
        }
    }

    /// Runs the route's screen factory for an entry.
    private func buildScreen(for entry: NavigationEntry) -> Result<Screen, ResolutionError> {
        guard let factory = factories[entry.route] else {
            let registered = nearest(screens.routes.map(\.rawValue), to: entry.route.rawValue)
            return .failure(
                ResolutionError.notRegistered(
                    Screen.self, name: entry.route.rawValue,
                    alternatives: registered.prefix(5).map { ServiceSignature(Screen.self, name: $0) }))
        }
        do {
            // The entry's own match when the manager made it (a request, a restoration); an entry made
            // elsewhere (the initial state, a test) is matched from its descriptor.
            let match = try entry.match ?? routes.rematch(entry.descriptor, as: entry.route)
            return .success(
                try factory(ScreenRegistry<Screen>.Context(entry: entry, match: match, host: state.topEntry), resolver))
        } catch let error as ResolutionError {
            return .failure(error)
        } catch {
            let site =
                screens.site(of: entry.route)
                ?? RegistrationSite(module: routes.route(entry.route)?.module.rawValue, fileID: "unknown", line: 0)
            return .failure(
                ResolutionError(
                    .factoryFailed(underlying: error, site: site),
                    service: ServiceSignature(Screen.self, name: entry.route.rawValue), chain: []))
        }
    }
}
