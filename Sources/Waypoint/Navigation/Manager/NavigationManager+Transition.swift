/// From a request to steps on screen: reduce, plan, build the screens, perform step by step.
extension NavigationManager {
    /// Reduces, plans and performs one request. Screens are built before any step runs, so a
    /// screen that cannot be built leaves the screen untouched.
    func transition(with request: NavigationRequest) async -> NavigationOutcome {
        let target: NavigationState
        do {
            target = try NavigationReducer.reduce(state, request)
        } catch {
            return .rejected(.invalidRequest(error))
        }
        return await perform(NavigationPlanner.plan(from: state, to: target), reaching: target)
    }

    /// Builds the screens the steps need, then performs the steps one by one, moving the state
    /// along with each finished step. When every step succeeded, the state becomes `target`
    /// exactly (the steps carry entries, not the identity counter the target may have moved).
    func perform(_ steps: [NavigationStep], reaching target: NavigationState? = nil) async -> NavigationOutcome {
        guard let container else { return .rejected(.noContainer) }
        var built: [EntryID: Screen] = [:]
        for entry in steps.flatMap(\.addedEntries) where built[entry.id] == nil {
            switch buildScreen(for: entry) {
            case .success(let screen): built[entry.id] = screen
            case .failure(let error): return .rejected(.screenUnavailable(entry.route, error))
            }
        }
        for step in steps {
            let screens = built.filter { id, _ in step.addedEntries.contains { $0.id == id } }
            do {
                try await container.perform(step, screens: screens)
            } catch {
                return .rejected(.interrupted(step: step, error: "\(error)"))
            }
            do {
                state = try state.applying(step)
            } catch {
                // The user changed the screen while the plan ran; the state already follows them.
                return .rejected(.interrupted(step: step, error: "\(error)"))
            }
        }
        // Unless the user changed the screen meanwhile, in which case the state follows them.
        if let target, state.root == target.root, state.modalLayers == target.modalLayers { state = target }
        return .completed(state)
    }

    /// Runs the route's screen factory for an entry.
    func buildScreen(for entry: NavigationEntry) -> Result<Screen, ResolutionError> {
        guard let factory = screens.factory(for: entry.route) else {
            let registered = nearest(screens.routes.map(\.rawValue), to: entry.route.rawValue)
            return .failure(
                ResolutionError.notRegistered(
                    Screen.self, name: entry.route.rawValue,
                    alternatives: registered.prefix(5).map { ServiceSignature(Screen.self, name: $0) }))
        }
        do {
            let match = try routes.rematch(entry.descriptor, as: entry.route)
            return .success(try factory(ScreenRegistry<Screen>.Context(entry: entry, match: match), resolver))
        } catch let error as ResolutionError {
            return .failure(error)
        } catch {
            let site =
                screens.site(of: entry.route)
                ?? RegistrationSite(module: routes.route(entry.route)?.module, fileID: "unknown", line: 0)
            return .failure(
                ResolutionError(
                    .factoryFailed(underlying: error, site: site),
                    service: ServiceSignature(Screen.self, name: entry.route.rawValue), chain: []))
        }
    }

    /// The state a manager starts in: each tab with its root screen, or the root route's stack.
    static func initialState(
        routes: RouteTable, configuration: NavigationConfiguration
    ) throws(NavigationSetupError) -> NavigationState {
        func screen(_ id: RouteID, for what: String) throws(NavigationSetupError) -> NavigationScreen {
            do {
                let link = try routes.link(to: id, parameters: [:])
                return NavigationScreen(
                    route: id, descriptor: try routes.match(link).descriptor(presentationMode: .push))
            } catch {
                throw NavigationSetupError(
                    message: "\(what) '\(id)' cannot be shown without parameters: \(error.detail)")
            }
        }
        if configuration.tabs.isEmpty {
            guard let root = configuration.rootRoute else { return NavigationState() }
            return NavigationState(stack: [try screen(root, for: "the root route")])
        }
        var tabs: [(id: TabID, root: NavigationScreen)] = []
        for tab in configuration.tabs {
            tabs.append((tab.id, try screen(tab.root, for: "the root of tab '\(tab.id)'")))
        }
        do {
            return try NavigationState(tabs: tabs, selectedTab: configuration.tabs[0].id)
        } catch {
            throw NavigationSetupError(message: "the tabs do not form a valid state: \(error)")
        }
    }
}
