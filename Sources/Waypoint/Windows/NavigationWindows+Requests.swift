/// Requests taken to a window by the rule (see ``NavigationWindows``): links, push notifications,
/// user activities, descriptors and routes. A request that names a window (`in:`) goes there; one
/// that names none goes where its route says, or to the most recently active window.
extension NavigationWindows {
    /// Opens a link in a window; `source`, when `nil`, is inferred from its form, as
    /// ``NavigationManager/open(_:source:)-(String,_)`` infers it.
    @discardableResult
    public func open(_ link: String, source: LinkSource? = nil, in window: WindowID? = nil) async -> NavigationOutcome {
        await run(.link(link, source ?? LinkParser.inferredSource(for: link), nil), in: window)
    }

    /// Handles a push notification's payload in a window, read as the managers read it.
    @discardableResult
    public func handle(
        notification userInfo: [AnyHashable: Any], in window: WindowID? = nil
    ) async -> NavigationOutcome {
        do {
            let content = try PushPayloadDecoder(layout: recipe.configuration.pushPayloadLayout).decode(userInfo)
            return await run(PipelineRequest.Entry(content), in: window)
        } catch {
            return refused(.link(error), source: .pushNotification)
        }
    }

    /// Shows a descriptor's destination in a window.
    @discardableResult
    public func navigate(using descriptor: DeepLinkDescriptor, in window: WindowID?) async -> NavigationOutcome {
        await run(.descriptor(descriptor), in: window)
    }

    /// Shows a route by id in a window, as an in-app tap does.
    func navigate(
        to route: RouteID, parameters: [String: String] = [:], presentation: PresentationMode? = nil,
        in window: WindowID?
    ) async -> NavigationOutcome {
        switch await target(route: route, in: window) {
        case .manager(let manager):
            await manager.navigate(to: route, parameters: parameters, presentation: presentation)
        case .refused(let reason): refused(reason, source: .inApp)
        }
    }

    /// Shows a typed route in a window.
    @discardableResult
    public func navigate<R: Route>(
        to route: R, presentation: PresentationMode? = nil, in window: WindowID?
    ) async -> NavigationOutcome {
        switch await target(route: R.id, in: window) {
        case .manager(let manager): await manager.navigate(to: route, presentation: presentation)
        case .refused(let reason): refused(reason, source: .inApp)
        }
    }

    /// Takes an entry to its window and runs it there.
    private func run(_ entry: PipelineRequest.Entry, in window: WindowID?) async -> NavigationOutcome {
        // An entry that matches no route goes where requests naming no route go; its manager refuses it.
        let route = activeWindow.flatMap { try? manager(for: $0)?.requestResolver.match(entry).0.route }
        switch await target(route: route, in: window) {
        case .manager(let manager): return await manager.submit(entry)
        case .refused(let reason): return refused(reason, source: entry.source)
        }
    }

    /// A request the rule could not take to a window is reported where the app listens: as a
    /// finished request of the most recently active window's manager (its `events` and `onFailure`).
    /// Before any window is open, only the caller hears of it.
    private func refused(_ reason: NavigationOutcome.Reason, source: LinkSource) -> NavigationOutcome {
        guard let manager = activeWindow.flatMap(manager(for:)) else { return .rejected(reason) }
        return manager.refuseBeforeQueue(reason, source: source).outcome
    }
}

/// Where a request goes: a window's manager, or nowhere and why.
enum WindowTarget<Screen> {
    case manager(NavigationManager<Screen>)
    case refused(NavigationOutcome.Reason)
}

extension NavigationWindows {
    /// The manager of the window a request to `route` goes to, by the rule, once that window has
    /// attached its navigation when the request must wait for it.
    func target(route: RouteID?, in window: WindowID?) async -> WindowTarget<Screen> {
        let opensInOwnWindow = route.flatMap { recipe.routes.route($0)?.opensInOwnWindow } ?? false
        let choice = WindowRule.choose(
            named: window, opensInOwnWindow: opensInOwnWindow, recentWindows: recentWindows,
            canOpenWindows: openWindow != nil)
        let chosen: WindowID
        switch choice {
        case .window(let window): chosen = window
        case .refused(let refusal): return .refused(.window(refusal))
        case .firstWindow, .newWindow:
            switch await wait(for: choice) {
            case .reached(let window): chosen = window
            case .refused(let reason): return .refused(reason)
            }
        }
        // A window that closed between its attach and this request's turn.
        return manager(for: chosen).map { .manager($0) } ?? .refused(.window(.closed(chosen)))
    }
}
